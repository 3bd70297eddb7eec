import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { BackstageVideo } from '../../../common/catalogue.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { validationMessages } from '../../../common/messages/validation.ts';
import { expectNothingStored, imagePart, jpegWithExif, mp4Bytes, multipart, pendingUploadFiles, png, type FilePart } from '../../test/uploads.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { backstageTestApp, owners, videoPart, YOUTUBE_LINK } from './backstage-test-helpers.ts';

const { app, admin, fileOf, get, ownerHelpers } = backstageTestApp();

describe.each(owners)('backstage of a $kind', (owner) => {
  const { videoRows, postVideo, leavesNothing } = ownerHelpers(owner);

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

    it('refuses a file and a link together: the product asks for one of the two', async () => {
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
      await expectNothingStored(app, async () => {
        expectRefusal(await postVideo('2000000000', { video_url: YOUTUBE_LINK }), 404, owner.notFound);
        expectRefusal(await postVideo('2000000000', {}, [videoPart(mp4Bytes())]), 404, owner.notFound);
      });
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
