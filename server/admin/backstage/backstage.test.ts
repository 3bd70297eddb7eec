import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKSTAGE_PHOTOS_PER_UPLOAD } from '../../../common/admin-catalogue.ts';
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../../common/media.ts';
import { adminMessages, publicMessages, validationMessages } from '../../../common/messages.ts';
import { backstagePhotos, backstageVideos, covers } from '../../db/schema.ts';
import type { MediaStore } from '../../media/store.ts';
import { addPhotos } from './service.ts';
import { buildTestApp } from '../../test/app.ts';
import { createBackstagePhoto, createBackstageVideo, createCover, createMovie } from '../../test/catalogue-factories.ts';
import { testDatabase } from '../../test/database.ts';
import { createLoggedInUser } from '../../test/factories.ts';
import { imagePart, jpegWithExif, mediaFiles, mp4Bytes, multipart, pendingUploadFiles, png, SMALL_UPLOAD_LIMITS, isStored, storedFilePath, type FilePart } from '../../test/uploads.ts';

let app: FastifyInstance;
let admin: { authorization: string };
const db = async () => (await testDatabase()).db;

beforeAll(async () => {
  app = await buildTestApp({}, { config: { uploadLimits: SMALL_UPLOAD_LIMITS } });
  admin = (await createLoggedInUser(await db(), { isAdmin: true })).headers;
});
afterAll(() => app.close());

const fileOf = (url: string) => storedFilePath(app, url);
const exists = (url: string) => isStored(app, url);
const videoPart = (bytes: Buffer, name = 'clip.mp4', type = 'video/mp4'): FilePart => ({ field: 'video', name, type, bytes });
const YOUTUBE_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

async function post(url: string, fields: Record<string, string>, files: FilePart[] = []) {
  const body = await multipart(fields, files);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...admin, ...body.headers } });
}
const get = (url: string, headers: Record<string, string> = admin) => app.inject({ method: 'GET', url, headers });

/** The two kinds of owner: where the admin and the public calls find their media, and how a test makes one. */
const owners = [
  {
    kind: 'movie',
    make: async () => (await createMovie(await db())).id,
    adminBase: (id: number | string) => `/api/admin/movies/${id}/backstage`,
    publicBase: (id: number | string) => `/api/movies/${id}/backstage`,
    notFound: publicMessages.movieNotFound,
    column: (table: typeof backstagePhotos | typeof backstageVideos) => table.movieId,
  },
  {
    kind: 'cover',
    make: async () => (await createCover(await db())).id,
    adminBase: (id: number | string) => `/api/admin/covers/${id}/backstage`,
    publicBase: (id: number | string) => `/api/movies/covers/${id}/backstage`,
    notFound: publicMessages.coverNotFound,
    column: (table: typeof backstagePhotos | typeof backstageVideos) => table.coverId,
  },
] as const;

