// The viewer's side of self-hosted films over HTTP: stream info, then every playlist, segment, key and caption
// request checked against the token and the viewer's right to watch (docs/decisions/0015). The package is a fake
// one written by the test (testing/fake-package.ts): the bytes are what is checked, not ffmpeg's output.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StreamInfo } from '../../../common/films.ts';
import { publicMessages, serverMessages } from '../../../common/messages.ts';
import { filmMessages } from '../../../common/film-messages.ts';
import { rentals, sessions } from '../../db/schema.ts';
import { buildTestApp, getVerbatim } from '../../test/app.ts';
import { createMovie, createRental } from '../../test/catalogue-factories.ts';
import { testDatabase } from '../../test/database.ts';
import { createLoggedInUser } from '../../test/factories.ts';
import { FAKE_SEGMENT_BYTES, writeFakePackage, writePrivateSecret, type FakePackage } from './testing/fake-package.ts';
import { signStreamToken, streamTokenKey, STREAM_TOKEN_TTL_SECONDS } from './tokens.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const db = async () => (await testDatabase()).db;
const HOUR = 3_600_000;
const CAPTIONS_EN = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n';
/** Longer than the access cache's 30 s: what was kept is asked again. */
const PAST_CACHE_MS = 31_000;

/** Moves the clock the app reads (Date only: the database and the sockets keep real timers). */
function advanceClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  vi.setSystemTime(Date.now() + ms);
}

async function packagedMovie(options: { videoUrl?: string | null } = {}) {
  const d = await db();
  const movie = await createMovie(d, { videoUrl: options.videoUrl ?? null, posterUrl: '/uploads/movies/p.jpg' });
  const pkg = await writeFakePackage(d, app.deps.films, movie.id, { captions: { en: CAPTIONS_EN } });
  return { movie, pkg };
}

async function renter(movieId: number, rentalEndsInMs = 5 * HOUR) {
  const d = await db();
  const user = await createLoggedInUser(d);
  const rental = await createRental(d, user.user.id, movieId, rentalEndsInMs);
  return { ...user, rental };
}

