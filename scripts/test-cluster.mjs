// `npm run test:cluster`: the app as it runs with several instances. Two instances, each with its own empty DATA_DIR,
// share one PostgreSQL (a private cluster in a temporary directory, which the tests may restart; never the shared
// one on 5432) and one S3 bucket (a one-node Ceph RADOS Gateway), behind nginx configured by deploy/nginx.conf
// (its upstream servers swapped for the two instances). Then:
//   1. the cluster tests, cluster/*.test.ts (vitest.cluster.config.ts), through nginx and each instance;
//   2. the storage tests, server/**/*.s3.test.ts (vitest.s3.config.ts), against the same gateway (a bucket of their own).
// Whatever happens (a failure, Ctrl-C), everything started is stopped and its temporary directories removed; the
// instances' and nginx's logs stay in test-results/cluster/. Exits non-zero when anything failed.
//
// What the tests are handed (environment):
//   CLUSTER_NGINX_URL            nginx in front of both instances
//   CLUSTER_NGINX_ACCESS_LOG     its access log: each line names the instance that answered (upstream=127.0.0.1:port)
//   CLUSTER_NGINX_ERROR_LOG      its error log (why it answered a 502 itself)
//   CLUSTER_INSTANCE_URLS        each instance directly, comma-separated (A first)
//   CLUSTER_INSTANCE_PIDS        their process ids, in the same order
//   CLUSTER_ADMIN_EMAIL, CLUSTER_ADMIN_PASSWORD   the administrator both were started with (ADMIN_EMAIL/PASSWORD)
//   CLUSTER_DATABASE_URL         the database the instances use (on the private cluster)
//   CLUSTER_PG_URL, CLUSTER_PG_PORT, CLUSTER_PG_DATA_DIR   the private cluster itself
//   CLUSTER_CONTROL_URL          this script's control server (below): restart PostgreSQL, create a database, start
//                                and stop more instances, report figures for the summary
//   CLUSTER_DATA_DIRS            each instance's DATA_DIR, comma-separated
// and to the storage tests: S3_TEST_ENDPOINT, S3_TEST_REGION, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY,
// S3_TEST_BUCKET.
//
// Options: `-- <vitest filters>` narrows the cluster tests (e.g. `npm run test:cluster -- restart`); `--no-s3-tests`
// skips the storage tests. CLUSTER_NGINX_CONF names another nginx configuration than deploy/nginx.conf.
//
// The parts live in scripts/lib/cluster/: run.mjs (steps, summary, stopping), instances.mjs, nginx.mjs,
// control-server.mjs and postgres.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { freePort, projectRoot } from './lib/app-server.mjs';
import { instances, shellEnv, spawnInstance, waitReady } from './lib/cluster/instances.mjs';
import { NGINX, NGINX_CONF, startNginx } from './lib/cluster/nginx.mjs';
import { createDatabase } from './lib/cluster/postgres.mjs';
import { startControlServer } from './lib/cluster/control-server.mjs';
import { LOG_DIR, finish, isFinishing, onStop, run, step, steps } from './lib/cluster/run.mjs';
import { logTail } from './lib/processes.mjs';
import { staleBuildScripts } from './lib/stale-builds.mjs';

const S3_CONFIG = join(projectRoot, 'vitest.s3.config.ts');
const ADMIN = { email: 'admin@cluster.example', password: 'cluster-admin-passphrase' };
const CLUSTER_BUCKET = 'studio-cluster';
/** The storage tests' bucket (each test under a prefix of its own), unless rgw.mjs names it. */
const S3_TESTS_BUCKET = 'studio-s3-tests';
const CLUSTER_DATABASE = 'studio_cluster';

const args = process.argv.slice(2);
const runS3Tests = !args.includes('--no-s3-tests');
const vitestFilters = args.filter((arg) => arg !== '--no-s3-tests');

// --- Build (as `npm start` decides: only what is missing or older than its sources) -------------------------------

