// The audit entries of the admin's film writes (docs/product.md#admin-audit): a finished upload (film.upload, also
// one replacing a waiting source), removing the film, and adding and removing captions; none for a refused upload.
import { describe, expect, it } from 'vitest';
import { auditEntriesDuring, expectAuditDuring, expectNoAuditDuring } from '../../audit/testing.ts';
import { createMovie } from '../../test/factories.ts';
import { multipart, png } from '../../test/uploads.ts';
import { admin, adminActor, app, clip, db, filmUploadApps, metadataFor, tusUpload } from './film-upload-test-helpers.ts';

filmUploadApps();

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n';

async function postCaption(movieId: number, fields: Record<string, string>, bytes: Buffer) {
  const body = await multipart(fields, [{ field: 'file', name: 'captions.vtt', type: 'text/vtt', bytes }]);
  return app.inject({ method: 'POST', url: `/api/admin/movies/${movieId}/captions`, payload: body.payload, headers: { ...admin, ...body.headers } });
}

describe('film audit entries', () => {
  it('a finished upload is film.upload by the admin who sent it; one replacing a waiting source says what it replaced', async () => {
    const movie = await createMovie(await db());
    const base = { actor: adminActor, action: 'film.upload' as const, subjectKind: 'film' as const, subjectId: movie.id };
    await expectAuditDuring(async () => expect((await tusUpload(clip, { metadata: metadataFor(movie.id, 'first.mp4') })).error).toBeNull(), [
      {
        ...base,
        changes: {
          status: { before: null, after: 'queued' },
          source_name: { before: null, after: 'first.mp4' },
          source_bytes: { before: null, after: clip.length },
        },
      },
    ]);
    await expectAuditDuring(async () => expect((await tusUpload(clip, { metadata: metadataFor(movie.id, 'second.mp4') })).error).toBeNull(), [
      { ...base, changes: { source_name: { before: 'first.mp4', after: 'second.mp4' } } },
    ]);
  });

  it('records nothing for an upload refused by its bytes', async () => {
    const movie = await createMovie(await db());
    await expectNoAuditDuring(async () => expect((await tusUpload(await png(), { metadata: metadataFor(movie.id, 'poster.mp4') })).error).not.toBeNull());
  });

  it('captions added and removed, then the film removed: each recorded, never with a storage path or key', async () => {
    const movie = await createMovie(await db());
    expect((await tusUpload(clip, { metadata: metadataFor(movie.id) })).error).toBeNull();
    const [added] = await auditEntriesDuring(async () => expect((await postCaption(movie.id, { language: 'fr', label: 'Français' }, Buffer.from(VTT))).statusCode).toBe(200));
    expect(added).toMatchObject({ actorId: adminActor.id, action: 'caption.create', subjectKind: 'caption' });
    expect(added!.changes).toEqual({ movie_id: { before: null, after: movie.id }, language: { before: null, after: 'fr' }, label: { before: null, after: 'Français' } });

    await expectAuditDuring(
      async () => expect((await app.inject({ method: 'DELETE', url: `/api/admin/movies/${movie.id}/captions/fr`, headers: admin })).statusCode).toBe(200),
      [
        {
          actor: adminActor,
          action: 'caption.delete',
          subjectKind: 'caption',
          subjectId: added!.subjectId!,
          changes: { movie_id: { before: movie.id, after: null }, language: { before: 'fr', after: null }, label: { before: 'Français', after: null } },
        },
      ],
    );

    expect((await postCaption(movie.id, { language: 'en', label: 'English' }, Buffer.from(VTT))).statusCode).toBe(200);
    const [removed] = await expectAuditDuring(
      async () => expect((await app.inject({ method: 'DELETE', url: `/api/admin/movies/${movie.id}/film`, headers: admin })).statusCode).toBe(204),
      [
        {
          actor: adminActor,
          action: 'film.delete',
          subjectKind: 'film',
          subjectId: movie.id,
          changes: {
            status: { before: 'queued', after: null },
            source_name: { before: 'feature.mp4', after: null },
            source_bytes: { before: clip.length, after: null },
            captions: { before: ['en'], after: null },
          },
        },
      ],
    );
    expect(JSON.stringify(removed!.changes)).not.toMatch(/films\/|key/);
  });

  it('records nothing for a caption refused, or a removal of what is not there', async () => {
    const movie = await createMovie(await db());
    await expectNoAuditDuring(async () => {
      expect((await postCaption(movie.id, { language: 'fr', label: 'Français' }, Buffer.from(VTT))).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `/api/admin/movies/${movie.id}/film`, headers: admin })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `/api/admin/movies/${movie.id}/captions/fr`, headers: admin })).statusCode).toBe(404);
    });
  });
});