const streamInfo = (movieId: number, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/movies/${movieId}/stream`, headers });

async function tokenFor(movieId: number, headers: Record<string, string>): Promise<StreamInfo> {
  const res = await streamInfo(movieId, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** One URL of each kind a player asks for, under a token. */
const deliveryUrls = (token: string) => [
  `/api/stream/${token}/master.m3u8`,
  `/api/stream/${token}/v0/index.m3u8`,
  `/api/stream/${token}/v1/seg00001.ts`,
  `/api/stream/${token}/key`,
  `/api/stream/${token}/captions/en.vtt`,
];

async function expectAllRefused(token: string, error: string) {
  for (const url of deliveryUrls(token)) {
    const res = await get(url);
    expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 403, body: { error } });
  }
}

async function expectAllServed(token: string) {
  for (const url of deliveryUrls(token)) expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
}

describe('GET /api/movies/:movieId/stream', () => {
  it('gives a renter signed URLs for the master playlist and captions, expiring within minutes', async () => {
    const { movie } = await packagedMovie();
    const { headers } = await renter(movie.id);
    const before = Math.floor(Date.now() / 1000);
    const res = await streamInfo(movie.id, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const info: StreamInfo = res.json();
    expect(info.token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(info).toEqual({
      playlist_url: `/api/stream/${info.token}/master.m3u8`,
      token: info.token,
      expires_at: info.expires_at,
      refresh_in_seconds: 60,
      duration_seconds: 10,
      poster_url: '/uploads/movies/p.jpg',
      captions: [{ language: 'en', label: 'Label en', url: `/api/stream/${info.token}/captions/en.vtt` }],
    });
    const expiresIn = Date.parse(info.expires_at) / 1000 - before;
    expect(expiresIn).toBeGreaterThanOrEqual(STREAM_TOKEN_TTL_SECONDS - 1);
    expect(expiresIn).toBeLessThanOrEqual(STREAM_TOKEN_TTL_SECONDS + 1);
  });

  it('never lets a token outlive the rental', async () => {
    const { movie } = await packagedMovie();
    const { headers, rental } = await renter(movie.id, 90_000);
    const info = await tokenFor(movie.id, headers);
    expect(info.expires_at).toBe(new Date(Math.floor(rental.rentalEnd.getTime() / 1000) * 1000).toISOString());
  });

  it('serves an admin without a rental', async () => {
    const { movie } = await packagedMovie();
    const { headers } = await createLoggedInUser(await db(), { isAdmin: true });
    await expectAllServed((await tokenFor(movie.id, headers)).token);
  });

  it('refuses visitors (401), non-renters (403, even before the film is ready), an unpackaged film and a hidden movie (404)', async () => {
    const d = await db();
    const { movie } = await packagedMovie();
    const unpackaged = await createMovie(d);
    const { headers: stranger } = await createLoggedInUser(d);
    const { headers: unpackagedRenter } = await renter(unpackaged.id);
    const { user: refunded, headers: refundedHeaders } = await createLoggedInUser(d);
    await createRental(d, refunded.id, movie.id, HOUR, { isActive: false });
    const { user: lapsed, headers: lapsedHeaders } = await createLoggedInUser(d);
    await createRental(d, lapsed.id, movie.id, -1000);

    expect((await streamInfo(movie.id)).statusCode).toBe(401);
    for (const headers of [stranger, refundedHeaders, lapsedHeaders]) {
      const res = await streamInfo(movie.id, headers);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: { error: filmMessages.rentToWatch } });
    }
    const notRenting = await streamInfo(unpackaged.id, stranger);
    expect({ status: notRenting.statusCode, body: notRenting.json() }).toEqual({ status: 403, body: { error: filmMessages.rentToWatch } });
    const notReady = await streamInfo(unpackaged.id, unpackagedRenter);
    expect({ status: notReady.statusCode, body: notReady.json() }).toEqual({ status: 404, body: { error: filmMessages.filmNotReady } });
    const inactive = await createMovie(d, { isActive: false });
    const { headers: inactiveRenter } = await renter(inactive.id);
    await writeFakePackage(d, app.deps.films, inactive.id);
    expect((await streamInfo(inactive.id, inactiveRenter)).statusCode).toBe(200);
    for (const id of ['2000000000', 'abc', String(inactive.id)]) {
      const missing = await app.inject({ url: `/api/movies/${id}/stream`, headers: stranger });
      expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { error: publicMessages.movieNotFound } });
    }
  });
});

describe('GET /api/stream/:token/…', () => {
  let movieId: number;
  let pkg: FakePackage;
  let token: string;
  beforeAll(async () => {
    const made = await packagedMovie();
    movieId = made.movie.id;
    pkg = made.pkg;
    token = (await tokenFor(movieId, (await renter(movieId)).headers)).token;
  });

  it('writes the master playlist from the renditions, with relative URIs that keep the token', async () => {
    const res = await get(`/api/stream/${token}/master.m3u8`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=896000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
        'v0/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=2928000,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"',
        'v1/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('serves each media playlist as the packager wrote it', async () => {
    for (const [path, text] of pkg.playlists) {
      const res = await get(`/api/stream/${token}/${path}`, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(text);
    }
  });

  it('sends segments as they are on disk: immutable, uncompressed, with validators and ranges', async () => {
    for (const [path, bytes] of pkg.segments) {
      const res = await get(`/api/stream/${token}/${path}`, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'video/mp2t',
        'cache-control': 'private, max-age=31536000, immutable',
        'accept-ranges': 'bytes',
        'content-length': String(FAKE_SEGMENT_BYTES),
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers['last-modified']).toBeTruthy();
    }
    const head = await app.inject({ method: 'HEAD', url: `/api/stream/${token}/v0/seg00000.ts` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(FAKE_SEGMENT_BYTES));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers a byte range with 206 and exactly those bytes, an unsatisfiable one with 416, a fresh ETag with 304', async () => {
    const bytes = pkg.segments.get('v0/seg00000.ts');
    const url = `/api/stream/${token}/v0/seg00000.ts`;
    const partial = await get(url, { range: 'bytes=100-1123' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 100-1123/${FAKE_SEGMENT_BYTES}`);
    expect(partial.headers['content-length']).toBe('1024');
    expect(partial.rawPayload.equals(bytes?.subarray(100, 1124) ?? Buffer.alloc(0))).toBe(true);

    const tail = await get(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes?.subarray(FAKE_SEGMENT_BYTES - 10) ?? Buffer.alloc(0))).toBe(true);

    const beyond = await get(url, { range: `bytes=${FAKE_SEGMENT_BYTES}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${FAKE_SEGMENT_BYTES}`);
    expect(beyond.json()).toEqual({ error: filmMessages.streamRangeInvalid });

    const first = await get(url);
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends the 16-byte key uncached, and the captions', async () => {
    const key = await get(`/api/stream/${token}/key`, { 'accept-encoding': 'br, gzip' });
    expect(key.statusCode).toBe(200);
    expect(key.headers['content-type']).toBe('application/octet-stream');
    expect(key.headers['cache-control']).toBe('no-store');
    expect(key.headers['content-encoding']).toBeUndefined();
    expect(key.rawPayload.equals(Buffer.from(pkg.keyHex, 'hex'))).toBe(true);

    const captions = await get(`/api/stream/${token}/captions/en.vtt`);
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toBe(CAPTIONS_EN);
    expect((await get(`/api/stream/${token}/captions/fr.vtt`)).statusCode).toBe(404);
  });

  it('answers 404 for a rendition or a file the package does not have', async () => {
    const missing = ['v2/index.m3u8', 'v00/index.m3u8', 'v1/seg00002.ts', 'v0/seg0.ts', 'v0/seg00000.mp4', 'v0/.hidden', 'x/index.m3u8', 'v0/key'];
    for (const path of missing) {
      const res = await get(`/api/stream/${token}/${path}`);
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({ path, status: 404, body: { error: serverMessages.notFound } });
    }
  });

  it('never reaches a file outside the package, however the path is spelled', async () => {
    const secret = 'TOP-SECRET-SOURCE';
    await writePrivateSecret(app.deps.films, 'films/sources/secret.ts', secret);
    await writePrivateSecret(app.deps.films, `${pkg.packageDir}/../secret.ts`, secret);
    await writePrivateSecret(app.deps.films, 'films/captions/secret.vtt', secret);
    const paths = [
      `/api/stream/${token}/v0/..%2f..%2f..%2fsources%2fsecret.ts`,
      `/api/stream/${token}/v0/..%2fseg00000.ts`,
      `/api/stream/${token}/v0%2f..%2f..%2fsecret.ts`,
      `/api/stream/${token}/..%2f..%2fsecret.ts/seg00000.ts`,
      `/api/stream/${token}/v0/%2e%2e%2f%2e%2e%2fsecret.ts`,
      `/api/stream/${token}/v0/..%5c..%5csecret.ts`,
      `/api/stream/${token}/v0/../../secret.ts`,
      `/api/stream/${token}/v0/../../../sources/secret.ts`,
      `/api/stream/${token}/captions/..%2fsecret.vtt`,
      `/api/stream/${token}/captions/../../captions/secret.vtt`,
      `/api/stream/${token}%2f..%2f..%2fsecret.ts/v0/seg00000.ts`,
      `/api/stream/${token}/v0/seg00000.ts%00`,
    ];
    for (const path of paths) {
      const res = await getVerbatim(app, path);
      expect(res.body).not.toContain(secret);
      expect({ path, refused: [400, 403, 404].includes(res.statusCode) }).toEqual({ path, refused: true });
    }
  });
});

