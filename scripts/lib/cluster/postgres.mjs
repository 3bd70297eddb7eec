// The cluster run's databases, on its private PostgreSQL cluster.

function databaseUrl(clusterUrl, name) {
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function createDatabase(clusterUrl, name) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a database name this script makes: ${name}`);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return databaseUrl(clusterUrl, name);
}
