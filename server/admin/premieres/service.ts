// The admin's side of premieres and windows (docs/product.md#premieres-and-windows): giving a film's waiting rentals
// more days to press play, and what the film's rentals are doing now. States are read with the one rentalState
// (rentals/rental-state.ts), on the database's clock.
import { and, eq, sql } from 'drizzle-orm';
import type { RentalInsight } from '../../../common/admin-premieres.ts';
import type { RentalState } from '../../../common/premieres.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { recordAudit, type AuditActor } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { movies, rentals } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { NotFoundError } from '../../errors.ts';
import { rentalState } from '../../rentals/rental-state.ts';
import { extendWaitingRentals } from '../../rentals/windows.ts';

async function assertMovieExists(db: Db, movieId: number): Promise<void> {
  const [movie] = await db.select({ id: movies.id }).from(movies).where(eq(movies.id, movieId));
  if (!movie) throw new NotFoundError(publicMessages.movieNotFound);
}

/**
 * Adds `days` to the last moment to press play of every rental of the film still waiting for its first play, and
 * records it as movie.extend_rentals: the rentals, their e-mails and the entry commit together. Answers how many.
 */
export async function extendMovieRentals(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  actor: AuditActor,
  movieId: number,
  days: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await assertMovieExists(tx, movieId);
    const extended = await extendWaitingRentals(tx, movieId, days, config);
    await recordAudit(tx, {
      actor,
      action: 'movie.extend_rentals',
      subjectKind: 'movie',
      subjectId: movieId,
      changes: { days: { before: null, after: days }, rentals: { before: null, after: extended } },
    });
    return extended;
  });
}

const countIn = (state: RentalState) => sql<number>`count(*) filter (where ${rentalState} = ${state})::int`;

/**
 * The film's rentals by state now, refunded ones left out, and the median time from payment to first play over
 * those played at all (null before any), in whole seconds. One pass over the film's rows (rentals_movie_idx).
 */
export async function movieRentalInsight({ db }: Pick<ServiceDeps, 'db'>, movieId: number): Promise<RentalInsight> {
  await assertMovieExists(db, movieId);
  const [row] = await db
    .select({
      preordered: countIn('preordered'),
      not_started: countIn('not_started'),
      watching: countIn('watching'),
      expired: countIn('expired'),
      median_seconds_to_first_play: sql<number | null>`round(extract(epoch from percentile_cont(0.5) within group (order by ${rentals.firstPlayedAt} - ${rentals.createdAt})))::int`,
    })
    .from(rentals)
    .where(and(eq(rentals.movieId, movieId), eq(rentals.isActive, true)));
  return row!;
}
