// The app with S3_BUCKET set, against a real S3 server (docs/decisions/0019): public media stored and sent from the
// bucket (ranges, revalidation, variants made on request, MEDIA_PUBLIC_URL), and a film's whole way — a resumable
// upload cut off and resumed, packaged from the bucket, streamed to a renter — with nothing kept on this disk.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILM_UPLOADS_PATH, type StreamInfo } from '../../common/films.ts';
import { imageVariantUrl } from '../../common/media.ts';
import { createBucketUploadStore } from '../admin/films/bucket-upload-store.ts';
import { loadConfig } from '../config.ts';
import { films } from '../db/schema.ts';
import { decryptSegment, makeClip } from '../test/film-clips.ts';
import { locateFilmTools } from '../films/packaging/tools.ts';
import { startFilmWorker } from '../films/worker.ts';
import { storeImage } from '../media/images.ts';
import { UPLOADS_URL_PREFIX } from '../media/store.ts';
import { projectRoot } from '../paths.ts';
import { buildTestApp } from '../test/app.ts';
import { testBucketEnv } from '../test/bucket.ts';
import { db } from '../test/database.ts';
import { createLoggedInUser, createMovie, createRental } from '../test/factories.ts';
import { openStores } from './open.ts';

let app: FastifyInstance;
let admin: { authorization: string };
const keyOf = (url: string) => url.slice(UPLOADS_URL_PREFIX.length);

beforeAll(async () => {
  app = await buildTestApp(testBucketEnv());
  admin = (await createLoggedInUser(await db(), { isAdmin: true })).headers;
});
afterAll(() => app.close());

async function listen(instance: FastifyInstance): Promise<string> {
  if (!instance.server.listening) await instance.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
}

