import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.ts';

// What app.ts's compress options promise (issue 13): text is compressed, what is compressed already is
// not touched, and an answer that brings its own ETag and encoding (the public answer cache's) is sent as given.
const acceptsAll = { 'accept-encoding': 'br, gzip' };
const text = JSON.stringify({ words: 'premiere '.repeat(400) });
const pregzipped = gzipSync(text);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
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
afterAll(() => app.close());

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
