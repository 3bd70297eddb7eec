import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminCover } from '../../../common/admin-catalogue.ts';
import type { Cover } from '../../../common/catalogue.ts';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../../common/media.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { validationMessages } from '../../../common/messages/validation.ts';
import { backstagePhotos, backstageVideos, covers } from '../../db/schema.ts';
import { UPLOADS_URL_PREFIX } from '../../media/store.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createCover, createMovie, uniqueTitle } from '../../test/factories.ts';
import { expectNothingStored, imagePart, jpegWithExif, mediaFiles, mp4Bytes, multipart, pendingUploadFiles, png, SMALL_UPLOAD_LIMITS, isStored, storedFilePath } from '../../test/uploads.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { sharedAdmin } from '../testing.ts';

const app = sharedTestApp({}, { config: { uploadLimits: SMALL_UPLOAD_LIMITS } });
const { headers: admin } = sharedAdmin();

type Files = Parameters<typeof multipart>[1];
const fileOf = (url: string) => storedFilePath(app, url);
const exists = (url: string) => isStored(app, url);

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: Files = []) {
  const body = await multipart(fields, files);
  return app.inject({ method, url, payload: body.payload, headers: { ...admin, ...body.headers } });
}
const create = (fields: Record<string, string>, files?: Files) => send('POST', '/api/admin/movie-galleries', fields, files);
const update = (id: number | string, fields: Record<string, string>, files?: Files) => send('PUT', `/api/admin/movie-galleries/${id}`, fields, files);
const remove = (id: number | string) => app.inject({ method: 'DELETE', url: `/api/admin/movie-galleries/${id}`, headers: admin });
const adminList = async () => (await app.inject({ method: 'GET', url: '/api/admin/movie-galleries', headers: admin })).json().covers as AdminCover[];
const publicList = async () => (await app.inject({ method: 'GET', url: '/api/movies/covers' })).json() as Cover[];
const coverRows = async (id: number) => (await db()).select().from(covers).where(eq(covers.id, id));

