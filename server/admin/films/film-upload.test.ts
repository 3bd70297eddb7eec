// The resumable film upload over real HTTP, with tus-js-client as the browser uses it: a whole upload, one cut off
// and resumed, the type judged by the bytes, the size limit, the admin guard, and idle uploads swept away.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FILM_UPLOADS_PATH } from '../../../common/films.ts';
import { filmMessages } from '../../../common/messages/films.ts';
import { FILM_SOURCES_FOLDER } from '../../films/storage.ts';
import { createMovie } from '../../test/factories.ts';
import { mediaFiles, png } from '../../test/uploads.ts';
import { formatBytes } from './tus.ts';
import { admin, app, clip, db, filmRow, metadataFor, pendingUploads, privatePath, refusalOf, sha256, SMALL_LIMIT, smallApp, sources, tusRequest, tusUpload, filmUploadApps } from './film-upload-test-helpers.ts';

filmUploadApps();

describe('a complete film upload', () => {
  it('lands in films/sources with the same bytes, queued for packaging, and never under the public media', async () => {
    const movie = await createMovie(await db());
    const mediaBefore = await mediaFiles(app);

    const result = await tusUpload(clip, { metadata: metadataFor(movie.id, 'My Feature.mp4') });

    expect(result.error).toBeNull();
    expect(result.url).toMatch(new RegExp(`${FILM_UPLOADS_PATH}/[0-9a-f]{32}$`));
    const row = await filmRow(movie.id);
    expect(row).toMatchObject({ status: 'queued', progress: 0, error: null, attempts: 0, sourceName: 'My Feature.mp4', sourceBytes: clip.length });
    expect(row?.sourcePath).toMatch(new RegExp(`^${FILM_SOURCES_FOLDER}/${movie.id}-[0-9a-f-]{36}\\.mp4$`));
    const stored = await readFile(privatePath(app, row!.sourcePath!));
    expect(sha256(stored)).toBe(sha256(clip));
    // Nothing left of the upload itself (neither the bytes nor tus's info file), nothing public.
    expect(await pendingUploads()).toEqual([]);
    expect(await mediaFiles(app)).toEqual(mediaBefore);
    // The finished upload's URL names nothing any more.
    expect((await tusRequest('HEAD', new URL(result.url!).pathname, admin)).status).toBe(404);

    const film = await app.inject({ method: 'GET', url: `/api/admin/movies/${movie.id}/film`, headers: admin });
    expect(film.json().film).toMatchObject({ status: 'queued', is_playable: false, source_name: 'My Feature.mp4', source_bytes: clip.length });
  });

  it('replaces a source still waiting for the packager, removing its file', async () => {
    const movie = await createMovie(await db());
    expect((await tusUpload(clip, { metadata: metadataFor(movie.id, 'first.mp4') })).error).toBeNull();
    const first = (await filmRow(movie.id))!.sourcePath!;

    expect((await tusUpload(clip, { metadata: metadataFor(movie.id, 'second.mp4') })).error).toBeNull();

    const row = await filmRow(movie.id);
    expect(row).toMatchObject({ status: 'queued', sourceName: 'second.mp4' });
    expect(row?.sourcePath).not.toBe(first);
    const names = await sources();
    expect(names).toContain(row!.sourcePath!.split('/').pop());
    expect(names).not.toContain(first.split('/').pop());
  });
});

describe('an upload cut off half-way', () => {
  it('resumes from the offset the server kept and ends with the same bytes', async () => {
    const movie = await createMovie(await db());
    const chunkSize = 256 * 1024;
    const cut = await tusUpload(clip, {
      metadata: metadataFor(movie.id),
      chunkSize,
      onChunk: (accepted, abort) => {
        if (accepted === chunkSize) abort();
      },
    });
    expect(cut.error).toBeNull();
    const path = new URL(cut.url!).pathname;
    const head = await tusRequest('HEAD', path, admin);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(chunkSize));
    expect(head.headers.get('upload-length')).toBe(String(clip.length));
    expect(await filmRow(movie.id)).toBeUndefined();

    const offsets: number[] = [];
    const resumed = await tusUpload(clip, { metadata: metadataFor(movie.id), chunkSize, uploadUrl: cut.url!, onChunk: (accepted) => offsets.push(accepted) });

    expect(resumed.error).toBeNull();
    expect(resumed.url).toBe(cut.url);
    // It sent only what was missing.
    expect(offsets[0]).toBe(2 * chunkSize);
    const row = await filmRow(movie.id);
    expect(row?.status).toBe('queued');
    expect(sha256(await readFile(privatePath(app, row!.sourcePath!)))).toBe(sha256(clip));
    expect(await pendingUploads()).toEqual([]);
  });
});

describe('an upload that is no film', () => {
  it('is refused by its bytes (a PNG named .mp4): 415, nothing queued, the upload gone', async () => {
    const movie = await createMovie(await db());
    const sourcesBefore = await sources();

    const result = await tusUpload(await png(), { metadata: metadataFor(movie.id, 'trailer.mp4') });

    expect(refusalOf(result)).toEqual({ status: 415, body: { error: filmMessages.filmTypeInvalid }, type: 'application/json; charset=utf-8' });
    expect(await filmRow(movie.id)).toBeUndefined();
    expect(await pendingUploads()).toEqual([]);
    expect(await sources()).toEqual(sourcesBefore);
  });
});

describe('the size limit (FILM_MAX_BYTES)', () => {
  it('refuses a film declared larger than the limit before a byte is stored (413, with the limit in words)', async () => {
    const movie = await createMovie(await db());
    const result = await tusUpload(clip, { metadata: metadataFor(movie.id), instance: smallApp });
    expect(refusalOf(result)).toEqual({
      status: 413,
      body: { error: filmMessages.filmTooLarge(formatBytes(SMALL_LIMIT)) },
      type: 'application/json; charset=utf-8',
    });
    expect(filmMessages.filmTooLarge(formatBytes(SMALL_LIMIT))).toBe('The film must be 146.5KB or smaller');
    expect(await pendingUploads(smallApp)).toEqual([]);
    expect(await filmRow(movie.id)).toBeUndefined();
  });

  it('states the default limit as 20GB', () => {
    expect(formatBytes(20 * 1024 ** 3)).toBe('20GB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5GB');
  });
});
