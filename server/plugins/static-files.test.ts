import { mkdirSync, mkdtempSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serverMessages } from '../../common/messages/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStore } from '../storage/disk-store.ts';
import { isMediaKey, registerUploads, type UploadsMemoryLimits } from './static-files.ts';

// registerUploads must answer exactly as the @fastify/static registration it replaces (plugins/web.ts before
// uploads came from memory): the reference below is that registration, on the same folder. Both ways are compared: a
// poster kept in memory, and files streamed from disk (here every file, with a memory limit of 0 bytes).
const poster = randomBytes(70_000);
let mediaRoot: string;
let reference: FastifyInstance;

function uploadsApp(memory?: Partial<UploadsMemoryLimits>): FastifyInstance {
  const app = Fastify();
  registerUploads(app, { objects: createDiskStore(mediaRoot), ...(memory && { memory }) });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
  return app;
}

beforeAll(async () => {
  mediaRoot = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(mediaRoot, 'movies'));
  writeFileSync(join(mediaRoot, 'movies/poster-night.1a2b3c4d5e.jpg'), poster);
  writeFileSync(join(mediaRoot, '.hidden'), 'no');
  reference = Fastify();
  await reference.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  reference.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
});
afterAll(async () => {
  await reference.close();
  rmSync(mediaRoot, { recursive: true, force: true });
});

const withoutDate = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'));
const url = '/uploads/movies/poster-night.1a2b3c4d5e.jpg';

