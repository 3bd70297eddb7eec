// Request body limits (docs/decisions/0022): every JSON body is refused over 16 KiB, before it is parsed (on its
// declared length, or while it is read), except the newsletter's send and preview (1 MiB); uploads (multipart,
// tus) keep their own limits. A megabyte of nested arrays costs a JSON parser a third of a second; refused unread,
// it costs nothing.
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILM_UPLOADS_PATH } from '../../common/films.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { buildTestApp, nextIp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { createLoggedInUser, createMovie, createSubscriber } from '../test/factories.ts';
import { openRaw, requestHead, within } from '../test/raw-http.ts';
import { imagePart, multipart } from '../test/uploads.ts';

const KIB = 1024;
const PUBLIC_LIMIT = 16 * KIB;
const NEWSLETTER_LIMIT = 1024 * KIB;
/** A megabyte of JSON that is all nesting: `[[[…]]]`, 500 000 deep. */
const NESTED = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
const tooLarge = { error: serverMessages.bodyTooLarge };

let app: FastifyInstance;
let viewer: { authorization: string };
let admin: { authorization: string };
let movieId: number;
let subscriberId: number;

beforeAll(async () => {
  app = await buildTestApp();
  const { db } = await testDatabase();
  viewer = (await createLoggedInUser(db)).headers;
  admin = (await createLoggedInUser(db, { isAdmin: true })).headers;
  movieId = (await createMovie(db)).id;
  subscriberId = (await createSubscriber(db, { email: `limits-${Date.now()}@example.com` })).id;
  // The first request warms up what every later one shares; the timings below are of refusals alone.
  await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'warm@example.com', password: 'x' }, headers: { 'x-forwarded-for': nextIp() } });
});
afterAll(() => app.close());

const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers } });

/** A JSON object of exactly `bytes` bytes: `{"email":"…"}` padded with spaces, which JSON allows between tokens. */
const paddedJson = (value: object, bytes: number) => {
  const text = JSON.stringify(value);
  return `${text.slice(0, -1)}${' '.repeat(bytes - text.length)}}`;
};

describe('public JSON routes', () => {
  it.each([
    ['login', '/api/auth/login', {}],
    ['newsletter subscribe', '/api/newsletter/subscribe', {}],
    ['a review', '/reviews', 'viewer'],
  ])('refuse a megabyte of nested arrays to %s with a 413 at once', async (_name, path, who) => {
    const url = path === '/reviews' ? `/api/reviews/movie/${movieId}` : path;
    const startedAt = performance.now();
    const res = await postJson(url, NESTED, who === 'viewer' ? viewer : {});
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooLarge);
    // Parsing it would take a third of a second or more.
    expect(performance.now() - startedAt).toBeLessThan(250);
  });

  it('take 16 KiB and refuse one byte more', async () => {
    const body = { email: 'fan@example.com' };
    expect((await postJson('/api/newsletter/subscribe', paddedJson(body, PUBLIC_LIMIT))).statusCode).toBe(200);
    const over = await postJson('/api/newsletter/subscribe', paddedJson(body, PUBLIC_LIMIT + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(tooLarge);
  });

  it('refuse on the declared length, before a byte of the body is sent', async () => {
    const connection = await openRaw(app);
    connection.socket.write(requestHead('POST', '/api/auth/login', { 'content-type': 'application/json', 'content-length': NESTED.length }));
    await within(connection.answered, 3000);
    expect(connection.status()).toBe(413);
    expect(JSON.parse(connection.body())).toEqual(tooLarge);
    // The rest of the body would be read for nothing: the connection is closed behind the answer.
    await within(connection.closed, 3000);
    expect(connection.isClosed()).toBe(true);
  });

  it('refuse a body of no declared length once it has grown past the limit, without waiting for its end', async () => {
    const connection = await openRaw(app);
    connection.socket.write(requestHead('POST', '/api/newsletter/subscribe', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }));
    const chunk = '['.repeat(PUBLIC_LIMIT + 1);
    connection.socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    await within(connection.answered, 3000);
    expect(connection.status()).toBe(413);
    connection.socket.destroy();
  });
});

describe('admin routes', () => {
  // The longest message (100 000 characters) written with JSON's \u escapes is 600 kB; spaces make up the rest.
  const newsletter = () => ({ subject: 'Premiere night', message: `Dear fans, ${'é'.repeat(99_000)}`, isHtml: false });
  const escaped = (value: object) => JSON.stringify(value).replaceAll('é', '\\u00e9');
  const nineHundredKb = (value: object) => {
    const text = escaped(value);
    return `${text.slice(0, -1)}${' '.repeat(900_000 - text.length)}}`;
  };

  it('preview a newsletter of 900 kB', async () => {
    const res = await postJson('/api/admin/newsletter/preview', nineHundredKb(newsletter()), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().subject).toBe('Premiere night');
  });

  it('send a newsletter of 900 kB', async () => {
    const res = await postJson('/api/admin/newsletter/send-email', nineHundredKb({ ...newsletter(), subscriberIds: [subscriberId] }), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().queued).toBe(1);
  });

  it('refuse a newsletter over 1 MiB', async () => {
    const res = await postJson('/api/admin/newsletter/preview', paddedJson(newsletter(), NEWSLETTER_LIMIT + 1), admin);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooLarge);
  });

  it('hold other admin bodies to 16 KiB', async () => {
    const res = await postJson(`/api/admin/movies/${movieId}/film/retry`, NESTED, admin);
    expect(res.statusCode).toBe(413);
  });

  it('still take a multipart upload far over 16 KiB', async () => {
    const noise = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(10 * PUBLIC_LIMIT);
    const body = await multipart({ title: 'Large Poster', price: '4.99' }, [imagePart('thumbnail', noise, 'poster.png', 'image/png')]);
    const res = await app.inject({ method: 'POST', url: '/api/admin/movies', payload: body.payload, headers: { ...admin, ...body.headers } });
    expect(res.statusCode).toBe(201);
  });

  it('still take a film chunk far over 16 KiB', async () => {
    const chunk = Buffer.alloc(256 * KIB, 7);
    const metadata = `movieId ${Buffer.from(String(movieId)).toString('base64')},filename ${Buffer.from('film.mp4').toString('base64')}`;
    const created = await app.inject({
      method: 'POST',
      url: FILM_UPLOADS_PATH,
      headers: { ...admin, 'tus-resumable': '1.0.0', 'upload-length': String(chunk.length * 4), 'upload-metadata': metadata },
    });
    expect(created.statusCode).toBe(201);
    const res = await app.inject({
      method: 'PATCH',
      url: new URL(created.headers.location!, 'http://localhost').pathname,
      payload: chunk,
      headers: { ...admin, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['upload-offset']).toBe(String(chunk.length));
  });
});
