// Freshness of the public answer cache on one instance: each kind of write, then the next read from
// the same app. Every test first reads the answer twice (so it is kept: the same ETag), then writes, then reads:
// without the database's notification for that table (migration 0010) the read would get the kept answer.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMessages } from '../../common/messages/public.ts';
import { films, rentals, users } from '../db/schema.ts';
import { writeFakePackage } from '../test/fake-film-package.ts';
import { buildTestApp } from '../test/app.ts';
import { payInSandbox } from '../test/checkout.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createCover, createLoggedInUser, createMovie, createRental, createReview, createUser } from '../test/factories.ts';
import { imagePart, multipart, png, SMALL_UPLOAD_LIMITS, type FilePart } from '../test/uploads.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
const YOUTUBE_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

beforeAll(async () => {
  app = await buildTestApp({}, { config: { uploadLimits: SMALL_UPLOAD_LIMITS } });
  admin = (await createLoggedInUser(await db(), { isAdmin: true })).headers;
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** Reads `url` until it is served from the cache: two reads give one ETag, and the cache holds it. */
async function kept(url: string) {
  // The test's own writes (factories, not requests) first reach the cache: on PostgreSQL they travel on their own.
  await app.awaitPublicCacheChanges();
  const first = await get(url);
  const again = await get(url);
  expect(again.headers.etag).toBe(first.headers.etag);
  expect(again.body).toBe(first.body);
  return first;
}

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: FilePart[] = []) {
  const body = await multipart(fields, files);
  const res = await app.inject({ method, url, payload: body.payload, headers: { ...admin, ...body.headers } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/**
 * A write made straight in the database (not by a request: no barrier) shows within a second. On PGlite at once
 * (it notifies before the write's promise resolves); on PostgreSQL the notification travels on its own.
 */
async function withinASecond<T>(read: () => Promise<T>, expected: T) {
  const deadline = Date.now() + 1000;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  expect(value).toEqual(expected);
}

const listedMovie = async (id: number) => (await get('/api/movies')).json().movies.find((m: { id: number }) => m.id === id);

describe('a movie written by an admin shows at once', () => {
  it('an edit: the list and the movie', async () => {
    const movie = await createMovie(await db(), { title: 'Before the edit' });
    await kept('/api/movies');
    await kept(`/api/movies/${movie.id}`);
    await send('PUT', `/api/admin/movies/${movie.id}`, { title: 'After the edit', price: '4.99' });
    expect((await listedMovie(movie.id)).title).toBe('After the edit');
    expect((await get(`/api/movies/${movie.id}`)).json().movie.title).toBe('After the edit');
  });

  it('a new movie: the list, and its page that was a 404', async () => {
    await kept('/api/movies');
    const { movie } = await send('POST', '/api/admin/movies', { title: 'Brand new', price: '2' });
    expect(await listedMovie(movie.id)).toMatchObject({ title: 'Brand new' });
  });

  it('a poster and thumbnail upload', async () => {
    const movie = await createMovie(await db());
    const before = await kept(`/api/movies/${movie.id}`);
    await kept('/api/movies');
    await send('PUT', `/api/admin/movies/${movie.id}`, { title: movie.title, price: '4.99' }, [imagePart('thumbnail', await png(), 'new.png', 'image/png')]);
    const after = (await get(`/api/movies/${movie.id}`)).json().movie;
    expect(after.thumbnail_url).not.toBe(before.json().movie.thumbnail_url);
    expect((await listedMovie(movie.id)).thumbnail_url).toBe(after.thumbnail_url);
  });

  it('deactivation and reactivation: the list, the movie, its reviews and backstage, the cover linking it', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const cover = await createCover(d, { movieId: movie.id });
    const urls = [`/api/movies/${movie.id}`, `/api/reviews/movie/${movie.id}`, `/api/movies/${movie.id}/backstage/photos`];
    for (const url of [...urls, '/api/movies', `/api/movies/covers/${cover.id}`, '/api/movies/covers']) await kept(url);

    expect((await app.inject({ method: 'PATCH', url: `/api/admin/movies/${movie.id}/deactivate`, headers: admin })).statusCode).toBe(200);
    expect(await listedMovie(movie.id)).toBeUndefined();
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: publicMessages.movieNotFound });
    }
    expect((await get(`/api/movies/covers/${cover.id}`)).json().movie_id).toBeNull();
    const listedCover = async () => (await get('/api/movies/covers')).json().find((c: { id: number }) => c.id === cover.id);
    expect((await listedCover()).movie_id).toBeNull();

    expect((await app.inject({ method: 'PATCH', url: `/api/admin/movies/${movie.id}/reactivate`, headers: admin })).statusCode).toBe(200);
    expect(await listedMovie(movie.id)).toBeDefined();
    for (const url of urls) expect((await get(url)).statusCode).toBe(200);
    expect((await listedCover()).movie_id).toBe(movie.id);
  });
});

