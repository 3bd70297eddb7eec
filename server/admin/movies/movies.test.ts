import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../common/messages/admin.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { validationMessages } from '../../../common/messages/validation.ts';
import { imageVariantUrl } from '../../../common/media.ts';
import { films, movies } from '../../db/schema.ts';
import { buildTestApp, sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createLoggedInUser, createMovie, createRental } from '../../test/factories.ts';
import { expectNothingStored, imagePart, jpegWithExif, mediaFiles, multipart, pendingUploadFiles, png, SMALL_UPLOAD_LIMITS, storedFilePath } from '../../test/uploads.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { sharedAdmin } from '../testing.ts';

const app = sharedTestApp({}, { config: { uploadLimits: SMALL_UPLOAD_LIMITS } });
const { headers: admin } = sharedAdmin();

const fileOf = (url: string) => storedFilePath(app, url);

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files = [] as Parameters<typeof multipart>[1]) {
  const body = await multipart(fields, files);
  return app.inject({ method, url, payload: body.payload, headers: { ...admin, ...body.headers } });
}
const create = (fields: Record<string, string>, files?: Parameters<typeof multipart>[1]) => send('POST', '/api/admin/movies', fields, files);
const update = (id: number, fields: Record<string, string>, files?: Parameters<typeof multipart>[1]) => send('PUT', `/api/admin/movies/${id}`, fields, files);

describe('GET /api/admin/movies', () => {
  it('lists active and inactive movies with their rental counts', async () => {
    const active = await createMovie(await db());
    const inactive = await createMovie(await db(), { isActive: false });
    const viewer = await createLoggedInUser(await db());
    await createRental(await db(), viewer.user.id, active.id, 3_600_000);
    await createRental(await db(), viewer.user.id, active.id, -3_600_000);

    const res = await app.inject({ method: 'GET', url: '/api/admin/movies', headers: admin });
    expect(res.statusCode).toBe(200);
    const listed = res.json().movies as Array<{ id: number; rental_count: number; is_active: boolean; video_url: string | null }>;
    expect(listed.find((m) => m.id === active.id)).toMatchObject({ rental_count: 2, is_active: true });
    expect(listed.find((m) => m.id === inactive.id)).toMatchObject({ rental_count: 0, is_active: false });
    expect(listed.find((m) => m.id === active.id)).toHaveProperty('video_url');
  });

  it("carries each movie's film in short: none, processing, failed with its reason, or streaming while a new one waits", async () => {
    const d = await db();
    const [none, processing, failed, replacing] = await Promise.all([createMovie(d), createMovie(d), createMovie(d), createMovie(d)]);
    await d.insert(films).values([
      { movieId: processing.id, status: 'processing', progress: 42, sourcePath: 'films/sources/a.mp4' },
      { movieId: failed.id, status: 'failed', error: 'Invalid data found when processing input', sourcePath: 'films/sources/b.mp4' },
      { movieId: replacing.id, status: 'queued', packageDir: `films/packages/${replacing.id}/p1`, keyHex: '00'.repeat(16) },
    ]);

    const res = await app.inject({ method: 'GET', url: '/api/admin/movies', headers: admin });
    const filmOf = (id: number) => (res.json().movies as Array<{ id: number; film: unknown }>).find((m) => m.id === id)?.film;
    expect(filmOf(none.id)).toBeNull();
    expect(filmOf(processing.id)).toEqual({ status: 'processing', progress: 42, error: null, is_playable: false });
    expect(filmOf(failed.id)).toEqual({ status: 'failed', progress: 0, error: 'Invalid data found when processing input', is_playable: false });
    expect(filmOf(replacing.id)).toEqual({ status: 'queued', progress: 0, error: null, is_playable: true });

    // The same summary on a single movie's answer (after an edit).
    const edited = await update(processing.id, { title: processing.title, price: '4.99' });
    expect(edited.json().movie.film).toEqual({ status: 'processing', progress: 42, error: null, is_playable: false });
  });
});

