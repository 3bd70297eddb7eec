import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serverMessages } from '../../common/messages/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBuiltFiles } from './built-files.ts';

// A build as `npm run build` writes it: fingerprinted assets with .br/.gz copies of the text ones (one below the
// size worth compressing has none), other files at the root, Vite's manifest in a dot-folder.
const script = Buffer.from(`console.info(${JSON.stringify('x'.repeat(4000))});`);
const files: Record<string, Buffer> = {
  'index.html': Buffer.from('<!doctype html><div id="root"></div>'),
  'assets/app-1a2b.js': script,
  'assets/app-1a2b.js.br': brotliCompressSync(script),
  'assets/app-1a2b.js.gz': gzipSync(script),
  'assets/tiny-9f8e.js': Buffer.from('export {};'),
  'assets/logo-3c4d.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
  'favicon.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  '.vite/manifest.json': Buffer.from('{}'),
};
const ONE_YEAR = 'public, max-age=31536000, immutable';

let webRoot: string;
let app: FastifyInstance;
let reference: FastifyInstance;

/** A bare app with the built files and, as plugins/web.ts has, a page route for every other address. */
async function appWithBuild(root: string) {
  const instance = Fastify();
  const hasWebApp = await registerBuiltFiles(instance, { webRoot: root });
  instance.get('/*', async () => 'page');
  return { instance, hasWebApp };
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'built-files-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(webRoot, path)), { recursive: true });
    writeFileSync(join(webRoot, path), content);
  }
  ({ instance: app } = await appWithBuild(webRoot));
  // The registration registerBuiltFiles replaces (plugins/web.ts before built files came from memory), on the same
  // folder.
  reference = Fastify();
  await reference.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(join(webRoot, 'assets')) ? ONE_YEAR : 'public, max-age=3600');
    },
  });
});
afterAll(async () => {
  await Promise.all([app.close(), reference.close()]);
  rmSync(webRoot, { recursive: true, force: true });
});

const withoutDate = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'));
// @fastify/static also sent `vary: accept-encoding` for files that have no compressed copy, where nothing varies.
const withoutVaryOf = (url: string, headers: Record<string, unknown>) =>
  files[`${url.slice(1)}.br`] ? headers : Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'vary'));

describe('built files', () => {
  it.each([
    ['a script, uncompressed', '/assets/app-1a2b.js', {}],
    ['a script to a client that takes br', '/assets/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br' }],
    ['a script to a client that takes gzip only', '/assets/app-1a2b.js', { 'accept-encoding': 'gzip' }],
    ['a script to a client that refuses both', '/assets/app-1a2b.js', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
    ['a script too small for copies', '/assets/tiny-9f8e.js', { 'accept-encoding': 'br' }],
    ['an image', '/assets/logo-3c4d.png', {}],
    ['a file outside assets/', '/favicon.svg', {}],
    ['a range', '/assets/app-1a2b.js', { range: 'bytes=10-109' }],
    ['a revalidation by date', '/favicon.svg', { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() }],
  ])('answer %s exactly as @fastify/static did', async (_name, url, headers) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const ours = await app.inject({ method, url, headers });
      const theirs = await reference.inject({ method, url, headers });
      expect(ours.statusCode).toBe(theirs.statusCode);
      expect(withoutDate(ours.headers)).toEqual(withoutVaryOf(url, withoutDate(theirs.headers)));
      expect(ours.rawPayload.equals(theirs.rawPayload)).toBe(true);
    }
  });

  it('sends the build\'s own copies, with the cache-control of their kind', async () => {
    const br = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'cache-control': ONE_YEAR });
    expect(br.rawPayload.equals(files['assets/app-1a2b.js.br']!)).toBe(true);
    const gzip = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.rawPayload.equals(files['assets/app-1a2b.js.gz']!)).toBe(true);
    const plain = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(plain.rawPayload.equals(script)).toBe(true);
    const favicon = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    expect(favicon.headers.vary).toBeUndefined();
  });

  it('answers a revalidation of the form the client gets with 304', async () => {
    const headers = { 'accept-encoding': 'br' };
    const { etag } = (await app.inject({ url: '/assets/app-1a2b.js', headers })).headers;
    const res = await app.inject({ url: '/assets/app-1a2b.js', headers: { ...headers, 'if-none-match': String(etag) } });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    // The uncompressed file is another form, with its own ETag.
    expect((await app.inject({ url: '/assets/app-1a2b.js', headers: { 'if-none-match': String(etag) } })).statusCode).toBe(200);
  });

  it('sends a range of the file as it is, even to a client that takes br', async () => {
    const res = await app.inject({ url: '/assets/app-1a2b.js', headers: { range: 'bytes=0-99', 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toBe(`bytes 0-99/${script.length}`);
    expect(res.rawPayload.equals(script.subarray(0, 100))).toBe(true);
    const past = await app.inject({ url: '/assets/app-1a2b.js', headers: { range: `bytes=${script.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${script.length}`);
    expect(past.json()).toEqual({ error: serverMessages.invalidRequest });
  });

  it.each(['/', '/movies', '/movies/3', '/index.html', '/.vite/manifest.json', '/assets/app-1a2b.js.br', '/assets/missing.js'])(
    'leaves %s to the page route',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('page');
    },
  );

  it('registers nothing without a built web app', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'built-files-none-'));
    writeFileSync(join(empty, 'stray.js'), 'x');
    const { instance, hasWebApp } = await appWithBuild(empty);
    try {
      expect(hasWebApp).toBe(false);
      expect((await instance.inject({ url: '/stray.js' })).body).toBe('page');
    } finally {
      await instance.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
