// The stream info a viewer asks for before playing a self-hosted film (docs/decisions/0015), and the page headers
// the player needs.
import { describe, expect, it } from 'vitest';
import type { StreamInfo } from '../../../common/films.ts';
import { filmMessages } from '../../../common/messages/films.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { HOUR } from '../../test/durations.ts';
import { createLoggedInUser, createMovie, createRental } from '../../test/factories.ts';
import { writeFakePackage } from '../../test/fake-film-package.ts';
import { deliveryRequests } from './delivery-requests.ts';
import { STREAM_TOKEN_TTL_SECONDS } from './tokens.ts';

const app = sharedTestApp();
const { streamInfo, packagedMovie, renter, tokenFor, expectAllServed } = deliveryRequests(app);

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
    expect(info.expires_at).toBe(new Date(Math.floor(rental.rentalEnd!.getTime() / 1000) * 1000).toISOString());
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

describe('security headers', () => {
  it("let hls.js start its worker from a blob: URL and play from blob: media", async () => {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    const directives = csp.split(';').map((directive) => directive.trim());
    expect(directives).toContain("worker-src 'self' blob:");
    expect(directives).toContain("media-src 'self' blob:");
  });
});
