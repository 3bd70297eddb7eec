// Reading a movie's reviews: pages, order and the rating stats.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicMessages } from '../../common/messages/public.ts';
import { reviews, users } from '../db/schema.ts';
import { sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { createMovie, uniqueEmail } from '../test/factories.ts';
import { PAGING_REFUSALS } from '../test/refusals.ts';
import { COMMENT, renter, reviewRequests } from './review-requests.ts';

const app = sharedTestApp();
const { list, post } = reviewRequests(app);

/** `n` reviews of the movie by new users, the first written longest ago; ratings cycle 1..5. */
async function seedReviews(movieId: number, n: number) {
  const start = Date.now() - n * 60_000;
  const authors = await (await db())
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: uniqueEmail(`r${i}`), passwordHash: 'x', firstName: `Reader${i}`, lastName: 'smith' })))
    .returning({ id: users.id });
  await (await db())
    .insert(reviews)
    .values(authors.map((author, i) => ({ userId: author.id, movieId, rating: (i % 5) + 1, comment: `Review number ${i}`, createdAt: new Date(start + i * 60_000) })));
}

describe('GET /api/reviews/movie/:movieId', () => {
  it('answers a movie without reviews with an empty page and zero stats, all five ratings present', async () => {
    const movie = await createMovie(await db());
    const res = await list(movie.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      reviews: [],
      pagination: { total_pages: 0, current_page: 1 },
      stats: { total_reviews: 0, average_rating: 0, rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
  });

  it('pages ten at a time, newest first; exactly ten is one page', async () => {
    const movie = await createMovie(await db());
    await seedReviews(movie.id, 10);
    const body = (await list(movie.id, '?page=1&limit=10')).json();
    expect(body.pagination).toEqual({ total_pages: 1, current_page: 1 });
    expect(body.reviews.map((r: { comment: string }) => r.comment)).toEqual(Array.from({ length: 10 }, (_, i) => `Review number ${9 - i}`));
  });

  it('puts the eleventh review on page 2, and a page past the end is empty with the true totals', async () => {
    const movie = await createMovie(await db());
    await seedReviews(movie.id, 11);
    const first = (await list(movie.id)).json();
    expect(first.reviews).toHaveLength(10);
    expect(first.pagination).toEqual({ total_pages: 2, current_page: 1 });
    const second = (await list(movie.id, '?page=2&limit=10')).json();
    expect(second.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Review number 0']);
    expect(second.pagination).toEqual({ total_pages: 2, current_page: 2 });
    const past = (await list(movie.id, '?page=7')).json();
    expect(past.reviews).toEqual([]);
    expect(past.pagination).toEqual({ total_pages: 2, current_page: 7 });
    expect(past.stats.total_reviews).toBe(11);
  });

  it('counts each rating and averages them to two decimals', async () => {
    const movie = await createMovie(await db());
    await seedReviews(movie.id, 7); // ratings 1,2,3,4,5,1,2
    const { stats } = (await list(movie.id)).json();
    expect(stats).toEqual({ total_reviews: 7, average_rating: 2.57, rating_distribution: { 1: 2, 2: 2, 3: 1, 4: 1, 5: 1 } });
  });

  it('clamps a limit over 50 to 50', async () => {
    const movie = await createMovie(await db());
    await seedReviews(movie.id, 53);
    const body = (await list(movie.id, '?limit=500')).json();
    expect(body.reviews).toHaveLength(50);
    expect(body.pagination).toEqual({ total_pages: 2, current_page: 1 });
  });

  it('refuses a page or limit that is not a whole number of at least 1', async () => {
    const movie = await createMovie(await db());
    // A repeated parameter arrives as an array: still the sentence, not zod's "expected string".
    for (const [query, message] of PAGING_REFUSALS) {
      const res = await list(movie.id, `?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error: message });
    }
  });

  it('reads a page written with leading zeros as that page', async () => {
    const movie = await createMovie(await db());
    expect((await list(movie.id, '?page=0000000001')).json().pagination.current_page).toBe(1);
  });

  it('names reviewers by first name and last initial, never by e-mail', async () => {
    const movie = await createMovie(await db());
    const viewer = await renter(movie.id, { firstName: 'Ada' });
    await (await db()).update(users).set({ lastName: 'lovelace' }).where(eq(users.id, viewer.user.id));
    await post(movie.id, { rating: 5, comment: COMMENT }, viewer.headers);
    const res = await list(movie.id);
    expect(res.json().reviews[0]).toMatchObject({ rating: 5, comment: COMMENT, user_name: 'Ada L.' });
    expect(res.body).not.toContain(viewer.user.email);
  });

  it('answers 404 for an unknown movie, a malformed id, and a withdrawn movie to a visitor, but not to its renter', async () => {
    expect((await list(2_147_483_647)).statusCode).toBe(404);
    expect((await list('abc')).json()).toEqual({ error: publicMessages.movieNotFound });
    const withdrawn = await createMovie(await db(), { isActive: false });
    expect((await list(withdrawn.id)).statusCode).toBe(404);
    const viewer = await renter(withdrawn.id);
    expect((await list(withdrawn.id, '', viewer.headers)).statusCode).toBe(200);
  });
});
