// Granting rentals: the one insert behind a paid film, each film of a bundle, and a redeemed gift
// (docs/product.md#premieres-and-windows, docs/product.md#offers). Runs inside the caller's transaction; a rental is
// unique per payment and film, so a fulfilment or a redemption that runs twice grants once, and the rental's e-mails
// are queued only when it is inserted (a bundle's films with one receipt between them).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { movies, rentals } from '../db/schema.ts';
import { enqueueBundleReceipt, enqueueRentalEmails, type RentalMailSettings } from './rental-emails.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type RentalRow = typeof rentals.$inferSelect;

/** One film to grant, under the rules it was sold with. */
export interface FilmToGrant {
  movieId: number;
  rentalDurationHours: number;
  /** The window to start (days), null when none. */
  startWindowDays: number | null;
  /** The share of the payment this rental stands for (a bundle's price spread over its films; 0 for a recipient's gift). */
  amountPaidCents: number;
}

export interface RentalGrant {
  paymentId: number;
  checkoutSessionId: string;
  /** Who watches: the payment's buyer, or whoever redeemed the gift. */
  userId: number;
  /** When the rental is granted: the payment's completion, or the gift's redemption. */
  grantedAt: Date;
  films: FilmToGrant[];
  /** A bundle bought or redeemed: its rentals share one receipt, naming it, rather than one each. */
  bundleId?: number;
}

/**
 * Inserts the rentals of a grant that do not exist yet and queues their e-mails; answers every rental of the grant's
 * payment for those films, in the films' order (new or from an earlier run).
 */
export async function grantRentals(tx: Db, grant: RentalGrant, mail: RentalMailSettings): Promise<RentalRow[]> {
  const granted: RentalRow[] = [];
  const insertedNow: RentalRow[] = [];
  const { bundleId } = grant;
  for (const film of grant.films) {
    const [movie] = await tx.select({ premiereAt: movies.premiereAt }).from(movies).where(eq(movies.id, film.movieId));
    const [inserted] = await tx
      .insert(rentals)
      .values({
        userId: grant.userId,
        movieId: film.movieId,
        paymentId: grant.paymentId,
        checkoutSessionId: grant.checkoutSessionId,
        rentalStart: grant.grantedAt,
        ...rentalClock(grant.grantedAt, film, movie?.premiereAt ?? null),
        amountPaidCents: film.amountPaidCents,
      })
      .onConflictDoNothing({ target: [rentals.paymentId, rentals.movieId] })
      .returning();
    if (inserted) {
      await enqueueRentalEmails(tx, inserted, mail, { receipt: bundleId === undefined });
      insertedNow.push(inserted);
    }
    const [rental] = inserted
      ? [inserted]
      : await tx.select().from(rentals).where(and(eq(rentals.paymentId, grant.paymentId), eq(rentals.movieId, film.movieId)));
    if (!rental) throw new Error(`rental of payment ${grant.paymentId} for movie ${film.movieId} missing after insert`);
    granted.push(rental);
  }
  if (bundleId !== undefined && insertedNow.length > 0) await enqueueBundleReceipt(tx, bundleId, insertedNow, mail);
  return granted;
}

/**
 * When a rental granted at `grantedAt` may be watched and its clock runs (docs/product.md#premieres-and-windows): a
 * pre-order waits for the premiere; with a window to start the clock waits for the first play until starts_by, the
 * grant or the premiere plus the window's days; without one it runs from the grant, or from the premiere for a
 * pre-order.
 */
function rentalClock(grantedAt: Date, film: FilmToGrant, filmPremiere: Date | null) {
  const premiereAt = filmPremiere && filmPremiere > grantedAt ? filmPremiere : null;
  const opensAt = premiereAt ?? grantedAt;
  const { rentalDurationHours, startWindowDays } = film;
  if (startWindowDays !== null) {
    return { rentalDurationHours, premiereAt, rentalEnd: null, startsBy: new Date(opensAt.getTime() + startWindowDays * DAY_MS) };
  }
  return { rentalDurationHours, premiereAt, rentalEnd: new Date(opensAt.getTime() + rentalDurationHours * HOUR_MS), startsBy: null };
}