describe.each(owners)('backstage of a $kind', (owner) => {
  const photoRows = async (id: number) => (await db()).select().from(backstagePhotos).where(eq(owner.column(backstagePhotos), id));
  const videoRows = async (id: number) => (await db()).select().from(backstageVideos).where(eq(owner.column(backstageVideos), id));
  const postPhotos = (id: number | string, fields: Record<string, string>, files: FilePart[]) => post(`${owner.adminBase(id)}/photos`, fields, files);
  const postVideo = (id: number | string, fields: Record<string, string>, files: FilePart[] = []) => post(`${owner.adminBase(id)}/videos`, fields, files);

  /** Runs `attempt` and checks it left no file (stored or waiting) and no row behind. */
  async function leavesNothing(id: number, attempt: () => Promise<void>) {
    const before = await mediaFiles(app);
    await attempt();
    expect(await mediaFiles(app)).toEqual(before);
    expect(await pendingUploadFiles(app)).toEqual([]);
    expect(await photoRows(id)).toEqual([]);
    expect(await videoRows(id)).toEqual([]);
  }

  describe('GET photos / videos', () => {
    it('lists the media as {photos} and {videos}', async () => {
      const id = await owner.make();
      const ownerKey = owner.kind === 'movie' ? { movieId: id } : { coverId: id };
      const photo = await createBackstagePhoto(await db(), ownerKey, { title: 'Lights', description: 'Setting up' });
      const video = await createBackstageVideo(await db(), ownerKey, { videoUrl: YOUTUBE_LINK, isYoutube: true });

      const photos = await get(`${owner.adminBase(id)}/photos`);
      expect(photos.statusCode).toBe(200);
      expect(photos.json()).toEqual({
        photos: [{ id: photo.id, image_url: photo.imageUrl, width: 1200, height: 800, title: 'Lights', description: 'Setting up' }],
      });
      const videos = await get(`${owner.adminBase(id)}/videos`);
      expect(videos.statusCode).toBe(200);
      expect(videos.json()).toEqual({
        videos: [{ id: video.id, video_url: YOUTUBE_LINK, title: null, description: null, is_youtube: true }],
      });
    });

    it('answers 404 for an owner that does not exist', async () => {
      for (const id of ['2000000000', 'abc', '0']) {
        for (const list of ['photos', 'videos']) {
          const res = await get(`${owner.adminBase(id)}/${list}`);
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ error: owner.notFound });
        }
      }
    });
  });

  describe('POST photos', () => {
    it('stores two real images (JPEG and PNG) re-encoded without EXIF, with their caption, shown publicly at once', async () => {
      const id = await owner.make();
      const before = await get(owner.publicBase(id) + '/photos', {});
      expect(before.json()).toEqual([]);

      const res = await postPhotos(id, { title: 'Day one', description: 'Rigging the lights' }, [
        imagePart('photos', await jpegWithExif(800, 600), 'a.jpg'),
        imagePart('photos', await png(640, 480), 'b.png', 'image/png'),
      ]);
      expect(res.statusCode).toBe(201);
      const { photos } = res.json() as { photos: BackstagePhoto[] };
      expect(photos).toHaveLength(2);
      expect(photos.map((p) => [p.width, p.height])).toEqual([
        [800, 600],
        [640, 480],
      ]);
      for (const photo of photos) {
        expect(photo).toMatchObject({ title: 'Day one', description: 'Rigging the lights' });
        expect(photo.image_url).toMatch(/^\/uploads\/backstage\/[0-9a-f]{24}\.[0-9a-f]{10}\.(jpg|png)$/);
        const stored = await readFile(fileOf(photo.image_url));
        expect(stored.includes(Buffer.from('secret-location'))).toBe(false);
        expect((await sharp(stored).metadata()).exif).toBeUndefined();
        for (const width of IMAGE_VARIANT_WIDTHS) expect(await exists(imageVariantUrl(photo.image_url, width))).toBe(true);
      }
      expect(await pendingUploadFiles(app)).toEqual([]);

      const rows = await photoRows(id);
      expect(rows.map((row) => row.imageUrl).sort()).toEqual(photos.map((p) => p.image_url).sort());

      const publicPhotos = await get(owner.publicBase(id) + '/photos', {});
      expect(publicPhotos.statusCode).toBe(200);
      expect(publicPhotos.json()).toEqual(photos);
      expect((await get(`${owner.adminBase(id)}/photos`)).json()).toEqual({ photos });
    });

    it('stores photos without a caption as null title and description', async () => {
      const id = await owner.make();
      const res = await postPhotos(id, { title: '', description: '  ' }, [imagePart('photos', await png(), 'c.png', 'image/png')]);
      expect(res.statusCode).toBe(201);
      expect(res.json().photos[0]).toMatchObject({ title: null, description: null });
    });

    it("refuses an upload without a photo: 'Please select at least one photo'", async () => {
      const id = await owner.make();
      await leavesNothing(id, async () => {
        const res = await postPhotos(id, { title: 'No files' }, []);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: validationMessages.photosRequired });
      });
    });

    it(`refuses more than ${BACKSTAGE_PHOTOS_PER_UPLOAD} photos with 400, keeping none`, async () => {
      const id = await owner.make();
      const small = await png(16, 16);
      const files = Array.from({ length: BACKSTAGE_PHOTOS_PER_UPLOAD + 1 }, (_, i) => imagePart('photos', small, `p${i}.png`, 'image/png'));
      await leavesNothing(id, async () => {
        const res = await postPhotos(id, {}, files);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: adminMessages.tooManyPhotos });
      });
    });

    it('refuses a good photo sent with a text file named .jpg (415), storing neither', async () => {
      const id = await owner.make();
      await leavesNothing(id, async () => {
        const res = await postPhotos(id, { title: 'Half fake' }, [
          imagePart('photos', await jpegWithExif(), 'good.jpg'),
          imagePart('photos', Buffer.from('just some text, not a picture at all'), 'fake.jpg'),
        ]);
        expect(res.statusCode).toBe(415);
        expect(res.json()).toEqual({ error: adminMessages.photoTypeInvalid });
      });
    });

    it('refuses an SVG and a video sent as photos (415)', async () => {
      const id = await owner.make();
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
      await leavesNothing(id, async () => {
        for (const part of [imagePart('photos', svg, 'a.svg', 'image/svg+xml'), imagePart('photos', mp4Bytes(), 'a.jpg')]) {
          const res = await postPhotos(id, {}, [part]);
          expect(res.statusCode).toBe(415);
          expect(res.json()).toEqual({ error: adminMessages.photoTypeInvalid });
        }
      });
    });

    it('refuses a photo over the size limit with 413, storing none of the upload', async () => {
      const id = await owner.make();
      const big = Buffer.concat([await png(), Buffer.alloc(300_000, 1)]);
      await leavesNothing(id, async () => {
        const res = await postPhotos(id, {}, [imagePart('photos', await png(), 'ok.png', 'image/png'), imagePart('photos', big, 'big.png', 'image/png')]);
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ error: adminMessages.photoTooLarge });
      });
    });

    it('answers 404 for an owner that does not exist, storing nothing', async () => {
      const before = await mediaFiles(app);
      const res = await postPhotos('2000000000', {}, [imagePart('photos', await png(), 'p.png', 'image/png')]);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: owner.notFound });
      expect(await mediaFiles(app)).toEqual(before);
      expect(await pendingUploadFiles(app)).toEqual([]);
    });
  });

  describe('POST videos', () => {
    it('adds a YouTube link (is_youtube true), shown publicly at once', async () => {
      const id = await owner.make();
      const res = await postVideo(id, { video_url: ` ${YOUTUBE_LINK} `, title: 'Trailer', description: 'First cut' });
      expect(res.statusCode).toBe(201);
      const { video } = res.json() as { video: BackstageVideo };
      expect(video).toEqual({ id: video.id, video_url: YOUTUBE_LINK, title: 'Trailer', description: 'First cut', is_youtube: true });
      expect(await videoRows(id)).toHaveLength(1);
      expect((await get(owner.publicBase(id) + '/videos', {})).json()).toEqual([video]);
      expect((await get(`${owner.adminBase(id)}/videos`)).json()).toEqual({ videos: [video] });
    });

    it('stores any YouTube link in one form, never as typed', async () => {
      const id = await owner.make();
      const res = await postVideo(id, { video_url: 'youtu.be/dQw4w9WgXcQ?t=42' });
      expect(res.statusCode).toBe(201);
      expect(res.json().video.video_url).toBe(YOUTUBE_LINK);
    });

    it('refuses a file and a link together: the spec asks for one of the two', async () => {
      const id = await owner.make();
      await leavesNothing(id, async () => {
        const res = await postVideo(id, { video_url: YOUTUBE_LINK }, [videoPart(mp4Bytes(4096))]);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: adminMessages.videoFileOrLink });
      });
    });

    it('refuses a link that is not YouTube', async () => {
      const id = await owner.make();
      await leavesNothing(id, async () => {
        for (const link of [
          'https://vimeo.com/123456',
          'https://example.com/clip.mp4',
          'not a url',
          'javascript:alert(document.domain)<!--@youtu.be/dQw4w9WgXcQ',
          'http://user:secret@youtu.be/dQw4w9WgXcQ',
        ]) {
          const res = await postVideo(id, { video_url: link });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ error: adminMessages.backstageVideoUrlInvalid });
        }
      });
    });

    it('refuses neither a link nor a file', async () => {
      const id = await owner.make();
      await leavesNothing(id, async () => {
        for (const fields of [{}, { video_url: '' }, { video_url: '   ', title: 'Nothing' }] as Array<Record<string, string>>) {
          const res = await postVideo(id, fields);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ error: validationMessages.videoRequired });
        }
      });
    });

    it('stores an uploaded video file (is_youtube false) under /uploads/backstage/', async () => {
      const id = await owner.make();
      const bytes = mp4Bytes(8192);
      const res = await postVideo(id, { title: 'Behind' }, [videoPart(bytes)]);
      expect(res.statusCode).toBe(201);
      const { video } = res.json() as { video: BackstageVideo };
      expect(video).toMatchObject({ title: 'Behind', description: null, is_youtube: false });
      expect(video.video_url).toMatch(/^\/uploads\/backstage\/[0-9a-f]{24}\.mp4$/);
      expect(await readFile(fileOf(video.video_url))).toEqual(bytes);
      expect(await pendingUploadFiles(app)).toEqual([]);
      const [row] = await videoRows(id);
      expect(row).toMatchObject({ videoUrl: video.video_url, isYoutube: false });
      expect((await get(owner.publicBase(id) + '/videos', {})).json()).toEqual([video]);
    });

    it('refuses a PNG declared as video/mp4 (415)', async () => {
      const id = await owner.make();
      await leavesNothing(id, async () => {
        const res = await postVideo(id, {}, [videoPart(await png(), 'clip.mp4', 'video/mp4')]);
        expect(res.statusCode).toBe(415);
        expect(res.json()).toEqual({ error: adminMessages.videoTypeInvalid });
      });
    });

    it('refuses a video over the size limit with 413', async () => {
      const id = await owner.make();
      await leavesNothing(id, async () => {
        const res = await postVideo(id, {}, [videoPart(mp4Bytes(500_000))]);
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ error: adminMessages.videoTooLarge });
      });
    });

    it('answers 404 for an owner that does not exist, storing nothing', async () => {
      const before = await mediaFiles(app);
      const link = await postVideo('2000000000', { video_url: YOUTUBE_LINK });
      expect(link.statusCode).toBe(404);
      expect(link.json()).toEqual({ error: owner.notFound });
      const file = await postVideo('2000000000', {}, [videoPart(mp4Bytes())]);
      expect(file.statusCode).toBe(404);
      expect(file.json()).toEqual({ error: owner.notFound });
      expect(await mediaFiles(app)).toEqual(before);
      expect(await pendingUploadFiles(app)).toEqual([]);
    });
  });

  describe('a truncated multipart body', () => {
    /** A valid upload body cut in the middle of its (last) file, with the content type it was sent with. */
    async function cutBody(fields: Record<string, string>, files: FilePart[]) {
      const body = await multipart(fields, files);
      const last = files.at(-1)!.bytes;
      const start = body.payload.lastIndexOf(last.subarray(0, 64));
      expect(start).toBeGreaterThan(0);
      return { payload: body.payload.subarray(0, start + Math.floor(last.length / 2)), headers: body.headers };
    }

    it('of photos answers 4xx and leaves no file and no row', async () => {
      const id = await owner.make();
      const body = await cutBody({ title: 'Cut' }, [
        imagePart('photos', await jpegWithExif(), 'whole.jpg'),
        imagePart('photos', await jpegWithExif(1200, 900), 'cut.jpg'),
      ]);
      await leavesNothing(id, async () => {
        const res = await app.inject({ method: 'POST', url: `${owner.adminBase(id)}/photos`, payload: body.payload, headers: { ...admin, ...body.headers } });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toEqual({ error: adminMessages.uploadIncomplete });
      });
    });

    it('of a video answers 4xx and leaves no file and no row', async () => {
      const id = await owner.make();
      const body = await cutBody({ title: 'Cut' }, [videoPart(mp4Bytes(100_000))]);
      await leavesNothing(id, async () => {
        const res = await app.inject({ method: 'POST', url: `${owner.adminBase(id)}/videos`, payload: body.payload, headers: { ...admin, ...body.headers } });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toEqual({ error: adminMessages.uploadIncomplete });
      });
    });
  });
});

