// The packaging worker against the test database and the real ffmpeg: a queued upload becomes a ready film
// (rows, files, the movie's running time), a bad file a failed one with ffmpeg's reason, a film replaced while it
// packages drops the old result, a stop kills ffmpeg and puts the row back in the queue.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { filmMessages } from '../../common/messages/films.ts';
import type { Db } from '../db/client.ts';
import { films, movies } from '../db/schema.ts';
import type { WorkerLog } from '../jobs/worker-loop.ts';
import { createMovie } from '../test/factories.ts';
import { testDatabase } from '../test/database.ts';
import { claimFilmJob, failFilmJob, finishFilmJob, queueFilmPackaging, recordFilmProgress } from './jobs.ts';
import { decryptSegment, makeClip } from '../test/film-clips.ts';
import { locateFilmTools } from './packaging/tools.ts';
import { createDiskStore } from '../storage/disk-store.ts';
import { FILM_PACKAGES_FOLDER, FILM_SOURCES_FOLDER } from './storage.ts';
import { startFilmWorker, type FilmWorker } from './worker.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'film-worker-'));
const config = { dataDir, ffmpegPath: undefined, ffprobePath: undefined };
const filmStore = createDiskStore(join(dataDir, 'private'));
const storage = { pathOf: (key: string) => filmStore.localPathOf!(key) };
const quiet: WorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const clips = join(dataDir, 'clips');

let db: Db;
let hd: string;
let small: string;
const movieIds: number[] = [];
const workers: FilmWorker[] = [];

beforeAll(async () => {
  db = (await testDatabase()).db;
  mkdirSync(clips, { recursive: true });
  const tools = locateFilmTools(config);
  [hd, small] = await Promise.all([
    makeClip(tools, join(clips, 'hd.mp4'), { width: 1280, height: 720, seconds: 6 }),
    makeClip(tools, join(clips, 'small.mp4'), { width: 640, height: 360, seconds: 4 }),
  ]);
});

// Other test files share this database: a film they left queued would be claimed by these workers.
beforeEach(async () => {
  await db.delete(films).where(inArray(films.status, ['queued', 'processing']));
});

/** Waits for the workers' loops to end: files are deleted after the row is written. */
const stopWorkers = () => Promise.all(workers.splice(0).map((worker) => worker.stop()));
afterEach(stopWorkers);

afterAll(async () => {
  if (movieIds.length > 0) await db.delete(movies).where(inArray(movies.id, movieIds));
  rmSync(dataDir, { recursive: true, force: true });
});

function start(options: { staleMs?: number; log?: WorkerLog } = {}) {
  const worker = startFilmWorker({ db, films: filmStore, config, log: quiet, pollMs: 50, ...options });
  workers.push(worker);
  return worker;
}

/** What the upload route does: the file into films/sources, then the row queued. */
async function upload(movieId: number, clip: string, name = 'film.mp4') {
  const sourcePath = `${FILM_SOURCES_FOLDER}/${movieId}-${Math.random().toString(36).slice(2)}.mp4`;
  mkdirSync(dirname(storage.pathOf(sourcePath)), { recursive: true });
  copyFileSync(clip, storage.pathOf(sourcePath));
  await queueFilmPackaging(db, { movieId, sourcePath, sourceName: name, sourceBytes: 1000 });
  return sourcePath;
}

async function newMovie() {
  const movie = await createMovie(db, { videoUrl: null, durationMinutes: 95 });
  movieIds.push(movie.id);
  return movie.id;
}

const filmOf = async (movieId: number) => (await db.select().from(films).where(eq(films.movieId, movieId)))[0];
const packagesOf = (movieId: number) => {
  const folder = storage.pathOf(`${FILM_PACKAGES_FOLDER}/${movieId}`);
  return existsSync(folder) ? readdirSync(folder) : [];
};

async function until(movieId: number, check: (film: NonNullable<Awaited<ReturnType<typeof filmOf>>>) => boolean, timeout = 15_000) {
  await vi.waitFor(
    async () => {
      const film = await filmOf(movieId);
      if (!film || !check(film)) throw new Error(`film ${movieId} is ${film?.status} ${film?.progress}%`);
    },
    { timeout, interval: 50 },
  );
  return (await filmOf(movieId))!;
}

