// An administrator gives a payment back (docs/decisions/0013-admin-business-and-scale.md): a Stripe payment is refunded
// at Stripe first, outside any transaction (docs/decisions/0009), with one idempotency key per payment so that a retry
// or a second click never refunds twice; then fulfilment.ts records it under the row lock, ending the rental at once. A
// sandbox or free payment moved no real money: it is recorded directly. The payment.refund audit entry is written in
// the transaction that marks the payment refunded (docs/product.md#admin-audit).
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { AdminPayment } from '../../../common/admin-business.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { paymentMessages } from '../../../common/messages/payments.ts';
import { changedFields, recordAudit, type AuditActor } from '../../audit/record.ts';
import { payments } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { ConflictError, NotFoundError, RefusedUpstreamError, UnavailableError } from '../../errors.ts';
import { markPaymentRefunded } from '../../payments/fulfilment.ts';
import { findAdminPayment } from './service.ts';

const paymentNotFound = () => new NotFoundError(adminMessages.paymentNotFound);

/**
 * Stripe answered and said no, for a reason worth showing (already refunded there, a charge that cannot be
 * refunded, a dispute): a 4xx other than our own key failing (401) or too many requests (429), both of which,
 * like a network failure or a 5xx, mean "try again later".
 */
function isStripeRefusal(error: unknown): error is Stripe.errors.StripeError {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  const status = error.statusCode ?? 0;
  return status >= 400 && status < 500 && status !== 401 && status !== 429;
}

async function refundAtStripe(provider: ServiceDeps['payments']['provider'], paymentId: number, paymentIntentId: string | null) {
  // A Stripe payment is completed only with its payment intent (fulfilment.ts): never so.
  if (!paymentIntentId) throw new Error(`completed Stripe payment ${paymentId} names no payment intent`);
  // Stripe was turned off since: the money cannot be given back from here.
  if (provider.name !== 'stripe') throw new UnavailableError(paymentMessages.checkoutUnavailable);
  try {
    await provider.refundPayment({ paymentIntentId, reason: 'requested_by_customer', idempotencyKey: `refund-admin-${paymentId}` });
  } catch (error) {
    if (isStripeRefusal(error)) throw new RefusedUpstreamError(adminMessages.refundRefusedByProvider(error.message), { cause: error });
    throw new UnavailableError(paymentMessages.checkoutUnavailable, { cause: error });
  }
}

/**
 * Refunds a completed payment as `actor`: 404 when there is no such payment, 409 when it is already refunded or
 * not completed, 502 when Stripe refuses (the payment stays completed), 503 when Stripe cannot be reached.
 */
export async function refundPaymentAsAdmin(
  { db, payments: { provider } }: Pick<ServiceDeps, 'db' | 'payments'>,
  actor: AuditActor,
  paymentId: number,
): Promise<AdminPayment> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw paymentNotFound();
  // Checked before asking Stripe, so that a refused refund costs no call; checked again under the lock below.
  if (payment.status === 'refunded') throw new ConflictError(adminMessages.paymentAlreadyRefunded);
  if (payment.status !== 'completed') throw new ConflictError(adminMessages.paymentNotRefundable);

  const viaStripe = payment.provider === 'stripe';
  if (viaStripe) await refundAtStripe(provider, payment.id, payment.paymentIntentId);
  await db.transaction(async (tx) => {
    const row = await markPaymentRefunded(tx, { paymentId }, { refundedBy: actor.id, providerAccepted: viaStripe });
    if (!row) throw paymentNotFound();
    // The status's change, and what was given back and through which provider.
    const changes = changedFields({ status: payment.status }, { status: row.status, amount_cents: row.amountCents, provider: row.provider });
    await recordAudit(tx, { actor, action: 'payment.refund', subjectKind: 'payment', subjectId: paymentId, changes });
  });
  const listed = await findAdminPayment(db, paymentId);
  if (!listed) throw paymentNotFound();
  return listed;
}
