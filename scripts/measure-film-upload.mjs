// `npm run measure:film-upload [-- <bytes>]`: proves that a film upload streams to the store (this disk,
// or the bucket the S3_* variables name). Starts the server from
// source (tsx, PGlite, an empty data directory), logs in as the admin, creates a movie and uploads a generated file
// of <bytes> (default 2 GiB; an MP4 header, then a sparse tail) through the tus endpoint with tus-js-client in
// 64 MB chunks, as the admin page does. The server's resident memory (VmRSS, /proc/<pid>/status) is sampled every
// 250 ms; prints the baseline, peak and median RSS and the throughput. Fails if the peak grows by more than one
// chunk over the baseline, or if the upload does not end as the movie's film source. Removes its files when done.
import { closeSync, createReadStream, ftruncateSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Upload } from 'tus-js-client';
import { startBuiltApp } from './lib/app-server.mjs';

const MB = 1024 * 1024;
const CHUNK_BYTES = 64 * MB;
const SAMPLE_MS = 250;
const UPLOADS_PATH = '/api/admin/films/uploads';
const size = Number(process.argv[2] ?? 2 * 1024 * MB);
if (!Number.isSafeInteger(size) || size < 1024) throw new Error(`Not a size in bytes: ${process.argv[2]}`);
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'film-upload-check@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'film-upload-check-password-1',
};

/** `bytes` long: an MP4 `ftyp` box (so the upload is typed as a film and queued), then a sparse tail of zeros. */
function writeFilm(path, bytes) {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'));
    ftruncateSync(fd, bytes);
  } finally {
    closeSync(fd);
  }
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, '')) / 1024;
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function api(baseUrl, path, init = {}) {
  const res = await fetch(`${baseUrl}/api${path}`, init);
  return { status: res.status, body: await res.json().catch(() => null) };
}

function upload(baseUrl, token, path, movieId) {
  return new Promise((resolve, reject) => {
    const tus = new Upload(createReadStream(path), {
      endpoint: `${baseUrl}${UPLOADS_PATH}`,
      headers: { authorization: `Bearer ${token}` },
      metadata: { movieId: String(movieId), filename: 'memory-check.mp4', filetype: 'video/mp4' },
      chunkSize: CHUNK_BYTES,
      uploadSize: size,
      retryDelays: null,
      onSuccess: () => resolve(),
      onError: reject,
    });
    tus.start();
  });
}

async function measure(baseUrl, pid) {
  const login = await api(baseUrl, '/auth/admin-login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) throw new Error(`Admin login failed (${login.status}): ${JSON.stringify(login.body)}`);
  const auth = { authorization: `Bearer ${login.body.token}` };
  const form = new FormData();
  form.append('title', 'Film upload memory check');
  form.append('price', '1');
  const movie = await api(baseUrl, '/admin/movies', { method: 'POST', headers: auth, body: form });
  const movieId = movie.body.movie.id;

  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baseline = rssMb(pid);
  const samples = [];
  const timer = setInterval(() => samples.push(rssMb(pid)), SAMPLE_MS);
  const started = performance.now();
  try {
    await upload(baseUrl, login.body.token, filmPath, movieId);
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  const film = await api(baseUrl, `/admin/movies/${movieId}/film`, { headers: auth });
  return { baseline, samples, seconds, film: film.body?.film };
}

const workDir = mkdtempSync(join(tmpdir(), 'film-upload-check-'));
const filmPath = join(workDir, 'film.mp4');
let app;
try {
  writeFilm(filmPath, size);
  // From source (no build needed), as its own process, so its RSS is the server's alone.
  app = await startBuiltApp(
    { SEED_DEMO: 'false', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    { nodeArgs: ['--import', 'tsx', 'server/main.ts'] },
  );
  const { baseline, samples, seconds, film } = await measure(app.baseUrl, app.pid);
  const during = samples.length > 0 ? samples : [baseline];
  const peak = Math.max(baseline, ...during);
  console.info(`Uploaded ${(size / MB).toFixed(0)} MB in ${seconds.toFixed(1)} s (${(size / MB / seconds).toFixed(0)} MB/s), chunks of ${CHUNK_BYTES / MB} MB`);
  console.info(
    `Server RSS: baseline ${baseline.toFixed(1)} MB, median ${median(during).toFixed(1)} MB, peak ${peak.toFixed(1)} MB ` +
      `(+${(peak - baseline).toFixed(1)} MB) over ${samples.length} samples every ${SAMPLE_MS} ms`,
  );
  console.info(`Film after the upload: ${JSON.stringify(film && { status: film.status, source_bytes: film.source_bytes })}`);
  const problems = [
    peak - baseline > CHUNK_BYTES / MB && `memory grew by more than one chunk (${(peak - baseline).toFixed(1)} MB)`,
    film?.source_bytes !== size && "the upload did not end as the movie's film source",
  ].filter(Boolean);
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  app?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
