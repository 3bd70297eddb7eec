import { eq } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../../common/media.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { backstagePhotos, backstageVideos, covers } from '../../db/schema.ts';
import type { MediaStore } from '../../media/store.ts';
import { addPhotos } from './service.ts';
import { db } from '../../test/database.ts';
import { createCover, createMovie } from '../../test/factories.ts';
import { imagePart, jpegWithExif, mediaFiles, mp4Bytes, png } from '../../test/uploads.ts';
import { backstageTestApp, videoPart, YOUTUBE_LINK } from './backstage-test-helpers.ts';

const { app, admin, adminUser, exists, post, get } = backstageTestApp();

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
    const actor = { id: adminUser.id, email: adminUser.email };
    await expect(addPhotos({ db: d, media }, actor, { coverId: cover.id }, {}, [file])).rejects.toThrow(publicMessages.coverNotFound);
    expect(await mediaFiles(app)).toEqual(before);
    await rm(tempDir, { recursive: true, force: true });
  });
});
