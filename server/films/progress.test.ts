// GET/PUT /api/movies/:movieId/progress: where each viewer stopped, written only by who may watch.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { filmMessages } from '../../common/messages/films.ts';
import { publicMessages } from '../../common/messages/public.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { watchProgress } from '../db/schema.ts';
import { sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createLoggedInUser, createMovie, createRental } from '../test/factories.ts';

const app = sharedTestApp();

const read = (movieId: number | string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/movies/${movieId}/progress`, headers });
const save = (movieId: number | string, headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'PUT', url: `/api/movies/${movieId}/progress`, headers, payload: payload as object });

async function rowsOf(userId: number, movieId: number) {
  return (await db())
    .select()
    .from(watchProgress)
    .where(and(eq(watchProgress.userId, userId), eq(watchProgress.movieId, movieId)));
}

describe('watch progress', () => {
  it('needs a login', async () => {
    const movie = await createMovie(await db());
    expect((await read(movie.id)).statusCode).toBe(401);
    const res = await save(movie.id, {}, { position_seconds: 5 });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: { error: serverMessages.authRequired } });
  });

  it('starts at 0 for a movie never watched', async () => {
    const movie = await createMovie(await db());
    const { headers } = await createLoggedInUser(await db());
    const res = await read(movie.id, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ position_seconds: 0, updated_at: null });
  });

  it('is saved by a renter, the latest write replacing the previous, and read back per viewer', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const { user, headers } = await createLoggedInUser(d);
    const { headers: other } = await createLoggedInUser(d);
    await createRental(d, user.id, movie.id, HOUR);

    const first = await save(movie.id, headers, { position_seconds: 2530 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ position_seconds: 2530, updated_at: expect.any(String) });
    const second = await save(movie.id, headers, { position_seconds: 2540 });
    expect(second.json().position_seconds).toBe(2540);
    const rows = await rowsOf(user.id, movie.id);
    expect(rows.map((row) => row.positionSeconds)).toEqual([2540]);
    expect((await read(movie.id, headers)).json()).toEqual({ position_seconds: 2540, updated_at: rows[0]?.updatedAt.toISOString() });
    expect((await read(movie.id, other)).json()).toEqual({ position_seconds: 0, updated_at: null });
  });

  it('is refused to a viewer who may not watch (403), and written for an admin', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const { user: stranger, headers } = await createLoggedInUser(d);
    const { user: refunded, headers: refundedHeaders } = await createLoggedInUser(d);
    await createRental(d, refunded.id, movie.id, HOUR, { isActive: false });
    const { user: lapsed, headers: lapsedHeaders } = await createLoggedInUser(d);
    await createRental(d, lapsed.id, movie.id, -HOUR);
    for (const [user, h] of [[stranger, headers], [refunded, refundedHeaders], [lapsed, lapsedHeaders]] as const) {
      const res = await save(movie.id, h, { position_seconds: 10 });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: { error: filmMessages.rentToWatch } });
      expect(await rowsOf(user.id, movie.id)).toEqual([]);
    }
    const { user: admin, headers: adminHeaders } = await createLoggedInUser(d, { isAdmin: true });
    expect((await save(movie.id, adminHeaders, { position_seconds: 12 })).statusCode).toBe(200);
    expect((await rowsOf(admin.id, movie.id)).map((row) => row.positionSeconds)).toEqual([12]);
    const missing = await save(2_000_000_000, adminHeaders, { position_seconds: 12 });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { error: publicMessages.movieNotFound } });
    expect((await read('abc', headers)).statusCode).toBe(404);
  });

  it.each([[{ position_seconds: -1 }], [{ position_seconds: 1.5 }], [{ position_seconds: '12' }], [{ position_seconds: 604_801 }], [{}]])(
    'refuses %j with 400 and the rule',
    async (payload) => {
      const d = await db();
      const movie = await createMovie(d);
      const { user, headers } = await createLoggedInUser(d);
      await createRental(d, user.id, movie.id, HOUR);
      const res = await save(movie.id, headers, payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error: filmMessages.progressInvalid } });
      expect(await rowsOf(user.id, movie.id)).toEqual([]);
    },
  );
});
