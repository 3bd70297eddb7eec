// GET /api/users/continue-watching: the viewer's running rentals with where they stopped, latest activity first.
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { films, watchProgress } from '../db/schema.ts';
import { sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createLoggedInUser, createMovie, createPurchase, createRental } from '../test/factories.ts';

const app = sharedTestApp();
const MINUTE = 60_000;

const list = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/users/continue-watching', headers });

/** A running rental of `movieId` that started `startedAgoMs` ago and ends `endsInMs` from now. */
async function rentSince(userId: number, movieId: number, startedAgoMs: number, endsInMs: number) {
  const { rental } = await createPurchase(await db(), userId, movieId, { rentalStart: new Date(Date.now() - startedAgoMs), endsInMs });
  if (!rental) throw new Error('a completed purchase has a rental');
  return rental;
}

async function watched(userId: number, movieId: number, positionSeconds: number, agoMs: number) {
  await (await db()).insert(watchProgress).values({ userId, movieId, positionSeconds, updatedAt: new Date(Date.now() - agoMs) });
}

describe('GET /api/users/continue-watching', () => {
  it('lists the running rentals, the latest watched or rented first, with position, length and end', async () => {
    const d = await db();
    const { user, headers } = await createLoggedInUser(d);
    const { user: other } = await createLoggedInUser(d);
    const watchedLately = await createMovie(d, { title: 'Watched a minute ago', backdropUrl: '/uploads/movies/backdrop.ab.jpg' });
    const rentedLately = await createMovie(d, { title: 'Rented an hour ago', durationMinutes: 95 });
    const watchedEarlier = await createMovie(d, { title: 'Watched five hours ago', durationMinutes: null, posterUrl: null });
    await d.insert(films).values({ movieId: watchedLately.id, status: 'ready', durationSeconds: 5400 });

    // An older rental of the same film, over now, does not make a second line.
    await createRental(d, user.id, watchedLately.id, -HOUR);
    const running = await rentSince(user.id, watchedLately.id, 10 * HOUR, 38 * HOUR);
    await watched(user.id, watchedLately.id, 2530, MINUTE);
    await rentSince(user.id, rentedLately.id, HOUR, 47 * HOUR);
    await rentSince(user.id, watchedEarlier.id, 30 * HOUR, 18 * HOUR);
    await watched(user.id, watchedEarlier.id, 60, 5 * HOUR);
    // Another viewer's activity moves nothing in this viewer's row.
    await rentSince(other.id, rentedLately.id, 0, 48 * HOUR);
    await watched(other.id, watchedEarlier.id, 10, 0);

    const res = await list(headers);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { items } = res.json();
    expect(items).toEqual([
      {
        movie_id: watchedLately.id,
        movie_title: 'Watched a minute ago',
        poster_url: watchedLately.posterUrl,
        backdrop_url: '/uploads/movies/backdrop.ab.jpg',
        rental_end: running.rentalEnd!.toISOString(),
        state: 'watching',
        starts_by: null,
        premiere_at: null,
        position_seconds: 2530,
        duration_seconds: 5400,
      },
      expect.objectContaining({ movie_id: rentedLately.id, position_seconds: 0, duration_seconds: 95 * 60, backdrop_url: null }),
      expect.objectContaining({ movie_id: watchedEarlier.id, position_seconds: 60, duration_seconds: null, poster_url: null }),
    ]);
  });

  it('leaves out rentals that are over or refunded, and other viewers’ rentals', async () => {
    const d = await db();
    const { user, headers } = await createLoggedInUser(d);
    const { user: other } = await createLoggedInUser(d);
    const over = await createMovie(d);
    const refunded = await createMovie(d);
    const othersOnly = await createMovie(d);
    await createRental(d, user.id, over.id, -MINUTE);
    await watched(user.id, over.id, 300, 0);
    await createRental(d, user.id, refunded.id, 3 * HOUR, { isActive: false });
    await createRental(d, other.id, othersOnly.id, 3 * HOUR);

    const res = await list(headers);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });

  it('shows at most 20 films', async () => {
    const d = await db();
    const { user, headers } = await createLoggedInUser(d);
    for (let index = 0; index < 21; index += 1) await createRental(d, user.id, (await createMovie(d)).id, HOUR + index * MINUTE);

    expect((await list(headers)).json().items).toHaveLength(20);
  });

  it('needs a session', async () => {
    const res = await list();
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: { error: serverMessages.authRequired } });
  });
});