describe('covers and backstage media written by an admin show at once', () => {
  it('a cover created, edited and deleted: the list, the cover and its backstage', async () => {
    await kept('/api/movies/covers');
    const { cover } = await send('POST', '/api/admin/movie-galleries', { title: 'New gallery' });
    const listed = async () => (await get('/api/movies/covers')).json().find((c: { id: number }) => c.id === cover.id);
    expect((await listed()).title).toBe('New gallery');

    await kept(`/api/movies/covers/${cover.id}`);
    await kept(`/api/movies/covers/${cover.id}/backstage/videos`);
    await send('PUT', `/api/admin/movie-galleries/${cover.id}`, { title: 'Renamed gallery' });
    expect((await listed()).title).toBe('Renamed gallery');
    expect((await get(`/api/movies/covers/${cover.id}`)).json().title).toBe('Renamed gallery');

    expect((await app.inject({ method: 'DELETE', url: `/api/admin/movie-galleries/${cover.id}`, headers: admin })).statusCode).toBe(204);
    expect(await listed()).toBeUndefined();
    expect((await get(`/api/movies/covers/${cover.id}`)).statusCode).toBe(404);
    expect((await get(`/api/movies/covers/${cover.id}/backstage/videos`)).statusCode).toBe(404);
  });

  it.each(['movies', 'covers'] as const)('backstage photos and videos of %s added and deleted', async (owner) => {
    const d = await db();
    const id = owner === 'movies' ? (await createMovie(d)).id : (await createCover(d)).id;
    const publicBase = owner === 'movies' ? `/api/movies/${id}/backstage` : `/api/movies/covers/${id}/backstage`;
    await kept(`${publicBase}/photos`);
    await kept(`${publicBase}/videos`);

    // One table at a time: the photos' and the videos' lists share their owner's tag.
    const { photos } = await send('POST', `/api/admin/${owner}/${id}/backstage/photos`, { title: 'Still' }, [imagePart('photos', await png(), 'p.png', 'image/png')]);
    expect((await get(`${publicBase}/photos`)).json().map((p: { id: number }) => p.id)).toEqual([photos[0].id]);
    await kept(`${publicBase}/photos`);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/backstage/photos/${photos[0].id}`, headers: admin })).statusCode).toBe(204);
    expect((await get(`${publicBase}/photos`)).json()).toEqual([]);

    const { video } = await send('POST', `/api/admin/${owner}/${id}/backstage/videos`, { video_url: YOUTUBE_LINK });
    expect((await get(`${publicBase}/videos`)).json().map((v: { id: number }) => v.id)).toEqual([video.id]);
    await kept(`${publicBase}/videos`);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/backstage/videos/${video.id}`, headers: admin })).statusCode).toBe(204);
    expect((await get(`${publicBase}/videos`)).json()).toEqual([]);
  });

  it("a movie's has_backstage, in the list and the movie, as its first video comes and its last goes", async () => {
    const movie = await createMovie(await db());
    const hasBackstage = async () => [(await listedMovie(movie.id)).has_backstage, (await get(`/api/movies/${movie.id}`)).json().movie.has_backstage];
    for (const url of ['/api/movies', `/api/movies/${movie.id}`]) await kept(url);
    const { video } = await send('POST', `/api/admin/movies/${movie.id}/backstage/videos`, { video_url: YOUTUBE_LINK });
    expect(await hasBackstage()).toEqual([true, true]);
    for (const url of ['/api/movies', `/api/movies/${movie.id}`]) await kept(url);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/backstage/videos/${video.id}`, headers: admin })).statusCode).toBe(204);
    expect(await hasBackstage()).toEqual([false, false]);
  });
});

describe('reviews show at once', () => {
  it('created, edited and deleted by their author: page 1, its stats, and the rating in the list and the movie', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const { user, headers } = await createLoggedInUser(d);
    await createRental(d, user.id, movie.id, HOUR);
    const reviewsUrl = `/api/reviews/movie/${movie.id}`;
    for (const url of [reviewsUrl, '/api/movies', `/api/movies/${movie.id}`]) await kept(url);
    const write = (rating: number, comment: string) =>
      app.inject({ method: 'POST', url: reviewsUrl, headers, payload: { rating, comment } });

    expect((await write(4, 'A fine film, worth it.')).statusCode).toBe(201);
    let page = (await get(reviewsUrl)).json();
    expect(page.reviews.map((r: { comment: string }) => r.comment)).toEqual(['A fine film, worth it.']);
    expect(page.stats).toMatchObject({ total_reviews: 1, average_rating: 4 });
    expect((await listedMovie(movie.id)).rating_stats).toEqual({ average_rating: 4, total_reviews: 1 });
    expect((await get(`/api/movies/${movie.id}`)).json().movie.rating_stats).toEqual({ average_rating: 4, total_reviews: 1 });

    expect((await write(2, 'On second thought, no.')).statusCode).toBe(200);
    page = (await get(reviewsUrl)).json();
    expect(page.reviews[0]).toMatchObject({ rating: 2, comment: 'On second thought, no.' });
    expect(page.stats.rating_distribution).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 });
    expect((await listedMovie(movie.id)).rating_stats.average_rating).toBe(2);

    expect((await app.inject({ method: 'DELETE', url: `/api/reviews/${page.reviews[0].id}`, headers })).statusCode).toBe(204);
    page = (await get(reviewsUrl)).json();
    expect(page.reviews).toEqual([]);
    expect(page.stats.total_reviews).toBe(0);
    expect((await listedMovie(movie.id)).rating_stats).toEqual({ average_rating: 0, total_reviews: 0 });
  });

  it("a reviewer's new name, and a reviewer's account deleted", async () => {
    const d = await db();
    const movie = await createMovie(d);
    const { user: ada } = await createUser(d, { firstName: 'Ada' });
    const { user: bob } = await createUser(d, { firstName: 'Bob' });
    await createReview(d, ada.id, movie.id, 5);
    await createReview(d, bob.id, movie.id, 3);
    const reviewsUrl = `/api/reviews/movie/${movie.id}`;
    const names = async () => (await get(reviewsUrl)).json().reviews.map((r: { user_name: string }) => r.user_name).sort();
    await kept(reviewsUrl);
    expect(await names()).toEqual(['Ada V.', 'Bob V.']);

    await d.update(users).set({ firstName: 'Augusta' }).where(eq(users.id, ada.id));
    await withinASecond(names, ['Augusta V.', 'Bob V.']);

    await kept(`/api/movies/${movie.id}`);
    await d.delete(users).where(eq(users.id, bob.id));
    await withinASecond(names, ['Augusta V.']);
    await withinASecond(async () => (await get(`/api/movies/${movie.id}`)).json().movie.rating_stats.total_reviews, 1);
  });
});

describe("a viewer's rental state is read live", () => {
  it('a payment rents the movie, and a refund ends the rental', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const viewer = await createLoggedInUser(d);
    const mine = async () => (await get(`/api/movies/${movie.id}?include_rental=true`, viewer.headers)).json().movie;
    await kept(`/api/movies/${movie.id}`);
    expect(await mine()).toMatchObject({ rental_status: { is_rented: false } });

    const checkout = await app.inject({ method: 'POST', url: '/api/payments/create-checkout-session', headers: viewer.headers, payload: { movieId: movie.id } });
    expect((await payInSandbox(app, checkout.json().session_id)).statusCode).toBe(303);
    expect(await mine()).toMatchObject({ rental_status: { is_rented: true }, video_url: movie.videoUrl });
    const listed = (await get('/api/movies?include_rental=true', viewer.headers)).json().movies.find((m: { id: number }) => m.id === movie.id);
    expect(listed).toMatchObject({ rental_status: { is_rented: true }, video_url: movie.videoUrl });

    const [rental] = await d.select().from(rentals).where(eq(rentals.userId, viewer.user.id));
    const refund = await app.inject({ method: 'POST', url: `/api/admin/payments/${rental!.paymentId}/refund`, headers: admin });
    expect(refund.statusCode).toBe(200);
    const after = await mine();
    expect(after.rental_status.is_rented).toBe(false);
    expect(after).not.toHaveProperty('video_url');
  });

  it('a rental whose end has passed is over at once: not rented, no video link', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const viewer = await createLoggedInUser(d);
    await createRental(d, viewer.user.id, movie.id, 800);
    const mine = async () => (await get(`/api/movies/${movie.id}?include_rental=true`, viewer.headers)).json().movie;
    const listed = async () =>
      (await get('/api/movies?include_rental=true', viewer.headers)).json().movies.find((m: { id: number }) => m.id === movie.id);
    expect(await mine()).toMatchObject({ rental_status: { is_rented: true }, video_url: movie.videoUrl });
    expect(await listed()).toMatchObject({ rental_status: { is_rented: true } });
    // Nothing is written when a rental ends: its end time passes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const movieAnswer of [await mine(), await listed()]) {
      expect(movieAnswer.rental_status).toEqual({
        is_rented: false,
        rental_end: null,
        rental_end_timestamp: null,
        state: 'expired',
        starts_by: null,
        premiere_at: null,
        can_watch: false,
      });
      expect(movieAnswer).not.toHaveProperty('video_url');
    }
  });
});

describe('films', () => {
  it('a film becoming ready makes the movie playable, and removing it makes it unplayable', async () => {
    const d = await db();
    const movie = await createMovie(d, { videoUrl: null });
    await kept('/api/movies');
    await kept(`/api/movies/${movie.id}`);
    expect((await listedMovie(movie.id)).is_playable).toBe(false);

    // What the film worker does when a package is done (no request involved).
    await writeFakePackage(d, app.deps.films, movie.id);
    await withinASecond(async () => (await listedMovie(movie.id)).is_playable, true);
    await withinASecond(async () => (await get(`/api/movies/${movie.id}`)).json().movie.is_playable, true);

    expect((await app.inject({ method: 'DELETE', url: `/api/admin/movies/${movie.id}/film`, headers: admin })).statusCode).toBe(204);
    expect((await listedMovie(movie.id)).is_playable).toBe(false);
    expect((await get(`/api/movies/${movie.id}`)).json().movie.is_playable).toBe(false);
  });

  it("a film's progress while packaging invalidates nothing", async () => {
    const d = await db();
    const movie = await createMovie(d, { videoUrl: null });
    await d.insert(films).values({ movieId: movie.id, status: 'processing', sourcePath: 'films/sources/y.mp4', progress: 10 });
    await kept(`/api/movies/${movie.id}`);
    const sizeBefore = app.publicCache.size;
    await d.update(films).set({ progress: sql`${films.progress} + 1` }).where(eq(films.movieId, movie.id));
    expect(app.publicCache.size).toBe(sizeBefore);
  });
});
