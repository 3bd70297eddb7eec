// The audit entries of the admin's cover writes (docs/product.md#admin-audit): create, update and delete (with how
// many backstage photos and videos went with it); none for a refused write.
import { describe, expect, it } from 'vitest';
import { actorOf, auditEntriesDuring, expectAuditDuring, expectNoAuditDuring } from '../../audit/testing.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createBackstagePhoto, createBackstageVideo, createCover, createMovie } from '../../test/factories.ts';
import { imagePart, multipart, png, SMALL_UPLOAD_LIMITS } from '../../test/uploads.ts';
import { sharedAdmin } from '../testing.ts';

const app = sharedTestApp({}, { config: { uploadLimits: SMALL_UPLOAD_LIMITS } });
const admin = sharedAdmin();

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) {
  const body = await multipart(fields, files);
  return app.inject({ method, url, payload: body.payload, headers: { ...admin.headers, ...body.headers } });
}
const remove = (id: number | string) => app.inject({ method: 'DELETE', url: `/api/admin/movie-galleries/${id}`, headers: admin.headers });

describe('cover audit entries', () => {
  it('a create records the new cover with its image address', async () => {
    const movie = await createMovie(await db());
    let cover: { id: number; cover_image_url: string } | undefined;
    const [entry, ...more] = await auditEntriesDuring(async () => {
      const res = await send('POST', '/api/admin/movie-galleries', { title: 'Festival Run', movie_id: String(movie.id), display_order: '4' }, [
        imagePart('cover_image', await png()),
      ]);
      expect(res.statusCode).toBe(201);
      cover = res.json().cover;
    });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: 'cover.create', subjectKind: 'cover', subjectId: String(cover!.id) });
    expect(entry!.changes).toEqual({
      title: { before: null, after: 'Festival Run' },
      movie_id: { before: null, after: movie.id },
      display_order: { before: null, after: 4 },
      cover_image_url: { before: null, after: cover!.cover_image_url },
      is_coming_soon: { before: null, after: false },
    });
  });

  it('an update records only what changed', async () => {
    const cover = await createCover(await db(), { title: 'Old Title', description: 'Kept' });
    await expectAuditDuring(
      async () => expect((await send('PUT', `/api/admin/movie-galleries/${cover.id}`, { title: 'New Title', description: 'Kept', is_coming_soon: 'true' })).statusCode).toBe(200),
      [
        {
          actor: actorOf(admin),
          action: 'cover.update',
          subjectKind: 'cover',
          subjectId: cover.id,
          changes: { title: { before: 'Old Title', after: 'New Title' }, is_coming_soon: { before: false, after: true } },
        },
      ],
    );
  });

  it('a delete records what the cover was, and how many backstage photos and videos went with it', async () => {
    const d = await db();
    const cover = await createCover(d, { title: 'Going', displayOrder: 2 });
    await createBackstagePhoto(d, { coverId: cover.id });
    await createBackstagePhoto(d, { coverId: cover.id });
    await createBackstageVideo(d, { coverId: cover.id });
    await expectAuditDuring(async () => expect((await remove(cover.id)).statusCode).toBe(204), [
      {
        actor: actorOf(admin),
        action: 'cover.delete',
        subjectKind: 'cover',
        subjectId: cover.id,
        changes: {
          title: { before: 'Going', after: null },
          display_order: { before: 2, after: null },
          cover_image_url: { before: cover.coverImageUrl, after: null },
          is_coming_soon: { before: false, after: null },
          backstage_photos: { before: 2, after: null },
          backstage_videos: { before: 1, after: null },
        },
      },
    ]);
  });

  it('records nothing for a refused create, an unknown cover, or a delete of none', async () => {
    await expectNoAuditDuring(async () => {
      expect((await send('POST', '/api/admin/movie-galleries', { title: '' })).statusCode).toBe(400);
      expect((await send('PUT', '/api/admin/movie-galleries/2000000000', { title: 'Nobody' })).statusCode).toBe(404);
      expect((await remove(2_000_000_000)).statusCode).toBe(404);
    });
  });
});
