// The "Continue watching" row (docs/product.md#home-and-catalogue): the viewer's running rentals, each with where they
// stopped and how long the film is, the one they watched or rented last first.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ContinueWatchingItem } from '../../common/continue-watching.ts';
import { films, movies, rentals, watchProgress } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { rentalIsActive } from './active-rentals.ts';

// A row on a page, not a history: the running rentals of one viewer are few, this only bounds the odd collector.
const MAX_CONTINUE_WATCHING = 20;

export async function listContinueWatching({ db }: Pick<ServiceDeps, 'db'>, userId: number): Promise<ContinueWatchingItem[]> {
  // One line per movie (a viewer may rent a film again while a rental runs): its latest end and latest start.
  // Running: the one rule of active-rentals.ts, on the database's clock.
  const running = db
    .select({
      movieId: rentals.movieId,
      // Never null: a group has at least one rental.
      rentalEnd: sql<Date>`max(${rentals.rentalEnd})`.mapWith(rentals.rentalEnd).as('rental_end'),
      rentalStart: sql<Date>`max(${rentals.rentalStart})`.mapWith(rentals.rentalStart).as('rental_start'),
    })
    .from(rentals)
    .where(and(eq(rentals.userId, userId), rentalIsActive))
    .groupBy(rentals.movieId)
    .as('running');
  // greatest() skips a null: a film not started yet counts from its rental's start.
  const lastActivity = sql`greatest(${running.rentalStart}, ${watchProgress.updatedAt})`;
  const rows = await db
    .select({
      movieId: movies.id,
      title: movies.title,
      posterUrl: movies.posterUrl,
      backdropUrl: movies.backdropUrl,
      rentalEnd: running.rentalEnd,
      positionSeconds: watchProgress.positionSeconds,
      // The packaged film's own length when there is one, else the running time the admin gave.
      durationSeconds: sql<number | null>`coalesce(${films.durationSeconds}, ${movies.durationMinutes} * 60)`,
    })
    .from(running)
    .innerJoin(movies, eq(movies.id, running.movieId))
    .leftJoin(watchProgress, and(eq(watchProgress.userId, userId), eq(watchProgress.movieId, running.movieId)))
    .leftJoin(films, eq(films.movieId, running.movieId))
    .orderBy(desc(lastActivity), desc(movies.id))
    .limit(MAX_CONTINUE_WATCHING);
  return rows.map((row) => ({
    movie_id: row.movieId,
    movie_title: row.title,
    poster_url: row.posterUrl,
    backdrop_url: row.backdropUrl,
    rental_end: row.rentalEnd.toISOString(),
    position_seconds: row.positionSeconds ?? 0,
    duration_seconds: row.durationSeconds,
  }));
}
