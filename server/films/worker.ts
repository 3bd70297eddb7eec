// The packaging worker (docs/decisions/0015): one loop per app instance, started and stopped by main.ts, one film
// at a time. It claims a films row (jobs.ts), runs the packager with a heartbeat, and records the package or the
// failure, only while the claim is still its own. A worker killed mid-film leaves its row "processing" with an
// old heartbeat: any instance claims it again after `staleMs`, and the half-written folder is swept when the film
// is finally ready.
//
// ffmpeg reads and writes files: a source kept in a bucket is first downloaded to this machine's scratch folder,
// and the package is written there and then moved into the store (server/storage). On this disk, the source is
// read where it lies.
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { filmMessages } from '../../common/messages/films.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { startWorkerLoop, type WorkerLog } from '../jobs/worker-loop.ts';
import {
  claimFilmJob,
  failFilmJob,
  FILM_CLAIM_STALE_MS,
  finishFilmJob,
  recordFilmProgress,
  releaseFilmJob,
  type FilmClaim,
} from './jobs.ts';
import { PackagingAbortedError, PackagingError } from './packaging/errors.ts';
import { packageFilm } from './packaging/package.ts';
import { locateFilmTools, type FilmTools } from './packaging/tools.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { scratchDirOf } from '../storage/open.ts';
import { FILM_PACKAGES_FOLDER, removeFilmFiles, storeFolder } from './storage.ts';

/** How often an idle worker looks for a queued film: an upload starts packaging within this. */
const DEFAULT_POLL_MS = 2_000;
/** The longest gap between two heartbeats (progress writes): shorter when the stale timeout is (tests). */
const HEARTBEAT_MS = 2_000;
/** stop() kills ffmpeg at once; this bounds the wait for the database writes around it. */
const STOP_WAIT_MS = 10_000;

export interface FilmWorkerOptions {
  db: Db;
  /** The private store the sources are read from and the packages written to (ServiceDeps.films). */
  films: ObjectStore;
  config: Pick<Config, 'dataDir' | 'ffmpegPath' | 'ffprobePath'>;
  log: WorkerLog;
  pollMs?: number;
  /** How old a heartbeat must be before its film is taken over (FILM_CLAIM_STALE_MS). */
  staleMs?: number;
}

export interface FilmWorker {
  /** Stops the loop and kills ffmpeg in flight (its row goes back to the queue, for any instance to take). */
  stop(): Promise<void>;
}

type FilmJobOutcome = 'ready' | 'failed' | 'lost' | 'stopped';

export function startFilmWorker(options: FilmWorkerOptions): FilmWorker {
  const { db, config, log, films } = options;
  const scratchDir = join(scratchDirOf(config), 'films');
  // Each instance has a DATA_DIR of its own (docs/deploy.md), so what is in its scratch folder before its worker
  // starts was left by a process that died mid-film (its film is claimed again): a downloaded source can be large.
  const sweptScratch = rm(scratchDir, { recursive: true, force: true }).catch(() => undefined);
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const staleMs = options.staleMs ?? FILM_CLAIM_STALE_MS;
  // Three beats fit in the stale timeout, so one slow write never makes a live worker look dead.
  const heartbeatMs = Math.max(50, Math.min(HEARTBEAT_MS, Math.floor(staleMs / 3)));
  let toolsProblem: string | undefined;

  /** Without a working ffmpeg nothing is claimed: the films wait in the queue instead of all failing. */
  const tools = (): FilmTools | undefined => {
    try {
      const found = locateFilmTools(config);
      toolsProblem = undefined;
      return found;
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      if (problem !== toolsProblem) log.error(`Films cannot be packaged: ${problem}`);
      toolsProblem = problem;
      return undefined;
    }
  };

  return startWorkerLoop({
    log,
    name: 'The film packaging worker',
    // stop() aborts the signal: ffmpeg is killed and the row put back in the queue.
    async step(signal) {
      await sweptScratch;
      const found = tools();
      const claim = found ? await claimFilmJob(db, { staleMs }) : null;
      if (!claim || !found) return pollMs;
      await packageClaimedFilm({ db, films, scratchDir, tools: found, log, heartbeatMs, signal }, claim);
      // Another film may be waiting: look again at once.
      return 0;
    },
    stepFailed: 'The film packaging worker failed a step; it tries again shortly.',
    stopWaitMs: STOP_WAIT_MS,
    gaveUp: 'The film worker did not stop in time; its film is packaged again later.',
  });
}

interface Job {
  db: Db;
  films: ObjectStore;
  /** This machine's folder for the work: a downloaded source, the package before it is stored. */
  scratchDir: string;
  tools: FilmTools;
  log: WorkerLog;
  heartbeatMs: number;
  /** Fires on stop(): ffmpeg is killed and the row put back in the queue. */
  signal: AbortSignal;
}