describe('public media in the bucket', () => {
  it('are stored there, never on this disk, and sent with a year of caching, revalidation and ranges', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 1350, channels: 3, background: '#8a3c3c' } }).jpeg().toBuffer();
    const poster = await storeImage(app.deps.media, 'movies', 'poster-bucket', jpeg);
    expect(await app.deps.media.objects.head(keyOf(poster.url))).not.toBeNull();
    expect(existsSync(join(app.deps.config.dataDir, 'media'))).toBe(false);

    const whole = await app.inject({ url: poster.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.rawPayload.equals((await app.deps.media.read(keyOf(poster.url)))!)).toBe(true);
    const again = await app.inject({ url: poster.url, headers: { 'if-none-match': String(whole.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const range = await app.inject({ url: poster.url, headers: { range: 'bytes=10-19' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 10-19/${whole.rawPayload.length}`);
    expect(range.rawPayload.equals(whole.rawPayload.subarray(10, 20))).toBe(true);
  });

  it('make a missing image variant from its original in the bucket, and keep it there', async () => {
    const jpeg = await sharp({ create: { width: 1000, height: 1500, channels: 3, background: '#3c8a5a' } }).jpeg().toBuffer();
    const poster = await storeImage(app.deps.media, 'movies', 'poster-variant', jpeg);
    const variant = imageVariantUrl(poster.url, 720);
    await app.deps.media.remove(variant);

    const res = await app.inject({ url: variant });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(720);
    expect(await app.deps.media.objects.head(keyOf(variant))).not.toBeNull();
  });

  it('stream a large object from the bucket: the range asked for, HEAD, 416 past the end, 404 for none', async () => {
    const video = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < video.length; i += 4) video.writeUInt32BE(i, i);
    await app.deps.media.objects.put('trailers/long.mp4', video);

    const range = await app.inject({ url: '/uploads/trailers/long.mp4', headers: { range: 'bytes=1000000-1999999' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers).toMatchObject({ 'content-type': 'video/mp4', 'content-range': `bytes 1000000-1999999/${video.length}`, 'accept-ranges': 'bytes' });
    expect(range.rawPayload.equals(video.subarray(1_000_000, 2_000_000))).toBe(true);
    const head = await app.inject({ method: 'HEAD', url: '/uploads/trailers/long.mp4' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(video.length));
    const past = await app.inject({ url: '/uploads/trailers/long.mp4', headers: { range: `bytes=${video.length + 10}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
    expect((await app.inject({ url: '/uploads/trailers/none.mp4' })).statusCode).toBe(404);
  });

  it('are pointed to at MEDIA_PUBLIC_URL when it is set', async () => {
    const viaCdn = await buildTestApp(testBucketEnv({ MEDIA_PUBLIC_URL: 'https://media.studio.example/site/' }));
    try {
      const res = await viaCdn.inject({ url: '/uploads/movies/poster.ab12.w720.webp' });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://media.studio.example/site/movies/poster.ab12.w720.webp');
    } finally {
      await viaCdn.close();
    }
  });
});

describe('a film in the bucket', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'bucket-film-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** One tus-js-client upload, stopped after `stopAfter` accepted bytes when given (a dropped connection). */
  async function tusUpload(bytes: Buffer, metadata: Record<string, string>, options: { uploadUrl?: string; stopAfter?: number } = {}) {
    const base = await listen(app);
    return new Promise<{ url: string | null; error: Error | null }>((resolve) => {
      const upload: Upload = new Upload(bytes, {
        endpoint: `${base}${FILM_UPLOADS_PATH}`,
        uploadUrl: options.uploadUrl ?? null,
        headers: admin,
        metadata,
        chunkSize: 300_000,
        retryDelays: null,
        onSuccess: () => resolve({ url: upload.url, error: null }),
        onError: (error) => resolve({ url: upload.url, error }),
        onChunkComplete: (_size, accepted) => {
          if (options.stopAfter !== undefined && accepted >= options.stopAfter) void upload.abort().then(() => resolve({ url: upload.url, error: null }));
        },
      });
      upload.start();
    });
  }

  it('goes up resumably, is packaged from the bucket and streams to a renter, with nothing kept on this disk', async () => {
    const tools = locateFilmTools(app.deps.config);
    const clip = await readFile(await makeClip(tools, join(scratch, 'clip.mp4'), { width: 640, height: 360, seconds: 4 }));
    const movie = await createMovie(await db(), { videoUrl: null });
    const metadata = { movieId: String(movie.id), filename: 'feature.mp4', filetype: 'video/mp4' };

    const first = await tusUpload(clip, metadata, { stopAfter: 300_000 });
    expect(first.error).toBeNull();
    const resumed = await tusUpload(clip, metadata, { uploadUrl: first.url! });
    expect(resumed.error).toBeNull();
    expect(resumed.url).toBe(first.url);

    const [queued] = await (await db()).select().from(films).where(eq(films.movieId, movie.id));
    expect(queued).toMatchObject({ status: 'queued', sourceBytes: clip.length });
    expect((await app.deps.films.read(queued!.sourcePath!))?.equals(clip)).toBe(true);
    const leftovers: string[] = [];
    for await (const object of app.deps.films.list('uploads/')) leftovers.push(object.key);
    expect(leftovers).toEqual([]);

    const worker = startFilmWorker({ db: await db(), films: app.deps.films, config: app.deps.config, log: { info: () => undefined, warn: () => undefined, error: () => undefined }, pollMs: 50 });
    try {
      await vi.waitFor(async () => {
        const [film] = await (await db()).select().from(films).where(eq(films.movieId, movie.id));
        if (film?.status !== 'ready') throw new Error(`film is ${film?.status}`);
      }, { timeout: 60_000, interval: 100 });
    } finally {
      await worker.stop();
    }
    const [film] = await (await db()).select().from(films).where(eq(films.movieId, movie.id));
    await expect(app.deps.films.head(queued!.sourcePath!)).resolves.toBeNull();
    expect(existsSync(join(app.deps.config.dataDir, 'private'))).toBe(false);

    const viewer = await createLoggedInUser(await db());
    await createRental(await db(), viewer.user.id, movie.id, 3_600_000);
    const info = (await app.inject({ url: `/api/movies/${movie.id}/stream`, headers: viewer.headers })).json<StreamInfo>();
    const streamBase = info.playlist_url.replace(/master\.m3u8$/, '');
    expect((await app.inject({ url: info.playlist_url })).body).toContain('v0/index.m3u8');
    const playlist = await app.inject({ url: `${streamBase}v0/index.m3u8` });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('seg00000.ts');
    const key = await app.inject({ url: `${streamBase}key` });
    expect(key.rawPayload.toString('hex')).toBe(film!.keyHex);
    const segment = await app.inject({ url: `${streamBase}v0/seg00000.ts` });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(decryptSegment(segment.rawPayload, film!.keyHex!, 0)[0]).toBe(0x47);
    const part = await app.inject({ url: `${streamBase}v0/seg00000.ts`, headers: { range: 'bytes=0-187' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(segment.rawPayload.subarray(0, 188))).toBe(true);
  }, 120_000);

  it('sweeps an upload nobody has added to since the idle limit', async () => {
    const movie = await createMovie(await db(), { videoUrl: null });
    const base = await listen(app);
    const created = await fetch(`${base}${FILM_UPLOADS_PATH}`, {
      method: 'POST',
      headers: {
        ...admin,
        'tus-resumable': '1.0.0',
        'upload-length': '10000000',
        'upload-metadata': `movieId ${Buffer.from(String(movie.id)).toString('base64')},filename ${Buffer.from('f.mp4').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const uploads = createBucketUploadStore(app.deps.config.objectStore!, app.deps.films);
    expect(await uploads.removeIdle(24 * 3_600_000)).toBe(0);
    // Seen from a day later, it has been idle that long.
    expect(await uploads.removeIdle(24 * 3_600_000, Date.now() + 25 * 3_600_000)).toBe(1);
    const head = await fetch(`${base}${location}`, { method: 'HEAD', headers: { ...admin, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(404);
  });
});

describe('npm run storage:migrate', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storage-migrate-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function migrate(env: Record<string, string>) {
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/storage-migrate.ts'], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
    });
  }

  it("copies a one-machine studio's media and films into the bucket under the same keys, once", async () => {
    const files = { 'media/movies/poster.ab12.jpg': 'poster', 'private/films/sources/3-x.mp4': 'source', 'private/uploads/abc': 'unfinished' };
    for (const [key, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dataDir, key)), { recursive: true });
      writeFileSync(join(dataDir, key), text);
    }
    const env = testBucketEnv();
    const first = migrate(env);
    expect(first.stderr).not.toMatch(/error/i);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('2 copied');
    const bucket = (await openStores(loadConfig({ ...env, DATA_DIR: dataDir }))).root;
    expect((await bucket.read('media/movies/poster.ab12.jpg'))?.toString()).toBe('poster');
    expect((await bucket.read('private/films/sources/3-x.mp4'))?.toString()).toBe('source');
    await expect(bucket.head('private/uploads/abc')).resolves.toBeNull();

    const again = migrate(env);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('0 copied (0.0 MB), 2 already there');
  });

  it('refuses to run without a bucket', () => {
    const run = migrate({});
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('set S3_BUCKET');
  });
});
