// What may have changed between queueing an e-mail and its turn (docs/decisions/0014 "What is checked just before
// sending"): read after the claim, right before the send, so an e-mail that should no longer leave is failed
// with the reason instead, and one whose moment has moved later (a premiere moved while it was being claimed) waits
// again for it.
import { eq } from 'drizzle-orm';
import type { EmailKind } from '../../common/newsletter-admin.ts';
import type { Db } from '../db/client.ts';
import { newsletterSubscribers, rentals } from '../db/schema.ts';
import { giftIdOfEmail, isGiftCancelled } from '../gifts/gift-state.ts';
import { nowShowingWindow, startReminderWindow, type EmailWindow } from './rental-windows.ts';
import type { OutboxRow } from './claim.ts';

export type Recheck =
  | { send: true; unsubscribeToken?: string }
  /** `later`: not yet rather than never; the row waits again for this window (its rental's moment moved). */
  | { send: false; reason: string; later?: EmailWindow };

export const NOT_SENT_UNSUBSCRIBED = 'Not sent: the subscriber unsubscribed before it left';
export const NOT_SENT_RENTAL_ENDED = 'Not sent: the rental ended before the reminder could leave';
export const NOT_SENT_CLOCK_NOT_RUNNING = 'Not sent: the rental’s clock is not running';
export const NOT_SENT_REFUNDED = 'Not sent: the rental was refunded before it could leave';
export const NOT_SENT_STARTED = 'Not sent: the rental was started before it could leave';
export const NOT_SENT_GIFT_CANCELLED = 'Not sent: the gift was cancelled before it could leave';
export const NOT_SENT_START_PASSED = 'Not sent: the last moment to start the rental passed before it could leave';
export const waitingAgain = (at: Date) => `Not yet: its rental’s times moved; it waits until ${at.toISOString()}`;

/** What the deadline of each kind stands for, in the reason a late row is failed with. */
function deadlineReason(email: OutboxRow, sendBefore: Date): string {
  if (email.kind === 'reminder') return 'Not sent: it could not leave before the rental ended';
  if (email.kind === 'now_showing') return 'Not sent: it could not leave while the rental could still be watched';
  if (email.kind === 'start_reminder' || email.kind === 'rental_extended') return NOT_SENT_START_PASSED;
  if (email.kind === 'password_reset') return 'Not sent: it could not leave before the reset link expired';
  return `Not sent: it could not leave before ${sendBefore.toISOString()}`;
}

type RentalNow = Pick<typeof rentals.$inferSelect, 'isActive' | 'rentalStart' | 'rentalEnd' | 'startsBy' | 'premiereAt'>;
type RentalKind = 'reminder' | 'now_showing' | 'start_reminder' | 'rental_extended';

const isRentalKind = (kind: EmailKind): kind is RentalKind =>
  kind === 'reminder' || kind === 'now_showing' || kind === 'start_reminder' || kind === 'rental_extended';

/**
 * A rental's e-mail against its rental as it stands (docs/product.md#premieres-and-windows), as
 * rentals/rental-state.ts reads it: the flag (cleared only by a refund), the clock's end (null while it waits for the
 * first play), the last moment to press play and the premiere, at this step's time. A rental gone (its key set null)
 * counts as refunded. Undefined: nothing stops it.
 */
function recheckRental(kind: RentalKind, rental: RentalNow | undefined, now: Date): Recheck | undefined {
  if (kind === 'reminder') {
    if (!rental?.isActive) return { send: false, reason: NOT_SENT_RENTAL_ENDED };
    if (rental.rentalEnd === null) return { send: false, reason: NOT_SENT_CLOCK_NOT_RUNNING };
    return rental.rentalEnd <= now ? { send: false, reason: NOT_SENT_RENTAL_ENDED } : undefined;
  }
  if (!rental?.isActive) return { send: false, reason: NOT_SENT_REFUNDED };
  // Moved later while a worker was claiming it (rentals/rental-emails.ts moves only rows nobody holds): not before the
  // new moment, so a "Now showing" never arrives before the premiere. Its text keeps the times it was composed with.
  const window = kind === 'now_showing' ? nowShowingWindow(rental) : kind === 'start_reminder' ? startReminderWindow(rental) : null;
  if (window && window.notBefore > now) return { send: false, reason: waitingAgain(window.notBefore), later: window };
  if (kind === 'now_showing') return undefined;
  if (rental.rentalEnd !== null) return { send: false, reason: NOT_SENT_STARTED };
  return rental.startsBy && rental.startsBy <= now ? { send: false, reason: NOT_SENT_START_PASSED } : undefined;
}

/** The row an e-mail points at, read by `read`; none when it points at none (its key was set null). */
async function rowOf<Row>(id: number | null, read: (id: number) => Promise<Row[]>): Promise<Row | undefined> {
  if (!id) return undefined;
  const [row] = await read(id);
  return row;
}

export async function recheckBeforeSending(db: Db, email: OutboxRow, now: Date): Promise<Recheck> {
  let unsubscribeToken: string | undefined;
  if (email.kind === 'newsletter') {
    // No subscriber any more (deleted: the key is set null) counts as unsubscribed.
    const subscriber = await rowOf(email.subscriberId, (id) =>
      db
        .select({ isActive: newsletterSubscribers.isActive, token: newsletterSubscribers.unsubscribeToken })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id)),
    );
    if (!subscriber?.isActive) return { send: false, reason: NOT_SENT_UNSUBSCRIBED };
    unsubscribeToken = subscriber.token;
  }
  if (isRentalKind(email.kind)) {
    const rental = await rowOf(email.rentalId, (id) =>
      db
        .select({
          isActive: rentals.isActive,
          rentalStart: rentals.rentalStart,
          rentalEnd: rentals.rentalEnd,
          startsBy: rentals.startsBy,
          premiereAt: rentals.premiereAt,
        })
        .from(rentals)
        .where(eq(rentals.id, id)),
    );
    const stopped = recheckRental(email.kind, rental, now);
    if (stopped) return stopped;
  }
  // A gift refunded before its delivery (docs/product.md#offers): its link would lead to 'This gift has been cancelled'.
  if (email.kind === 'gift') {
    const giftId = giftIdOfEmail(email.dedupeKey);
    if (giftId === null || (await isGiftCancelled(db, giftId))) return { send: false, reason: NOT_SENT_GIFT_CANCELLED };
  }
  if (email.sendBefore && email.sendBefore <= now) return { send: false, reason: deadlineReason(email, email.sendBefore) };
  return { send: true, unsubscribeToken };
}
