import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDiskFile, type DiskFile } from './send-disk-file.ts';

// How each refusal of @fastify/send reaches the caller; the whole answers of both callers are in
// static-files.test.ts and films/delivery/delivery.test.ts.
const body = Buffer.from('0123456789');
let root: string;
let app: FastifyInstance;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'send-disk-file-'));
  mkdirSync(join(root, 'folder'));
  writeFileSync(join(root, 'clip.mp4'), body);
  writeFileSync(join(root, 'with space%.txt'), body);
  writeFileSync(join(root, '.hidden'), body);
  app = Fastify();
  app.get<{ Querystring: { path: string; type?: string } }>('/', (request, reply) => {
    const { path, type } = request.query;
    const file: DiskFile = { root, path, cacheControl: 'private', ...(type && { contentType: type }) };
    return sendDiskFile(request, reply, file, {
      notFound: () => reply.code(404).send({ refused: 'not found' }),
      rangeNotSatisfiable: (contentRange) => reply.code(416).send({ refused: 'range', contentRange }),
    });
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => reply.code(500).send({ handled: error.statusCode }));
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({ url: '/', query, headers });

describe('sendDiskFile', () => {
  it("streams a file with send's validators, the caller's cache-control and send's content type", async () => {
    const res = await get({ path: 'clip.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(body)).toBe(true);
    expect(res.headers).toMatchObject({ 'content-type': 'video/mp4', 'cache-control': 'private', 'accept-ranges': 'bytes' });
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
  });

  it("sends the caller's content type, except on a 304", async () => {
    const res = await get({ path: 'clip.mp4', type: 'video/mp2t' });
    expect(res.headers['content-type']).toBe('video/mp2t');
    const again = await get({ path: 'clip.mp4', type: 'video/mp2t' }, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private');
  });

  it('sends a single byte range, of a file whose name needs encoding', async () => {
    const res = await get({ path: 'with space%.txt' }, { range: 'bytes=2-4' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 2-4/10');
    expect(res.body).toBe('234');
  });

  it.each(['missing.mp4', 'folder'])('answers %s as not found', async (path) => {
    expect((await get({ path })).json()).toEqual({ refused: 'not found' });
  });

  it('answers a range past the end with its Content-Range', async () => {
    const res = await get({ path: 'clip.mp4' }, { range: 'bytes=10-' });
    expect(res.json()).toEqual({ refused: 'range', contentRange: 'bytes */10' });
  });

  it('answers a failed If-Match or If-Unmodified-Since with a bare 412, never a 500', async () => {
    const failedPreconditions: Record<string, string>[] = [{ 'if-match': '"other"' }, { 'if-unmodified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' }];
    for (const headers of failedPreconditions) {
      const res = await get({ path: 'clip.mp4' }, headers);
      expect(res.statusCode).toBe(412);
      expect(res.body).toBe('');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers a path send will not serve (a dotfile) as not found', async () => {
    expect((await get({ path: '.hidden' })).json()).toEqual({ refused: 'not found' });
  });
});
