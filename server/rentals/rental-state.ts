// A rental's state (docs/product.md#premieres-and-windows), worked out when read on the database's clock (the one
// every instance shares: docs/decisions/0020), so that no job has to run for a premiere to open or a window to close.
// Every feature that asks "may this viewer watch, review or buy this film" asks here.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RentalState } from '../../common/premieres.ts';
import type { Db } from '../db/client.ts';
import { rentals } from '../db/schema.ts';

/**
 * Held: paid, not refunded (the flag, cleared only by refunds), and not run out: its clock still runs (or is set to
 * run from a premiere), or it waits for its first play before starts_by. One expression for both (the clock's end
 * when it has one, else starts_by), so that the admin's filter reads it from an index (rentals_held_until_idx).
 */
export const rentalIsHeld = sql<boolean>`(${rentals.isActive} and coalesce(${rentals.rentalEnd}, ${rentals.startsBy}) > now())`;

/** Held, and its premiere (if it had one) reached: the viewer may play it now. */
export const rentalCanPlay = sql<boolean>`(${rentalIsHeld} and (${rentals.premiereAt} is null or ${rentals.premiereAt} <= now()))`;

/** The state of docs/product.md#premieres-and-windows; a refunded rental reads as expired. */
export const rentalState = sql<RentalState>`(case
  when not ${rentals.isActive} then 'expired'
  when ${rentals.premiereAt} > now() then 'preordered'
  when ${rentals.rentalEnd} is null then (case when ${rentals.startsBy} > now() then 'not_started' else 'expired' end)
  when ${rentals.rentalEnd} > now() then 'watching'
  else 'expired'
end)`;

/** A viewer's rental of one movie as the answers report it. */
export interface ViewerRental {
  state: RentalState;
  /** preordered, not_started or watching. */
  isHeld: boolean;
  canWatch: boolean;
  /** The running clock's end (watching), else null. */
  rentalEnd: Date | null;
  /** The last moment to press play, while the rental waits for it (preordered or not_started), else null. */
  startsBy: Date | null;
  /** The premiere, while the rental waits for it (preordered), else null. */
  premiereAt: Date | null;
}

/** The columns that make a ViewerRental, for a select from `rentals`. */
export const viewerRentalColumns = {
  // Named, so that it can be read through a subquery.
  state: sql<RentalState>`${rentalState}`.as('rental_state'),
  rentalEnd: rentals.rentalEnd,
  startsBy: rentals.startsBy,
  premiereAt: rentals.premiereAt,
};

export function toViewerRental(row: { state: RentalState; rentalEnd: Date | null; startsBy: Date | null; premiereAt: Date | null }): ViewerRental {
  const { state } = row;
  const isHeld = state !== 'expired';
  return {
    state,
    isHeld,
    canWatch: state === 'not_started' || state === 'watching',
    rentalEnd: state === 'watching' ? row.rentalEnd : null,
    startsBy: (state === 'preordered' || state === 'not_started') && row.rentalEnd === null ? row.startsBy : null,
    premiereAt: state === 'preordered' ? row.premiereAt : null,
  };
}

/**
 * The viewer's rental per movie, for the given movies or all: the one they hold if any (the latest, if several),
 * else their latest unrefunded one (expired). Movies they never rented (or only had refunded) are absent.
 */
export async function viewerRentals(db: Db, userId: number, movieIds?: number[]): Promise<Map<number, ViewerRental>> {
  if (movieIds?.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([rentals.movieId], { movieId: rentals.movieId, ...viewerRentalColumns })
    .from(rentals)
    .where(and(eq(rentals.userId, userId), eq(rentals.isActive, true), movieIds ? inArray(rentals.movieId, movieIds) : undefined))
    .orderBy(rentals.movieId, desc(rentalIsHeld), desc(rentals.id));
  return new Map(rows.map((row) => [row.movieId, toViewerRental(row)]));
}

/** The viewer's rental of one movie (see viewerRentals), or null. */
export async function viewerRentalOf(db: Db, userId: number, movieId: number): Promise<ViewerRental | null> {
  return (await viewerRentals(db, userId, [movieId])).get(movieId) ?? null;
}

/** Whether the user holds the movie (preordered, not started or watching): a second purchase is refused. */
export async function holdsRental(db: Db, userId: number, movieId: number): Promise<boolean> {
  return (await viewerRentalOf(db, userId, movieId))?.isHeld === true;
}

/** Whether the user may play the movie now (the right to stream, to save a position and to review it). */
export async function mayWatchNow(db: Db, userId: number, movieId: number): Promise<boolean> {
  return (await viewerRentalOf(db, userId, movieId))?.canWatch === true;
}
