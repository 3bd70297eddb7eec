#!/usr/bin/env node
/**
 * `npm run bench:api`: how close the public catalogue's API comes to the speed of the wire.
 *
 * Builds (unless --no-build), starts the built app as in production (NODE_ENV=production, the demo catalogue
 * seeded by an earlier start) on the embedded database, and with DATABASE_URL set on PostgreSQL too, in a
 * database of its own (bench_api, created on that server and dropped after; the URL's own database is never
 * touched). For GET /api/movies and a
 * movie page's calls (the movie, its reviews' first page: what web/pages/public/movie-detail-page.tsx asks for),
 * it takes the exact bytes and headers the app sends, has a bare node:http server answer the same, and loads
 * both with autocannon in the same run, alternating, round after round. Prints per URL the median req/s of the
 * app and of bare node:http, their ratio, and the app's latency percentiles (p95 computed from every response
 * time), pipelined and, in a third run per round, without pipelining (one request at a time per connection, as
 * browsers send them: the wait a visitor sees). Goal: >= 0.6 of bare and p95 < 50 ms; the script reports and
 * does not fail (2 shared cores are noisy).
 *
 * Options: --no-build          use dist/ as it is
 *          --duration=N        seconds per run (default 5)
 *          --rounds=N          rounds, each loading every URL on the app then on bare (default 3)
 *          --connections=N     (default 100)   --pipelining=N (default 10)
 *          --only=pglite|postgres
 *          --accept-encoding=V send Accept-Encoding: V (default none: the bytes as stored)
 *          --main=FILE         the built server to start (default dist/server/main.js), e.g. an older build's
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildProject, freePort, projectRoot, startBuiltApp } from './lib/app-server.mjs';
import { benchOptions } from './lib/bench.mjs';

const args = benchOptions();
const duration = Number(args.duration ?? 5);
const rounds = Number(args.rounds ?? 3);
const connections = Number(args.connections ?? 100);
const pipelining = Number(args.pipelining ?? 10);
const requestHeaders = typeof args['accept-encoding'] === 'string' ? { 'accept-encoding': args['accept-encoding'] } : {};
const mainFile = typeof args.main === 'string' ? args.main : 'dist/server/main.js';
const BENCH_DATABASE = 'bench_api';
// Written by node:http itself for every answer.
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One GET as a browser's fetch would make it: status, headers and the body's bytes, unchanged. */
function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: requestHeaders }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The anonymous visitor's calls: the list, and a movie page's (the first movie of the list). */
async function publicCalls(baseUrl) {
  const list = await get(`${baseUrl}/api/movies`);
  const [movie] = JSON.parse(list.body.toString()).movies;
  if (!movie) throw new Error('The demo catalogue has no movie');
  return ['/api/movies', `/api/movies/${movie.id}`, `/api/reviews/movie/${movie.id}?page=1&limit=10`];
}

