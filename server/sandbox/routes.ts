// The sandbox checkout page (ARCHITECTURE.md "Sandbox checkout"): 4242 4242 4242 4242 pays through the same
// fulfilment as a Stripe webhook and goes on to /payment/success; 4000 0000 0000 0002 is declined.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToDollars } from '../../common/format.ts';
import { paymentMessages } from '../../common/messages.ts';
import { movies, payments } from '../db/schema.ts';
import { completePayment, failPayment } from '../payments/fulfilment.ts';
import { renderCheckoutPage, renderMissingSessionPage, renderNoticePage } from './checkout-page.ts';

export const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;
const ALREADY_RENTING_REASON = 'Not charged: the viewer was already renting this movie';

const HTML = 'text/html; charset=utf-8';
const params = z.object({ sessionId: z.string().max(100) });

export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // A plain HTML form posts urlencoded; only this plugin needs to read it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function findSession(sessionId: string) {
    const [row] = await app.db
      .select({ payment: payments, movieTitle: movies.title })
      .from(payments)
      .innerJoin(movies, eq(movies.id, payments.movieId))
      .where(eq(payments.checkoutSessionId, sessionId));
    return row?.payment.provider === 'sandbox' ? row : undefined;
  }

  const successUrl = (sessionId: string, movieId: number) =>
    `/payment/success?session_id=${encodeURIComponent(sessionId)}&movie_id=${movieId}`;

  app.get('/sandbox/checkout/:sessionId', { schema: { hide: true, params } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await findSession(request.params.sessionId);
    if (!session || session.payment.status === 'refunded') {
      return reply.status(404).type(HTML).send(renderMissingSessionPage());
    }
    if (session.payment.status === 'completed') return reply.redirect(successUrl(session.payment.checkoutSessionId, session.payment.movieId), 303);
    return reply.type(HTML).send(
      renderCheckoutPage({
        sessionId: session.payment.checkoutSessionId,
        movieTitle: session.movieTitle,
        amount: centsToDollars(session.payment.amountCents),
        rentalDurationHours: session.payment.rentalDurationHours,
      }),
    );
  });

  app.post(
    '/sandbox/checkout/:sessionId',
    { schema: { hide: true, params, body: z.object({ card_number: z.string().max(40).optional() }).loose() } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await findSession(request.params.sessionId);
      if (!session || session.payment.status === 'refunded') {
        return reply.status(404).type(HTML).send(renderMissingSessionPage());
      }
      const { payment } = session;
      const goToSuccess = () => reply.redirect(successUrl(payment.checkoutSessionId, payment.movieId), 303);
      if (payment.status === 'completed') return goToSuccess();

      const cardNumber = (request.body.card_number ?? '').trim();
      const digits = cardNumber.replace(/[\s-]/g, '');
      const page = (error: string) =>
        renderCheckoutPage({
          sessionId: payment.checkoutSessionId,
          movieTitle: session.movieTitle,
          amount: centsToDollars(payment.amountCents),
          rentalDurationHours: payment.rentalDurationHours,
          cardNumber,
          error,
        });

      if (digits === SANDBOX_CARDS.success) {
        const result = await completePayment(app.db, {
          checkoutSessionId: payment.checkoutSessionId,
          paymentIntentId: `pi_sandbox_${randomBytes(12).toString('base64url')}`,
        });
        if (result.outcome === 'granted') return goToSuccess();
        if (result.outcome === 'already-rented') {
          // Decided before any money moves: this card is never charged.
          await failPayment(app.db, payment.checkoutSessionId, ALREADY_RENTING_REASON);
          return reply.status(409).type(HTML).send(renderNoticePage('Already rented', paymentMessages.alreadyRentedNotCharged));
        }
        return reply.status(404).type(HTML).send(renderMissingSessionPage());
      }
      if (digits === SANDBOX_CARDS.declined) {
        await failPayment(app.db, payment.checkoutSessionId, 'card_declined');
        return reply.type(HTML).send(page(paymentMessages.cardDeclined));
      }
      return reply.status(400).type(HTML).send(page(paymentMessages.cardInvalid));
    },
  );
};
