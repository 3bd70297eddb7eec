// The upload pipeline's refusals that no single admin feature owns: broken forms, encodings, tall images, and a
// client that stalls half-way (found by an attack pass against the running app).
import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { createLoggedInUser } from '../test/factories.ts';
import { imagePart, mediaFiles, multipart, pendingUploadFiles, png } from '../test/uploads.ts';

let app: FastifyInstance;
let admin: { authorization: string };
const logLines: string[] = [];

beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      config: { uploadLimits: { imageBytes: 400_000, videoBytes: 400_000 }, timeouts: { idleMs: 400, requestMs: 60_000, arrivalMs: 30_000 } },
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    },
  );
  admin = (await createLoggedInUser((await testDatabase()).db, { isAdmin: true })).headers;
});
afterAll(() => app.close());

async function postMovie(body: { payload: Buffer; headers: Record<string, string> }, extraHeaders: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/admin/movies', payload: body.payload, headers: { ...admin, ...body.headers, ...extraHeaders } });
}

describe('the upload pipeline refuses a broken form', () => {
  it('with a NUL in a text part (400, not a database error)', async () => {
    const res = await postMovie(await multipart({ title: 'Nul\u0000Title', price: '1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: serverMessages.invalidRequest });
  });

  it('with a file part sent without a file name, which would otherwise be dropped in silence', async () => {
    const boundary = 'no-filename-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nNameless\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="price"\r\n\r\n1\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="thumbnail"\r\n\r\n`),
      await png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await postMovie({ payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: serverMessages.invalidRequest });
  });

  it('with a compressed body (bodies are never inflated), and with a boundary that is not in the body', async () => {
    const body = await multipart({ title: 'Zipped', price: '1' });
    const gzipped = await postMovie(body, { 'content-encoding': 'gzip' });
    expect(gzipped.statusCode).toBe(415);
    expect(gzipped.json()).toEqual({ error: serverMessages.unsupportedMediaType });

    const wrongBoundary = await postMovie({ payload: body.payload, headers: { 'content-type': 'multipart/form-data; boundary=elsewhere' } });
    expect(wrongBoundary.statusCode).toBe(400);
    expect(await pendingUploadFiles(app)).toEqual([]);
  });
});

describe('images of unusual shape', () => {
  it('stores a very tall image (its WebP copies must stay under WebP’s 16383 px)', async () => {
    const tall = await sharp({ create: { width: 2, height: 20_000, channels: 3, background: '#222' } }).jpeg().toBuffer();
    const res = await postMovie(await multipart({ title: 'Tall Poster', price: '1' }, [imagePart('thumbnail', tall, 'tall.jpg')]));
    expect(res.statusCode).toBe(201);
    expect(res.json().movie.thumbnail_url).toMatch(/\.jpg$/);
  });
});

describe('a client that stalls half-way', () => {
  it('is dropped once the connection sits silent, and its temporary file goes with it', async () => {
    const before = await mediaFiles(app);
    const body = await multipart({ title: 'Stalled', price: '1' }, [imagePart('thumbnail', await png(800, 600), 'stall.png', 'image/png')]);
    if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/admin/movies HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${admin.authorization}\r\n` +
        `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload.subarray(0, body.payload.length - 500));
    await closed;
    for (let tries = 0; tries < 50 && (await pendingUploadFiles(app)).length > 0; tries++) await new Promise((r) => setTimeout(r, 20));
    expect(await pendingUploadFiles(app)).toEqual([]);
    expect(await mediaFiles(app)).toEqual(before);
    // A client hanging up is no error of ours: logged as a refusal, never as a failure with a stack trace.
    expect(logLines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });
});
