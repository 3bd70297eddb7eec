// Giving back a payment the fulfilment turned away after the provider took the money: a film its viewer was already
// renting (failure_code 'duplicate'), or a code whose last use went to another payment first ('code_used_up',
// docs/product.md#offers). The decision is recorded inside the fulfilment's transaction (fulfilment.ts: the payment
// stays pending with its failure code); the provider is asked only once that has committed, because no network call
// may hold a transaction, and its locks, open (docs/decisions/0009). Whoever comes next settles a refund still owed: a
// redelivered webhook, the success page.
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
  // A second payment for a film is Stripe's 'duplicate'; a code that ran out is given back on the buyer's behalf.
  const isDuplicate = payment.failureCode === 'duplicate';
  await provider
    .refundPayment({
      paymentIntentId,
      reason: isDuplicate ? 'duplicate' : 'requested_by_customer',
      idempotencyKey: `${isDuplicate ? 'refund-duplicate' : 'refund-code-used-up'}-${payment.id}`,
    })
    .catch((error: unknown) => {
      throw new Error(`refunding turned-away payment ${payment.id} failed`, { cause: error });
    });
  return markPaymentRefunded(db, { paymentId: payment.id });
}
