// Shared setup of the film upload tests: two apps over real HTTP (one with a small FILM_MAX_BYTES), an admin and a
// viewer, a real clip, and tus uploads made as tus-js-client or by hand. filmUploadApps() builds them per test file.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DetailedError, Upload } from 'tus-js-client';
import { afterAll, beforeAll } from 'vitest';
import { FILM_UPLOADS_PATH } from '../../../common/films.ts';
import { films } from '../../db/schema.ts';
import { FILM_SOURCES_FOLDER, FILM_UPLOADS_FOLDER } from '../../films/storage.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';
import { createLoggedInUser } from '../../test/factories.ts';

export const SMALL_LIMIT = 150_000;
export let app: FastifyInstance;
export let smallApp: FastifyInstance;
export let admin: { authorization: string };
/** The admin whose session `admin` carries, as the audit log names them. */
export let adminActor: { id: number; email: string };
export let viewer: { authorization: string };
export let clip: Buffer;
export const db = async () => (await testDatabase()).db;
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

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
export async function tusUpload(bytes: Buffer, options: TusOptions): Promise<TusResult> {
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

export function refusalOf(result: TusResult): { status: number | undefined; body: unknown; type: string | undefined } {
  const response = result.error instanceof DetailedError ? result.error.originalResponse : null;
  const body = response?.getBody();
  return { status: response?.getStatus(), body: body ? JSON.parse(body) : null, type: response?.getHeader('content-type') };
}

export const filmRow = async (movieId: number) => (await (await db()).select().from(films).where(eq(films.movieId, movieId)))[0];
export const privatePath = (instance: FastifyInstance, key: string) => instance.deps.films.localPathOf!(key);
export const uploadsDirOf = (instance: FastifyInstance) => privatePath(instance, FILM_UPLOADS_FOLDER);
export const pendingUploads = async (instance = app) => readdir(uploadsDirOf(instance));
export const sources = async (instance = app) => readdir(privatePath(instance, FILM_SOURCES_FOLDER)).catch(() => [] as string[]);
export const metadataFor = (movieId: number, filename = 'feature.mp4') => ({ movieId: String(movieId), filename, filetype: 'video/mp4' });

/** A tus request by hand (fetch), for what tus-js-client would not send. */
export async function tusRequest(method: string, path: string, headers: Record<string, string>, body?: Buffer) {
  const res = await fetch(`${await listen(app)}${path}`, {
    method,
    headers: { 'tus-resumable': '1.0.0', ...headers },
    ...(body && { body: new Uint8Array(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

const base64 = (text: string) => Buffer.from(text).toString('base64');
export const createHeaders = (movieId: number | string, length: number) => ({
  'upload-length': String(length),
  'upload-metadata': `movieId ${base64(String(movieId))},filename ${base64('feature.mp4')}`,
});

/** Builds the apps, users and clip before the first test of the calling file, and closes the apps after its last. */
export function filmUploadApps() {
  beforeAll(async () => {
    clip = makeClip();
    app = await buildTestApp();
    smallApp = await buildTestApp({}, { config: { filmMaxBytes: SMALL_LIMIT } });
    const signedIn = await createLoggedInUser(await db(), { isAdmin: true });
    admin = signedIn.headers;
    adminActor = { id: signedIn.user.id, email: signedIn.user.email };
    viewer = (await createLoggedInUser(await db())).headers;
  });
  afterAll(async () => {
    await app.close();
    await smallApp.close();
  });
}
