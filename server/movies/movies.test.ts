import { describe, expect, it } from 'vitest';
import type { Movie } from '../../common/catalogue.ts';
import { streamPathOf } from '../../common/films.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { createSession } from '../auth/sessions.ts';
import { backstagePhotos, backstageVideos, films } from '../db/schema.ts';
import { writeFakePackage } from '../test/fake-film-package.ts';
import { sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createLoggedInUser, createMovie, createRental, createReview, createUser } from '../test/factories.ts';

const app = sharedTestApp();

/** A movie's title-page (and premiere) fields as a movie added without them has them. */
const noTitlePageFields = {
  premiere_at: null,
  premiere_time_zone: null,
  start_window_days: null,
  backdrop_url: null,
  trailer_url: null,
  release_year: null,
  genres: [],
  certificate: null,
  credits: [],
  laurels: [],
  is_featured: false,
  featured_order: 0,
  has_backstage: false,
};

async function listMovies(headers: Record<string, string> = {}, query = ''): Promise<Movie[]> {
  const res = await app.inject({ method: 'GET', url: `/api/movies${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().movies;
}

describe('GET /api/movies', () => {
  it('lists active movies newest first, with price in dollars and rating stats, and hides inactive ones', async () => {
    const d = await db();
    const older = await createMovie(d, { priceCents: 399, createdAt: new Date(Date.now() - 2 * HOUR) });
    const newer = await createMovie(d, { priceCents: 1250, rentalDurationHours: 168, createdAt: new Date(Date.now() - HOUR) });
    const inactive = await createMovie(d, { isActive: false });
    const { user: a } = await createUser(d);
    const { user: b } = await createUser(d);
    await createReview(d, a.id, newer.id, 5);
    await createReview(d, b.id, newer.id, 4);

    const movies = await listMovies();
    const ids = movies.map((m) => m.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const listed = movies.find((m) => m.id === newer.id);
    expect(listed).toEqual({
      id: newer.id,
      title: newer.title,
      logline: 'A logline.',
      description: 'A description.',
      price: 12.5,
      rental_duration_hours: 168,
      duration: 95,
      thumbnail_url: '/uploads/movies/poster.abc.jpg',
      poster_url: '/uploads/movies/poster.abc.jpg',
      website_url: null,
      is_active: true,
      is_playable: true,
      rating_stats: { average_rating: 4.5, total_reviews: 2 },
      ...noTitlePageFields,
    });
    expect(movies.find((m) => m.id === older.id)?.rating_stats).toEqual({ average_rating: 0, total_reviews: 0 });
  });

  it('never sends video_url to visitors or to users without a running rental', async () => {
    const d = await db();
    await createMovie(d);
    const { headers } = await createLoggedInUser(d);
    expect((await listMovies()).every((m) => !('video_url' in m))).toBe(true);
    expect((await listMovies(headers, '?include_rental=true')).every((m) => !('video_url' in m))).toBe(true);
  });

  it('with include_rental=true gives a logged-in user the rental state and the video of a running rental only', async () => {
    const d = await db();
    const rented = await createMovie(d);
    const expired = await createMovie(d);
    const notRented = await createMovie(d);
    const { user, headers } = await createLoggedInUser(d);
    const rental = await createRental(d, user.id, rented.id, 5 * HOUR);
    await createRental(d, user.id, expired.id, -HOUR);

    const movies = await listMovies(headers, '?include_rental=true');
    const byId = new Map(movies.map((m) => [m.id, m]));
    expect(byId.get(rented.id)?.rental_status).toEqual({
      is_rented: true,
      rental_end: rental.rentalEnd!.toISOString(),
      rental_end_timestamp: rental.rentalEnd!.getTime(),
      state: 'watching',
      starts_by: null,
      premiere_at: null,
      can_watch: true,
    });
    expect(byId.get(rented.id)?.video_url).toBe(rented.videoUrl);
    const notHeld = { is_rented: false, rental_end: null, rental_end_timestamp: null, starts_by: null, premiere_at: null, can_watch: false };
    expect(byId.get(expired.id)?.rental_status).toEqual({ ...notHeld, state: 'expired' });
    expect(byId.get(notRented.id)?.rental_status).toEqual({ ...notHeld, state: null });
    for (const movie of [expired, notRented]) expect(byId.get(movie.id)).not.toHaveProperty('video_url');
    // Without the flag the answer carries no rental state.
    expect((await listMovies(headers)).every((m) => !('rental_status' in m))).toBe(true);
  });

  it('ends access when a rental is deactivated (refunded) even before its end', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const { user, headers } = await createLoggedInUser(d);
    await createRental(d, user.id, movie.id, 5 * HOUR, { isActive: false });
    const listed = (await listMovies(headers, '?include_rental=true')).find((m) => m.id === movie.id);
    expect(listed?.rental_status?.is_rented).toBe(false);
    expect(listed).not.toHaveProperty('video_url');
  });

  it('answers 401 to include_rental with a token that no longer works, so the app can clear it', async () => {
    const d = await db();
    const { user } = await createUser(d);
    const token = await createSession(d, user.id, -1000);
    const res = await app.inject({ method: 'GET', url: '/api/movies?include_rental=true', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: serverMessages.sessionExpired });
  });

  it('is always revalidated (an admin edit shows at once): public for visitors, private for a logged-in reader, with an ETag that yields 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/movies' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await app.inject({ method: 'GET', url: '/api/movies', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const { headers } = await createLoggedInUser(await db());
    const mine = await app.inject({ method: 'GET', url: '/api/movies?include_rental=true', headers });
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.vary).toContain('Authorization');
  });

  it('refuses an unknown include_rental value with a 400 and an error text', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/movies?include_rental=maybe' });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });
});

describe('GET /api/movies/:id', () => {
  it('answers {movie} for an active movie', async () => {
    const movie = await createMovie(await db(), { websiteUrl: 'https://example.com/film' });
    const res = await app.inject({ method: 'GET', url: `/api/movies/${movie.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().movie).toMatchObject({ id: movie.id, title: movie.title, price: 4.99, website_url: 'https://example.com/film' });
    expect(res.json().movie).not.toHaveProperty('video_url');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '2147483648'])('answers 404 Movie not found for the id %s', async (id) => {
    const res = await app.inject({ method: 'GET', url: `/api/movies/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Movie not found' });
  });

  it('hides an inactive movie from visitors and users, but not from a viewer still inside a rental or an admin', async () => {
    const d = await db();
    const movie = await createMovie(d, { isActive: false });
    const { headers: stranger } = await createLoggedInUser(d);
    const { user: renter, headers: renterHeaders } = await createLoggedInUser(d);
    const { headers: admin } = await createLoggedInUser(d, { isAdmin: true });
    await createRental(d, renter.id, movie.id, HOUR);

    const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/api/movies/${movie.id}?include_rental=true`, headers });
    expect((await get()).statusCode).toBe(404);
    expect((await get(stranger)).statusCode).toBe(404);
    const forRenter = await get(renterHeaders);
    expect(forRenter.statusCode).toBe(200);
    expect(forRenter.json().movie).toMatchObject({ is_active: false, video_url: movie.videoUrl, rental_status: { is_rented: true } });
    const forAdmin = await get(admin);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json().movie.video_url).toBe(movie.videoUrl);
  });
});