describe('the film worker', () => {
  it('packages a queued upload: the row ready, the package on disk, the source gone, the running time set', async () => {
    const movieId = await newMovie();
    const sourcePath = await upload(movieId, hd, 'premiere.mp4');
    start();
    const film = await until(movieId, (f) => f.status === 'ready');
    await stopWorkers();

    expect(film).toMatchObject({ progress: 100, error: null, sourcePath: null, claimId: null, attempts: 1, durationSeconds: 6, sourceName: 'premiere.mp4' });
    expect(film.renditions.map((r) => `${r.width}x${r.height}`)).toEqual(['640x360', '1280x720']);
    expect(film.renditions.every((r) => r.bandwidth > 0 && r.codecs.endsWith(',mp4a.40.2'))).toBe(true);
    expect(film.packageDir).toMatch(new RegExp(`^${FILM_PACKAGES_FOLDER}/${movieId}/[0-9a-f-]{36}$`));
    const packageDir = storage.pathOf(film.packageDir!);
    expect(readdirSync(packageDir).sort()).toEqual(['v0', 'v1']);
    const segment = decryptSegment(readFileSync(join(packageDir, 'v1/seg00000.ts')), film.keyHex!, 0);
    expect(segment[0]).toBe(0x47);
    expect(existsSync(storage.pathOf(sourcePath))).toBe(false);
    const [movie] = await db.select({ durationMinutes: movies.durationMinutes }).from(movies).where(eq(movies.id, movieId));
    expect(movie?.durationMinutes).toBe(1);
  });

  it('replaces a ready film: the new package streams, the old folder is deleted, the ladder never upscales', async () => {
    const movieId = await newMovie();
    await upload(movieId, small);
    start();
    const first = await until(movieId, (f) => f.status === 'ready');
    await upload(movieId, small, 'recut.mp4');
    const second = await until(movieId, (f) => f.status === 'ready' && f.packageDir !== first.packageDir);
    await stopWorkers();

    expect(second.renditions.map((r) => `${r.width}x${r.height}`)).toEqual(['640x360']);
    expect(second.keyHex).not.toBe(first.keyHex);
    expect(second.sourceName).toBe('recut.mp4');
    expect(packagesOf(movieId)).toEqual([second.packageDir!.split('/').pop()]);
  });

  it('fails a file ffmpeg cannot read, with the reason, and keeps the source for a retry', async () => {
    const movieId = await newMovie();
    const notAFilm = join(clips, 'notes.mp4');
    writeFileSync(notAFilm, 'meeting notes, not a film');
    const sourcePath = await upload(movieId, notAFilm);
    start();
    const film = await until(movieId, (f) => f.status === 'failed');

    expect(film.error?.startsWith(filmMessages.filmUnreadable)).toBe(true);
    expect(film.error!.length).toBeLessThanOrEqual(1000);
    expect(film).toMatchObject({ packageDir: null, keyHex: null, claimId: null, sourcePath });
    expect(existsSync(storage.pathOf(sourcePath))).toBe(true);
    expect(packagesOf(movieId)).toEqual([]);
  });

  it('drops its result when the film is replaced while packaging, and then packages the replacement', async () => {
    const movieId = await newMovie();
    await upload(movieId, hd, 'first-cut.mp4');
    // Heartbeats every 200 ms: the worker hears of the replacement while ffmpeg still runs, and kills it.
    const said: unknown[] = [];
    start({ staleMs: 600, log: { ...quiet, info: (...args: unknown[]) => void said.push(...args) } });
    await until(movieId, (f) => f.status === 'processing');
    // The admin uploads another file meanwhile: the claim is cleared, the running ffmpeg must stop.
    await upload(movieId, small, 'final-cut.mp4');
    const film = await until(movieId, (f) => f.status === 'ready');
    await stopWorkers();

    expect(said).toContain(`The film of movie ${movieId} was replaced or removed while packaging; ffmpeg was stopped.`);
    expect(film.sourceName).toBe('final-cut.mp4');
    expect(film.renditions).toHaveLength(1);
    expect(film.attempts).toBe(1);
    expect(packagesOf(movieId)).toEqual([film.packageDir!.split('/').pop()]);
  });

  it('kills ffmpeg on stop and puts the row back in the queue, the attempt not counted', async () => {
    const movieId = await newMovie();
    await upload(movieId, hd);
    start();
    await until(movieId, (f) => f.status === 'processing');
    await stopWorkers();

    const film = await filmOf(movieId);
    expect(film).toMatchObject({ status: 'queued', attempts: 0, claimId: null, claimedAt: null });
    expect(packagesOf(movieId)).toEqual([]);
    // Any instance takes it at once, without waiting for a heartbeat to go stale.
    const claim = await claimFilmJob(db, { staleMs: 60_000 });
    expect(claim).toMatchObject({ movieId, attempts: 1 });
    await db.delete(films).where(eq(films.movieId, movieId));
  });

  it('a live heartbeat protects a processing row; a stale one does not (a worker killed with SIGKILL)', async () => {
    const movieId = await newMovie();
    await upload(movieId, small);
    const first = await claimFilmJob(db, { staleMs: 60_000 });
    expect(first).toMatchObject({ movieId, attempts: 1 });
    expect(await claimFilmJob(db, { staleMs: 60_000 })).toBeNull();
    await db.update(films).set({ claimedAt: sql`now() - interval '3 minutes'` }).where(eq(films.movieId, movieId));
    const claim = await claimFilmJob(db, { staleMs: 120_000 });
    expect(claim).toMatchObject({ movieId, attempts: 2 });
    await db.delete(films).where(eq(films.movieId, movieId));
  });

  it('writes progress as a heartbeat, and every write after the film is replaced reports the claim gone', async () => {
    const movieId = await newMovie();
    await upload(movieId, small);
    await db.update(films).set({ updatedAt: sql`now() - interval '1 day'` }).where(eq(films.movieId, movieId));
    const claim = (await claimFilmJob(db, { staleMs: 60_000 }))!;
    expect(claim.movieId).toBe(movieId);
    await db.update(films).set({ claimedAt: sql`now() - interval '90 seconds'` }).where(eq(films.movieId, movieId));

    expect(await recordFilmProgress(db, claim, 42)).toBe(true);
    const beating = (await filmOf(movieId))!;
    expect(beating.progress).toBe(42);
    expect(Date.now() - beating.claimedAt!.getTime()).toBeLessThan(30_000);

    await upload(movieId, small, 'replacement.mp4');
    expect(await recordFilmProgress(db, claim, 50)).toBe(false);
    expect(await failFilmJob(db, claim, 'too late')).toBe(false);
    const result = { packageDir: 'films/packages/x/y', keyHex: '0'.repeat(32), renditions: [], durationSeconds: 60 };
    expect(await finishFilmJob(db, claim, result)).toBeNull();
    expect(await filmOf(movieId)).toMatchObject({ status: 'queued', progress: 0, sourceName: 'replacement.mp4', packageDir: null, error: null });
    await db.delete(films).where(eq(films.movieId, movieId));
  });
});
