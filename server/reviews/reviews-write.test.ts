// Writing, reading back and deleting one's own review: who may, and what is refused.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicMessages } from '../../common/messages/public.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { validationMessages } from '../../common/messages/validation.ts';
import { rentals, reviews } from '../db/schema.ts';
import { sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createLoggedInUser, createMovie, createRental } from '../test/factories.ts';
import { COMMENT, renter, reviewRequests } from './review-requests.ts';

const app = sharedTestApp();
const { list, post, remove } = reviewRequests(app);

describe('POST /api/reviews/movie/:movieId', () => {
  it('creates the renter’s review (201), then replaces it (200), keeping one row, stored trimmed', async () => {
    const movie = await createMovie(await db());
    const viewer = await renter(movie.id);
    const created = await post(movie.id, { rating: 4, comment: `  ${COMMENT}\n` }, viewer.headers);
    expect(created.statusCode).toBe(201);
    expect(created.json().review).toMatchObject({ rating: 4, comment: COMMENT, user_name: 'Test V.' });

    const replaced = await post(movie.id, { rating: 2, comment: 'Second thoughts, on reflection.' }, viewer.headers);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().review).toMatchObject({ id: created.json().review.id, rating: 2, comment: 'Second thoughts, on reflection.' });
    const rows = await (await db()).select().from(reviews).where(eq(reviews.movieId, movie.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 2, comment: 'Second thoughts, on reflection.' });
  });

  it('keeps a comment as typed: markup is text, not code', async () => {
    const movie = await createMovie(await db());
    const viewer = await renter(movie.id);
    const comment = '<script>alert("x")</script> & <b>bold</b>';
    await post(movie.id, { rating: 3, comment }, viewer.headers);
    expect((await list(movie.id)).json().reviews[0].comment).toBe(comment);
  });

  it('keeps the movie’s rating_stats in step after create, edit and delete', async () => {
    const movie = await createMovie(await db());
    const a = await renter(movie.id);
    const b = await renter(movie.id);
    const statsOf = async () => (await app.inject({ method: 'GET', url: `/api/movies/${movie.id}` })).json().movie.rating_stats;
    await post(movie.id, { rating: 5, comment: COMMENT }, a.headers);
    const { review } = (await post(movie.id, { rating: 2, comment: COMMENT }, b.headers)).json();
    expect(await statsOf()).toEqual({ average_rating: 3.5, total_reviews: 2 });
    expect((await list(movie.id)).json().stats.rating_distribution).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 });

    await post(movie.id, { rating: 4, comment: COMMENT }, b.headers);
    expect(await statsOf()).toEqual({ average_rating: 4.5, total_reviews: 2 });

    expect((await remove(review.id, b.headers)).statusCode).toBe(204);
    expect(await statsOf()).toEqual({ average_rating: 5, total_reviews: 1 });
    expect((await list(movie.id)).json().stats).toEqual({ total_reviews: 1, average_rating: 5, rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
  });

  it('needs a session (401) and a running rental (403): none, ended or refunded', async () => {
    const movie = await createMovie(await db());
    const payload = { rating: 4, comment: COMMENT };
    expect((await post(movie.id, payload)).json()).toEqual({ error: serverMessages.authRequired });
    expect((await post(movie.id, payload)).statusCode).toBe(401);

    const stranger = await createLoggedInUser(await db());
    const ended = await createLoggedInUser(await db());
    await createRental(await db(), ended.user.id, movie.id, -HOUR);
    const refunded = await createLoggedInUser(await db());
    await createRental(await db(), refunded.user.id, movie.id, 5 * HOUR, { isActive: false });
    const admin = await createLoggedInUser(await db(), { isAdmin: true });
    for (const viewer of [stranger, ended, refunded, admin]) {
      const res = await post(movie.id, payload, viewer.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: serverMessages.reviewNeedsRental });
    }
    expect(await (await db()).select().from(reviews).where(eq(reviews.movieId, movie.id))).toEqual([]);
  });

  it('answers 404 for an unknown movie, and for a withdrawn one the viewer cannot see (not "rent it first")', async () => {
    const viewer = await createLoggedInUser(await db());
    expect((await post(2_147_483_647, { rating: 4, comment: COMMENT }, viewer.headers)).statusCode).toBe(404);
    const withdrawn = await createMovie(await db(), { isActive: false });
    const res = await post(withdrawn.id, { rating: 4, comment: COMMENT }, viewer.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: publicMessages.movieNotFound });
    const renterOfWithdrawn = await renter(withdrawn.id);
    expect((await post(withdrawn.id, { rating: 4, comment: COMMENT }, renterOfWithdrawn.headers)).statusCode).toBe(201);
  });

  it('refuses a rating that is not a whole number from 1 to 5, and a comment outside 10–1000 characters once trimmed', async () => {
    const movie = await createMovie(await db());
    const viewer = await renter(movie.id);
    const cases: [unknown, string][] = [
      [{ rating: 0, comment: COMMENT }, validationMessages.reviewRating],
      [{ rating: 6, comment: COMMENT }, validationMessages.reviewRating],
      [{ rating: 3.5, comment: COMMENT }, validationMessages.reviewRating],
      [{ rating: '4', comment: COMMENT }, validationMessages.reviewRating],
      [{ comment: COMMENT }, validationMessages.reviewRating],
      [{ rating: 4, comment: '   too short      ' }, validationMessages.reviewTooShort],
      [{ rating: 4 }, validationMessages.reviewTooShort],
      [{ rating: 4, comment: 'x'.repeat(1001) }, validationMessages.reviewTooLong],
      // Ten characters a reader cannot see are no comment.
      [{ rating: 4, comment: '\u200b'.repeat(10) }, validationMessages.reviewTooShort],
      [{ rating: 4, comment: `short\u202e\u200b\u200d\ufeff\u2066` }, validationMessages.reviewTooShort],
    ];
    for (const [body, message] of cases) {
      const res = await post(movie.id, body, viewer.headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({ error: message });
    }
    expect(await (await db()).select().from(reviews).where(eq(reviews.userId, viewer.user.id))).toEqual([]);
  });

  it('accepts exactly 10 and exactly 1000 characters, counting an emoji once as the database does', async () => {
    const movie = await createMovie(await db());
    const viewer = await renter(movie.id);
    expect((await post(movie.id, { rating: 1, comment: '0123456789' }, viewer.headers)).statusCode).toBe(201);
    expect((await post(movie.id, { rating: 1, comment: '🎬'.repeat(1000) }, viewer.headers)).statusCode).toBe(200);
    expect((await post(movie.id, { rating: 1, comment: '🎬'.repeat(1001) }, viewer.headers)).json()).toEqual({ error: validationMessages.reviewTooLong });
  });

  it('leaves one review when one viewer posts several at once', async () => {
    const movie = await createMovie(await db());
    const viewer = await renter(movie.id);
    const results = await Promise.all([1, 2, 3, 4, 5].map((rating) => post(movie.id, { rating, comment: COMMENT }, viewer.headers)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const rows = await (await db()).select().from(reviews).where(and(eq(reviews.movieId, movie.id), eq(reviews.userId, viewer.user.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/reviews/movie/:movieId/user', () => {
  it('answers the viewer’s own review, 404 when they have none, 401 without a session', async () => {
    const movie = await createMovie(await db());
    const viewer = await renter(movie.id);
    const other = await renter(movie.id);
    await post(movie.id, { rating: 5, comment: COMMENT }, other.headers);
    const own = () => app.inject({ method: 'GET', url: `/api/reviews/movie/${movie.id}/user`, headers: viewer.headers });
    expect((await own()).statusCode).toBe(404);
    expect((await own()).json()).toEqual({ error: serverMessages.reviewNotFound });
    await post(movie.id, { rating: 3, comment: COMMENT }, viewer.headers);
    const res = await own();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json().review).toMatchObject({ rating: 3, comment: COMMENT });
    expect((await app.inject({ method: 'GET', url: `/api/reviews/movie/${movie.id}/user` })).statusCode).toBe(401);
  });
});

describe('DELETE /api/reviews/:reviewId', () => {
  it('lets the author delete their review even after the rental ended', async () => {
    const movie = await createMovie(await db());
    const author = await createLoggedInUser(await db());
    const rental = await createRental(await db(), author.user.id, movie.id, 5 * HOUR);
    const { review } = (await post(movie.id, { rating: 4, comment: COMMENT }, author.headers)).json();
    await (await db()).update(rentals).set({ isActive: false }).where(eq(rentals.id, rental.id));
    expect((await remove(review.id, author.headers)).statusCode).toBe(204);
    expect(await (await db()).select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
  });

  it('refuses someone else’s review (403) and lets an admin remove any (204)', async () => {
    const movie = await createMovie(await db());
    const author = await renter(movie.id);
    const stranger = await renter(movie.id);
    const admin = await createLoggedInUser(await db(), { isAdmin: true });
    const { review } = (await post(movie.id, { rating: 4, comment: COMMENT }, author.headers)).json();
    const refused = await remove(review.id, stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: serverMessages.reviewNotYours });
    expect((await remove(review.id, admin.headers)).statusCode).toBe(204);
    expect((await remove(review.id, admin.headers)).statusCode).toBe(404);
  });

  it('answers 404, not 403, for someone else’s review of a movie the viewer cannot see', async () => {
    const withdrawn = await createMovie(await db(), { isActive: false });
    const author = await renter(withdrawn.id);
    const { review } = (await post(withdrawn.id, { rating: 4, comment: COMMENT }, author.headers)).json();
    const stranger = await createLoggedInUser(await db());
    expect((await remove(review.id, stranger.headers)).json()).toEqual({ error: serverMessages.reviewNotFound });
    expect((await remove(review.id, stranger.headers)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 404 for an unknown or malformed id', async () => {
    const viewer = await createLoggedInUser(await db());
    expect((await remove(1)).statusCode).toBe(401);
    expect((await remove(2_147_483_647, viewer.headers)).json()).toEqual({ error: serverMessages.reviewNotFound });
    expect((await remove('abc', viewer.headers)).statusCode).toBe(404);
  });
});