describe('POST /api/admin/movies', () => {
  it('adds a movie with its poster re-encoded without EXIF, and shows it on the public list at once', async () => {
    const res = await create(
      { title: 'Harbour Lights', price: '3.5', rental_duration_hours: '48', duration: '97', logline: 'Night shift.', video_url: 'https://youtu.be/dQw4w9WgXcQ' },
      [imagePart('thumbnail', await jpegWithExif(), 'poster.jpg')],
    );
    expect(res.statusCode).toBe(201);
    const { movie } = res.json();
    expect(movie).toMatchObject({ title: 'Harbour Lights', price: 3.5, rental_duration_hours: 48, duration: 97, logline: 'Night shift.', description: '', website_url: null, is_active: true, rental_count: 0 });
    expect(movie.thumbnail_url).toMatch(/^\/uploads\/movies\/[0-9a-f]{24}\.[0-9a-f]{10}\.jpg$/);
    expect(movie.poster_url).toBe(movie.thumbnail_url);
    const stored = await readFile(fileOf(movie.thumbnail_url));
    expect(stored.includes(Buffer.from('secret-location'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    await expect(readFile(fileOf(imageVariantUrl(movie.thumbnail_url, 320)))).resolves.toBeTruthy();

    const publicList = await app.inject({ method: 'GET', url: '/api/movies' });
    expect(publicList.json().movies.map((m: { id: number }) => m.id)).toContain(movie.id);
    expect(await pendingUploadFiles(app)).toEqual([]);
  });

  it('takes a PNG and a free film (price 0) with the default rental length', async () => {
    const res = await create({ title: 'Open Door', price: '0' }, [imagePart('thumbnail', await png(), 'door.png', 'image/png')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().movie).toMatchObject({ price: 0, rental_duration_hours: 24, video_url: null, duration: null });
  });

  it.each([
    [{ price: '4.99' }, validationMessages.movieTitleAndPriceRequired],
    [{ title: '   ', price: '4.99' }, validationMessages.movieTitleAndPriceRequired],
    [{ title: 'No Price' }, validationMessages.movieTitleAndPriceRequired],
    [{ title: 'Bad Price', price: '-1' }, adminMessages.priceInvalid],
    [{ title: 'Bad Price', price: '4.999' }, adminMessages.priceInvalid],
    [{ title: 'Bad Length', price: '1', rental_duration_hours: '12' }, adminMessages.rentalDurationInvalid],
    [{ title: 'Bad Link', price: '1', video_url: 'not a url' }, adminMessages.videoUrlInvalid],
    [{ title: 'Bad Link', price: '1', video_url: 'javascript:alert(1)' }, adminMessages.videoUrlInvalid],
    [{ title: 'Bad Duration', price: '1', duration: '0' }, adminMessages.durationInvalid],
  ])('refuses %j with its message and stores nothing', async (fields, message) => {
    const before = (await mediaFiles(app)).length;
    const res = await create(fields as Record<string, string>, [imagePart('thumbnail', await png())]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await mediaFiles(app)).length).toBe(before);
    expect(await pendingUploadFiles(app)).toEqual([]);
  });

  it('refuses a text file named .jpg, an SVG and a PNG declared as video with 415, storing nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    await expectNothingStored(app, async () => {
      for (const part of [
        imagePart('thumbnail', Buffer.from('just some text, not a picture at all'), 'poster.jpg'),
        imagePart('thumbnail', svg, 'poster.svg', 'image/svg+xml'),
        imagePart('thumbnail', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'poster.png', 'image/png'),
      ]) {
        expectRefusal(await create({ title: 'Fake', price: '1' }, [part]), 415, adminMessages.photoTypeInvalid);
      }
    });
  });

  it('refuses an image over the limit with 413, keeping no file and no row', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(300_000, 1)]);
    await expectNothingStored(app, async () => {
      const res = await create({ title: 'Too Big To Keep', price: '1' }, [imagePart('thumbnail', big, 'big.png', 'image/png')]);
      expectRefusal(res, 413, adminMessages.photoTooLarge);
    });
    expect(await (await db()).select().from(movies).where(eq(movies.title, 'Too Big To Keep'))).toEqual([]);
  });

  it('refuses a truncated JPEG that cannot be decoded with 400', async () => {
    const jpeg = await jpegWithExif(1200, 900);
    const res = await create({ title: 'Broken', price: '1' }, [imagePart('thumbnail', jpeg.subarray(0, 400))]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: adminMessages.imageUnreadable });
  });

  it('refuses a file part the route does not take, and a body that is not multipart', async () => {
    const stray = await create({ title: 'Stray', price: '1' }, [imagePart('photos', await png())]);
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toEqual({ error: adminMessages.unexpectedFile });
    const json = await app.inject({ method: 'POST', url: '/api/admin/movies', headers: admin, payload: { title: 'Json', price: '1' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: adminMessages.multipartRequired });
  });

  it('refuses a price Stripe cannot charge when card payments are on', async () => {
    const stripeApp = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    try {
      const body = await multipart({ title: 'Cheap', price: '0.49' });
      const res = await stripeApp.inject({ method: 'POST', url: '/api/admin/movies', payload: body.payload, headers: { ...admin, ...body.headers } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: adminMessages.priceBelowCardMinimum });
      const free = await multipart({ title: 'Free One', price: '0' });
      const ok = await stripeApp.inject({ method: 'POST', url: '/api/admin/movies', payload: free.payload, headers: { ...admin, ...free.headers } });
      expect(ok.statusCode).toBe(201);
    } finally {
      await stripeApp.close();
    }
  });
});