async function buildIfNeeded() {
  const scripts = staleBuildScripts();
  for (const script of scripts) await run('npm', ['run', script]);
  return scripts.length > 0 ? `ran ${scripts.join(', ')}` : 'up to date';
}

// --- The run ---------------------------------------------------------------------------------------------------------

function preflight() {
  const missing = [];
  if (!existsSync(NGINX)) missing.push(`nginx (${NGINX}): apt-get install -y nginx, or set NGINX_PATH`);
  const postgresBin = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
  if (!existsSync(join(postgresBin, 'initdb'))) missing.push(`PostgreSQL's server programs (${postgresBin}/initdb): apt-get install -y postgresql-15, or set POSTGRES_BIN`);
  for (const tool of ['ceph-mon', 'ceph-osd', 'radosgw', 'radosgw-admin', 'ceph']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) missing.push(`${tool}: apt-get install -y ceph-mon ceph-osd radosgw ceph-common`);
  }
  for (const file of ['lib/rgw.mjs', 'lib/private-postgres.mjs']) {
    if (!existsSync(new URL(file, import.meta.url))) missing.push(`scripts/${file}`);
  }
  if (!existsSync(NGINX_CONF)) missing.push(NGINX_CONF);
  return missing;
}

/** Runs vitest with `config`; rejects when it fails (its own output says what). */
async function vitest(config, extraArgs, env) {
  try {
    // vitest itself (not through npx), so that a signal to it reaches it.
    await run(join(projectRoot, 'node_modules/.bin/vitest'), ['run', '--config', config, ...extraArgs], { env: { ...shellEnv(), ...env } });
  } catch {
    throw new Error('some failed (see above)');
  }
}

/** A step of the run whose failure does not end it: resolves to whether it passed. */
const passes = (name, action) =>
  step(name, action).then(
    () => true,
    () => false,
  );