/** Packages one claimed film and records the outcome. */
async function packageClaimedFilm(job: Job, claim: FilmClaim): Promise<FilmJobOutcome> {
  const { db, films, log } = job;
  const startedAt = Date.now();
  const packageDir = `${FILM_PACKAGES_FOLDER}/${claim.movieId}/${randomUUID()}`;
  const workDir = join(job.scratchDir, randomUUID());
  const outDir = join(workDir, 'package');
  // ffmpeg stops when the instance stops, or when the film is no longer ours to package.
  const lost = new AbortController();
  const signal = AbortSignal.any([job.signal, lost.signal]);
  const heartbeat = startHeartbeat(job, claim, () => lost.abort());
  log.info({ movieId: claim.movieId }, `Packaging the film of movie ${claim.movieId} (attempt ${claim.attempts}).`);

  try {
    if (!claim.sourcePath) throw new PackagingError(filmMessages.filmUnreadable);
    await mkdir(outDir, { recursive: true });
    const result = await packageFilm({
      tools: job.tools,
      sourcePath: await localSource(films, claim.sourcePath, workDir),
      outDir,
      signal,
      onProgress: heartbeat.progress,
    });
    // Still beating while the package goes into the store: a bucket takes a while for a long film.
    await storeFolder(films, outDir, packageDir, { move: true });
    await heartbeat.stop();
    const finished = await finishFilmJob(db, claim, { packageDir, ...result });
    if (!finished) {
      await removeFilmFiles(films, [packageDir]);
      log.info({ movieId: claim.movieId }, `The film of movie ${claim.movieId} was replaced or removed while packaging; the result was dropped.`);
      return 'lost';
    }
    await removeLeftovers(films, claim.movieId, packageDir, finished, startedAt);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    const ladder = result.renditions.map((r) => `${r.height}p`).join(', ');
    log.info({ movieId: claim.movieId }, `The film of movie ${claim.movieId} is ready (${ladder}; ${result.durationSeconds} s packaged in ${seconds} s).`);
    return 'ready';
  } catch (error) {
    await heartbeat.stop();
    if (error instanceof PackagingAbortedError || signal.aborted) {
      await removeFilmFiles(films, [packageDir]);
      if (!lost.signal.aborted) {
        // Stopping: the film goes back to the queue now, not once its heartbeat is stale (docs/decisions/0020).
        await releaseFilmJob(db, claim).catch((releaseError: unknown) =>
          log.warn({ err: releaseError, movieId: claim.movieId }, 'A stopped film could not be put back in the queue; it is taken again once its heartbeat is stale.'),
        );
        return 'stopped';
      }
      log.info({ movieId: claim.movieId }, `The film of movie ${claim.movieId} was replaced or removed while packaging; ffmpeg was stopped.`);
      return 'lost';
    }
    // A package half moved into the store before the failure is of no use.
    await removeFilmFiles(films, [packageDir]).catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    const recorded = await failFilmJob(db, claim, reason);
    log.warn({ movieId: claim.movieId, err: error }, `The film of movie ${claim.movieId} could not be packaged${recorded ? '' : ' (its claim was gone)'}: ${reason}`);
    return 'failed';
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** A file ffmpeg can read: the source where it lies on this disk, or downloaded from the bucket into `workDir`. */
async function localSource(films: ObjectStore, sourcePath: string, workDir: string): Promise<string> {
  const onDisk = films.localPathOf?.(sourcePath);
  if (onDisk) return onDisk;
  const path = join(workDir, 'source');
  await films.download(sourcePath, path).catch((error: unknown) => {
    throw new PackagingError(filmMessages.filmUnreadable, { cause: error });
  });
  return path;
}

/**
 * Progress writes double as the heartbeat: one every `heartbeatMs` whatever ffmpeg reports (a film whose length
 * is unknown still shows its worker alive). A write that finds the claim gone calls `onLost`.
 */
function startHeartbeat(job: Job, claim: FilmClaim, onLost: () => void) {
  let latest = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const beat = async () => {
    try {
      if (!(await recordFilmProgress(job.db, claim, latest))) onLost();
    } catch (error) {
      // The database away for a moment: the next beat tries again, well inside the stale timeout.
      job.log.warn({ err: error, movieId: claim.movieId }, 'A film packaging heartbeat failed.');
    }
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = beat();
    }, job.heartbeatMs);
  };
  schedule();
  return {
    progress(percent: number) {
      latest = percent;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}

/**
 * The new package streams: the source, the package it replaced and any folder a killed attempt left behind go.
 * Only folders older than this job's start: a newer upload's packaging may already be writing beside ours.
 */
async function removeLeftovers(
  films: ObjectStore,
  movieId: number,
  packageDir: string,
  finished: { previousPackageDir: string | null; sourcePath: string | null },
  startedAt: number,
) {
  await removeFilmFiles(films, [finished.sourcePath, finished.previousPackageDir]);
  const movieFolder = `${FILM_PACKAGES_FOLDER}/${movieId}/`;
  // A folder's age is its newest file's: one still being written by a live worker is never older than our start.
  const newestWrite = new Map<string, number>();
  for await (const object of films.list(movieFolder)) {
    const folder = movieFolder + object.key.slice(movieFolder.length).split('/')[0];
    newestWrite.set(folder, Math.max(newestWrite.get(folder) ?? 0, object.lastModified.getTime()));
  }
  const stale = [...newestWrite].filter(([folder, writtenAt]) => folder !== packageDir && writtenAt < startedAt);
  await removeFilmFiles(films, stale.map(([folder]) => folder));
}