describe.each([
  ['kept in memory', undefined],
  ['streamed from disk', { maxFileBytes: 0 }],
])('uploads %s', (_way, memory) => {
  let uploads: FastifyInstance;
  beforeAll(() => {
    uploads = uploadsApp(memory);
  });
  afterAll(() => uploads.close());

  it.each([
    ['a whole file', {}],
    ['a byte range', { range: 'bytes=1000-65535' }],
    ['the last bytes', { range: 'bytes=-500' }],
    ['a range with a stale If-Range', { range: 'bytes=0-99', 'if-range': 'W/"other"' }],
    ['a HEAD', {}, 'HEAD'],
    ['a revalidation by date', { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() }],
  ])('answer %s exactly as @fastify/static did', async (_name, headers, method = 'GET') => {
    // Twice: the first request of a kept file reads it from disk, the second is answered from memory.
    for (let i = 0; i < 2; i++) {
      const ours = await uploads.inject({ method: method as 'GET' | 'HEAD', url, headers });
      const theirs = await reference.inject({ method: method as 'GET' | 'HEAD', url, headers });
      expect(ours.statusCode).toBe(theirs.statusCode);
      expect(withoutDate(ours.headers)).toEqual(withoutDate(theirs.headers));
      expect(ours.rawPayload.equals(theirs.rawPayload)).toBe(true);
    }
  });

  it('answers a revalidation with 304, as @fastify/static did', async () => {
    const { etag } = (await uploads.inject({ url })).headers;
    const res = await uploads.inject({ url, headers: { 'if-none-match': String(etag) } });
    const theirs = await reference.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(res.statusCode).toBe(304);
    expect(withoutDate(res.headers)).toEqual(withoutDate(theirs.headers));
  });

  it('answers a range past the end with 416 and the size, not as a failure of ours', async () => {
    const res = await uploads.inject({ url, headers: { range: 'bytes=900000-' } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${poster.length}`);
    expect(res.json()).toEqual({ error: serverMessages.invalidRequest });
  });

  it.each(['/uploads/movies/missing.jpg', '/uploads/.hidden', '/uploads/movies', '/uploads/MOVIES/poster-night.1a2b3c4d5e.jpg'])(
    'answers %s with the 404 of an unknown address',
    async (path) => {
      const res = await uploads.inject({ url: path });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    },
  );
});

describe('uploads kept in memory', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let uploads: FastifyInstance;
  beforeAll(() => {
    uploads = uploadsApp();
  });
  afterAll(() => uploads.close());

  it('stop being sent within a second of their deletion on disk', async () => {
    writeFileSync(join(mediaRoot, 'movies/deleted.jpg'), poster);
    expect((await uploads.inject({ url: '/uploads/movies/deleted.jpg' })).statusCode).toBe(200);
    rmSync(join(mediaRoot, 'movies/deleted.jpg'));
    await wait(1100);
    const res = await uploads.inject({ url: '/uploads/movies/deleted.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('are read again once the file is replaced, even by one of the same size and date', async () => {
    const path = join(mediaRoot, 'movies/replaced.jpg');
    writeFileSync(path, poster);
    expect((await uploads.inject({ url: '/uploads/movies/replaced.jpg' })).rawPayload.equals(poster)).toBe(true);
    const replacement = randomBytes(poster.length);
    writeFileSync(`${path}.new`, replacement);
    const { atime, mtime } = statSync(path);
    utimesSync(`${path}.new`, atime, mtime);
    // A new file under the old name: another inode, as a restore from a backup or another instance would make.
    renameSync(`${path}.new`, path);
    await wait(1100);
    expect((await uploads.inject({ url: '/uploads/movies/replaced.jpg' })).rawPayload.equals(replacement)).toBe(true);
  });

  it('are forgotten, least recently sent first, past the total limit', async () => {
    // Never checked again within the test: a file still in memory is sent after its deletion, one forgotten is not.
    const small = uploadsApp({ maxTotalBytes: 2 * poster.length, recheckAfterMs: 60_000 });
    try {
      for (const name of ['a', 'b', 'c']) writeFileSync(join(mediaRoot, `movies/lru-${name}.jpg`), poster);
      const get = (name: string) => small.inject({ url: `/uploads/movies/lru-${name}.jpg` });
      await get('a');
      await get('b');
      await get('a');
      await get('c'); // over the limit: b, the least recently sent, goes
      for (const name of ['a', 'b', 'c']) rmSync(join(mediaRoot, `movies/lru-${name}.jpg`));
      expect((await get('a')).statusCode).toBe(200);
      expect((await get('c')).statusCode).toBe(200);
      expect((await get('b')).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('are not kept above the size limit: a large file is read from disk each time', async () => {
    const path = join(mediaRoot, 'movies/large.mp4');
    writeFileSync(path, poster);
    const limited = uploadsApp({ maxFileBytes: poster.length - 1, recheckAfterMs: 60_000 });
    try {
      expect((await limited.inject({ url: '/uploads/movies/large.mp4' })).statusCode).toBe(200);
      rmSync(path);
      expect((await limited.inject({ url: '/uploads/movies/large.mp4' })).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('uploads that can be made when missing', () => {
  const made = Buffer.from('a variant made on request');
  const asked: string[] = [];
  let uploads: FastifyInstance;
  beforeAll(() => {
    const app = Fastify();
    registerUploads(app, {
      objects: createDiskStore(mediaRoot),
      makeMissing: async (key) => {
        asked.push(key);
        if (!key.endsWith('.w720.webp')) return false;
        writeFileSync(join(mediaRoot, key), made);
        return true;
      },
    });
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
    uploads = app;
  });
  afterAll(() => uploads.close());

  it('are made on their first request and sent; later requests find them', async () => {
    const first = await uploads.inject({ url: '/uploads/movies/poster-night.1a2b3c4d5e.w720.webp' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.rawPayload.equals(made)).toBe(true);
    expect((await uploads.inject({ url: '/uploads/movies/poster-night.1a2b3c4d5e.w720.webp' })).statusCode).toBe(200);
    expect(asked).toEqual(['movies/poster-night.1a2b3c4d5e.w720.webp']);
  });

  it('are not asked for files on disk, and a file that cannot be made is the usual 404', async () => {
    asked.length = 0;
    expect((await uploads.inject({ url })).statusCode).toBe(200);
    const missing = await uploads.inject({ url: '/uploads/movies/missing.w640.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found' });
    expect(asked).toEqual(['movies/missing.w640.webp']);
  });
});

describe('isMediaKey', () => {
  it('accepts the keys the app writes and nothing that could leave the folder', () => {
    expect(isMediaKey('movies/poster-night.1a2b3c4d5e.w640.webp')).toBe(true);
    expect(isMediaKey('backstage/3f2a9c.mp4')).toBe(true);
    for (const key of ['', '../secret', 'movies/../x', 'movies/.x', 'movies//x', '/movies/x', 'movies\\x', 'a b.jpg', 'x'.repeat(600)]) {
      expect(isMediaKey(key), key).toBe(false);
    }
  });
});