describe("a movie's title page", () => {
  it('carries every title-page field in the list and the movie', async () => {
    const movie = await createMovie(await db(), {
      backdropUrl: '/uploads/movies/backdrop.abc.jpg',
      trailerUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      releaseYear: 2024,
      genres: ['Drama', 'Mystery'],
      certificate: '12A',
      credits: [{ role: 'Director', name: 'Hana Moreau' }, { role: 'Cast', name: 'Aiko Tanabe' }],
      laurels: [{ festival: 'Harbour Lights Film Festival', award: 'Best Feature', year: 2024 }],
      isFeatured: true,
      featuredOrder: 2,
    });
    const expected = {
      backdrop_url: '/uploads/movies/backdrop.abc.jpg',
      trailer_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      release_year: 2024,
      genres: ['Drama', 'Mystery'],
      certificate: '12A',
      credits: [{ role: 'Director', name: 'Hana Moreau' }, { role: 'Cast', name: 'Aiko Tanabe' }],
      laurels: [{ festival: 'Harbour Lights Film Festival', award: 'Best Feature', year: 2024 }],
      is_featured: true,
      featured_order: 2,
      has_backstage: false,
    };
    expect((await listMovies()).find((m) => m.id === movie.id)).toMatchObject(expected);
    expect((await app.inject({ url: `/api/movies/${movie.id}` })).json().movie).toMatchObject(expected);
  });

  it('says has_backstage only for a movie with a backstage photo or video, however many', async () => {
    const d = await db();
    const [bare, withPhoto, withVideo, withBoth] = await Promise.all([createMovie(d), createMovie(d), createMovie(d), createMovie(d)]);
    const photo = (movieId: number) => ({ movieId, imageUrl: '/uploads/backstage/still.abc.jpg' });
    const video = (movieId: number) => ({ movieId, videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', isYoutube: true });
    await d.insert(backstagePhotos).values([photo(withPhoto.id), photo(withPhoto.id), photo(withBoth.id)]);
    await d.insert(backstageVideos).values([video(withVideo.id), video(withBoth.id)]);
    await app.awaitPublicCacheChanges();

    const byId = new Map((await listMovies()).map((m) => [m.id, m.has_backstage]));
    expect([bare, withPhoto, withVideo, withBoth].map((m) => byId.get(m.id))).toEqual([false, true, true, true]);
    expect((await app.inject({ url: `/api/movies/${bare.id}` })).json().movie.has_backstage).toBe(false);
    expect((await app.inject({ url: `/api/movies/${withVideo.id}` })).json().movie.has_backstage).toBe(true);
  });
});

describe('self-hosted films in the catalogue', () => {
  async function catalogueOfFilms() {
    const d = await db();
    const youtube = await createMovie(d);
    const packaged = await createMovie(d, { videoUrl: null });
    await writeFakePackage(d, app.deps.films, packaged.id);
    // A packaged film wins over a YouTube link the movie also has.
    const both = await createMovie(d);
    await writeFakePackage(d, app.deps.films, both.id);
    const nothing = await createMovie(d, { videoUrl: null });
    // Uploaded, still being packaged: nothing streams yet.
    const queued = await createMovie(d, { videoUrl: null });
    await d.insert(films).values({ movieId: queued.id, status: 'processing', sourcePath: 'films/sources/x.mp4', progress: 42 });
    return { youtube, packaged, both, nothing, queued };
  }

  it('says which movies have something to play: a YouTube link or a packaged film', async () => {
    const { youtube, packaged, both, nothing, queued } = await catalogueOfFilms();
    const byId = new Map((await listMovies()).map((m) => [m.id, m]));
    expect([youtube, packaged, both, nothing, queued].map((m) => byId.get(m.id)?.is_playable)).toEqual([true, true, true, false, false]);
    const one = await app.inject({ url: `/api/movies/${nothing.id}` });
    expect(one.json().movie.is_playable).toBe(false);
  });

  it("gives renters and admins the film's app path as video_url (never a file's address), and visitors and non-renters nothing", async () => {
    const d = await db();
    const { youtube, packaged, both, nothing } = await catalogueOfFilms();
    const { user, headers } = await createLoggedInUser(d);
    for (const movie of [youtube, packaged, both, nothing]) await createRental(d, user.id, movie.id, HOUR);
    const { headers: admin } = await createLoggedInUser(d, { isAdmin: true });
    const { headers: stranger } = await createLoggedInUser(d);

    for (const h of [headers, admin]) {
      const byId = new Map((await listMovies(h, '?include_rental=true')).map((m) => [m.id, m]));
      expect(byId.get(youtube.id)?.video_url).toBe(youtube.videoUrl);
      expect(byId.get(packaged.id)?.video_url).toBe(streamPathOf(packaged.id));
      expect(byId.get(both.id)?.video_url).toBe(streamPathOf(both.id));
      expect(byId.get(nothing.id)?.video_url).toBeNull();
      const one = await app.inject({ url: `/api/movies/${packaged.id}`, headers: h });
      expect(one.json().movie.video_url).toBe(streamPathOf(packaged.id));
    }
    for (const h of [{}, stranger]) {
      const listed = await listMovies(h, h === stranger ? '?include_rental=true' : '');
      expect(listed.filter((m) => 'video_url' in m)).toEqual([]);
      const one = await app.inject({ url: `/api/movies/${packaged.id}`, headers: h });
      expect(one.json().movie).not.toHaveProperty('video_url');
      expect(one.body).not.toContain('/api/stream');
      expect(one.body).not.toContain('films/packages');
    }
  });
});