describe('GET /api/admin/movie-galleries', () => {
  it('lists every cover in display order with the linked movie, even an inactive one', async () => {
    const d = await db();
    const active = await createMovie(d);
    const inactive = await createMovie(d, { isActive: false });
    const third = await createCover(d, { displayOrder: 7003 });
    const first = await createCover(d, { displayOrder: 7001, movieId: inactive.id, isComingSoon: true, description: 'Soon' });
    const second = await createCover(d, { displayOrder: 7002, movieId: active.id });

    const res = await app.inject({ method: 'GET', url: '/api/admin/movie-galleries', headers: admin });
    expect(res.statusCode).toBe(200);
    const listed = res.json().covers as AdminCover[];
    const ours = listed.filter((c) => [first.id, second.id, third.id].includes(c.id));
    expect(ours.map((c) => c.id)).toEqual([first.id, second.id, third.id]);
    expect(ours[0]).toEqual({
      id: first.id,
      title: first.title,
      description: 'Soon',
      movie_id: inactive.id,
      movie_title: inactive.title,
      display_order: 7001,
      cover_image_url: '/uploads/covers/cover.abc.jpg',
      is_coming_soon: true,
    });
    expect(ours[1]).toMatchObject({ movie_id: active.id, movie_title: active.title, is_coming_soon: false });
    expect(ours[2]).toMatchObject({ movie_id: null, movie_title: null });
    const orders = listed.map((c) => c.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('POST /api/admin/movie-galleries', () => {
  it('adds a cover with its image re-encoded without EXIF and WebP variants, and shows it on the public list at once', async () => {
    const before = await publicList();
    const movie = await createMovie(await db());
    const title = uniqueTitle('Gallery');
    const res = await create(
      { title, description: 'On set', movie_id: String(movie.id), display_order: '12', is_coming_soon: 'true' },
      [imagePart('cover_image', await jpegWithExif(), 'cover.jpg')],
    );
    expect(res.statusCode).toBe(201);
    const { cover } = res.json() as { cover: AdminCover };
    expect(cover).toMatchObject({
      title,
      description: 'On set',
      movie_id: movie.id,
      movie_title: movie.title,
      display_order: 12,
      is_coming_soon: true,
    });
    expect(cover.cover_image_url).toMatch(/^\/uploads\/covers\/[0-9a-f]{24}\.[0-9a-f]{10}\.jpg$/);
    const stored = await readFile(fileOf(cover.cover_image_url!));
    expect(stored.includes(Buffer.from('secret-location'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = await readFile(fileOf(imageVariantUrl(cover.cover_image_url!, width)));
      expect((await sharp(variant).metadata()).format).toBe('webp');
    }
    expect(await pendingUploadFiles(app)).toEqual([]);

    const [row] = await coverRows(cover.id);
    expect(row).toMatchObject({ title, description: 'On set', movieId: movie.id, displayOrder: 12, isComingSoon: true, coverImageUrl: cover.cover_image_url });

    expect(before.map((c) => c.id)).not.toContain(cover.id);
    const after = await publicList();
    expect(after.find((c) => c.id === cover.id)).toEqual({
      id: cover.id,
      title,
      description: 'On set',
      movie_id: movie.id,
      display_order: 12,
      cover_image_url: cover.cover_image_url,
      is_coming_soon: true,
    });
  });

  it('defaults display order to 0 and coming-soon to false, takes a PNG, and reads movie_id "" as no movie', async () => {
    const title = uniqueTitle('Plain');
    const res = await create({ title, movie_id: '' }, [imagePart('cover_image', await png(), 'cover.png', 'image/png')]);
    expect(res.statusCode).toBe(201);
    const { cover } = res.json() as { cover: AdminCover };
    expect(cover).toMatchObject({ title, description: '', movie_id: null, movie_title: null, display_order: 0, is_coming_soon: false });
    expect(await exists(cover.cover_image_url!)).toBe(true);
  });

  it('adds a cover without an image', async () => {
    const res = await create({ title: uniqueTitle('Imageless'), display_order: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().cover).toMatchObject({ cover_image_url: null, display_order: 0 });
  });

  it.each([
    [{}, validationMessages.coverTitleRequired],
    [{ title: '   ' }, validationMessages.coverTitleRequired],
    [{ title: 'Bad Order', display_order: '-1' }, adminMessages.displayOrderInvalid],
    [{ title: 'Bad Order', display_order: 'abc' }, adminMessages.displayOrderInvalid],
    [{ title: 'Bad Order', display_order: '1.5' }, adminMessages.displayOrderInvalid],
    [{ title: 'Bad Movie', movie_id: '2000000000' }, adminMessages.coverMovieInvalid],
    [{ title: 'Bad Movie', movie_id: 'abc' }, adminMessages.coverMovieInvalid],
  ])('refuses %j with its message, storing no file and no row', async (fields, message) => {
    const rowsBefore = (await adminList()).length;
    await expectNothingStored(app, async () => {
      const res = await create(fields as Record<string, string>, [imagePart('cover_image', await png(), 'c.png', 'image/png')]);
      expectRefusal(res, 400, message);
    });
    expect((await adminList()).length).toBe(rowsBefore);
  });

  it('refuses a movie_id beyond the integer range as a movie that does not exist (400, not 500)', async () => {
    const res = await create({ title: 'Huge Movie Id', movie_id: '9999999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: adminMessages.coverMovieInvalid });
  });

  it('refuses a text file named .jpg with 415, storing nothing', async () => {
    await expectNothingStored(app, async () => {
      const res = await create({ title: 'Fake Image' }, [imagePart('cover_image', Buffer.from('not an image at all'), 'cover.jpg')]);
      expectRefusal(res, 415, adminMessages.photoTypeInvalid);
    });
  });
});

describe('PUT /api/admin/movie-galleries/:id', () => {
  it('keeps fields not sent, clears the description sent empty, and replaces the image, removing the old files', async () => {
    const movie = await createMovie(await db());
    const created = (
      await create(
        { title: uniqueTitle('Before'), description: 'Old words', movie_id: String(movie.id), display_order: '33', is_coming_soon: 'true' },
        [imagePart('cover_image', await jpegWithExif())],
      )
    ).json().cover as AdminCover;
    const oldImage = created.cover_image_url!;
    expect(await exists(oldImage)).toBe(true);

    const res = await update(created.id, { title: 'After', description: '' }, [imagePart('cover_image', await png(), 'new.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
    const { cover } = res.json() as { cover: AdminCover };
    expect(cover).toMatchObject({
      id: created.id,
      title: 'After',
      description: '',
      movie_id: movie.id,
      movie_title: movie.title,
      display_order: 33,
      is_coming_soon: true,
    });
    expect(cover.cover_image_url).not.toBe(oldImage);
    expect(await exists(cover.cover_image_url!)).toBe(true);
    expect(await exists(oldImage)).toBe(false);
    for (const width of IMAGE_VARIANT_WIDTHS) expect(await exists(imageVariantUrl(oldImage, width))).toBe(false);
    const [row] = await coverRows(created.id);
    expect(row).toMatchObject({ title: 'After', description: '', coverImageUrl: cover.cover_image_url });
    expect(await pendingUploadFiles(app)).toEqual([]);
  });

  it('keeps the image when none is sent; unlinks the movie and changes order and coming-soon when sent', async () => {
    const movie = await createMovie(await db());
    const created = (
      await create({ title: uniqueTitle('Keep'), movie_id: String(movie.id) }, [imagePart('cover_image', await png(), 'k.png', 'image/png')])
    ).json().cover as AdminCover;
    const res = await update(created.id, { title: created.title, movie_id: '', display_order: '4', is_coming_soon: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.json().cover).toMatchObject({ cover_image_url: created.cover_image_url, movie_id: null, movie_title: null, display_order: 4, is_coming_soon: true });
    expect(await exists(created.cover_image_url!)).toBe(true);
  });

  it('refuses a missing title, a bad display order and an unknown movie, changing nothing', async () => {
    const cover = await createCover(await db(), { displayOrder: 8 });
    for (const [fields, message] of [
      [{ description: 'x' }, validationMessages.coverTitleRequired],
      [{ title: 'T', display_order: '-1' }, adminMessages.displayOrderInvalid],
      [{ title: 'T', movie_id: '2000000000' }, adminMessages.coverMovieInvalid],
    ] as const) {
      const res = await update(cover.id, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    const [row] = await coverRows(cover.id);
    expect(row).toMatchObject({ title: cover.title, displayOrder: 8, movieId: null });
  });

  it('answers 404 for a cover that does not exist, storing nothing', async () => {
    await expectNothingStored(app, async () => {
      for (const id of ['2000000000', 'abc', '0']) {
        const res = await update(id, { title: 'Nobody' }, [imagePart('cover_image', await png(), 'n.png', 'image/png')]);
        expectRefusal(res, 404, publicMessages.coverNotFound);
      }
    });
  });
});

describe('DELETE /api/admin/movie-galleries/:id', () => {
  it('removes the cover with its image, its backstage photos and videos, rows and files, and the public list drops it', async () => {
    const created = (
      await create({ title: uniqueTitle('Doomed') }, [imagePart('cover_image', await jpegWithExif())])
    ).json().cover as AdminCover;
    const coverImage = created.cover_image_url!;

    const photoBody = await multipart({ title: 'Still' }, [imagePart('photos', await png(), 'p.png', 'image/png')]);
    const photoRes = await app.inject({
      method: 'POST',
      url: `/api/admin/covers/${created.id}/backstage/photos`,
      payload: photoBody.payload,
      headers: { ...admin, ...photoBody.headers },
    });
    expect(photoRes.statusCode).toBe(201);
    const photoUrl = photoRes.json().photos[0].image_url as string;

    const videoBody = await multipart({}, [{ field: 'video', name: 'clip.mp4', type: 'video/mp4', bytes: mp4Bytes() }]);
    const videoRes = await app.inject({
      method: 'POST',
      url: `/api/admin/covers/${created.id}/backstage/videos`,
      payload: videoBody.payload,
      headers: { ...admin, ...videoBody.headers },
    });
    expect(videoRes.statusCode).toBe(201);
    const videoUrl = videoRes.json().video.video_url as string;

    const linkBody = await multipart({ video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const linkRes = await app.inject({
      method: 'POST',
      url: `/api/admin/covers/${created.id}/backstage/videos`,
      payload: linkBody.payload,
      headers: { ...admin, ...linkBody.headers },
    });
    expect(linkRes.statusCode).toBe(201);

    for (const url of [coverImage, photoUrl, videoUrl]) expect(await exists(url)).toBe(true);
    expect((await publicList()).map((c) => c.id)).toContain(created.id);

    const res = await remove(created.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const d = await db();
    expect(await coverRows(created.id)).toEqual([]);
    expect(await d.select().from(backstagePhotos).where(eq(backstagePhotos.coverId, created.id))).toEqual([]);
    expect(await d.select().from(backstageVideos).where(eq(backstageVideos.coverId, created.id))).toEqual([]);
    for (const url of [coverImage, photoUrl, videoUrl]) expect(await exists(url)).toBe(false);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      expect(await exists(imageVariantUrl(coverImage, width))).toBe(false);
      expect(await exists(imageVariantUrl(photoUrl, width))).toBe(false);
    }
    const leftovers = (await mediaFiles(app)).filter((file) =>
      [coverImage, photoUrl].some((url) => file.startsWith(url.slice(UPLOADS_URL_PREFIX.length).replace(/\.[^.]+$/, ''))),
    );
    expect(leftovers).toEqual([]);

    expect((await publicList()).map((c) => c.id)).not.toContain(created.id);
    expect((await adminList()).map((c) => c.id)).not.toContain(created.id);
    expect((await app.inject({ method: 'GET', url: `/api/movies/covers/${created.id}` })).statusCode).toBe(404);
  });

  it('answers 404 for a cover that does not exist, or one already deleted', async () => {
    const cover = await createCover(await db());
    expect((await remove(cover.id)).statusCode).toBe(204);
    for (const id of [String(cover.id), '2000000000', 'abc', '0']) {
      const res = await remove(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: publicMessages.coverNotFound });
    }
  });
});
