// Which movies a user may watch right now: a rental that is active and not yet over, by the database's clock (the
// one every instance shares: docs/decisions/0020).
import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rentals } from '../db/schema.ts';

/** In SQL, for lists of rentals: not ended by a refund (the flag, cleared only by refunds) and not yet over. */
export const rentalIsActive = sql<boolean>`(${rentals.isActive} and ${rentals.rentalEnd} > now())`;

/** End of the user's running rental per movie (the latest, if several), for the given movies or all. */
export async function activeRentalEnds(db: Db, userId: number, movieIds?: number[]): Promise<Map<number, Date>> {
  if (movieIds?.length === 0) return new Map();
  const rows = await db
    .select({ movieId: rentals.movieId, rentalEnd: max(rentals.rentalEnd) })
    .from(rentals)
    .where(
      and(
        eq(rentals.userId, userId),
        eq(rentals.isActive, true),
        gt(rentals.rentalEnd, sql`now()`),
        movieIds ? inArray(rentals.movieId, movieIds) : undefined,
      ),
    )
    .groupBy(rentals.movieId);
  return new Map(rows.flatMap((row) => (row.rentalEnd ? [[row.movieId, row.rentalEnd] as const] : [])));
}

/** Whether the user holds a running rental of the movie (the right to watch and to review it). */
export async function isRenting(db: Db, userId: number, movieId: number): Promise<boolean> {
  return (await activeRentalEnds(db, userId, [movieId])).has(movieId);
}
