import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createLoggedInUser, createMovie, createRental } from '../test/factories.ts';

const app = sharedTestApp();

describe('GET /api/users/rentals', () => {
  it('lists the viewer’s own rentals, newest first, with can_watch only for running ones', async () => {
    const { db } = await testDatabase();
    const running = await createMovie(db, { title: 'Running' });
    const over = await createMovie(db, { title: 'Over' });
    const refunded = await createMovie(db, { title: 'Refunded' });
    const { user, headers } = await createLoggedInUser(db);
    const { user: other } = await createLoggedInUser(db);
    const a = await createRental(db, user.id, over.id, -2 * HOUR);
    const b = await createRental(db, user.id, refunded.id, 3 * HOUR, { isActive: false });
    const c = await createRental(db, user.id, running.id, 5 * HOUR);
    await createRental(db, other.id, running.id, 5 * HOUR);

    const res = await app.inject({ method: 'GET', url: '/api/users/rentals', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { rentals } = res.json();
    expect(rentals.map((r: { id: number }) => r.id)).toEqual([c.id, b.id, a.id]);
    expect(rentals[0]).toEqual({
      id: c.id,
      movie_id: running.id,
      movie_title: 'Running',
      thumbnail_url: running.thumbnailUrl,
      rental_start: c.rentalStart.toISOString(),
      rental_end: c.rentalEnd!.toISOString(),
      amount_paid: 4.99,
      is_active: true,
      can_watch: true,
      state: 'watching',
      starts_by: null,
      premiere_at: null,
    });
    expect(rentals[1]).toMatchObject({ movie_id: refunded.id, is_active: false, can_watch: false, state: 'expired' });
    expect(rentals[2]).toMatchObject({ movie_id: over.id, is_active: true, can_watch: false, state: 'expired', rental_end: a.rentalEnd!.toISOString() });
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/rentals' })).statusCode).toBe(401);
  });
});
