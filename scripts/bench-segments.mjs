#!/usr/bin/env node
/**
 * `npm run bench:segments`: how fast the app hands out a film's HLS segments, next to nginx (Debian's package)
 * serving the same file from the same disk in the same run.
 *
 * Builds and starts the app with the demo catalogue, logs in as an administrator (who may stream any film),
 * asks for the demo film's stream, reads its master and media playlists, and then loads one segment with
 * autocannon: through the app (signed URL, token check, cached access check, sendfile) and through nginx (a
 * static `location` on the package folder, sendfile on, one worker like the app's one process). Whole segments
 * and a 64 kB range each. Prints requests/s, MB/s, p50/p99 latency and the app/nginx ratio (goal: >= 0.8).
 *
 * Options: --no-build   use dist/ as it is
 *          --duration=N  seconds per run (default 10)
 *          --connections=N (default 50)
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildProject, startBuiltApp } from './lib/app-server.mjs';
import { benchOptions, requireNginx, startNginx } from './lib/bench.mjs';

const args = benchOptions();
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 50);
const admin = { email: 'bench@segments.example', password: 'bench-segments-password' };

requireNginx();

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The demo film's first rendition's first segment: its URL through the app and its file on disk. */
async function findSegment(app) {
  const { token } = await json(`${app.baseUrl}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const auth = { authorization: `Bearer ${token}` };
  const { movies } = await json(`${app.baseUrl}/api/movies`, { headers: auth });
  const film = movies.find((movie) => /^\/api\/movies\/\d+\/stream$/.test(movie.video_url ?? ''));
  if (!film) throw new Error('No demo movie has a self-hosted film');
  const stream = await json(`${app.baseUrl}${film.video_url}`, { headers: auth });
  const master = await (await fetch(`${app.baseUrl}${stream.playlist_url}`)).text();
  const variant = master.split('\n').find((line) => line.endsWith('.m3u8'));
  const playlistUrl = new URL(variant, `${app.baseUrl}${stream.playlist_url}`);
  const media = await (await fetch(playlistUrl)).text();
  const segment = media.split('\n').find((line) => line.endsWith('.ts'));
  const segmentUrl = new URL(segment, playlistUrl);

  const packages = join(app.dataDir, 'private/films/packages', String(film.id));
  const [packageId] = readdirSync(packages);
  const rendition = variant.split('/')[0];
  const folder = join(packages, packageId, rendition);
  return { url: segmentUrl.href, folder, file: segment, bytes: statSync(join(folder, segment)).size };
}

function startNginxAt(folder) {
  return startNginx({
    http: 'types { video/mp2t ts; }',
    locations: `location / { root ${folder}; add_header cache-control "private, max-age=31536000, immutable"; }`,
  });
}

function load(url, headers = {}) {
  return autocannon({ url, connections, duration, headers });
}

const describe = (result) => ({
  'req/s': Math.round(result.requests.average),
  'MB/s': Math.round(result.throughput.average / 1e5) / 10,
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.non2xx,
});

if (!args['no-build']) buildProject();
const app = await startBuiltApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn' });
let nginx;
try {
  const segment = await findSegment(app);
  nginx = await startNginxAt(segment.folder);
  const nginxUrl = `${nginx.baseUrl}/${segment.file}`;
  const check = await fetch(nginxUrl);
  if (!check.ok || Number(check.headers.get('content-length')) !== segment.bytes) throw new Error('nginx does not serve the segment');
  console.info(`Segment ${segment.file}: ${(segment.bytes / 1024).toFixed(0)} kB; ${connections} connections, ${duration} s per run.`);

  const rows = {};
  const range = { range: 'bytes=0-65535' };
  for (const [name, url, headers] of [
    ['whole: nginx', nginxUrl, {}],
    ['whole: app', segment.url, {}],
    ['64 kB range: nginx', nginxUrl, range],
    ['64 kB range: app', segment.url, range],
  ]) {
    rows[name] = describe(await load(url, headers));
  }
  // eslint-disable-next-line no-console -- the figures are the script's output
  console.table(rows);
  for (const kind of ['whole', '64 kB range']) {
    const ratio = rows[`${kind}: app`]['req/s'] / rows[`${kind}: nginx`]['req/s'];
    console.info(`${kind}: app / nginx = ${ratio.toFixed(2)} (goal >= 0.8)`);
  }
} finally {
  nginx?.stop();
  await app.stop();
}