describe('an upload the client abandons half-way', () => {
  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    for (let tries = 0; tries < 100; tries += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  it('leaves no file and no row once the connection drops in the middle of a photo', async () => {
    const movie = await createMovie(await db());
    const before = await mediaFiles(app);
    const big = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg()
      .toBuffer();
    expect(big.length).toBeLessThan(200_000);
    const body = await multipart({ title: 'Abandoned' }, [imagePart('photos', await png(), 'whole.png', 'image/png'), imagePart('photos', big, 'cut.jpg')]);
    if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/admin/movies/${movie.id}/backstage/photos HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${admin.authorization}\r\nContent-Type: ${body.headers['content-type']}\r\n` +
        `Content-Length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload.subarray(0, body.payload.length - Math.floor(big.length / 2)));
    // The server has started writing the upload to its temporary folder: now the client goes away.
    await waitFor(async () => (await pendingUploadFiles(app)).length > 0, 'the upload to start');
    socket.destroy();
    await waitFor(async () => (await pendingUploadFiles(app)).length === 0, 'the temporary files to go');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await pendingUploadFiles(app)).toEqual([]);
    expect(await mediaFiles(app)).toEqual(before);
    expect(await (await db()).select().from(backstagePhotos).where(eq(backstagePhotos.movieId, movie.id))).toEqual([]);
  });
});

