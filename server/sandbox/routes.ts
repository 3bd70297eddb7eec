// The sandbox checkout page (ARCHITECTURE.md "Sandbox checkout"): 4242 4242 4242 4242 pays through the same
// fulfilment as a Stripe webhook and goes on to /payment/success; 4000 0000 0000 0002 is declined.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToDollars } from '../../common/format.ts';
import { paymentMessages } from '../../common/messages.ts';
import { renderCheckoutPage, renderMissingSessionPage, renderNoticePage } from './checkout-page.ts';
import { findOpenSandboxSession, payWithTestCard, type SandboxSession } from './service.ts';

const HTML = 'text/html; charset=utf-8';
const params = z.object({ sessionId: z.string().max(100) });

const successUrl = ({ payment }: SandboxSession) =>
  `/payment/success?session_id=${encodeURIComponent(payment.checkoutSessionId)}&movie_id=${payment.movieId}`;

/** The card form for the session; after a refused card, with what was typed and why. */
const checkoutPage = ({ payment, movieTitle }: SandboxSession, refused?: { cardNumber: string; error: string }) =>
  renderCheckoutPage({
    sessionId: payment.checkoutSessionId,
    movieTitle,
    amount: centsToDollars(payment.amountCents),
    rentalDurationHours: payment.rentalDurationHours,
    ...refused,
  });

const unavailablePage = () => renderNoticePage('Not available', paymentMessages.movieUnavailable);

export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // A plain HTML form posts urlencoded; only this plugin needs to read it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/sandbox/checkout/:sessionId', { schema: { hide: true, params } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await findOpenSandboxSession(app.deps, request.params.sessionId);
    if (!session) return reply.status(404).type(HTML).send(renderMissingSessionPage());
    if (session.payment.status === 'completed') return reply.redirect(successUrl(session), 303);
    if (!session.movieIsActive) return reply.status(409).type(HTML).send(unavailablePage());
    return reply.type(HTML).send(checkoutPage(session));
  });

  app.post(
    '/sandbox/checkout/:sessionId',
    { schema: { hide: true, params, body: z.object({ card_number: z.string().max(40).optional() }).loose() } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const cardNumber = (request.body.card_number ?? '').trim();
      const result = await payWithTestCard(app.deps, request.params.sessionId, cardNumber);
      switch (result.outcome) {
        case 'unknown-session':
          return reply.status(404).type(HTML).send(renderMissingSessionPage());
        case 'paid':
          return reply.redirect(successUrl(result.session), 303);
        case 'unavailable':
          return reply.status(409).type(HTML).send(unavailablePage());
        case 'already-rented':
          return reply.status(409).type(HTML).send(renderNoticePage('Already rented', paymentMessages.alreadyRentedNotCharged));
        case 'declined':
          return reply.type(HTML).send(checkoutPage(result.session, { cardNumber, error: paymentMessages.cardDeclined }));
        case 'invalid-card':
          return reply.status(400).type(HTML).send(checkoutPage(result.session, { cardNumber, error: paymentMessages.cardInvalid }));
      }
    },
  );
};
