// A gift's state (docs/product.md#offers), worked out when read on the database's clock (docs/decisions/0020), as a
// rental's is: no job runs at its delivery time. Read by its public page, the giver's account and the worker's re-check
// of its e-mail.
import { eq, sql } from 'drizzle-orm';
import type { GiftState } from '../../common/offers.ts';
import type { Db } from '../db/client.ts';
import { gifts, payments } from '../db/schema.ts';

/**
 * Over gifts joined with their payment: cancelled once refunded (cancelled_at, or the payment itself for a gift
 * already redeemed), redeemed, sent once paid and its delivery time (or the payment's, for at once) reached, else
 * pending.
 */
export const giftState = sql<GiftState>`(case
  when ${gifts.cancelledAt} is not null or ${payments.status} = 'refunded' then 'cancelled'
  when ${gifts.redeemedAt} is not null then 'redeemed'
  when ${payments.status} = 'completed' and coalesce(${gifts.deliverAt}, ${payments.completedAt}) <= now() then 'sent'
  else 'pending'
end)`;

/** Paid, or paid and given back since: a gift whose payment is still open or failed exists for nobody. */
export const giftWasPaid = sql<boolean>`${payments.status} in ('completed', 'refunded')`;

/** Whether the gift has been cancelled (its payment refunded); a gift that no longer exists counts as cancelled. */
export async function isGiftCancelled(db: Db, giftId: number): Promise<boolean> {
  const [row] = await db
    .select({ state: giftState })
    .from(gifts)
    .innerJoin(payments, eq(payments.id, gifts.paymentId))
    .where(eq(gifts.id, giftId));
  return row === undefined || row.state === 'cancelled';
}

const GIFT_EMAIL_KEY = /^gift:(\d{1,10})$/;

/** The dedupe key of a gift's e-mail to its recipient: one per gift, and how the worker finds the gift again. */
export const giftEmailKey = (giftId: number) => `gift:${giftId}`;
/** The giver's receipt's key. */
export const giftReceiptKey = (giftId: number) => `gift-receipt:${giftId}`;

/** The gift a recipient's e-mail is about, read back from its dedupe key; null when the key names none. */
export function giftIdOfEmail(dedupeKey: string | null): number | null {
  const id = dedupeKey ? GIFT_EMAIL_KEY.exec(dedupeKey)?.[1] : undefined;
  return id === undefined ? null : Number(id);
}
