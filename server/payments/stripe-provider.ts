// Stripe Checkout: a hosted payment page for one rental, in USD, with our user and movie in its metadata.
import Stripe from 'stripe';
import type { PaymentProvider } from './provider.ts';

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
      const metadata = { user_id: String(request.userId), movie_id: String(request.movieId) };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: {
                  name: request.movieTitle,
                  // The rules bought, as the film's page said them: Stripe's page is the last thing read before paying.
                  description: request.rulesText,
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

export function paymentIntentIdOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
