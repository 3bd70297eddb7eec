// A Stripe session reported paid, by the success page's own check (the webhook does the same in two steps around
// its transaction, stripe-events.ts). Either the payment completes, or (the viewer was already renting the movie
// through another session, or the code's last use went elsewhere) the money goes back, after the fulfilment's
// transaction has committed.
import type { ServiceDeps } from '../deps.ts';
import { completePayment, type FulfilmentResult } from './fulfilment.ts';
import { settleOwedRefund } from './owed-refunds.ts';

export async function fulfilPaidSession(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'payments'>,
  paid: { checkoutSessionId: string; paymentIntentId: string | null },
): Promise<FulfilmentResult> {
  const result = await completePayment(deps.db, paid, 'refund', deps.config);
  if (result.outcome !== 'refund-owed') return result;
  const refunded = await settleOwedRefund(deps, paid.checkoutSessionId);
  return { outcome: 'refunded', payment: refunded ?? result.payment };
}
