import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sharedTestApp, TEST_INDEX_HTML } from '../test/app.ts';

// What app.ts's compress options promise: text is compressed, what is compressed already is
// not touched, and an answer that brings its own ETag and encoding (the public answer cache's) is sent as given.
const acceptsAll = { 'accept-encoding': 'br, gzip' };
const text = JSON.stringify({ words: 'premiere '.repeat(400) });
const pregzipped = gzipSync(text);

const app = sharedTestApp();
beforeAll(async () => {
  const media = app.deps.media.objects;
  await media.put('poster.jpg', randomBytes(8000));
  await media.put('font.woff2', randomBytes(8000));
  await media.put('trailer.mp4', Buffer.alloc(8000));
  await media.put('logo.svg', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(2000)}</svg>`));
  app.get('/api/test/pregzipped', async (_request, reply) =>
    reply.header('etag', 'W/"built-once"').header('content-encoding', 'gzip').type('application/json; charset=utf-8').send(pregzipped),
  );
  app.get('/api/test/text', async (_request, reply) => reply.type('application/json; charset=utf-8').send(text));
});

describe('compression of answers', () => {
  it.each(['/uploads/poster.jpg', '/uploads/font.woff2', '/uploads/trailer.mp4'])('sends %s as it is stored', async (url) => {
    const res = await app.inject({ url, headers: acceptsAll });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(8000);
  });

  it('compresses text such as an SVG image', async () => {
    const res = await app.inject({ url: '/uploads/logo.svg', headers: acceptsAll });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('compresses a JSON answer', async () => {
    const res = await app.inject({ url: '/api/test/text', headers: acceptsAll });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends an answer that carries its own ETag and encoding exactly as given', async () => {
    const res = await app.inject({ url: '/api/test/pregzipped', headers: acceptsAll });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).toBe('W/"built-once"');
    expect(res.rawPayload.equals(pregzipped)).toBe(true);
  });
});

describe('compression', () => {
  it('compresses a large API answer for a client that accepts it, and leaves small ones alone', async () => {
    const big = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).paths).toHaveProperty('/api/auth/login');

    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('compresses the pages it renders', async () => {
    const bigIndex = TEST_INDEX_HTML.replace('</body>', `<!-- ${'x'.repeat(4000)} --></body>`);
    const webApp = await buildTestApp({}, { webFiles: { 'index.html': bigIndex } });
    try {
      const res = await webApp.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="root"></div>');
    } finally {
      await webApp.close();
    }
  });

  it('sends the precompressed copy of a built asset, with the year-long cache', async () => {
    const script = `console.info(${JSON.stringify('x'.repeat(4000))});`;
    const precompressed = brotliCompressSync(script);
    const webApp = await buildTestApp({}, { webFiles: { 'assets/app-1a2b.js': script, 'assets/app-1a2b.js.br': precompressed } });
    try {
      const br = await webApp.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The very bytes of the build's copy, not a fresh compression of the file.
      expect(br.rawPayload.equals(precompressed)).toBe(true);

      const plain = await webApp.inject({ url: '/assets/app-1a2b.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await webApp.close();
    }
  });
});
