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
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { freePort, projectRoot } from './lib/app-server.mjs';
import { staleBuildScripts } from './lib/stale-builds.mjs';

const startedAt = Date.now();
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const NGINX_CONF = process.env.CLUSTER_NGINX_CONF ?? join(projectRoot, 'deploy/nginx.conf');
const S3_CONFIG = join(projectRoot, 'vitest.s3.config.ts');
const LOG_DIR = join(projectRoot, 'test-results/cluster');
const ADMIN = { email: 'admin@cluster.example', password: 'cluster-admin-passphrase' };
const CLUSTER_BUCKET = 'studio-cluster';
/** The storage tests' bucket (each test under a prefix of its own), unless rgw.mjs names it. */
const S3_TESTS_BUCKET = 'studio-s3-tests';
const CLUSTER_DATABASE = 'studio_cluster';
const INSTANCE_READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;

const args = process.argv.slice(2);
const runS3Tests = !args.includes('--no-s3-tests');
const vitestFilters = args.filter((arg) => arg !== '--no-s3-tests');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const log = (message) => console.info(`[cluster ${seconds(Date.now() - startedAt).padStart(7)}] ${message}`);

// --- What the summary prints ---------------------------------------------------------------------------------------

/** @type {Array<{ name: string, ok: boolean, ms: number, detail?: string }>} */
const steps = [];
/** Figures the tests report through the control server (POST /report): name -> value. */
const figures = new Map();

