// How long a request may take to arrive (docs/decisions/0022), over real sockets: a body trickled a byte at a time
// is cut once the arrival limit (30 s; 1 s here) has passed, on any route but an upload whose handler is reading it,
// which keeps the server's long limit for a large file on a slow line.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILM_UPLOADS_PATH } from '../../common/films.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { loadConfig } from '../config.ts';
import { buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { createLoggedInUser, createMovie } from '../test/factories.ts';
import { openRaw, requestHead, within, type RawConnection } from '../test/raw-http.ts';
import { imagePart, multipart, png } from '../test/uploads.ts';

const ARRIVAL_MS = 1000;
/** Well past the arrival limit (and Node's checks of it), yet far short of the server's long limit for uploads. */
const PAST_THE_LIMIT_MS = ARRIVAL_MS + 1500;
const TRICKLE_EVERY_MS = 100;

let app: FastifyInstance;
let admin: { authorization: string };
let movieId: number;
const open: RawConnection[] = [];

beforeAll(async () => {
  const defaults = loadConfig({});
  app = await buildTestApp({}, { config: { timeouts: { ...defaults.timeouts, arrivalMs: ARRIVAL_MS } } });
  // An answer that takes a moment, so that a client can leave before it.
  app.get('/api/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  });
  const { db } = await testDatabase();
  admin = (await createLoggedInUser(db, { isAdmin: true })).headers;
  movieId = (await createMovie(db)).id;
});
afterAll(async () => {
  for (const connection of open) connection.socket.destroy();
  await app.close();
});

async function connection(): Promise<RawConnection> {
  const raw = await openRaw(app);
  open.push(raw);
  return raw;
}

/** Sends the head, then trickles `body` a byte every TRICKLE_EVERY_MS; answers the connection and when it closed. */
async function trickled(head: string, body: string | Buffer) {
  const raw = await connection();
  raw.socket.write(head);
  void raw.trickle(body, TRICKLE_EVERY_MS);
  return { raw, closedAfterMs: await within(raw.closed, PAST_THE_LIMIT_MS + 1500) };
}

it('gives a request 30 seconds to arrive by default', () => {
  expect(loadConfig({}).timeouts.arrivalMs).toBe(30_000);
});

describe('a request that trickles in', () => {
  it('is answered 408 in the error model and cut once the arrival limit has passed', async () => {
    const head = requestHead('POST', '/api/newsletter/subscribe', { 'content-type': 'application/json', 'content-length': 1000 });
    const { raw, closedAfterMs } = await trickled(head, `{"email":"${'a'.repeat(976)}@example.com"}`);
    expect(closedAfterMs).toBeGreaterThanOrEqual(ARRIVAL_MS - 50);
    expect(closedAfterMs).toBeLessThan(PAST_THE_LIMIT_MS);
    expect(raw.status()).toBe(408);
    expect(JSON.parse(raw.body())).toEqual({ error: serverMessages.requestTooSlow });
  });

  it('is cut too when it was answered before its body was read (a refusal of the admin guard)', async () => {
    const form = await multipart({ title: 'Slow', price: '1' }, [imagePart('thumbnail', await png(64, 64), 'p.png', 'image/png')]);
    const head = requestHead('POST', '/api/admin/movies', { ...form.headers, 'content-length': form.payload.length });
    const { raw, closedAfterMs } = await trickled(head, form.payload);
    expect(raw.status()).toBe(401);
    expect(closedAfterMs).toBeLessThan(PAST_THE_LIMIT_MS);
  });

  it('is cut when its head trickles in', async () => {
    const { closedAfterMs } = await trickled('', requestHead('GET', '/api/health', { 'x-slow': 'a'.repeat(40) }));
    expect(closedAfterMs).toBeLessThan(PAST_THE_LIMIT_MS + 1000);
  });

  it.each([
    ['a body no route reads (a GET’s)', 'GET', '/api/health', 'application/json'],
    ['a body no route reads, before the answer', 'GET', '/api/test/slow', 'application/json'],
    ['a body of a type nothing parses', 'POST', '/api/newsletter/subscribe', 'text/xml'],
  ])('is let go quietly when the client leaves half-way through %s', async (_what, method, path, type) => {
    const raw = await connection();
    raw.socket.write(requestHead(method, path, { 'content-type': type, 'content-length': 100 }));
    raw.socket.write('{"half":');
    await within(raw.answered, 100);
    raw.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('leaves a connection that sent its requests whole open between them', async () => {
    const raw = await connection();
    const body = '{"email":"fan@example.com"}';
    const head = requestHead('POST', '/api/newsletter/subscribe', { 'content-type': 'application/json', 'content-length': body.length });
    raw.socket.write(head + body);
    await within(raw.answered, 3000);
    expect(raw.status()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, PAST_THE_LIMIT_MS));
    expect(raw.isClosed()).toBe(false);
  });
});

describe('an upload that trickles in', () => {
  it('keeps going past the arrival limit through the film upload (tus)', async () => {
    const metadata = `movieId ${Buffer.from(String(movieId)).toString('base64')},filename ${Buffer.from('film.mp4').toString('base64')}`;
    const created = await app.inject({
      method: 'POST',
      url: FILM_UPLOADS_PATH,
      headers: { ...admin, 'tus-resumable': '1.0.0', 'upload-length': '100000', 'upload-metadata': metadata },
    });
    expect(created.statusCode).toBe(201);
    const chunk = Buffer.alloc(30, 7);
    const raw = await connection();
    raw.socket.write(
      requestHead('PATCH', new URL(created.headers.location!, 'http://localhost').pathname, {
        ...admin,
        'tus-resumable': '1.0.0',
        'upload-offset': 0,
        'content-type': 'application/offset+octet-stream',
        'content-length': chunk.length,
      }),
    );
    await raw.trickle(chunk, TRICKLE_EVERY_MS);
    await within(raw.answered, 3000);
    expect(raw.status()).toBe(204);
    expect(raw.received()).toMatch(/upload-offset: 30\r\n/i);
  });

  it('keeps going past the arrival limit through a multipart upload', async () => {
    const form = await multipart({ title: 'Slow Poster', price: '1' }, [imagePart('thumbnail', await png(64, 64), 'p.png', 'image/png')]);
    const raw = await connection();
    raw.socket.write(requestHead('POST', '/api/admin/movies', { ...admin, ...form.headers, 'content-length': form.payload.length }));
    const tail = 25;
    raw.socket.write(form.payload.subarray(0, form.payload.length - tail));
    await raw.trickle(form.payload.subarray(form.payload.length - tail), TRICKLE_EVERY_MS);
    await within(raw.answered, 3000);
    expect(raw.status()).toBe(201);
  });
});
