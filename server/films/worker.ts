// The packaging worker (docs/decisions/0015): one loop per app instance, started and stopped by main.ts, one film
// at a time. It claims a films row (jobs.ts), runs the packager with a heartbeat, and records the package or the
// failure, only while the claim is still its own. A worker killed mid-film leaves its row "processing" with an
// old heartbeat: any instance claims it again after `staleMs`, and the half-written folder is swept when the film
// is finally ready.
import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { filmMessages } from '../../common/film-messages.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { startWorkerLoop, type WorkerLog } from '../jobs/worker-loop.ts';
import {
  claimFilmJob,
  failFilmJob,
  FILM_CLAIM_STALE_MS,
  finishFilmJob,
  recordFilmProgress,
  type FilmClaim,
} from './jobs.ts';
import { PackagingAbortedError, PackagingError } from './packaging/errors.ts';
import { packageFilm } from './packaging/package.ts';
import { locateFilmTools, type FilmTools } from './packaging/tools.ts';
import { FILM_PACKAGES_FOLDER, filmStorageOf, type FilmStorage } from './storage.ts';

/** How often an idle worker looks for a queued film: an upload starts packaging within this. */
const DEFAULT_POLL_MS = 2_000;
/** The longest gap between two heartbeats (progress writes): shorter when the stale timeout is (tests). */
const HEARTBEAT_MS = 2_000;
/** stop() kills ffmpeg at once; this bounds the wait for the database writes around it. */
const STOP_WAIT_MS = 10_000;

export interface FilmWorkerOptions {
  db: Db;
  config: Pick<Config, 'dataDir' | 'ffmpegPath' | 'ffprobePath'>;
  log: WorkerLog;
  pollMs?: number;
  /** How old a heartbeat must be before its film is taken over (FILM_CLAIM_STALE_MS). */
  staleMs?: number;
}

export interface FilmWorker {
  /** Stops the loop and kills ffmpeg in flight (its row stays processing and is claimed again later). */
  stop(): Promise<void>;
}

export type FilmJobOutcome = 'ready' | 'failed' | 'lost' | 'stopped';

export function startFilmWorker(options: FilmWorkerOptions): FilmWorker {
  const { db, config, log } = options;
  const storage = filmStorageOf(config);
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
    // stop() aborts the signal: ffmpeg is killed and the row left for a later claim.
    async step(signal) {
      const found = tools();
      const claim = found ? await claimFilmJob(db, { staleMs }) : null;
      if (!claim || !found) return pollMs;
      await packageClaimedFilm({ db, storage, tools: found, log, heartbeatMs, signal }, claim);
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
  storage: FilmStorage;
  tools: FilmTools;
  log: WorkerLog;
  heartbeatMs: number;
  /** Fires on stop(): ffmpeg is killed and the row left for a later claim. */
  signal: AbortSignal;
}

/** Packages one claimed film and records the outcome. */
async function packageClaimedFilm(job: Job, claim: FilmClaim): Promise<FilmJobOutcome> {
  const { db, storage, log } = job;
  const startedAt = Date.now();
  const packageDir = `${FILM_PACKAGES_FOLDER}/${claim.movieId}/${randomUUID()}`;
  const outDir = storage.pathOf(packageDir);
  // ffmpeg stops when the instance stops, or when the film is no longer ours to package.
  const lost = new AbortController();
  const signal = AbortSignal.any([job.signal, lost.signal]);
  const heartbeat = startHeartbeat(job, claim, () => lost.abort());
  log.info({ movieId: claim.movieId }, `Packaging the film of movie ${claim.movieId} (attempt ${claim.attempts}).`);

  try {
    if (!claim.sourcePath) throw new PackagingError(filmMessages.filmUnreadable);
    const result = await packageFilm({
      tools: job.tools,
      sourcePath: storage.pathOf(claim.sourcePath),
      outDir,
      signal,
      onProgress: heartbeat.progress,
    });
    await heartbeat.stop();
    const finished = await finishFilmJob(db, claim, { packageDir, ...result });
    if (!finished) {
      await rm(outDir, { recursive: true, force: true });
      log.info({ movieId: claim.movieId }, `The film of movie ${claim.movieId} was replaced or removed while packaging; the result was dropped.`);
      return 'lost';
    }
    await removeLeftovers(storage, claim.movieId, packageDir, finished, startedAt);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    const ladder = result.renditions.map((r) => `${r.height}p`).join(', ');
    log.info({ movieId: claim.movieId }, `The film of movie ${claim.movieId} is ready (${ladder}; ${result.durationSeconds} s packaged in ${seconds} s).`);
    return 'ready';
  } catch (error) {
    await heartbeat.stop();
    if (error instanceof PackagingAbortedError || signal.aborted) {
      await rm(outDir, { recursive: true, force: true });
      if (!lost.signal.aborted) return 'stopped';
      log.info({ movieId: claim.movieId }, `The film of movie ${claim.movieId} was replaced or removed while packaging; ffmpeg was stopped.`);
      return 'lost';
    }
    const reason = error instanceof Error ? error.message : String(error);
    const recorded = await failFilmJob(db, claim, reason);
    log.warn({ movieId: claim.movieId, err: error }, `The film of movie ${claim.movieId} could not be packaged${recorded ? '' : ' (its claim was gone)'}: ${reason}`);
    return 'failed';
  }
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
  storage: FilmStorage,
  movieId: number,
  packageDir: string,
  finished: { previousPackageDir: string | null; sourcePath: string | null },
  startedAt: number,
) {
  const paths = [finished.sourcePath, finished.previousPackageDir].filter((path) => path !== null);
  for (const path of paths) await rm(storage.pathOf(path), { recursive: true, force: true });
  const movieFolder = storage.pathOf(`${FILM_PACKAGES_FOLDER}/${movieId}`);
  const keep = storage.pathOf(packageDir);
  for (const entry of await readdir(movieFolder).catch(() => [] as string[])) {
    const path = join(movieFolder, entry);
    if (path === keep) continue;
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < startedAt) await rm(path, { recursive: true, force: true });
  }
}
