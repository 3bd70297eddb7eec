// GET /api/bundles and /api/bundles/{id} (docs/product.md#offers): what is on sale, newest first, and the price a
// signed-in viewer would pay; never shared between readers.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerMessages } from '../../common/messages/offers.ts';
import { bundles, movies, rentals } from '../db/schema.ts';
import { sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createBundle, createLoggedInUser, createMovie, createPurchase, createRental, createUser } from '../test/factories.ts';
import { expectRefusal } from '../test/refusals.ts';

const app = sharedTestApp();

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

async function threeFilmBundle(priceCents = 1000) {
  const d = await db();
  const films = [
    await createMovie(d, { priceCents: 400, rentalDurationHours: 48, thumbnailUrl: '/uploads/movies/a.jpg' }),
    await createMovie(d, { priceCents: 500, rentalDurationHours: 72 }),
    await createMovie(d, { priceCents: 600, rentalDurationHours: 168 }),
  ];
  const bundle = await createBundle(d, films.map((film) => film.id), priceCents, { description: 'Three shorts.' });
  return { d, films, bundle };
}

describe('GET /api/bundles/{id}', () => {
  it("answers a visitor the bundle, its films in order and its price, cacheable by anyone but revalidated", async () => {
    const { films, bundle } = await threeFilmBundle();
    const res = await get(`/api/bundles/${bundle.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.json()).toEqual({
      bundle: {
        id: bundle.id,
        title: bundle.title,
        description: 'Three shorts.',
        price: 10,
        films_price: 15,
        your_price: 10,
        movies: films.map((film) => ({
          id: film.id,
          title: film.title,
          thumbnail_url: film.thumbnailUrl,
          price: film.priceCents / 100,
          rental_duration_hours: film.rentalDurationHours,
          is_rented: false,
        })),
      },
    });
  });

  it('prices it for a signed-in viewer: less what they paid for the films they rent, never below 0; only in their browser', async () => {
    const { d, films, bundle } = await threeFilmBundle(1000);
    const viewer = await createLoggedInUser(d);
    await createPurchase(d, viewer.user.id, films[0]!.id, { cents: 350 });
    // An expired rental and a refunded one take nothing off.
    await createRental(d, viewer.user.id, films[1]!.id, -HOUR);
    await createPurchase(d, viewer.user.id, films[2]!.id, { status: 'refunded' });
    const res = await get(`/api/bundles/${bundle.id}`, viewer.headers);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('Authorization');
    const answer = res.json().bundle;
    expect(answer.your_price).toBe(6.5);
    expect(answer.movies.map((film: { is_rented: boolean }) => film.is_rented)).toEqual([true, false, false]);

    const rich = await createLoggedInUser(d);
    for (const film of films) await createPurchase(d, rich.user.id, film.id, { cents: 900 });
    expect((await get(`/api/bundles/${bundle.id}`, rich.headers)).json().bundle.your_price).toBe(0);
    // The visitor's answer is untouched by either.
    expect((await get(`/api/bundles/${bundle.id}`)).json().bundle.your_price).toBe(10);
  });

  it('counts a gift the viewer redeemed as 0: they paid nothing for it', async () => {
    const { d, films, bundle } = await threeFilmBundle(1000);
    const viewer = await createLoggedInUser(d);
    const { user: giver } = await createUser(d);
    // The giver's payment, the recipient's rental (as a redeemed gift leaves them).
    const { rental } = await createPurchase(d, giver.id, films[0]!.id, { cents: 400 });
    await d.update(rentals).set({ userId: viewer.user.id, amountPaidCents: 400 }).where(eq(rentals.id, rental!.id));
    const answer = (await get(`/api/bundles/${bundle.id}`, viewer.headers)).json().bundle;
    expect(answer.movies[0].is_rented).toBe(true);
    expect(answer.your_price).toBe(10);
  });

  it("answers 404 'Bundle not found' for a missing or switched-off bundle, one with a film off the site, and a bad id", async () => {
    const { d, films, bundle } = await threeFilmBundle();
    const off = await createBundle(d, [films[0]!.id, films[1]!.id], 500, { isActive: false });
    for (const url of [`/api/bundles/${off.id}`, '/api/bundles/2000000000', '/api/bundles/abc', '/api/bundles/0']) {
      expectRefusal(await get(url), 404, offerMessages.bundleNotFound);
    }
    await d.update(movies).set({ isActive: false }).where(eq(movies.id, films[2]!.id));
    expectRefusal(await get(`/api/bundles/${bundle.id}`), 404, offerMessages.bundleNotFound);
  });

  it('answers 401 to a token that no longer works, rather than a visitor\'s price', async () => {
    const { bundle } = await threeFilmBundle();
    expect((await get(`/api/bundles/${bundle.id}`, { authorization: 'Bearer not-a-session' })).statusCode).toBe(401);
  });
});

describe('GET /api/bundles', () => {
  it('lists the active bundles whose films are all on the site, newest first, priced for the reader', async () => {
    const d = await db();
    const older = await threeFilmBundle(1200);
    await d.update(bundles).set({ createdAt: new Date(Date.now() - HOUR) }).where(eq(bundles.id, older.bundle.id));
    const newer = await threeFilmBundle(900);
    const switchedOff = await createBundle(d, [older.films[0]!.id, newer.films[0]!.id], 100, { isActive: false });
    const withFilmOff = await createBundle(d, [older.films[1]!.id, (await createMovie(d, { isActive: false })).id], 100);

    const listed = (await get('/api/bundles')).json().bundles as { id: number; your_price: number }[];
    const ids = listed.map((bundle) => bundle.id);
    expect(ids.indexOf(newer.bundle.id)).toBeLessThan(ids.indexOf(older.bundle.id));
    expect(ids).toEqual(expect.arrayContaining([newer.bundle.id, older.bundle.id]));
    expect(ids).not.toContain(switchedOff.id);
    expect(ids).not.toContain(withFilmOff.id);

    const viewer = await createLoggedInUser(d);
    await createPurchase(d, viewer.user.id, newer.films[1]!.id, { cents: 500 });
    const mine = (await get('/api/bundles', viewer.headers)).json().bundles as { id: number; your_price: number }[];
    expect(mine.find((bundle) => bundle.id === newer.bundle.id)?.your_price).toBe(4);
    expect(mine.find((bundle) => bundle.id === older.bundle.id)?.your_price).toBe(12);
  });
});
