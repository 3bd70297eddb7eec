// Stripe Checkout: a hosted payment page for one film or bundle, in USD, with our user, what is bought, the code and
// whether it is a gift in its metadata.
import Stripe from 'stripe';
import type { PaymentProvider, SessionRequest } from './provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  /** Only for tests pointing stripe-node at a local stand-in. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeClient({ secretKey, host, port, protocol }: StripeProviderOptions): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'studio-site' },
    ...(host && { host }),
    ...(port && { port }),
    ...(protocol && { protocol }),
  });
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckoutSession(request) {
      const metadata = sessionMetadata(request);
      const description = request.lines.details.join(' · ');
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                // The final amount: the code's discount is taken off here, and named in the description.
                unit_amount: request.amountCents,
                product_data: {
                  name: request.lines.name,
                  // The rules bought (or the bundle's films), the code and the gift, as the film's page and the
                  // sandbox say them: Stripe's page is the last thing read before paying.
                  ...(description && { description }),
                },
              },
            },
          ],
          customer_email: request.userEmail,
          client_reference_id: String(request.userId),
          metadata,
          payment_intent_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },
    async resumeCheckoutSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return session.status === 'open' && session.url ? { sessionId: session.id, url: session.url } : null;
    },
    async retrieveCheckoutSession(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return { isPaid: session.payment_status === 'paid', paymentIntentId: paymentIntentIdOf(session.payment_intent) };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async refundPayment({ paymentIntentId, reason, idempotencyKey }) {
      await stripe.refunds.create({ payment_intent: paymentIntentId, reason }, { idempotencyKey });
    },
  };
}

/**
 * What the session and its payment intent carry, for a person reading Stripe's dashboard: who bought what, with which
 * code, and whether as a gift. Fulfilment never reads it: it reads the payment row (docs/decisions/0006).
 */
function sessionMetadata(request: SessionRequest): Record<string, string> {
  return {
    user_id: String(request.userId),
    ...('movieId' in request.item ? { movie_id: String(request.item.movieId) } : { bundle_id: String(request.item.bundleId) }),
    ...(request.code !== null && { code: request.code }),
    gift: String(request.gift),
  };
}

export function paymentIntentIdOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
