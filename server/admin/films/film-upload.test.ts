// The resumable film upload over real HTTP, with tus-js-client as the browser uses it: a whole upload, one cut off
// and resumed, the type judged by the bytes, the size limit, the admin guard, and idle uploads swept away.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir, readFile, utimes } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DetailedError, Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILM_UPLOADS_PATH } from '../../../common/films.ts';
import { serverMessages } from '../../../common/messages.ts';
import { filmMessages } from '../../../common/film-messages.ts';
import { films } from '../../db/schema.ts';
import { FILM_SOURCES_FOLDER, FILM_UPLOADS_FOLDER } from '../../films/storage.ts';
import { buildTestApp } from '../../test/app.ts';
import { createMovie } from '../../test/catalogue-factories.ts';
import { testDatabase } from '../../test/database.ts';
import { createLoggedInUser } from '../../test/factories.ts';
import { mediaFiles, png } from '../../test/uploads.ts';
import { formatBytes, UPLOAD_IDLE_LIMIT_MS } from './tus.ts';
import { removeIdleDiskUploads } from './upload-stores.ts';

const SMALL_LIMIT = 150_000;
let app: FastifyInstance;
let smallApp: FastifyInstance;
let admin: { authorization: string };
let viewer: { authorization: string };
let clip: Buffer;
const db = async () => (await testDatabase()).db;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A 3 s H.264/AAC MP4 of about 1 MB (ffmpeg's test pattern at a high quality), made once for the file. */
function makeClip(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'film-clip-'));
  try {
    const out = join(dir, 'clip.mp4');
    const args = ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'];
    args.push('-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '12', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', out);
    const run = spawnSync(ffmpeg.path, args, { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function listen(instance: FastifyInstance): Promise<string> {
  if (!instance.server.listening) await instance.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  clip = makeClip();
  app = await buildTestApp();
  smallApp = await buildTestApp({}, { config: { filmMaxBytes: SMALL_LIMIT } });
  admin = (await createLoggedInUser(await db(), { isAdmin: true })).headers;
  viewer = (await createLoggedInUser(await db())).headers;
});
afterAll(async () => {
  await app.close();
  await smallApp.close();
});

interface TusResult {
  url: string | null;
  error: DetailedError | Error | null;
}

interface TusOptions {
  metadata: Record<string, string>;
  headers?: Record<string, string>;
  chunkSize?: number;
  uploadUrl?: string;
  /** Called after each chunk the server accepted; `abort()` stops the upload there (a dropped connection). */
  onChunk?: (accepted: number, abort: () => void) => void;
  instance?: FastifyInstance;
}

/** Runs one tus-js-client upload to the end (or to its error, or to an abort) and tells where it went. */
async function tusUpload(bytes: Buffer, options: TusOptions): Promise<TusResult> {
  const base = await listen(options.instance ?? app);
  return new Promise((resolve) => {
    const upload: Upload = new Upload(bytes, {
      endpoint: `${base}${FILM_UPLOADS_PATH}`,
      uploadUrl: options.uploadUrl ?? null,
      headers: options.headers ?? admin,
      metadata: options.metadata,
      chunkSize: options.chunkSize ?? Infinity,
      retryDelays: null,
      onSuccess: () => resolve({ url: upload.url, error: null }),
      onError: (error) => resolve({ url: upload.url, error }),
      onChunkComplete: (_size, accepted) =>
        options.onChunk?.(accepted, () => {
          void upload.abort().then(() => resolve({ url: upload.url, error: null }));
        }),
    });
    upload.start();
  });
}

function refusalOf(result: TusResult): { status: number | undefined; body: unknown; type: string | undefined } {
  const response = result.error instanceof DetailedError ? result.error.originalResponse : null;
  const body = response?.getBody();
  return { status: response?.getStatus(), body: body ? JSON.parse(body) : null, type: response?.getHeader('content-type') };
}

const filmRow = async (movieId: number) => (await (await db()).select().from(films).where(eq(films.movieId, movieId)))[0];
const privatePath = (instance: FastifyInstance, key: string) => instance.deps.films.localPathOf!(key);
const uploadsDirOf = (instance: FastifyInstance) => privatePath(instance, FILM_UPLOADS_FOLDER);
const pendingUploads = async (instance = app) => readdir(uploadsDirOf(instance));
const sources = async (instance = app) => readdir(privatePath(instance, FILM_SOURCES_FOLDER)).catch(() => [] as string[]);
const metadataFor = (movieId: number, filename = 'feature.mp4') => ({ movieId: String(movieId), filename, filetype: 'video/mp4' });

/** A tus request by hand (fetch), for what tus-js-client would not send. */
async function tusRequest(method: string, path: string, headers: Record<string, string>, body?: Buffer) {
  const res = await fetch(`${await listen(app)}${path}`, {
    method,
    headers: { 'tus-resumable': '1.0.0', ...headers },
    ...(body && { body: new Uint8Array(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

const base64 = (text: string) => Buffer.from(text).toString('base64');
const createHeaders = (movieId: number | string, length: number) => ({
  'upload-length': String(length),
  'upload-metadata': `movieId ${base64(String(movieId))},filename ${base64('feature.mp4')}`,
});

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
