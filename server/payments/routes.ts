import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { checkoutResponseSchema, createCheckoutSchema, verifyPaymentResponseSchema, verifyPaymentSchema } from '../../common/payments.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { clientAddressKey } from '../http/client-address.ts';
import { sourceOfVisit, visitContextOf } from '../insights/visit.ts';
import { startCheckout } from './checkout.ts';
import { receiveStripeEvent } from './stripe-events.ts';
import { verifyPayment } from './verify.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };

/** Stripe's events are far below this; the signature is checked on the raw bytes before anything is parsed. */
const STRIPE_EVENT_BODY_LIMIT = 256 * 1024;

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/create-checkout-session',
    {
      onRequest: requireUser,
      schema: { tags: ['payments'], summary: 'Start a checkout: a film or a bundle, maybe with a code, maybe as a gift', body: createCheckoutSchema, response: { 200: checkoutResponseSchema, ...errors } },
    },
    async (request) => {
      const { id, email } = currentUser(request);
      const visit = visitContextOf(request, app.deps.config.trustProxy !== false);
      const attribution = { source: sourceOfVisit(request.body.source, visit), country: visit.country };
      return startCheckout(app.deps, { id, email, clientKey: clientAddressKey(request.ip), attribution }, request.body);
    },
  );

  app.post(
    '/payments/verify',
    {
      onRequest: requireUser,
      schema: { tags: ['payments'], summary: 'Check a checkout session after payment', body: verifyPaymentSchema, response: { 200: verifyPaymentResponseSchema, ...errors } },
    },
    async (request) => verifyPayment(app.deps, currentUser(request).id, request.body.session_id),
  );

  // Stripe signs the exact bytes it sent: this route keeps the raw body (its own encapsulated parser).
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/webhook',
      {
        // An event carries its whole checkout session, which can pass the app's 16 KiB (docs/decisions/0022).
        bodyLimit: STRIPE_EVENT_BODY_LIMIT,
        schema: { tags: ['payments'], summary: 'Stripe webhook (signed)', response: { 200: z.object({ received: z.literal(true) }), 400: errorResponseSchema, 404: errorResponseSchema } },
      },
      async (request) => {
        const delivery = { body: request.body, signature: request.headers['stripe-signature'] };
        const { event, outcome } = await receiveStripeEvent(app.deps, delivery);
        if (outcome === 'unknown-session') request.log.error({ eventId: event.id, type: event.type }, 'Stripe was paid for a checkout session with no payment here');
        else request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
        return { received: true as const };
      },
    );
  });
};
