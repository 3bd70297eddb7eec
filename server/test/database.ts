// The one database every API test file shares (vitest runs them in one process with isolate: false):
// PGlite in memory by default, or the PostgreSQL at TEST_DATABASE_URL (npm run test:pg), wiped once.
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../db/client.ts';

let shared: Promise<Database> | undefined;

async function resetPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
  } finally {
    await client.end();
  }
}

async function prepare(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await resetPostgres(url);
  const database = await openDatabase(url ? { kind: 'postgres', url, poolSize: 8 } : { kind: 'pglite' });
  await database.migrate();
  return database;
}

export function testDatabase(): Promise<Database> {
  shared ??= prepare();
  return shared;
}

/** The shared test database's query builder, for the rows a test writes or checks. */
export async function db(): Promise<Db> {
  return (await testDatabase()).db;
}
