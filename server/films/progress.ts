// Where each viewer stopped in each movie ('Resume from 42:10'): read by anyone logged in, written only by who
// may watch the movie now (an admin, or a viewer inside a rental of it).
import { and, eq, sql } from 'drizzle-orm';
import type { WatchProgress } from '../../common/films.ts';
import { filmMessages } from '../../common/messages/films.ts';
import { publicMessages } from '../../common/messages/public.ts';
import { movies, watchProgress } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import type { Viewer } from '../http/viewer.ts';
import { recordWatching, type PreviousPosition } from '../insights/watching.ts';
import { mayWatchNow } from '../rentals/rental-state.ts';

type ProgressRow = { positionSeconds: number; updatedAt: Date };
const toWatchProgress = (row: ProgressRow): WatchProgress => ({
  position_seconds: row.positionSeconds,
  updated_at: row.updatedAt.toISOString(),
});

/** The viewer's position in the movie; the start when they have not watched it. */
export async function getWatchProgress({ db }: Pick<ServiceDeps, 'db'>, viewer: Viewer, movieId: number): Promise<WatchProgress> {
  const [row] = await db
    .select({ positionSeconds: watchProgress.positionSeconds, updatedAt: watchProgress.updatedAt })
    .from(watchProgress)
    .where(and(eq(watchProgress.userId, viewer.id), eq(watchProgress.movieId, movieId)));
  return row ? toWatchProgress(row) : { position_seconds: 0, updated_at: null };
}

async function assertMayWatch(db: ServiceDeps['db'], viewer: Viewer, movieId: number): Promise<void> {
  if (!viewer.isAdmin) {
    if (!(await mayWatchNow(db, viewer.id, movieId))) throw new ForbiddenError(filmMessages.rentToWatch);
    return;
  }
  const [movie] = await db.select({ id: movies.id }).from(movies).where(eq(movies.id, movieId));
  if (!movie) throw new NotFoundError(publicMessages.movieNotFound);
}

/** Records the viewer's position (the latest write wins), and what it tells insight (insights/watching.ts). */
export async function saveWatchProgress(
  { db }: Pick<ServiceDeps, 'db'>,
  viewer: Viewer,
  movieId: number,
  positionSeconds: number,
): Promise<WatchProgress> {
  await assertMayWatch(db, viewer, movieId);
  const previous = viewer.isAdmin ? null : await previousPosition(db, viewer.id, movieId);
  const [row] = await db
    .insert(watchProgress)
    .values({ userId: viewer.id, movieId, positionSeconds })
    .onConflictDoUpdate({ target: [watchProgress.userId, watchProgress.movieId], set: { positionSeconds, updatedAt: sql`now()` } })
    .returning({ positionSeconds: watchProgress.positionSeconds, updatedAt: watchProgress.updatedAt });
  if (!row) throw new Error('upsert returned no row');
  if (!viewer.isAdmin) await recordWatching(db, { userId: viewer.id, movieId, positionSeconds, previous });
  return toWatchProgress(row);
}

async function previousPosition(db: ServiceDeps['db'], userId: number, movieId: number): Promise<PreviousPosition | null> {
  const [row] = await db
    .select({ positionSeconds: watchProgress.positionSeconds, secondsAgo: sql<number>`extract(epoch from now() - ${watchProgress.updatedAt})::float8` })
    .from(watchProgress)
    .where(and(eq(watchProgress.userId, userId), eq(watchProgress.movieId, movieId)));
  return row ? { positionSeconds: row.positionSeconds, secondsAgo: Number(row.secondsAgo) } : null;
}
