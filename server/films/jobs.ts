// The packaging queue (docs/decisions/0015): the films row is the job. Queuing writes the source and status
// 'queued' in one statement; the worker (films/worker.ts) claims, heartbeats and finishes rows. Every time here is
// the database's (now()), the one clock every instance shares (docs/decisions/0020).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { films, movies, type FilmRendition } from '../db/schema.ts';

export interface QueuedSource {
  movieId: number;
  /** Relative to the private media root (films/storage.ts). */
  sourcePath: string;
  sourceName: string;
  sourceBytes: number;
}

/**
 * Queues a freshly uploaded source for packaging: a new film, or a replacement of the movie's film (its package,
 * if any, keeps streaming until the new one is ready). Returns the source it replaced, if one was waiting, so the
 * caller can delete that file. A worker still packaging the old source loses its claim (claim_id cleared), so its
 * result is thrown away.
 */
export async function queueFilmPackaging(db: Db, source: QueuedSource): Promise<{ replacedSourcePath: string | null }> {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select({ sourcePath: films.sourcePath }).from(films).where(eq(films.movieId, source.movieId)).for('update');
    const queued = {
      status: 'queued' as const,
      sourcePath: source.sourcePath,
      sourceName: source.sourceName,
      sourceBytes: source.sourceBytes,
      progress: 0,
      error: null,
      attempts: 0,
      claimId: null,
      claimedAt: null,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(films)
      .values({ movieId: source.movieId, ...queued })
      .onConflictDoUpdate({ target: films.movieId, set: queued });
    const replaced = previous?.sourcePath && previous.sourcePath !== source.sourcePath ? previous.sourcePath : null;
    return { replacedSourcePath: replaced };
  });
}

/** A heartbeat older than this belonged to a worker that died (kill -9, a crash, a reboot): the film is claimed again. */
export const FILM_CLAIM_STALE_MS = 2 * 60_000;

export interface FilmClaim {
  movieId: number;
  /** Ours alone: every later write says WHERE claim_id = this, so a replaced or removed film's result is dropped. */
  claimId: string;
  /** Relative to the private media root. */
  sourcePath: string | null;
  attempts: number;
}

/**
 * Takes the next film to package, in one transaction: a queued one, or one still "processing" whose worker stopped
 * beating. SKIP LOCKED passes over a row another instance (or an admin's replace) holds, so two instances never
 * take the same film. Times are the database's, the same clock for every instance.
 */
export async function claimFilmJob(db: Db, options: { staleMs: number }): Promise<FilmClaim | null> {
  return db.transaction(async (tx) => {
    const stale = sql`now() - (${Math.max(0, Math.round(options.staleMs))}::int * interval '1 millisecond')`;
    const [due] = await tx
      .select({ movieId: films.movieId })
      .from(films)
      .where(
        or(
          eq(films.status, 'queued'),
          and(eq(films.status, 'processing'), or(isNull(films.claimedAt), lt(films.claimedAt, stale))),
        ),
      )
      .orderBy(asc(films.updatedAt), asc(films.movieId))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const claimId = randomUUID();
    const [row] = await tx
      .update(films)
      .set({
        status: 'processing',
        claimId,
        claimedAt: sql`now()`,
        attempts: sql`${films.attempts} + 1`,
        progress: 0,
        error: null,
        updatedAt: sql`now()`,
      })
      .where(eq(films.movieId, due.movieId))
      .returning({ movieId: films.movieId, sourcePath: films.sourcePath, attempts: films.attempts });
    if (!row) throw new Error(`films row ${due.movieId} vanished while locked`);
    return { ...row, claimId };
  });
}

const ours = (claim: FilmClaim) => and(eq(films.movieId, claim.movieId), eq(films.claimId, claim.claimId));

/** The heartbeat: progress, and claimed_at refreshed. False when the claim is gone (the film replaced or removed). */
export async function recordFilmProgress(db: Db, claim: FilmClaim, progress: number): Promise<boolean> {
  const rows = await db
    .update(films)
    .set({ progress: Math.min(99, Math.max(0, Math.round(progress))), claimedAt: sql`now()`, updatedAt: sql`now()` })
    .where(ours(claim))
    .returning({ movieId: films.movieId });
  return rows.length > 0;
}

export interface FinishedFilm {
  /** Relative to the private root: what to delete now that the new package streams. */
  previousPackageDir: string | null;
  sourcePath: string | null;
}

/**
 * The package streams from now on: written only while the claim is ours (null otherwise, and the caller deletes
 * its output). The movie's running time becomes the film's, in whole minutes.
 */
export async function finishFilmJob(
  db: Db,
  claim: FilmClaim,
  result: { packageDir: string; keyHex: string; renditions: FilmRendition[]; durationSeconds: number },
): Promise<FinishedFilm | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ packageDir: films.packageDir, sourcePath: films.sourcePath })
      .from(films)
      .where(ours(claim))
      .for('update');
    if (!current) return null;
    await tx
      .update(films)
      .set({
        status: 'ready',
        packageDir: result.packageDir,
        keyHex: result.keyHex,
        renditions: result.renditions,
        durationSeconds: result.durationSeconds,
        progress: 100,
        error: null,
        sourcePath: null,
        claimId: null,
        claimedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(films.movieId, claim.movieId));
    await tx
      .update(movies)
      .set({ durationMinutes: runningMinutesOf(result.durationSeconds), updatedAt: sql`now()` })
      .where(eq(movies.id, claim.movieId));
    const previousPackageDir = current.packageDir !== result.packageDir ? current.packageDir : null;
    return { previousPackageDir, sourcePath: current.sourcePath };
  });
}

/** A film's running time as the catalogue shows it: whole minutes, never 0 for a short film. */
export const runningMinutesOf = (durationSeconds: number): number => Math.max(1, Math.round(durationSeconds / 60));

/**
 * The instance stops mid-film (SIGTERM: ffmpeg was killed): the film goes back to the queue at once, for another
 * instance (or this one when it is back) to package, instead of waiting for its heartbeat to go stale. The attempt
 * is not counted: nothing failed. False when the claim was gone.
 */
export async function releaseFilmJob(db: Db, claim: FilmClaim): Promise<boolean> {
  const rows = await db
    .update(films)
    .set({ status: 'queued', progress: 0, claimId: null, claimedAt: null, attempts: sql`greatest(${films.attempts} - 1, 0)` })
    .where(ours(claim))
    .returning({ movieId: films.movieId });
  return rows.length > 0;
}

/** Packaging failed: the reason for the admin, the source kept for a retry. False when the claim was gone. */
export async function failFilmJob(db: Db, claim: FilmClaim, reason: string): Promise<boolean> {
  const rows = await db
    .update(films)
    .set({ status: 'failed', error: reason, progress: 0, claimId: null, claimedAt: null, updatedAt: sql`now()` })
    .where(ours(claim))
    .returning({ movieId: films.movieId });
  return rows.length > 0;
}
