// The resumable film upload over real HTTP, with tus-js-client as the browser uses it: a whole upload, one cut off
// and resumed, the type judged by the bytes, the size limit, the admin guard, and idle uploads swept away.
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILM_UPLOADS_PATH } from '../../../common/films.ts';
import { filmMessages } from '../../../common/messages/films.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { createMovie } from '../../test/factories.ts';
import { UPLOAD_IDLE_LIMIT_MS } from './tus.ts';
import { removeIdleDiskUploads } from './upload-stores.ts';
import { admin, app, clip, createHeaders, db, filmRow, pendingUploads, refusalOf, tusRequest, tusUpload, uploadsDirOf, viewer, filmUploadApps } from './film-upload-test-helpers.ts';

filmUploadApps();

describe('who may upload', () => {
  it('refuses a visitor and a viewer before tus sees anything, on every tus method', async () => {
    const movie = await createMovie(await db());
    const visitor = await tusRequest('POST', FILM_UPLOADS_PATH, createHeaders(movie.id, 1000));
    expect([visitor.status, visitor.json]).toEqual([401, { error: serverMessages.authRequired }]);
    const asViewer = await tusRequest('POST', FILM_UPLOADS_PATH, { ...viewer, ...createHeaders(movie.id, 1000) });
    expect([asViewer.status, asViewer.json]).toEqual([403, { error: serverMessages.adminRequired }]);
    expect(await pendingUploads()).toEqual([]);

    // An admin's upload in progress: nobody else can read its offset, add to it or end it.
    const created = await tusRequest('POST', FILM_UPLOADS_PATH, { ...admin, ...createHeaders(movie.id, clip.length) });
    expect(created.status).toBe(201);
    const path = created.headers.get('location')!;
    expect(path).toMatch(new RegExp(`^${FILM_UPLOADS_PATH}/[0-9a-f]{32}$`));
    const chunk = { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
    for (const headers of [{}, viewer]) {
      const expected = 'authorization' in headers ? 403 : 401;
      expect((await tusRequest('PATCH', path, { ...headers, ...chunk }, clip.subarray(0, 1000))).status).toBe(expected);
      expect((await tusRequest('HEAD', path, headers)).status).toBe(expected);
      expect((await tusRequest('DELETE', path, headers)).status).toBe(expected);
      expect((await tusRequest('OPTIONS', path, headers)).status).toBe(expected);
    }
    const head = await tusRequest('HEAD', path, admin);
    expect([head.status, head.headers.get('upload-offset')]).toEqual([200, '0']);

    // The admin can end it: both of its files go.
    expect((await tusRequest('DELETE', path, admin)).status).toBe(204);
    expect(await pendingUploads()).toEqual([]);
  });

  it('answers an extension it does not offer (concatenation) with 501 in our shape, not as a failure', async () => {
    const concat = await tusRequest('POST', FILM_UPLOADS_PATH, { ...admin, 'upload-concat': 'final;/a /b' });
    expect(concat.status).toBe(501);
    expect(concat.json).toEqual({ error: filmMessages.filmUploadFailed });
  });

  it('answers no cross-origin caller (no Access-Control-Allow-Origin)', async () => {
    const movie = await createMovie(await db());
    const created = await tusRequest('POST', FILM_UPLOADS_PATH, { ...admin, ...createHeaders(movie.id, 10), origin: 'https://elsewhere.example' });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    expect((await tusRequest('DELETE', created.headers.get('location')!, admin)).status).toBe(204);
  });
});

describe('the upload metadata', () => {
  it('must name an existing movie (400) and the file', async () => {
    const movie = await createMovie(await db());
    for (const movieId of ['abc', '0', '2147483647', '']) {
      const result = await tusUpload(clip, { metadata: { movieId, filename: 'feature.mp4' } });
      expect({ movieId, ...refusalOf(result) }).toEqual({
        movieId,
        status: 400,
        body: { error: filmMessages.filmUploadMovieInvalid },
        type: 'application/json; charset=utf-8',
      });
    }
    const noName = await tusUpload(clip, { metadata: { movieId: String(movie.id) } });
    expect(refusalOf(noName)).toMatchObject({ status: 400, body: { error: serverMessages.invalidRequest } });
    expect(await pendingUploads()).toEqual([]);
    expect(await filmRow(movie.id)).toBeUndefined();
  });
});

describe('idle uploads', () => {
  it('are removed once nobody has added to them for 24 hours; a fresh one stays', async () => {
    const movie = await createMovie(await db());
    const stale = await tusRequest('POST', FILM_UPLOADS_PATH, { ...admin, ...createHeaders(movie.id, clip.length) });
    const fresh = await tusRequest('POST', FILM_UPLOADS_PATH, { ...admin, ...createHeaders(movie.id, clip.length) });
    const stalePath = stale.headers.get('location')!;
    const chunk = { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
    expect((await tusRequest('PATCH', stalePath, { ...admin, ...chunk }, clip.subarray(0, 5000))).status).toBe(204);
    const dir = uploadsDirOf(app);
    const staleId = stalePath.split('/').pop()!;
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    for (const file of [staleId, `${staleId}.json`]) await utimes(join(dir, file), dayAgo, dayAgo);

    expect(await removeIdleDiskUploads(dir, UPLOAD_IDLE_LIMIT_MS)).toBe(1);

    expect((await tusRequest('HEAD', stalePath, admin)).status).toBe(404);
    expect(await pendingUploads()).toEqual(expect.arrayContaining([fresh.headers.get('location')!.split('/').pop()]));
    expect((await pendingUploads()).some((name) => name.startsWith(staleId))).toBe(false);
    expect((await tusRequest('DELETE', fresh.headers.get('location')!, admin)).status).toBe(204);
  });
});