/** Runs one step of the run, timed, for the summary; a string result (or a result's `detail`) is shown beside it. */
async function step(name, action) {
  // Once the run is being stopped (Ctrl-C), nothing new starts.
  if (finishing) throw new Error('interrupted');
  const began = Date.now();
  log(`${name}…`);
  try {
    const result = await action();
    steps.push({ name, ok: true, ms: Date.now() - began, detail: typeof result === 'string' ? result : result?.detail });
    return result;
  } catch (error) {
    steps.push({ name, ok: false, ms: Date.now() - began, detail: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

function printSummary(outcome) {
  const lines = ['', '=== test:cluster summary'];
  const width = Math.max(0, ...steps.map((s) => s.name.length));
  for (const { name, ok, ms, detail } of steps) {
    lines.push(`  ${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(width)} ${seconds(ms).padStart(8)}${detail ? `  ${detail.split('\n')[0].slice(0, 160)}` : ''}`);
  }
  if (figures.size > 0) {
    lines.push('  figures reported by the tests:');
    for (const [name, value] of figures) lines.push(`    ${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  lines.push(`  logs: ${LOG_DIR}`);
  lines.push(`  ${outcome} in ${seconds(Date.now() - startedAt)}`);
  console.info(lines.join('\n'));
}

// --- Everything started is stopped: a stack of stoppers, run once, last started first ------------------------------

/** @type {Array<{ label: string, stop: () => Promise<void> | void }>} */
const stoppers = [];
const onStop = (label, stop) => stoppers.push({ label, stop });
/** Children that are running right now (vitest): ended first when the run is interrupted. */
const foreground = new Set();
let stoppingEverything;

function stopEverything() {
  stoppingEverything ??= (async () => {
    // vitest first (its tests would fail against what is being stopped), given a moment to end its workers.
    await Promise.all(
      [...foreground].map(async (child) => {
        const ended = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([ended, sleep(5_000)]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }),
    );
    while (stoppers.length > 0) {
      const { label, stop } = stoppers.pop();
      try {
        await Promise.race([stop(), sleep(30_000).then(() => Promise.reject(new Error('still not stopped after 30 s')))]);
      } catch (error) {
        console.error(`Stopping ${label} failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return stoppingEverything;
}

let finishing = false;
async function finish(code, outcome) {
  if (finishing) return;
  finishing = true;
  log('stopping everything…');
  await stopEverything();
  printSummary(outcome);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (finishing) {
      console.error(`${signal} again: leaving at once.`);
      process.exit(130);
    }
    console.error(`\n${signal} received: stopping everything.`);
    steps.push({ name: `interrupted (${signal})`, ok: false, ms: 0 });
    void finish(130, 'INTERRUPTED');
  });
}

// --- Build (as `npm start` decides: only what is missing or older than its sources) -------------------------------

/** Runs a command to its end, its output passed through; rejects when it fails. */
function run(command, commandArgs, options = {}) {
  return new Promise((resolve, reject) => {
    if (finishing) return reject(new Error('interrupted'));
    const child = spawn(command, commandArgs, { cwd: projectRoot, stdio: 'inherit', ...options });
    foreground.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      foreground.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${commandArgs.join(' ')} ended with ${signal ?? `code ${code}`}`));
    });
  });
}

async function buildIfNeeded() {
  const scripts = staleBuildScripts();
  for (const script of scripts) await run('npm', ['run', script]);
  return scripts.length > 0 ? `ran ${scripts.join(', ')}` : 'up to date';
}

// --- PostgreSQL helpers ---------------------------------------------------------------------------------------------

function databaseUrl(clusterUrl, name) {
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function createDatabase(clusterUrl, name) {
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

// --- App instances ----------------------------------------------------------------------------------------------------

// The app's own settings never come from this shell (CI exports DATABASE_URL for test:pg, for one): only from here.
const APP_VARIABLES = /^(PORT|HOST|DATA_DIR|DATABASE_URL|PUBLIC_URL|ADMIN_.*|SEED_DEMO|STRIPE_.*|PAYMENTS|SMTP_URL|MAIL_FROM|EMAIL_MIN_INTERVAL_MS|SESSION_TTL_DAYS|TRUST_PROXY|LOG_LEVEL|REQUEST_LOG|SLOW_REQUEST_MS|TIMEZONE|FILM_MAX_BYTES|S3_.*|MEDIA_PUBLIC_URL|METRICS_PORT)$/;
const shellEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !APP_VARIABLES.test(name)));

/** name -> instance, every instance this run started (the cluster's two, and those the tests ask for). */
const instances = new Map();

/**
 * Starts `node dist/server/main.js` on `port` with an empty DATA_DIR of its own and `env`; does not wait for it.
 * Its output goes to test-results/cluster/<name>.log.
 */
function spawnInstance(name, port, env) {
  const dataDir = mkdtempSync(join(tmpdir(), `studio-cluster-${name}-`));
  const logFile = join(LOG_DIR, `${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: projectRoot,
    stdio: ['ignore', fd, fd],
    env: { ...shellEnv(), NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
  });
  closeSync(fd);
  const instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    dataDir,
    logFile,
    child,
    exit: null,
    exited: new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        instance.exit = signal ? `signal ${signal}` : `code ${code}`;
        resolve();
      });
      child.once('error', (error) => {
        instance.exit = `error: ${error.message}`;
        resolve();
      });
    }),
    get alive() {
      return instance.exit === null;
    },
    async stop() {
      if (instance.alive) {
        child.kill('SIGTERM');
        await Promise.race([instance.exited, sleep(STOP_GRACE_MS)]);
        if (instance.alive) {
          child.kill('SIGKILL');
          await instance.exited;
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  instances.set(name, instance);
  onStop(`instance ${name}`, () => instance.stop());
  return instance;
}

function logTail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Resolves when the instance's /api/ready answers 200 (rejects when it exits or takes too long). */
async function waitReady(instance, timeoutMs = INSTANCE_READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!instance.alive) throw new Error(`instance ${instance.name} exited (${instance.exit}) before it was ready:\n${logTail(instance.logFile)}`);
    const status = await fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`instance ${instance.name}: /api/ready not 200 within ${seconds(timeoutMs)} (last ${status || 'no answer'}):\n${logTail(instance.logFile)}`);
    await sleep(250);
  }
}

const describeInstance = (instance) => ({ name: instance.name, url: instance.url, pid: instance.pid, alive: instance.alive, exit: instance.exit, dataDir: instance.dataDir });

// --- nginx -----------------------------------------------------------------------------------------------------------

/** The configuration's text without comments (nginx's `#` to the end of the line; quoted '#' is not used there). */
const withoutComments = (text) => text.replace(/(^|[^\\$])#[^\n]*/g, '$1');

/**
 * deploy/nginx.conf made runnable here: its upstream servers replaced by the two instances (keeping the parameters
 * the guide gives them), every `listen` on one loopback port, TLS left out (nginx terminates it in production; here
 * the tests speak HTTP), the process' own directives (user, pid, logs, temporary files) pointed into `prefix`,
 * system includes dropped. A server-level snippet (no http block) is wrapped in one.
 */
function clusterNginxConf(source, { prefix, listenPort, upstreamPorts }) {
  let conf = withoutComments(source);
  // The main context's own directives, and every log and temporary path: ours instead.
  conf = conf.replace(/^\s*(user|pid|daemon|worker_processes|error_log|access_log|(client_body|proxy|fastcgi|uwsgi|scgi)_temp_path|load_module)\b[^;]*;/gm, '');
  // System includes would bring the distribution's default site (port 80) and modules; mime.types and relative
  // snippets (proxy_params) are the package's files.
  conf = conf.replace(/^\s*include\s+([^;]+);/gm, (line, target) => {
    const path = target.trim().replace(/^["']|["']$/g, '');
    if (/(conf\.d|sites-enabled|sites-available|modules-enabled)/.test(path)) return '';
    return path.startsWith('/') ? line : `include /etc/nginx/${path};`;
  });
  // TLS is the production front's: certificates are not here.
  conf = conf.replace(/^\s*(ssl_\w+|http2|quic_\w+|add_header\s+Alt-Svc)\b[^;]*;/gm, '');
  let upstreams = 0;
  conf = conf.replace(/\bupstream\s+([\w.-]+)\s*\{([^}]*)\}/g, (_block, name, body) => {
    upstreams += 1;
    const servers = body.match(/^\s*server\s+[^;]+;/gm) ?? [];
    // `server 10.0.0.11:3000 max_fails=1 fail_timeout=5s;`: the address goes, the parameters stay.
    const parameters = (servers[0] ?? '').trim().replace(/;$/, '').split(/\s+/).slice(2).filter((word) => !/^(backup|down)$/.test(word)).join(' ');
    const rest = body.replace(/^\s*server\s+[^;]+;/gm, '').trim();
    const ours = upstreamPorts.map((port) => `    server 127.0.0.1:${port}${parameters ? ` ${parameters}` : ''};`).join('\n');
    return `upstream ${name} {\n${ours}\n    ${rest}\n  }`;
  });
  if (upstreams === 0) throw new Error('no upstream block: the instances cannot be put behind it');
  // One port for the site: each server block's listens become one loopback listen (a :80 server that only
  // redirects to https would then shadow the real one: such blocks are dropped).
  conf = dropRedirectServers(conf);
  conf = conf.replace(/^(\s*)listen\s+[^;]+;/gm, (_line, indent) => `${indent}listen 127.0.0.1:${listenPort};`);
  conf = conf.replace(/(listen 127\.0\.0\.1:\d+;)(\s*listen 127\.0\.0\.1:\d+;)+/g, '$1');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${prefix}/${kind}_temp;`).join(' ');
  // Which instance answered each request: the tests read it (CLUSTER_NGINX_ACCESS_LOG).
  const logFormat = `log_format studio_cluster '$remote_addr [$time_local] "$request" $status $body_bytes_sent upstream=$upstream_addr upstream_status=$upstream_status time=$request_time';`;
  const httpLines = `\n  ${logFormat}\n  access_log ${prefix}/access.log studio_cluster;\n  ${temp}\n`;
  if (/(^|[\s;}])http\s*\{/.test(conf)) conf = conf.replace(/(^|[\s;}])http\s*\{/, `$1http {${httpLines}`);
  else conf = `http {${httpLines}  include /etc/nginx/mime.types;\n${conf}\n}\n`;
  if (!/(^|[\s;}])events\s*\{/.test(conf)) conf = `events { worker_connections 1024; }\n${conf}`;
  // Root can read the instances' files and our temporary directory; nginx's default user (nobody) could not.
  const main = [
    `# Made by scripts/test-cluster.mjs from ${NGINX_CONF}.`,
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
  ];
  return `${main.filter(Boolean).join('\n')}\n${conf}`.replace(/\n[ \t]*(?:\n[ \t]*)+\n/g, '\n\n');
}

/** Server blocks whose whole job is `return 301 https://…`: left out (this nginx speaks HTTP on one port). */
function dropRedirectServers(conf) {
  const blocks = [];
  const opener = /(^|[\s;}])server\s*\{/g;
  let match;
  while ((match = opener.exec(conf))) {
    const start = match.index + match[1].length;
    let depth = 0;
    let end = -1;
    for (let i = conf.indexOf('{', start); i < conf.length; i++) {
      if (conf[i] === '{') depth += 1;
      else if (conf[i] === '}' && --depth === 0) {
        end = i + 1;
        break;
      }
    }
    if (end < 0) break;
    blocks.push({ start, end, text: conf.slice(start, end) });
    opener.lastIndex = end;
  }
  const redirects = blocks.filter((block) => /return\s+30[1278]\s+https:/.test(block.text) && !/proxy_pass/.test(block.text));
  if (redirects.length === 0 || redirects.length === blocks.length) return conf;
  for (const block of redirects.reverse()) conf = conf.slice(0, block.start) + conf.slice(block.end);
  return conf;
}

async function startNginx(listenPort, upstreamPorts) {
  const prefix = mkdtempSync(join(tmpdir(), 'studio-cluster-nginx-'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, clusterNginxConf(readFileSync(NGINX_CONF, 'utf8'), { prefix, listenPort, upstreamPorts }));
  writeFileSync(join(LOG_DIR, 'nginx.conf'), readFileSync(conf));
  const nginxArgs = ['-p', prefix, '-c', conf, '-g', 'daemon off;'];
  const check = spawnSync(NGINX, ['-t', ...nginxArgs], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx refuses the configuration made from ${NGINX_CONF} (see ${join(LOG_DIR, 'nginx.conf')}):\n${check.stderr}`);
  }
  const child = spawn(NGINX, nginxArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let exited = false;
  const exitedPromise = new Promise((resolve) => child.once('exit', () => resolve((exited = true))));
  onStop('nginx', async () => {
    if (!exited) {
      child.kill('SIGQUIT');
      await Promise.race([exitedPromise, sleep(5_000)]);
      if (!exited) child.kill('SIGKILL');
    }
    for (const name of ['error.log', 'access.log']) {
      if (existsSync(join(prefix, name))) writeFileSync(join(LOG_DIR, `nginx-${name}`), readFileSync(join(prefix, name)));
    }
    rmSync(prefix, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; i < 100; i++) {
    if (exited) throw new Error(`nginx exited: ${stderr}`);
    if (await fetch(`${url}/api/health`).then((res) => res.ok, () => false)) return { url, accessLog: join(prefix, 'access.log'), errorLog: join(prefix, 'error.log') };
    await sleep(100);
  }
  throw new Error(`nginx did not answer /api/health on ${url}: ${stderr}`);
}

// --- The control server: what the tests ask of the processes this script owns -----------------------------------

/**
 *   GET  /state                               the instances, the database
 *   POST /postgres/restart {holdMs?}          restarts the private cluster (with holdMs, stops it, waits, starts
 *                                             it); answers {stopRequestedAt, downAt, startingAt, backAt} (epoch ms;
 *                                             downAt: stopped; backAt: accepting connections again)
 *   POST /databases {name}                    CREATE DATABASE on the private cluster: {url}
 *   POST /instances {databaseUrl, env?, count}  starts `count` instances at the same moment (not waiting for them):
 *                                             {instances: [{name, url, pid}]}
 *   GET  /instances/<name>                    one instance: alive, exit
 *   POST /instances/<name>/stop               stops it (and removes its DATA_DIR)
 *   POST /report {name, value}                a figure for the summary
 */
function startControlServer({ postgres, clusterEnv }) {
  let extraCount = 0;
  const routes = {
    'GET /state': () => ({ instances: [...instances.values()].map(describeInstance), postgres: { url: postgres.url, port: postgres.port } }),
    'POST /postgres/restart': async ({ holdMs = 0 }) => {
      const stopRequestedAt = Date.now();
      let downAt;
      let startingAt;
      if (holdMs > 0) {
        await postgres.stop();
        downAt = Date.now();
        await sleep(holdMs);
        startingAt = Date.now();
        await postgres.start();
      } else {
        downAt = startingAt = stopRequestedAt;
        await postgres.restart();
      }
      const backAt = Date.now();
      log(`PostgreSQL ${holdMs > 0 ? `stopped for ${seconds(holdMs)} and started` : 'restarted'} (down ${seconds(backAt - stopRequestedAt)})`);
      return { stopRequestedAt, downAt, startingAt, backAt };
    },
    'POST /databases': async ({ name }) => ({ url: await createDatabase(postgres.url, name) }),
    'POST /instances': async ({ databaseUrl: url, env = {}, count = 1 }) => {
      const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
      const started = ports.map((port) => {
        extraCount += 1;
        return spawnInstance(`extra-${extraCount}`, port, { ...clusterEnv, PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: url, ...env });
      });
      return { instances: started.map(describeInstance) };
    },
    'POST /report': ({ name, value }) => {
      figures.set(String(name), value);
      return {};
    },
  };
  const server = createServer(async (req, res) => {
    try {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString()) : {};
      const path = new URL(req.url, 'http://control').pathname;
      let answer;
      const one = path.match(/^\/instances\/([\w-]+)(\/stop)?$/);
      if (one) {
        const instance = instances.get(one[1]);
        if (!instance) throw Object.assign(new Error(`no instance ${one[1]}`), { status: 404 });
        if (one[2] && req.method === 'POST') await instance.stop();
        answer = describeInstance(instance);
      } else {
        const route = routes[`${req.method} ${path}`];
        if (!route) throw Object.assign(new Error(`no route ${req.method} ${path}`), { status: 404 });
        answer = await route(body);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    } catch (error) {
      res.writeHead(error.status ?? 500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.message }));
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      onStop('control server', () => new Promise((done) => server.close(() => done())));
      resolve(`http://127.0.0.1:${server.address().port}`);
    });
  });
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

/** Runs vitest with `config`; resolves to whether it passed. */
async function vitest(config, extraArgs, env) {
  try {
    // vitest itself (not through npx), so that a signal to it reaches it.
    await run(join(projectRoot, 'node_modules/.bin/vitest'), ['run', '--config', config, ...extraArgs], { env: { ...shellEnv(), ...env } });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  rmSync(LOG_DIR, { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
  const missing = preflight();
  if (missing.length > 0) {
    steps.push({ name: 'preflight', ok: false, ms: 0, detail: `missing: ${missing.join('; ')}` });
    console.error(`Cannot run the cluster tests; missing:\n  ${missing.join('\n  ')}`);
    return finish(1, 'FAILED');
  }
  const { startRgw, S3_TESTS_BUCKET: s3TestsBucket = S3_TESTS_BUCKET } = await import('./lib/rgw.mjs');
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

  const clusterOk = await step('cluster tests (cluster/*.test.ts)', async () => {
    const ok = await vitest('vitest.cluster.config.ts', vitestFilters, {
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
    });
    if (!ok) throw new Error('some failed (see above)');
  }).then(
    () => true,
    () => false,
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
    s3Ok = await step('storage tests (server/**/*.s3.test.ts)', async () => {
      if (!existsSync(S3_CONFIG)) throw new Error('vitest.s3.config.ts is missing');
      const ok = await vitest('vitest.s3.config.ts', [], {
        S3_TEST_ENDPOINT: rgw.endpoint,
        S3_TEST_REGION: rgw.region,
        S3_TEST_ACCESS_KEY_ID: rgw.accessKeyId,
        S3_TEST_SECRET_ACCESS_KEY: rgw.secretAccessKey,
        S3_TEST_BUCKET: s3TestsBucket,
      });
      if (!ok) throw new Error('some failed (see above)');
    }).then(
      () => true,
      () => false,
    );
  }

  if (finishing) return undefined;
  const ok = clusterOk && s3Ok && dead.length === 0;
  for (const { name, file } of failedClusterLogs) console.info(`\n--- last lines of ${name}'s log (${file})\n${logTail(file, 25)}`);
  return finish(ok ? 0 : 1, ok ? 'PASSED' : 'FAILED');
}

main().catch((error) => {
  // Interrupted, what was starting fails as it is stopped: that is no news.
  if (finishing) return;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  void finish(1, 'FAILED');
});
