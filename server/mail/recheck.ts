// What may have changed between queueing an e-mail and its turn (docs/decisions/0014 "What is checked just before
// sending"): read after the claim, right before the send, so an e-mail that should no longer leave is failed
// with the reason instead.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newsletterSubscribers, rentals } from '../db/schema.ts';
import type { OutboxRow } from './claim.ts';

export type Recheck = { send: true; unsubscribeToken?: string } | { send: false; reason: string };

export const NOT_SENT_UNSUBSCRIBED = 'Not sent: the subscriber unsubscribed before it left';
export const NOT_SENT_RENTAL_ENDED = 'Not sent: the rental ended before the reminder could leave';

/** What the deadline of each kind stands for, in the reason a late row is failed with. */
function deadlineReason(email: OutboxRow, sendBefore: Date): string {
  if (email.kind === 'reminder') return 'Not sent: it could not leave before the rental ended';
  if (email.kind === 'password_reset') return 'Not sent: it could not leave before the reset link expired';
  return `Not sent: it could not leave before ${sendBefore.toISOString()}`;
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
  if (email.kind === 'reminder') {
    // As rentals/active-rentals.ts: the flag (cleared only by a refund) and the end, at this step's time.
    const rental = await rowOf(email.rentalId, (id) =>
      db.select({ isActive: rentals.isActive, rentalEnd: rentals.rentalEnd }).from(rentals).where(eq(rentals.id, id)),
    );
    if (!rental?.isActive || rental.rentalEnd <= now) return { send: false, reason: NOT_SENT_RENTAL_ENDED };
  }
  if (email.sendBefore && email.sendBefore <= now) return { send: false, reason: deadlineReason(email, email.sendBefore) };
  return { send: true, unsubscribeToken };
}
