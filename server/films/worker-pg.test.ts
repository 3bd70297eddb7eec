// Film packaging with several instances on one PostgreSQL (npm run test:pg only): claims racing from two
// connection pools take each film once, and a worker process killed with SIGKILL mid-film leaves a job that
// another instance finishes, exactly once, with the dead attempt's files swept (docs/decisions/0015).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { films, movies } from '../db/schema.ts';
import { projectRoot } from '../paths.ts';
import { createMovie } from '../test/factories.ts';
import { testDatabase } from '../test/database.ts';
import { claimFilmJob, queueFilmPackaging, type FilmClaim } from './jobs.ts';
import { makeClip } from '../test/film-clips.ts';
import { locateFilmTools } from './packaging/tools.ts';
import { createDiskStore } from '../storage/disk-store.ts';
import { FILM_PACKAGES_FOLDER, FILM_SOURCES_FOLDER } from './storage.ts';
import { startFilmWorker } from './worker.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('film packaging with several instances on one PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'film-worker-pg-'));
  const config = { dataDir, ffmpegPath: undefined, ffprobePath: undefined };
  const filmStore = createDiskStore(join(dataDir, 'private'));
  const storage = { pathOf: (key: string) => filmStore.localPathOf!(key) };
  const instances: Database[] = [];
  const movieIds: number[] = [];
  let shared: Db;

  beforeAll(async () => {
    shared = (await testDatabase()).db;
    for (let i = 0; i < 2; i++) instances.push(await openDatabase({ kind: 'postgres', url: url ?? '', poolSize: 4 }));
  });
  // Other test files share this database: a film they left queued would be claimed here.
  beforeEach(async () => {
    await shared.delete(films).where(inArray(films.status, ['queued', 'processing']));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    if (movieIds.length > 0) await shared.delete(movies).where(inArray(movies.id, movieIds));
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function queueFilm(clip?: string) {
    const movie = await createMovie(shared, { videoUrl: null });
    movieIds.push(movie.id);
    const sourcePath = `${FILM_SOURCES_FOLDER}/${movie.id}-source.mp4`;
    if (clip) {
      mkdirSync(dirname(storage.pathOf(sourcePath)), { recursive: true });
      copyFileSync(clip, storage.pathOf(sourcePath));
    }
    await queueFilmPackaging(shared, { movieId: movie.id, sourcePath, sourceName: 'film.mp4', sourceBytes: 1 });
    return { movieId: movie.id, sourcePath };
  }

  it('claims racing from two instances take each queued film exactly once', async () => {
    const queued = [];
    for (let i = 0; i < 10; i++) queued.push((await queueFilm()).movieId);
    const claims: FilmClaim[] = [];
    const drain = async (db: Db) => {
      for (let claim = await claimFilmJob(db, { staleMs: 60_000 }); claim; claim = await claimFilmJob(db, { staleMs: 60_000 })) {
        claims.push(claim);
      }
    };
    await Promise.all([0, 1, 2, 3, 4, 5].map((i) => drain(instances[i % 2]!.db)));

    expect(claims.map((c) => c.movieId).sort((a, b) => a - b)).toEqual(queued);
    expect(new Set(claims.map((c) => c.claimId)).size).toBe(queued.length);
    const rows = await shared.select().from(films).where(inArray(films.movieId, queued));
    expect(rows.every((row) => row.status === 'processing' && row.attempts === 1)).toBe(true);
    expect(rows.map((row) => row.claimId).sort()).toEqual(claims.map((c) => c.claimId).sort());
  });

  it('a job whose worker process is killed with SIGKILL is finished by another instance, exactly once', async () => {
    const tools = locateFilmTools(config);
    const clip = await makeClip(tools, join(dataDir, 'long.mp4'), { width: 640, height: 360, seconds: 20, rate: 60 });
    const { movieId, sourcePath } = await queueFilm(clip);

    const child = spawnWorkerProcess(dataDir);
    const film = async () => (await shared.select().from(films).where(eq(films.movieId, movieId)))[0]!;
    await vi.waitFor(async () => expect((await film()).progress).toBeGreaterThan(0), { timeout: 10_000, interval: 25 });
    child.kill('SIGKILL');
    await child.exited;

    const orphaned = await film();
    expect(orphaned).toMatchObject({ status: 'processing', attempts: 1, packageDir: null });
    // The killed attempt's work is in its instance's scratch folder, not in the store.
    const scratchFolder = join(dataDir, 'tmp', 'films');
    const deadAttempt = readdirSync(scratchFolder);
    expect(deadAttempt).toHaveLength(1);
    // ffmpeg does not outlive its worker: its progress pipe is gone, so its next report ends it.
    await vi.waitFor(() => expect(ffmpegProcessesWriting(scratchFolder)).toEqual([]), { timeout: 5_000, interval: 100 });

    const ready: string[] = [];
    const log = { info: (...args: unknown[]) => ready.push(...args.filter((a): a is string => typeof a === 'string' && a.includes('is ready'))), warn: () => undefined, error: () => undefined };
    const workers = instances.map((instance) => startFilmWorker({ db: instance.db, films: filmStore, config, log, pollMs: 50, staleMs: 1_000 }));
    try {
      await vi.waitFor(async () => expect((await film()).status).toBe('ready'), { timeout: 15_000, interval: 50 });
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    const finished = await film();
    expect(finished).toMatchObject({ status: 'ready', attempts: 2, progress: 100, sourcePath: null, durationSeconds: 20 });
    expect(ready).toHaveLength(1);
    // Only the finished package is left: the killed attempt's scratch folder and the source are gone.
    expect(readdirSync(storage.pathOf(`${FILM_PACKAGES_FOLDER}/${movieId}`))).toEqual([finished.packageDir!.split('/').pop()]);
    expect(existsSync(join(scratchFolder, deadAttempt[0]!))).toBe(false);
    expect(existsSync(storage.pathOf(sourcePath))).toBe(false);
  }, 40_000);

  /** A separate node process running only the film worker against the test database (a stale timeout of 1.5 s). */
  function spawnWorkerProcess(dir: string) {
    const script = `
      const { openDatabase } = await import(${JSON.stringify(join(projectRoot, 'server/db/client.ts'))});
      const { startFilmWorker } = await import(${JSON.stringify(join(projectRoot, 'server/films/worker.ts'))});
      const { createDiskStore } = await import(${JSON.stringify(join(projectRoot, 'server/storage/disk-store.ts'))});
      const database = await openDatabase({ kind: 'postgres', url: process.env.FILM_WORKER_DATABASE_URL, poolSize: 2 });
      const log = { info: () => {}, warn: (...a) => console.error(...a), error: (...a) => console.error(...a) };
      const dataDir = process.env.FILM_WORKER_DATA_DIR;
      const films = createDiskStore(dataDir + '/private');
      startFilmWorker({ db: database.db, films, config: { dataDir }, log, pollMs: 50, staleMs: 1500 });
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: projectRoot,
      env: { ...process.env, FILM_WORKER_DATABASE_URL: url, FILM_WORKER_DATA_DIR: dir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    return { kill: (signal: NodeJS.Signals) => child.kill(signal), exited };
  }
});

/** Pids of ffmpeg processes whose command line names `folder` (Linux /proc; none elsewhere). */
function ffmpegProcessesWriting(folder: string): number[] {
  if (!existsSync('/proc')) return [];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes('ffmpeg') && cmdline.includes(folder)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}
