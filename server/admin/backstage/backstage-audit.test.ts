// The audit entries of the admin's backstage writes (docs/product.md#admin-audit): one for each photo of an upload,
// one for a video, one for each delete; none for a refused upload.
import { describe, expect, it } from 'vitest';
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { actorOf, auditEntriesDuring, expectAuditDuring, expectNoAuditDuring } from '../../audit/testing.ts';
import { db } from '../../test/database.ts';
import { createBackstagePhoto, createMovie } from '../../test/factories.ts';
import { imagePart, mp4Bytes, png } from '../../test/uploads.ts';
import { backstageTestApp, videoPart, YOUTUBE_LINK } from './backstage-test-helpers.ts';

const { app, admin, adminUser, post } = backstageTestApp();
const del = (kind: 'photos' | 'videos', id: number | string) => app.inject({ method: 'DELETE', url: `/api/admin/backstage/${kind}/${id}`, headers: admin });

describe('backstage audit entries', () => {
  it('an upload of two photos records one entry for each, with its owner, caption and address', async () => {
    const movie = await createMovie(await db());
    let photos: BackstagePhoto[] = [];
    const entries = await auditEntriesDuring(async () => {
      const res = await post(`/api/admin/movies/${movie.id}/backstage/photos`, { title: 'On set' }, [
        imagePart('photos', await png(), 'a.png', 'image/png'),
        imagePart('photos', await png(), 'b.png', 'image/png'),
      ]);
      expect(res.statusCode).toBe(201);
      photos = res.json().photos;
    });
    expect(entries.map((entry) => [entry.action, entry.subjectKind, entry.subjectId, entry.actorId])).toEqual(
      photos.map((photo) => ['backstage_photo.create', 'backstage_photo', String(photo.id), adminUser.id]),
    );
    expect(entries[0]!.changes).toEqual({
      movie_id: { before: null, after: movie.id },
      image_url: { before: null, after: photos[0]!.image_url },
      width: { before: null, after: photos[0]!.width },
      height: { before: null, after: photos[0]!.height },
      title: { before: null, after: 'On set' },
    });
  });

  it('a video records its link, and its delete what it was', async () => {
    const movie = await createMovie(await db());
    let video: BackstageVideo | undefined;
    const actor = actorOf(adminUser);
    const created = { movie_id: movie.id, video_url: YOUTUBE_LINK, is_youtube: true };
    const [entry] = await auditEntriesDuring(async () => {
      const res = await post(`/api/admin/movies/${movie.id}/backstage/videos`, { video_url: YOUTUBE_LINK });
      expect(res.statusCode).toBe(201);
      video = res.json().video;
    });
    expect(entry).toMatchObject({ actorId: actor.id, action: 'backstage_video.create', subjectKind: 'backstage_video', subjectId: String(video!.id) });
    expect(entry!.changes).toEqual(Object.fromEntries(Object.entries(created).map(([field, value]) => [field, { before: null, after: value }])));
    await expectAuditDuring(async () => expect((await del('videos', video!.id)).statusCode).toBe(204), [
      {
        actor,
        action: 'backstage_video.delete',
        subjectKind: 'backstage_video',
        subjectId: video!.id,
        changes: Object.fromEntries(Object.entries(created).map(([field, value]) => [field, { before: value, after: null }])),
      },
    ]);
  });

  it("a photo's delete records what it was", async () => {
    const movie = await createMovie(await db());
    const photo = await createBackstagePhoto(await db(), { movieId: movie.id }, { description: 'Wide' });
    await expectAuditDuring(async () => expect((await del('photos', photo.id)).statusCode).toBe(204), [
      {
        actor: actorOf(adminUser),
        action: 'backstage_photo.delete',
        subjectKind: 'backstage_photo',
        subjectId: photo.id,
        changes: {
          movie_id: { before: movie.id, after: null },
          image_url: { before: photo.imageUrl, after: null },
          width: { before: 1200, after: null },
          height: { before: 800, after: null },
          description: { before: 'Wide', after: null },
        },
      },
    ]);
  });

  it('records nothing for a refused upload or a delete of nothing', async () => {
    const movie = await createMovie(await db());
    await expectNoAuditDuring(async () => {
      expect((await post(`/api/admin/movies/${movie.id}/backstage/photos`, {})).statusCode).toBe(400);
      expect((await post(`/api/admin/movies/${movie.id}/backstage/videos`, { video_url: YOUTUBE_LINK }, [videoPart(mp4Bytes(4096))])).statusCode).toBe(400);
      expect((await post(`/api/admin/movies/${movie.id}/backstage/videos`, { video_url: 'https://vimeo.com/1' })).statusCode).toBe(400);
      expect((await del('photos', 2_000_000_000)).statusCode).toBe(404);
      expect((await del('videos', 2_000_000_000)).statusCode).toBe(404);
    });
  });
});
