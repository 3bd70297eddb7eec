// What the film-delivery tests share: a packaged movie with captions, a viewer who rented it, the stream info and
// token they get, and the requests a player sends under a token.
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { StreamInfo } from '../../../common/films.ts';
import { db } from '../../test/database.ts';
import { HOUR } from '../../test/durations.ts';
import { createLoggedInUser, createMovie, createRental } from '../../test/factories.ts';
import { writeFakePackage } from '../../test/fake-film-package.ts';

export const CAPTIONS_EN = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n';
/** Longer than the access cache's 30 s: what was kept is asked again. */
export const PAST_CACHE_MS = 31_000;

/** Moves the clock the app reads (Date only: the database and the sockets keep real timers). */
export function advanceClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  vi.setSystemTime(Date.now() + ms);
}

/** One URL of each kind a player asks for, under a token. */
const deliveryUrls = (token: string) => [
  `/api/stream/${token}/master.m3u8`,
  `/api/stream/${token}/v0/index.m3u8`,
  `/api/stream/${token}/v1/seg00001.ts`,
  `/api/stream/${token}/key`,
  `/api/stream/${token}/captions/en.vtt`,
];

/** The movies, viewers and requests of the delivery tests, on `app`. */
export function deliveryRequests(app: FastifyInstance) {
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const streamInfo = (movieId: number, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/movies/${movieId}/stream`, headers });

  return {
    get,
    streamInfo,

    async packagedMovie(options: { videoUrl?: string | null } = {}) {
      const d = await db();
      const movie = await createMovie(d, { videoUrl: options.videoUrl ?? null, posterUrl: '/uploads/movies/p.jpg' });
      const pkg = await writeFakePackage(d, app.deps.films, movie.id, { captions: { en: CAPTIONS_EN } });
      return { movie, pkg };
    },

    async renter(movieId: number, rentalEndsInMs = 5 * HOUR) {
      const d = await db();
      const user = await createLoggedInUser(d);
      const rental = await createRental(d, user.user.id, movieId, rentalEndsInMs);
      return { ...user, rental };
    },

    async tokenFor(movieId: number, headers: Record<string, string>): Promise<StreamInfo> {
      const res = await streamInfo(movieId, headers);
      expect(res.statusCode).toBe(200);
      return res.json();
    },

    async expectAllRefused(token: string, error: string) {
      for (const url of deliveryUrls(token)) {
        const res = await get(url);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 403, body: { error } });
      }
    },

    async expectAllServed(token: string) {
      for (const url of deliveryUrls(token)) expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
    },
  };
}
