// Giving back a payment made for a movie its viewer was already renting. The decision is recorded inside the
// fulfilment's transaction (fulfilment.ts: the payment stays pending with failure_code 'duplicate'); the provider
// is asked only once that has committed, because no network call may hold a transaction, and its locks, open
// (docs/decisions/0009). Whoever comes next settles a refund still owed: a redelivered webhook, the success page.
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { markPaymentRefunded, owesRefund, type PaymentRow } from './fulfilment.ts';

/**
 * Refunds the checkout session's payment if its money is owed back; undefined when nothing is owed. Safe to repeat
 * and to race: one idempotency key per payment, so the provider refunds once whoever asks. A provider failure is
 * thrown (a server error), so that the caller's caller (Stripe, the success page) comes back and tries again.
 */
export async function settleOwedRefund(
  { db, payments: { provider } }: Pick<ServiceDeps, 'db' | 'payments'>,
  checkoutSessionId: string,
): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.checkoutSessionId, checkoutSessionId));
  if (!payment || !owesRefund(payment)) return undefined;
  const { paymentIntentId } = payment;
  // Never so: fulfilment.ts records the intent with the decision.
  if (!paymentIntentId) throw new Error(`payment ${payment.id} owes a refund but names no payment intent`);
  await provider
    .refundPayment({ paymentIntentId, reason: 'duplicate', idempotencyKey: `refund-duplicate-${payment.id}` })
    .catch((error: unknown) => {
      throw new Error(`refunding duplicate payment ${payment.id} failed`, { cause: error });
    });
  return markPaymentRefunded(db, { paymentId: payment.id });
}
