import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BACKSTAGE_PHOTOS_PER_UPLOAD } from '../../../common/admin-catalogue.ts';
import type { BackstagePhoto } from '../../../common/catalogue.ts';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../../common/media.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { validationMessages } from '../../../common/messages/validation.ts';
import { db } from '../../test/database.ts';
import { createBackstagePhoto, createBackstageVideo } from '../../test/factories.ts';
import { expectNothingStored, imagePart, jpegWithExif, mp4Bytes, pendingUploadFiles, png } from '../../test/uploads.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { backstageTestApp, owners, YOUTUBE_LINK } from './backstage-test-helpers.ts';

const { app, fileOf, exists, get, ownerHelpers } = backstageTestApp();

describe.each(owners)('backstage of a $kind', (owner) => {
  const { photoRows, postPhotos, leavesNothing } = ownerHelpers(owner);

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
      await expectNothingStored(app, async () => {
        expectRefusal(await postPhotos('2000000000', {}, [imagePart('photos', await png(), 'p.png', 'image/png')]), 404, owner.notFound);
      });
    });
  });
});