async function startBareServer(answers) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const file = join(folder, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const server = spawn(process.execPath, [join(projectRoot, 'scripts/lib/bare-server.mjs'), file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', (code) => reject(new Error(`The bare server exited with code ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop() {
      server.kill('SIGTERM');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The value below which `share` of the sorted values lie. */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
const oneDecimal = (ms) => Math.round(ms * 10) / 10;
const median = (values) => percentile([...values].sort((a, b) => a - b), 0.5);

/**
 * Waits until `url` answers a lone request promptly: a run leaves up to connections x pipelining requests queued
 * in the server when it stops, and the next run must not start behind them.
 */
async function settle(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await get(url);
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One autocannon run; every response time is kept, so that any percentile can be read (autocannon has no p95). */
function load(url, { pipelined = pipelining } = {}) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, pipelining: pipelined, duration, headers: requestHeaders }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        rps: result.requests.average,
        p50: oneDecimal(percentile(times, 0.5)),
        p95: oneDecimal(percentile(times, 0.95)),
        p99: oneDecimal(percentile(times, 0.99)),
        failures: result.errors + result.timeouts + result.non2xx,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * Starts the app to be measured on a database whose demo catalogue a first start seeded, in a process of its own:
 * a studio's instance seeds once in its life, and a process that has just seeded runs its first 10–15 seconds slower
 * (docs/benchmarks.md#many-instances-one-bucket-a-database-restart), which is not what visitors meet.
 */
async function startSeededApp(env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-data-'));
  const appEnv = { NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env };
  await (await startBuiltApp(appEnv, { nodeArgs: [mainFile] })).stop();
  const app = await startBuiltApp(appEnv, { nodeArgs: [mainFile] });
  return { ...app, stop: () => app.stop().finally(() => rmSync(dataDir, { recursive: true, force: true })) };
}

async function benchDatabase(name, env) {
  const app = await startSeededApp(env);
  let bare;
  try {
    const paths = await publicCalls(app.baseUrl);
    const answers = {};
    for (const path of paths) {
      const answer = await get(`${app.baseUrl}${path}`);
      if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([header]) => !PER_CONNECTION_HEADERS.has(header)));
      answers[path] = { status: answer.status, headers, body: answer.body.toString('base64') };
    }
    bare = await startBareServer(answers);

    const runs = Object.fromEntries(paths.map((path) => [path, { app: [], bare: [], appUnpipelined: [] }]));
    for (let round = 1; round <= rounds; round++) {
      for (const path of paths) {
        // Alternating which goes first, so that neither always runs on a machine warmed (or tired) by the other.
        const order = round % 2 === 1 ? ['app', 'bare'] : ['bare', 'app'];
        for (const server of order) {
          const url = `${server === 'app' ? app.baseUrl : bare.baseUrl}${path}`;
          await settle(url);
          const result = await load(url);
          runs[path][server].push(result);
          console.info(`${name} round ${round} ${server} ${path}: ${Math.round(result.rps)} req/s, p95 ${result.p95} ms`);
        }
        // Latency: with pipelining, connections x pipelining requests wait in line at once, and by Little's law
        // each waits that many answers' time (1 000 at 10 000 req/s: 100 ms) however fast the server is. One
        // request at a time per connection, as browsers send them, is what a visitor waits.
        await settle(`${app.baseUrl}${path}`);
        const unpipelined = await load(`${app.baseUrl}${path}`, { pipelined: 1 });
        runs[path].appUnpipelined.push(unpipelined);
        console.info(`${name} round ${round} app ${path}, no pipelining: ${Math.round(unpipelined.rps)} req/s, p95 ${unpipelined.p95} ms`);
      }
    }

    const rows = {};
    for (const path of paths) {
      const appRuns = runs[path].app;
      const appRps = median(appRuns.map((run) => run.rps));
      const bareRps = median(runs[path].bare.map((run) => run.rps));
      rows[path] = {
        bytes: Buffer.from(answers[path].body, 'base64').length,
        'app req/s': Math.round(appRps),
        'bare req/s': Math.round(bareRps),
        ratio: Math.round((100 * appRps) / bareRps) / 100,
        'app p50 ms': median(appRuns.map((run) => run.p50)),
        'app p95 ms': median(appRuns.map((run) => run.p95)),
        'app p99 ms': median(appRuns.map((run) => run.p99)),
        'unpipelined req/s': Math.round(median(runs[path].appUnpipelined.map((run) => run.rps))),
        'unpipelined p50 ms': median(runs[path].appUnpipelined.map((run) => run.p50)),
        'unpipelined p95 ms': median(runs[path].appUnpipelined.map((run) => run.p95)),
        'unpipelined p99 ms': median(runs[path].appUnpipelined.map((run) => run.p99)),
        failures: [...appRuns, ...runs[path].appUnpipelined].reduce((sum, run) => sum + run.failures, 0),
      };
    }
    console.info(`\n${name}: median of ${rounds} rounds of ${duration} s, ${connections} connections, pipelining ${pipelining}` +
      `${requestHeaders['accept-encoding'] ? `, Accept-Encoding: ${requestHeaders['accept-encoding']}` : ''}`);
    // eslint-disable-next-line no-console -- the figures are the script's output
    console.table(rows);
    const movies = rows['/api/movies'];
    console.info(
      `/api/movies: ratio ${movies.ratio} (goal >= 0.6), p95 ${movies['unpipelined p95 ms']} ms at ${connections} ` +
        `connections without pipelining (goal < 50 ms; ${movies['app p95 ms']} ms with pipelining ${pipelining})\n`,
    );
  } finally {
    bare?.stop();
    await app.stop();
  }
}

/** The server's maintenance database: where a database is created and dropped, never DATABASE_URL's own. */
function maintenanceUrl(serverUrl) {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  return url.href;
}

async function onServer(serverUrl, statements) {
  const client = new pg.Client({ connectionString: maintenanceUrl(serverUrl) });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of our own on DATABASE_URL's server, created empty; the URL's own database is left alone. */
async function createBenchDatabase(serverUrl) {
  await onServer(serverUrl, [`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`, `CREATE DATABASE ${BENCH_DATABASE}`]);
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.href;
}

if (!args.main && (!args['no-build'] || !existsSync(join(projectRoot, mainFile)))) buildProject();
if (args.only !== 'postgres') await benchDatabase('PGlite (embedded)', {});
if (args.only !== 'pglite') {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.info('DATABASE_URL is not set: PostgreSQL skipped.');
  } else {
    const url = await createBenchDatabase(serverUrl);
    try {
      await benchDatabase(`PostgreSQL (${BENCH_DATABASE})`, { DATABASE_URL: url });
    } finally {
      await onServer(serverUrl, [`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`]);
    }
  }
}
