import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { paymentMessages, serverMessages } from '../../common/messages.ts';
import { checkoutResponseSchema, createCheckoutSchema, verifyPaymentResponseSchema, verifyPaymentSchema } from '../../common/payments.ts';
import { currentUser, requireUser } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import { startCheckout } from './checkout.ts';
import type { PaymentProvider } from './provider.ts';
import { handleStripeEvent } from './stripe-events.ts';
import { verifyPayment } from './verify.ts';

export interface PaymentsOptions {
  provider: PaymentProvider;
  /** Present when Stripe is on; the webhook needs both. */
  stripe?: { client: Stripe; webhookSecret: string };
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 503: errorResponseSchema };

export const paymentRoutes: FastifyPluginAsyncZod<PaymentsOptions> = async (app, { provider, stripe }) => {
  app.post(
    '/payments/create-checkout-session',
    {
      onRequest: requireUser,
      schema: { tags: ['payments'], summary: 'Start a rental checkout', body: createCheckoutSchema, response: { 200: checkoutResponseSchema, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      return startCheckout({ db: app.db, provider, publicUrl: app.config.publicUrl }, user, request.body.movieId);
    },
  );

  app.post(
    '/payments/verify',
    {
      onRequest: requireUser,
      schema: { tags: ['payments'], summary: 'Check a checkout session after payment', body: verifyPaymentSchema, response: { 200: verifyPaymentResponseSchema, ...errors } },
    },
    async (request) => verifyPayment({ db: app.db, provider }, currentUser(request).id, request.body.session_id),
  );

  // Stripe signs the exact bytes it sent: this route keeps the raw body (its own encapsulated parser).
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/webhook',
      { schema: { tags: ['payments'], summary: 'Stripe webhook (signed)', response: { 200: z.object({ received: z.literal(true) }), 400: errorResponseSchema, 404: errorResponseSchema } } },
      async (request) => {
        if (!stripe) throw new HttpError(404, serverMessages.notFound);
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
          event = stripe.client.webhooks.constructEvent(request.body, signature, stripe.webhookSecret);
        } catch {
          throw new HttpError(400, paymentMessages.invalidSignature);
        }
        const outcome = await handleStripeEvent(app.db, provider, event);
        if (outcome === 'unknown-session') request.log.error({ eventId: event.id, type: event.type }, 'Stripe was paid for a checkout session with no payment here');
        else request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
        return { received: true as const };
      },
    );
  });
};
