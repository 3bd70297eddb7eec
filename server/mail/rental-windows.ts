// When each of a rental's e-mails may leave, from the rental's times (docs/product.md#premieres-and-windows): read when
// they are queued or moved (server/rentals/rental-emails.ts) and again just before one is sent (recheck.ts).
import { START_REMINDER_LEAD_MS } from '../../common/premieres.ts';
import type { rentals } from '../db/schema.ts';

export type RentalTimesRow = Pick<typeof rentals.$inferSelect, 'rentalStart' | 'rentalEnd' | 'startsBy' | 'premiereAt'>;

const REMINDER_LEAD_MS = 2 * 3_600_000;

/** When an e-mail may leave (`notBefore`) and after when it no longer should (`sendBefore`). */
export interface EmailWindow {
  notBefore: Date;
  sendBefore: Date;
}

/**
 * "Now showing", for a pre-order: from its premiere on, while the rental may still be started or watched (its
 * clock's end, or its last moment to press play).
 */
export function nowShowingWindow(rental: RentalTimesRow): EmailWindow | null {
  const lastMoment = rental.rentalEnd ?? rental.startsBy;
  if (!rental.premiereAt || !lastMoment) return null;
  return { notBefore: rental.premiereAt, sendBefore: lastMoment };
}

/**
 * The start reminder, for a rental waiting for its first play: a day before its last moment to press play, which it
 * must leave before. None when that day falls before the rental opens (a window of one day): the receipt, or "Now
 * showing" at the premiere, already says the last moment.
 */
export function startReminderWindow(rental: RentalTimesRow): EmailWindow | null {
  if (rental.rentalEnd !== null || !rental.startsBy) return null;
  const notBefore = new Date(rental.startsBy.getTime() - START_REMINDER_LEAD_MS);
  const opensAt = rental.premiereAt ?? rental.rentalStart;
  if (notBefore <= opensAt) return null;
  return { notBefore, sendBefore: rental.startsBy };
}

/** The end reminder, once the clock's end is known: two hours before it (at once for a shorter rental), before it. */
export function endReminderWindow(rental: RentalTimesRow): EmailWindow | null {
  if (!rental.rentalEnd) return null;
  return { notBefore: new Date(rental.rentalEnd.getTime() - REMINDER_LEAD_MS), sendBefore: rental.rentalEnd };
}
