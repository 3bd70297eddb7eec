// `npm run measure:uploads`: proves that uploads stream to the store (this disk, or the bucket when the S3_*
// variables are set). Builds and starts the app, then sends a 20 MB video, a 100 MB one (and a 110 MB one, over the
// limit) to the admin backstage upload over a real connection, sampling the server's resident memory (RSS, from
// /proc) before, during and after. Prints the figures; fails if the 100 MB upload's peak grows more than 25 MB
// beyond the 20 MB one's (memory that follows the size), or the refused one's by more than 25 MB. The first upload
// also pays what a process pays once (with a bucket, the S3 client's first multipart upload: about 70 MB).
// `--no-build` skips the build.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { buildProject, startBuiltApp } from './lib/app-server.mjs';

const MB = 1024 * 1024;
const ADMIN = { email: 'memory-check@example.com', password: 'memory-check-password-1' };

if (!process.argv.includes('--no-build')) buildProject();
const app = await startBuiltApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' });

const rssMb = () => {
  const line = readFileSync(`/proc/${app.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, '')) / 1024;
};

async function api(path, init = {}) {
  const res = await fetch(`${app.baseUrl}/api${path}`, init);
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** A multipart body whose 'video' part is `bytes` long (an MP4 header, then filler), generated as it is sent. */
function* videoBody(boundary, bytes) {
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nMemory check\r\n`);
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  yield ftyp;
  const chunk = Buffer.alloc(MB, 0x2a);
  for (let sent = ftyp.length; sent < bytes; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, bytes - sent));
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

function upload(path, token, bytes) {
  const boundary = `----memorycheck${Date.now()}`;
  return new Promise((resolve, reject) => {
    const req = http.request(`${app.baseUrl}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', (error) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve({ status: 'closed', text: error.code }) : reject(error)));
    const parts = videoBody(boundary, bytes);
    // next() by hand: leaving a for...of early would close the generator.
    const pump = () => {
      for (let part = parts.next(); !part.done; part = parts.next()) if (!req.write(part.value)) return void req.once('drain', pump);
      req.end();
    };
    pump();
  });
}

async function measure(label, run) {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const before = rssMb();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const result = await run();
  clearInterval(timer);
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssMb();
  console.info(`${label}: status ${result.status}; RSS before ${before.toFixed(1)} MB, peak ${peak.toFixed(1)} MB (+${(peak - before).toFixed(1)}), after ${after.toFixed(1)} MB`);
  return { before, peak, after, result };
}

try {
  const login = await api('/auth/admin-login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = login.body.token;
  const form = new FormData();
  form.append('title', 'Memory check');
  form.append('price', '1');
  const movie = await api('/admin/movies', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const path = `/admin/movies/${movie.body.movie.id}/backstage/videos`;

  const small = await measure('20 MB video', () => upload(path, token, 20 * MB));
  const ok = await measure('100 MB video', () => upload(path, token, 100 * MB - 4096));
  const over = await measure('110 MB video (over the limit)', () => upload(path, token, 110 * MB));
  const growth = ({ before, peak }) => peak - before;
  const problems = [
    small.result.status !== 201 && `the 20 MB upload was not accepted: ${small.result.text}`,
    ok.result.status !== 201 && `the 100 MB upload was not accepted: ${ok.result.text}`,
    over.result.status !== 413 && `the 110 MB upload was not refused with 413: ${over.result.text}`,
    growth(ok) - growth(small) > 25 && 'memory grew with the size of the upload',
    growth(over) > 25 && 'memory grew with the refused upload',
  ].filter(Boolean);
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
} finally {
  await app.stop();
}