describe('an inactive movie', () => {
  it('shows its backstage media to the admin while the public lists answer 404', async () => {
    const movie = await createMovie(await db(), { isActive: false });
    const photo = await createBackstagePhoto(await db(), { movieId: movie.id });
    const video = await createBackstageVideo(await db(), { movieId: movie.id });

    const photos = await get(`/api/admin/movies/${movie.id}/backstage/photos`);
    expect(photos.statusCode).toBe(200);
    expect(photos.json().photos.map((p: BackstagePhoto) => p.id)).toEqual([photo.id]);
    const videos = await get(`/api/admin/movies/${movie.id}/backstage/videos`);
    expect(videos.statusCode).toBe(200);
    expect(videos.json().videos.map((v: BackstageVideo) => v.id)).toEqual([video.id]);

    for (const list of ['photos', 'videos']) {
      const res = await get(`/api/movies/${movie.id}/backstage/${list}`, {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: publicMessages.movieNotFound });
    }
  });

  it('takes new photos from the admin', async () => {
    const movie = await createMovie(await db(), { isActive: false });
    const res = await post(`/api/admin/movies/${movie.id}/backstage/photos`, {}, [imagePart('photos', await png(), 'p.png', 'image/png')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().photos).toHaveLength(1);
  });
});

describe('DELETE /api/admin/backstage/photos/:id and /videos/:id', () => {
  const del = (kind: 'photos' | 'videos', id: number | string) => app.inject({ method: 'DELETE', url: `/api/admin/backstage/${kind}/${id}`, headers: admin });

  it('deletes a photo with its file and WebP variants, leaving the other photos', async () => {
    const movie = await createMovie(await db());
    const uploaded = await post(`/api/admin/movies/${movie.id}/backstage/photos`, {}, [
      imagePart('photos', await jpegWithExif(), 'a.jpg'),
      imagePart('photos', await png(), 'b.png', 'image/png'),
    ]);
    const [gone, kept] = uploaded.json().photos as BackstagePhoto[];
    expect(await exists(gone!.image_url)).toBe(true);

    const res = await del('photos', gone!.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await exists(gone!.image_url)).toBe(false);
    for (const width of IMAGE_VARIANT_WIDTHS) expect(await exists(imageVariantUrl(gone!.image_url, width))).toBe(false);
    expect(await (await db()).select().from(backstagePhotos).where(eq(backstagePhotos.id, gone!.id))).toEqual([]);
    expect(await exists(kept!.image_url)).toBe(true);
    expect((await get(`/api/movies/${movie.id}/backstage/photos`, {})).json().map((p: BackstagePhoto) => p.id)).toEqual([kept!.id]);

    const again = await del('photos', gone!.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: adminMessages.photoNotFound });
  });

  it('deletes an uploaded video with its file, and a YouTube link', async () => {
    const cover = await createCover(await db());
    const file = (await post(`/api/admin/covers/${cover.id}/backstage/videos`, {}, [videoPart(mp4Bytes())])).json().video as BackstageVideo;
    const link = (await post(`/api/admin/covers/${cover.id}/backstage/videos`, { video_url: YOUTUBE_LINK })).json().video as BackstageVideo;
    expect(await exists(file.video_url)).toBe(true);

    const res = await del('videos', file.id);
    expect(res.statusCode).toBe(204);
    expect(await exists(file.video_url)).toBe(false);
    expect(await (await db()).select().from(backstageVideos).where(eq(backstageVideos.id, file.id))).toEqual([]);

    expect((await del('videos', link.id)).statusCode).toBe(204);
    expect((await get(`/api/movies/covers/${cover.id}/backstage/videos`, {})).json()).toEqual([]);

    const again = await del('videos', file.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: adminMessages.videoNotFound });
  });

  it('answers 404 for ids that name nothing', async () => {
    for (const id of ['2000000000', 'abc', '0']) {
      const photo = await del('photos', id);
      expect(photo.statusCode).toBe(404);
      expect(photo.json()).toEqual({ error: adminMessages.photoNotFound });
      const video = await del('videos', id);
      expect(video.statusCode).toBe(404);
      expect(video.json()).toEqual({ error: adminMessages.videoNotFound });
    }
  });
});

describe('an owner deleted while its media are being stored', () => {
  it('answers not found (not a 500) and keeps none of the files', async () => {
    const d = await db();
    const cover = await createCover(d);
    const tempDir = await mkdtemp(join(tmpdir(), 'studio-owner-gone-'));
    const path = join(tempDir, 'still');
    await writeFile(path, await png());
    const file = { field: 'photos', path, mime: 'image/png', extension: 'png', bytes: 1 };
    // The store deletes the cover as the photo is saved: another admin's delete landing mid-upload.
    const media: MediaStore = {
      ...app.deps.media,
      async save(key, content) {
        await d.delete(covers).where(eq(covers.id, cover.id));
        return app.deps.media.save(key, content);
      },
    };
    const before = await mediaFiles(app);
    await expect(addPhotos({ db: d, media }, { coverId: cover.id }, {}, [file])).rejects.toThrow(publicMessages.coverNotFound);
    expect(await mediaFiles(app)).toEqual(before);
    await rm(tempDir, { recursive: true, force: true });
  });
});
