// Stripe webhook events, each processed once: the event id is recorded in the same transaction that acts
// on it, so a retried or duplicated delivery finds it and does nothing, and a failed one is retried whole.
// A refund decided in that transaction is asked of Stripe after it commits (owed-refunds.ts).
import type Stripe from 'stripe';
import { paymentMessages } from '../../common/messages/payments.ts';
import { serverMessages } from '../../common/messages/server.ts';
import type { Db } from '../db/client.ts';
import { paymentEvents } from '../db/schema.ts';
import type { PaymentsDeps, ServiceDeps } from '../deps.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { completePayment, failPayment, markPaymentRefunded } from './fulfilment.ts';
import { settleOwedRefund } from './owed-refunds.ts';
import type { RentalMailSettings } from '../rentals/rental-emails.ts';
import { paymentIntentIdOf } from './stripe-provider.ts';

/** 'unknown-session': Stripe took money for a session we have no payment of (someone must look). */
export type EventOutcome = 'processed' | 'duplicate' | 'ignored' | 'unknown-session';

type StripeDeps = Pick<ServiceDeps, 'db' | 'config' | 'payments'>;

/**
 * A webhook delivery: its signature is checked on the exact bytes Stripe sent, then its event is handled. Not
 * found while Stripe is off; invalid when the signature does not hold.
 */
export async function receiveStripeEvent(
  deps: StripeDeps,
  delivery: { body: unknown; signature: unknown },
): Promise<{ event: Stripe.Event; outcome: EventOutcome }> {
  const event = verifiedEvent(deps.payments, delivery);
  return { event, outcome: await handleStripeEvent(deps, event) };
}

function verifiedEvent({ stripe }: PaymentsDeps, { body, signature }: { body: unknown; signature: unknown }): Stripe.Event {
  if (!stripe) throw new NotFoundError(serverMessages.notFound);
  try {
    if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new Error('unsigned');
    return stripe.client.webhooks.constructEvent(body, signature, stripe.webhookSecret);
  } catch {
    throw new ValidationError(paymentMessages.invalidSignature);
  }
}

async function handleStripeEvent(deps: StripeDeps, event: Stripe.Event): Promise<EventOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type, paymentIntentId: refundedIntentOf(event) })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return 'duplicate';
    return applyEvent(tx, event, deps.config);
  });
  // Committed: a refund decided above, or by an earlier delivery whose refund call failed (this one then being
  // its 'duplicate'), is made now. Should Stripe fail again, the 500 brings this event back once more.
  const paidSession = paidSessionOf(event);
  if (paidSession) await settleOwedRefund(deps, paidSession.id);
  return outcome;
}

async function applyEvent(tx: Db, event: Stripe.Event, mail: RentalMailSettings): Promise<EventOutcome> {
  const paidSession = paidSessionOf(event);
  if (paidSession) return fulfil(tx, paidSession, mail);
  switch (event.type) {
    case 'checkout.session.completed': // unpaid: see paidSessionOf
      return 'processed';
    case 'checkout.session.async_payment_failed':
      await failPayment(tx, event.data.object.id, 'provider_failed');
      return 'processed';
    case 'checkout.session.expired':
      await failPayment(tx, event.data.object.id, 'expired');
      return 'processed';
    case 'charge.refunded': {
      const intentId = refundedIntentOf(event);
      // No payment with that intent yet: the recorded event stops its completion from granting a rental.
      if (intentId) await markPaymentRefunded(tx, { paymentIntentId: intentId });
      return 'processed';
    }
    default:
      return 'ignored';
  }
}

async function fulfil(tx: Db, session: Stripe.Checkout.Session, mail: RentalMailSettings): Promise<EventOutcome> {
  const paid = { checkoutSessionId: session.id, paymentIntentId: paymentIntentIdOf(session.payment_intent) };
  const result = await completePayment(tx, paid, 'refund', mail);
  return result.outcome === 'unknown-session' ? 'unknown-session' : 'processed';
}

/** The checkout session an event reports paid, if it does: only such a session is fulfilled, or can owe a refund. */
function paidSessionOf(event: Stripe.Event): Stripe.Checkout.Session | null {
  switch (event.type) {
    // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'unpaid' ? null : event.data.object;
    case 'checkout.session.async_payment_succeeded':
      return event.data.object;
    default:
      return null;
  }
}

/** The payment intent of a full refund; partial refunds leave the rental running. */
function refundedIntentOf(event: Stripe.Event): string | null {
  if (event.type !== 'charge.refunded') return null;
  const charge = event.data.object;
  return charge.refunded ? paymentIntentIdOf(charge.payment_intent) : null;
}