describe('PUT /api/admin/movies/:id', () => {
  it('keeps fields not sent, clears fields sent empty, and replaces the poster, removing the old files', async () => {
    const created = (await create(
      { title: 'Before', price: '2', duration: '80', website_url: 'https://example.com/film', logline: 'Old line' },
      [imagePart('thumbnail', await jpegWithExif())],
    )).json().movie;
    const oldPoster = created.thumbnail_url as string;

    const res = await update(created.id, { title: 'After', price: '5.25', website_url: '', duration: '' }, [imagePart('thumbnail', await png(), 'new.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
    const { movie } = res.json();
    expect(movie).toMatchObject({ title: 'After', price: 5.25, website_url: null, duration: null, logline: 'Old line' });
    expect(movie.thumbnail_url).not.toBe(oldPoster);
    await expect(readFile(fileOf(oldPoster))).rejects.toThrow();
    await expect(readFile(fileOf(imageVariantUrl(oldPoster, 640)))).rejects.toThrow();
    await expect(readFile(fileOf(movie.thumbnail_url))).resolves.toBeTruthy();
  });

  it('keeps the poster when no new image is sent, and answers 404 for a movie that does not exist', async () => {
    const created = (await create({ title: 'Keeps', price: '2' }, [imagePart('thumbnail', await png())])).json().movie;
    const res = await update(created.id, { title: 'Keeps Still', price: '2' });
    expect(res.json().movie.thumbnail_url).toBe(created.thumbnail_url);
    const missing = await update(2_000_000_000, { title: 'Nobody', price: '1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: publicMessages.movieNotFound });
  });
});

describe('PATCH deactivate / reactivate', () => {
  it('takes a movie off the public site and puts it back; a renter keeps watching meanwhile', async () => {
    const movie = await createMovie(await db());
    const renter = await createLoggedInUser(await db());
    await createRental(await db(), renter.user.id, movie.id, 3_600_000);

    const off = await app.inject({ method: 'PATCH', url: `/api/admin/movies/${movie.id}/deactivate`, headers: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json().movie.is_active).toBe(false);
    const list = await app.inject({ method: 'GET', url: '/api/movies' });
    expect(list.json().movies.map((m: { id: number }) => m.id)).not.toContain(movie.id);
    expect((await app.inject({ method: 'GET', url: `/api/movies/${movie.id}` })).statusCode).toBe(404);
    const renterView = await app.inject({ method: 'GET', url: `/api/movies/${movie.id}?include_rental=true`, headers: renter.headers });
    expect(renterView.statusCode).toBe(200);
    expect(renterView.json().movie.video_url).toBe(movie.videoUrl);

    const on = await app.inject({ method: 'PATCH', url: `/api/admin/movies/${movie.id}/reactivate`, headers: admin });
    expect(on.json().movie.is_active).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/movies' })).json().movies.map((m: { id: number }) => m.id)).toContain(movie.id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['2000000000', 'abc', '0']) {
      const res = await app.inject({ method: 'PATCH', url: `/api/admin/movies/${id}/deactivate`, headers: admin });
      expect(res.statusCode).toBe(404);
    }
  });
});
