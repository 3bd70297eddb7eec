// The sandbox checkout page (docs/decisions/0006-payments-and-fulfilment.md): 4242 4242 4242 4242 pays through the same
// fulfilment as a Stripe webhook and goes on to /payment/success; 4000 0000 0000 0002 is declined.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToDollars } from '../../common/format.ts';
import { pageMessages } from '../../common/messages/pages.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import { sendHtml } from '../http/html-page.ts';
import { renderCheckoutPage, renderMissingSessionPage, renderNoticePage } from './checkout-page.ts';
import { findOpenSandboxSession, payWithTestCard, sessionRulesText, type SandboxSession } from './service.ts';

const params = z.object({ sessionId: z.string().max(100) });

const successUrl = ({ payment }: SandboxSession) =>
  `/payment/success?session_id=${encodeURIComponent(payment.checkoutSessionId)}&movie_id=${payment.movieId}`;

/** The card form for the session, with its rules; after a refused card, with what was typed and why. */
const checkoutPage = (session: SandboxSession, studioTimeZone: string, refused?: { cardNumber: string; error: string }) =>
  renderCheckoutPage({
    sessionId: session.payment.checkoutSessionId,
    movieTitle: session.movieTitle,
    amount: centsToDollars(session.payment.amountCents),
    rulesText: sessionRulesText(session, studioTimeZone),
    ...refused,
  });

const unavailablePage = () => renderNoticePage(pageMessages.checkout.notAvailableTitle, paymentMessages.movieUnavailable);

export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { timeZone } = app.deps.config;
  // A plain HTML form posts urlencoded; only this plugin needs to read it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/sandbox/checkout/:sessionId', { schema: { hide: true, params } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await findOpenSandboxSession(app.deps, request.params.sessionId);
    if (!session) return sendHtml(reply, renderMissingSessionPage(), 404);
    if (session.payment.status === 'completed') return reply.redirect(successUrl(session), 303);
    if (!session.movieIsActive) return sendHtml(reply, unavailablePage(), 409);
    return sendHtml(reply, checkoutPage(session, timeZone));
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
          return sendHtml(reply, renderMissingSessionPage(), 404);
        case 'paid':
          return reply.redirect(successUrl(result.session), 303);
        case 'unavailable':
          return sendHtml(reply, unavailablePage(), 409);
        case 'already-rented':
          return sendHtml(reply, renderNoticePage(pageMessages.checkout.alreadyRentedTitle, paymentMessages.alreadyRentedNotCharged), 409);
        case 'declined':
          return sendHtml(reply, checkoutPage(result.session, timeZone, { cardNumber, error: paymentMessages.cardDeclined }));
        case 'invalid-card':
          return sendHtml(reply, checkoutPage(result.session, timeZone, { cardNumber, error: paymentMessages.cardInvalid }), 400);
      }
    },
  );
};