describe('the token', () => {
  it('is required, and refused when it is garbage or tampered with', async () => {
    const { movie } = await packagedMovie();
    const { token } = await tokenFor(movie.id, (await renter(movie.id)).headers);
    for (const url of ['/api/stream/master.m3u8', '/api/stream//master.m3u8', '/api/stream/v0/seg00000.ts', '/api/stream/key']) {
      const res = await get(url);
      expect({ url, served: res.statusCode === 200 }).toEqual({ url, served: false });
    }
    await expectAllRefused('garbage', filmMessages.streamLinkInvalid);
    const [payload = '', signature = ''] = token.split('.');
    const decoded = Buffer.from(payload, 'base64url').toString();
    const otherMovie = Buffer.from(decoded.replace(`:${movie.id}:`, `:${movie.id + 1}:`)).toString('base64url');
    const later = Buffer.from(decoded.replace(/:\d+$/, ':9999999999')).toString('base64url');
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    // The signature's last character has 2 spare bits: this spelling decodes to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spareBits = signature.slice(0, -1) + alphabet[alphabet.indexOf(signature.slice(-1)) ^ 1];
    expect(Buffer.from(spareBits, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    for (const tampered of [
      `${otherMovie}.${signature}`,
      `${later}.${signature}`,
      `${payload}.${flip(signature, 0)}`,
      `${payload}.${flip(signature, signature.length - 1)}`,
      `${payload}.${spareBits}`,
      `${flip(payload, 0)}.${signature}`,
      `${payload}.${signature}A`,
      payload,
      `${payload}.`,
    ]) {
      await expectAllRefused(tampered, filmMessages.streamLinkInvalid);
    }
    await expectAllServed(token);
  });

  it('expires after a few minutes', async () => {
    const { movie } = await packagedMovie();
    const { token } = await tokenFor(movie.id, (await renter(movie.id)).headers);
    advanceClock(STREAM_TOKEN_TTL_SECONDS * 1000 + 1000);
    await expectAllRefused(token, filmMessages.streamLinkExpired);
  });

  it("of another movie serves that movie's bytes only, and only to whoever may watch it", async () => {
    const { movie: rented, pkg: rentedPkg } = await packagedMovie();
    const { movie: other } = await packagedMovie();
    const { user, headers, rental } = await renter(rented.id);
    const own = await tokenFor(rented.id, headers);
    const segment = await get(`/api/stream/${own.token}/v0/seg00000.ts`);
    expect(segment.rawPayload.equals(rentedPkg.segments.get('v0/seg00000.ts') ?? Buffer.alloc(0))).toBe(true);
    // Signed with the real key for the same viewer and login, but for a movie they do not rent.
    const [session] = await (await db()).select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    const key = await streamTokenKey(await db());
    const forged = signStreamToken(key, {
      userId: user.id,
      movieId: other.id,
      sessionId: session?.id ?? 0,
      expiresAt: Math.floor(rental.rentalEnd.getTime() / 1000),
    });
    await expectAllRefused(forged, filmMessages.rentToWatch);
    const refusedInfo = await streamInfo(other.id, headers);
    expect(refusedInfo.statusCode).toBe(403);
  });

  it('stops working within the cache window after a refund', async () => {
    const { movie } = await packagedMovie();
    const { headers, rental } = await renter(movie.id);
    const { token } = await tokenFor(movie.id, headers);
    await expectAllServed(token);
    await (await db()).update(rentals).set({ isActive: false }).where(eq(rentals.id, rental.id));
    advanceClock(PAST_CACHE_MS);
    await expectAllRefused(token, filmMessages.rentToWatch);
  });

  it('stops working within the cache window after logout', async () => {
    const { movie } = await packagedMovie();
    const { headers } = await renter(movie.id);
    const { token } = await tokenFor(movie.id, headers);
    await expectAllServed(token);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(204);
    advanceClock(PAST_CACHE_MS);
    await expectAllRefused(token, filmMessages.rentToWatch);
  });

  it('stops working at the end of the rental, and within the window when the rental is cut short', async () => {
    const { movie } = await packagedMovie();
    const ending = await renter(movie.id, 20_000);
    const { token: endingToken } = await tokenFor(movie.id, ending.headers);
    const cut = await renter(movie.id);
    const { token: cutToken } = await tokenFor(movie.id, cut.headers);
    await expectAllServed(endingToken);
    await expectAllServed(cutToken);
    await (await db()).update(rentals).set({ rentalEnd: new Date(Date.now() - 1000) }).where(eq(rentals.id, cut.rental.id));
    advanceClock(PAST_CACHE_MS);
    await expectAllRefused(endingToken, filmMessages.streamLinkExpired);
    await expectAllRefused(cutToken, filmMessages.rentToWatch);
  });

  it('issued again after a refusal works at once (a fresh right replaces the refusal kept)', async () => {
    const { movie } = await packagedMovie();
    const { user, headers, rental } = await renter(movie.id);
    const { token } = await tokenFor(movie.id, headers);
    await (await db()).update(rentals).set({ isActive: false }).where(eq(rentals.id, rental.id));
    advanceClock(PAST_CACHE_MS);
    await expectAllRefused(token, filmMessages.rentToWatch);
    await createRental(await db(), user.id, movie.id, HOUR);
    await expectAllServed((await tokenFor(movie.id, headers)).token);
  });
});

describe('security headers', () => {
  it("let hls.js start its worker from a blob: URL and play from blob: media", async () => {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    const directives = csp.split(';').map((directive) => directive.trim());
    expect(directives).toContain("worker-src 'self' blob:");
    expect(directives).toContain("media-src 'self' blob:");
  });
});
