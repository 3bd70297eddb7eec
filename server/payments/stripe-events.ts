// Stripe webhook events, each processed once: the event id is recorded in the same transaction that acts
// on it, so a retried or duplicated delivery finds it and does nothing, and a failed one is retried whole.
import type Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import { paymentEvents } from '../db/schema.ts';
import { failPayment, refundPayment } from './fulfilment.ts';
import { fulfilPaidSession } from './paid-session.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentIntentIdOf } from './stripe-provider.ts';

/** 'unknown-session': Stripe took money for a session we have no payment of (someone must look). */
export type EventOutcome = 'processed' | 'duplicate' | 'ignored' | 'unknown-session';

export async function handleStripeEvent(db: Db, provider: PaymentProvider, event: Stripe.Event): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type, paymentIntentId: refundedIntentOf(event) })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return 'duplicate';
    return applyEvent(tx, provider, event);
  });
}

async function applyEvent(db: Db, provider: PaymentProvider, event: Stripe.Event): Promise<EventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
      if (session.payment_status === 'unpaid') return 'processed';
      return fulfil(db, provider, session);
    }
    case 'checkout.session.async_payment_succeeded':
      return fulfil(db, provider, event.data.object);
    case 'checkout.session.async_payment_failed':
      await failPayment(db, event.data.object.id, 'The payment failed');
      return 'processed';
    case 'checkout.session.expired':
      await failPayment(db, event.data.object.id, 'The checkout expired');
      return 'processed';
    case 'charge.refunded': {
      const intentId = refundedIntentOf(event);
      // No payment with that intent yet: the recorded event stops its completion from granting a rental.
      if (intentId) await refundPayment(db, { paymentIntentId: intentId });
      return 'processed';
    }
    default:
      return 'ignored';
  }
}

async function fulfil(db: Db, provider: PaymentProvider, session: Stripe.Checkout.Session): Promise<EventOutcome> {
  const result = await fulfilPaidSession(db, provider, { checkoutSessionId: session.id, paymentIntentId: paymentIntentIdOf(session.payment_intent) });
  return result.outcome === 'unknown-session' ? 'unknown-session' : 'processed';
}

/** The payment intent of a full refund; partial refunds leave the rental running. */
function refundedIntentOf(event: Stripe.Event): string | null {
  if (event.type !== 'charge.refunded') return null;
  const charge = event.data.object;
  return charge.refunded ? paymentIntentIdOf(charge.payment_intent) : null;
}
