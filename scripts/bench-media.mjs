#!/usr/bin/env node
/**
 * `npm run bench:media`: how fast the app sends uploads and built assets, next to nginx (Debian's package)
 * serving the same files from the same disk in the same run (docs/decisions/0016-public-answers-from-memory.md).
 *
 * Builds (unless --no-build) and starts the app with the demo catalogue, adds an 8 MB file to its media folder
 * (the demo has nothing near that size), and starts nginx (one worker, sendfile, as the app's user: the data
 * directory is private to it) with /uploads/ and /assets/ rooted at the app's own folders. Then loads, alternating
 * app and nginx round after round: a 1 MB range of the large file, a whole poster of the demo catalogue, and
 * the largest built script (uncompressed: the same bytes from both). Prints the median req/s and MB/s of each,
 * the app's p50/p99 latency and the app/nginx ratio (goal: >= 0.8).
 *
 * Options: --no-build          use dist/ as it is
 *          --duration=N        seconds per run (default 5)
 *          --rounds=N          (default 3)
 *          --connections=N     (default 50)
 *          --main=FILE         the built server to start (default dist/server/main.js), e.g. an older build's
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { buildProject, projectRoot, startBuiltApp } from './lib/app-server.mjs';
import { benchOptions, median, requireNginx, startNginx } from './lib/bench.mjs';

const args = benchOptions();
const duration = Number(args.duration ?? 5);
const rounds = Number(args.rounds ?? 3);
const connections = Number(args.connections ?? 50);
const mainFile = typeof args.main === 'string' ? args.main : 'dist/server/main.js';
const LARGE_FILE = 'bench-large-8mb.mp4';
const ONE_MB_RANGE = `bytes=0-${1024 * 1024 - 1}`;

requireNginx();

function startNginxAt({ mediaDir, assetsDir }) {
  return startNginx({
    http: 'include /etc/nginx/mime.types;',
    locations: `location /uploads/ { alias ${mediaDir}/; add_header cache-control "public, max-age=31536000, immutable"; }
    location /assets/ { alias ${assetsDir}/; add_header cache-control "public, max-age=31536000, immutable"; }`,
  });
}

/** The largest built script: what a first visit waits for. */
function largestAsset(assetsDir) {
  const scripts = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  return scripts.map((name) => ({ name, bytes: statSync(join(assetsDir, name)).size })).sort((a, b) => b.bytes - a.bytes)[0];
}

function load(url, headers) {
  return autocannon({ url, connections, duration, headers });
}

/** The same bytes from both servers, or the comparison means nothing. */
async function sameAnswer(appUrl, nginxUrl, headers) {
  const [fromApp, fromNginx] = await Promise.all([fetch(appUrl, { headers }), fetch(nginxUrl, { headers })]);
  const [a, b] = await Promise.all([fromApp.arrayBuffer(), fromNginx.arrayBuffer()]);
  if (fromApp.status !== fromNginx.status || !Buffer.from(a).equals(Buffer.from(b))) {
    throw new Error(`${appUrl} and ${nginxUrl} differ: ${fromApp.status} (${a.byteLength} B) / ${fromNginx.status} (${b.byteLength} B)`);
  }
  return { status: fromApp.status, bytes: a.byteLength };
}

if (!args.main && !args['no-build']) buildProject();
const app = await startBuiltApp({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, { nodeArgs: [mainFile] });
let nginx;
try {
  const mediaDir = join(app.dataDir, 'media');
  // dist/server/main.js -> dist/web/assets
  const assetsDir = join(dirname(resolve(projectRoot, mainFile)), '../web/assets');
  writeFileSync(join(mediaDir, LARGE_FILE), randomBytes(8 * 1024 * 1024));
  const { movies } = await (await fetch(`${app.baseUrl}/api/movies`)).json();
  const poster = movies.find((movie) => movie.poster_url?.startsWith('/uploads/'))?.poster_url;
  if (!poster) throw new Error('No demo movie has an uploaded poster');
  const asset = largestAsset(assetsDir);
  nginx = await startNginxAt({ mediaDir, assetsDir });

  const targets = [
    ['1 MB range of an 8 MB upload', `/uploads/${LARGE_FILE}`, { range: ONE_MB_RANGE }],
    ['whole poster', poster, {}],
    [`built script (${asset.name})`, `/assets/${asset.name}`, {}],
  ];
  const runs = {};
  for (const [name, path, headers] of targets) {
    const answer = await sameAnswer(`${app.baseUrl}${path}`, `${nginx.baseUrl}${path}`, headers);
    console.info(`${name}: ${path}, ${answer.status}, ${(answer.bytes / 1024).toFixed(0)} kB from both`);
    runs[name] = { app: [], nginx: [] };
  }
  for (let round = 1; round <= rounds; round++) {
    for (const [name, path, headers] of targets) {
      const order = round % 2 === 1 ? ['app', 'nginx'] : ['nginx', 'app'];
      for (const server of order) {
        const result = await load(`${server === 'app' ? app.baseUrl : nginx.baseUrl}${path}`, headers);
        runs[name][server].push(result);
        console.info(`round ${round} ${server} ${name}: ${Math.round(result.requests.average)} req/s`);
      }
    }
  }

  const rows = {};
  for (const [name] of targets) {
    const of = (server, pick) => median(runs[name][server].map(pick));
    const appRps = of('app', (r) => r.requests.average);
    const nginxRps = of('nginx', (r) => r.requests.average);
    rows[name] = {
      'app req/s': Math.round(appRps),
      'nginx req/s': Math.round(nginxRps),
      ratio: Math.round((100 * appRps) / nginxRps) / 100,
      'app MB/s': Math.round(of('app', (r) => r.throughput.average) / 1e5) / 10,
      'nginx MB/s': Math.round(of('nginx', (r) => r.throughput.average) / 1e5) / 10,
      'app p50 ms': of('app', (r) => r.latency.p50),
      'app p99 ms': of('app', (r) => r.latency.p99),
      failures: runs[name].app.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    };
  }
  console.info(`\nMedian of ${rounds} rounds of ${duration} s, ${connections} connections (goal: app >= 0.8 of nginx)`);
  // eslint-disable-next-line no-console -- the figures are the script's output
  console.table(rows);
} finally {
  nginx?.stop();
  await app.stop();
}
