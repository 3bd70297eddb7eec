// A Stripe session reported paid, by the webhook or by the success page's own check. Either the rental is
// granted, or (the viewer was already renting the movie through another session) the money goes back.
import type { Db } from '../db/client.ts';
import { completePayment, DUPLICATE_PAYMENT_REASON, refundPayment, type FulfilmentResult } from './fulfilment.ts';
import type { PaymentProvider } from './provider.ts';

export async function fulfilPaidSession(
  db: Db,
  provider: PaymentProvider,
  paid: { checkoutSessionId: string; paymentIntentId: string | null },
): Promise<FulfilmentResult> {
  const result = await completePayment(db, paid);
  if (result.outcome !== 'already-rented') return result;

  const { payment } = result;
  const paymentIntentId = paid.paymentIntentId ?? payment.paymentIntentId;
  if (!paymentIntentId) throw new Error(`paid session ${paid.checkoutSessionId} names no payment intent to refund`);
  // One key per payment: the webhook and the success page may both get here, Stripe refunds once.
  await provider
    .refundPayment({ paymentIntentId, reason: 'duplicate', idempotencyKey: `refund-duplicate-${payment.id}` })
    .catch((error: unknown) => {
      // A server failure whatever Stripe answered: the webhook is then delivered again and the refund retried.
      throw new Error(`refunding duplicate payment ${payment.id} failed`, { cause: error });
    });
  const refunded = await refundPayment(db, { paymentId: payment.id }, { paymentIntentId, failureReason: DUPLICATE_PAYMENT_REASON });
  return { outcome: 'refunded', payment: refunded ?? payment };
}
