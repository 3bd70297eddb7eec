// The "Continue watching" row (docs/product.md#home-and-catalogue): the viewer's held rentals (pre-orders and those
// not started among them: docs/product.md#premieres-and-windows), each with where they stopped and how long the film
// is, the one they watched or rented last first.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ContinueWatchingItem } from '../../common/continue-watching.ts';
import { films, movies, rentals, watchProgress } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { rentalIsHeld, toViewerRental, viewerRentalColumns } from './rental-state.ts';

// A row on a page, not a history: the held rentals of one viewer are few, this only bounds the odd collector.
const MAX_CONTINUE_WATCHING = 20;

export async function listContinueWatching({ db }: Pick<ServiceDeps, 'db'>, userId: number): Promise<ContinueWatchingItem[]> {
  // One line per movie (a viewer may rent a film again while a rental runs): its latest held rental.
  const held = db
    .selectDistinctOn([rentals.movieId], { movieId: rentals.movieId, rentalStart: rentals.rentalStart, ...viewerRentalColumns })
    .from(rentals)
    .where(and(eq(rentals.userId, userId), rentalIsHeld))
    .orderBy(rentals.movieId, desc(rentals.id))
    .as('held');
  // greatest() skips a null: a film not started yet counts from its rental's start.
  const lastActivity = sql`greatest(${held.rentalStart}, ${watchProgress.updatedAt})`;
  const rows = await db
    .select({
      movieId: movies.id,
      title: movies.title,
      posterUrl: movies.posterUrl,
      backdropUrl: movies.backdropUrl,
      state: held.state,
      rentalEnd: held.rentalEnd,
      startsBy: held.startsBy,
      premiereAt: held.premiereAt,
      positionSeconds: watchProgress.positionSeconds,
      // The packaged film's own length when there is one, else the running time the admin gave.
      durationSeconds: sql<number | null>`coalesce(${films.durationSeconds}, ${movies.durationMinutes} * 60)`,
    })
    .from(held)
    .innerJoin(movies, eq(movies.id, held.movieId))
    .leftJoin(watchProgress, and(eq(watchProgress.userId, userId), eq(watchProgress.movieId, held.movieId)))
    .leftJoin(films, eq(films.movieId, held.movieId))
    .orderBy(desc(lastActivity), desc(movies.id))
    .limit(MAX_CONTINUE_WATCHING);
  return rows.map((row) => {
    const rental = toViewerRental(row);
    return {
      movie_id: row.movieId,
      movie_title: row.title,
      poster_url: row.posterUrl,
      backdrop_url: row.backdropUrl,
      rental_end: rental.rentalEnd?.toISOString() ?? null,
      state: rental.state,
      starts_by: rental.startsBy?.toISOString() ?? null,
      premiere_at: rental.premiereAt?.toISOString() ?? null,
      position_seconds: row.positionSeconds ?? 0,
      duration_seconds: row.durationSeconds,
    };
  });
}
