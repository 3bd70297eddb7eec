// The studio moving a film's times (docs/product.md#premieres-and-windows): a premiere moved carries its waiting
// pre-orders with it, and "Extend waiting rentals" gives every rental that has not started more days to press play.
// Both run inside the admin's write, so the rentals, their e-mails and the audit entry change together.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rentals } from '../db/schema.ts';
import { enqueueExtendedEmails, rescheduleRentalEmails, type RentalMailSettings } from './rental-emails.ts';

/** Whether a film's premiere changed (set, moved or cleared). */
export const premiereMoved = (before: Date | null, after: Date | null): boolean => (before?.getTime() ?? null) !== (after?.getTime() ?? null);

/**
 * Moves the film's waiting pre-orders (premiere still ahead) to its new premiere: their premiere, their last moment to
 * press play and a scheduled clock all shift by the same amount, and their pending e-mails follow. A premiere cleared
 * or moved into the past opens them now. Answers the rentals moved.
 */
export async function movePreorders(tx: Db, movieId: number, premiereAt: Date | null, mail: RentalMailSettings): Promise<number[]> {
  const opening = premiereAt ? sql`greatest(${premiereAt.toISOString()}::timestamptz, now())` : sql`now()`;
  const shift = sql`(${opening} - ${rentals.premiereAt})`;
  const moved = await tx
    .update(rentals)
    .set({
      premiereAt: sql`${opening}`,
      startsBy: sql`${rentals.startsBy} + ${shift}`,
      rentalEnd: sql`${rentals.rentalEnd} + ${shift}`,
    })
    .where(and(eq(rentals.movieId, movieId), eq(rentals.isActive, true), gt(rentals.premiereAt, sql`now()`)))
    .returning({ id: rentals.id });
  const ids = moved.map((row) => row.id);
  if (ids.length > 0) await rescheduleRentalEmails(tx, ids, mail);
  return ids;
}

/**
 * Adds `days` to the last moment to press play of every rental of the film still waiting for its first play
 * (pre-orders with a window among them), moves their start reminders and tells each viewer. Answers how many.
 */
export async function extendWaitingRentals(tx: Db, movieId: number, days: number, mail: RentalMailSettings): Promise<number> {
  const extended = await tx
    .update(rentals)
    .set({ startsBy: sql`${rentals.startsBy} + make_interval(days => ${days})` })
    .where(and(eq(rentals.movieId, movieId), eq(rentals.isActive, true), isNull(rentals.rentalEnd), gt(rentals.startsBy, sql`now()`)))
    .returning({ id: rentals.id });
  const ids = extended.map((row) => row.id);
  if (ids.length > 0) {
    await rescheduleRentalEmails(tx, ids, mail);
    await enqueueExtendedEmails(tx, ids, days, mail);
  }
  return ids.length;
}