async function main() {
  rmSync(LOG_DIR, { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
  const missing = preflight();
  if (missing.length > 0) {
    steps.push({ name: 'preflight', ok: false, ms: 0, detail: `missing: ${missing.join('; ')}` });
    console.error(`Cannot run the cluster tests; missing:\n  ${missing.join('\n  ')}`);
    return finish(1, 'FAILED');
  }
  const { startRgw, s3TestEnvironment, S3_TESTS_BUCKET: s3TestsBucket = S3_TESTS_BUCKET } = await import('./lib/rgw.mjs');
  const { startPrivatePostgres } = await import('./lib/private-postgres.mjs');

  await step('build', buildIfNeeded);

  // The gateway and the database come up side by side (the gateway takes longest).
  const [rgwResult, postgresResult] = await Promise.allSettled([
    step('start RGW (Ceph) and create the buckets', async () => {
      const rgw = await startRgw();
      onStop('RGW', () => rgw.stop());
      await rgw.createBucket(CLUSTER_BUCKET);
      await rgw.createBucket(s3TestsBucket);
      return rgw;
    }),
    step('start a private PostgreSQL', async () => {
      const postgres = await startPrivatePostgres();
      // destroy(): stopped and its folder removed (stop() alone keeps the folder, for a start() again).
      onStop('PostgreSQL', () => (postgres.destroy ? postgres.destroy() : postgres.stop()));
      return postgres;
    }),
  ]);
  if (rgwResult.status === 'rejected') throw rgwResult.reason;
  if (postgresResult.status === 'rejected') throw postgresResult.reason;
  const rgw = rgwResult.value;
  const postgres = postgresResult.value;
  const databaseUrlOfCluster = await createDatabase(postgres.url, CLUSTER_DATABASE);

  const nginxPort = await freePort();
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  // What every instance of the site shares, as a deployment would set it.
  const clusterEnv = {
    PUBLIC_URL: publicUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'true',
    PAYMENTS: 'sandbox',
    // As the e2e run: e-mails every 3 s, into each DATA_DIR's mail/ folder (no SMTP server here).
    EMAIL_MIN_INTERVAL_MS: '3000',
    // As docs/deploy.md runs them: nginx is the one proxy in front.
    TRUST_PROXY: '1',
    S3_BUCKET: CLUSTER_BUCKET,
    S3_ENDPOINT: rgw.endpoint,
    S3_REGION: rgw.region,
    S3_ACCESS_KEY_ID: rgw.accessKeyId,
    S3_SECRET_ACCESS_KEY: rgw.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'site/',
  };

  // A first (it migrates and seeds), then B: a failure here is the cluster's set-up, not a race (the race of two
  // instances on an empty database is a test of its own).
  const cluster = [];
  for (const name of ['a', 'b']) {
    await step(`start instance ${name.toUpperCase()}`, async () => {
      const instance = spawnInstance(name, await freePort(), { ...clusterEnv, DATABASE_URL: databaseUrlOfCluster });
      await waitReady(instance);
      cluster.push(instance);
      return `${instance.url}, pid ${instance.pid}`;
    });
  }
  const nginx = await step(`start nginx (${relative(projectRoot, NGINX_CONF)})`, async () => {
    const started = await startNginx(nginxPort, cluster.map((instance) => instance.port));
    return { ...started, detail: started.url };
  });
  const controlUrl = await startControlServer({ postgres, clusterEnv });

  const clusterOk = await passes('cluster tests (cluster/*.test.ts)', () =>
    vitest('vitest.cluster.config.ts', vitestFilters, {
      CLUSTER_NGINX_URL: nginx.url,
      CLUSTER_NGINX_ACCESS_LOG: nginx.accessLog,
      CLUSTER_NGINX_ERROR_LOG: nginx.errorLog,
      CLUSTER_INSTANCE_URLS: cluster.map((instance) => instance.url).join(','),
      CLUSTER_INSTANCE_PIDS: cluster.map((instance) => instance.pid).join(','),
      CLUSTER_DATA_DIRS: cluster.map((instance) => instance.dataDir).join(','),
      CLUSTER_ADMIN_EMAIL: ADMIN.email,
      CLUSTER_ADMIN_PASSWORD: ADMIN.password,
      CLUSTER_DATABASE_URL: databaseUrlOfCluster,
      CLUSTER_PG_URL: postgres.url,
      CLUSTER_PG_PORT: String(postgres.port),
      CLUSTER_PG_DATA_DIR: postgres.dataDir ?? '',
      CLUSTER_CONTROL_URL: controlUrl,
    }),
  );

  // Both cluster instances must have lived through everything; then they are done (the storage tests start apps
  // of their own), and their cores are the storage tests'.
  const dead = cluster.filter((instance) => !instance.alive);
  if (dead.length > 0) {
    steps.push({ name: 'instances alive at the end', ok: false, ms: 0, detail: dead.map((instance) => `${instance.name}: ${instance.exit}`).join(', ') });
  }
  const failedClusterLogs = clusterOk ? [] : [...instances.values()].map((instance) => ({ name: instance.name, file: instance.logFile }));
  await Promise.all([...instances.values()].map((instance) => instance.stop()));

  let s3Ok = true;
  if (runS3Tests) {
    s3Ok = await passes('storage tests (server/**/*.s3.test.ts)', async () => {
      if (!existsSync(S3_CONFIG)) throw new Error('vitest.s3.config.ts is missing');
      await vitest('vitest.s3.config.ts', [], s3TestEnvironment(rgw, s3TestsBucket));
    });
  }

  if (isFinishing()) return undefined;
  const ok = clusterOk && s3Ok && dead.length === 0;
  for (const { name, file } of failedClusterLogs) console.info(`\n--- last lines of ${name}'s log (${file})\n${logTail(file, 25)}`);
  return finish(ok ? 0 : 1, ok ? 'PASSED' : 'FAILED');
}

main().catch((error) => {
  // Interrupted, what was starting fails as it is stopped: that is no news.
  if (isFinishing()) return;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  void finish(1, 'FAILED');
});
