// The sandbox checkout page (docs/decisions/0006-payments-and-fulfilment.md): 4242 4242 4242 4242 pays through the same
// fulfilment as a Stripe webhook and goes on to /payment/success; 4000 0000 0000 0002 is declined.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToDollars } from '../../common/format.ts';
import { pageMessages } from '../../common/messages/pages.ts';
import { offerMessages } from '../../common/messages/offers.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import { sendHtml } from '../http/html-page.ts';
import { successPath } from '../payments/success-url.ts';
import { renderCheckoutPage, renderMissingSessionPage, renderNoticePage } from './checkout-page.ts';
import { findOpenSandboxSession, payWithTestCard, type SandboxSession } from './service.ts';

const params = z.object({ sessionId: z.string().max(100) });

const successUrl = ({ payment }: SandboxSession) => successPath(encodeURIComponent(payment.checkoutSessionId), payment);

/** The card form for the session, with what it buys; after a refused card, with what was typed and why. */
const checkoutPage = (session: SandboxSession, refused?: { cardNumber: string; error: string }) =>
  renderCheckoutPage({
    sessionId: session.payment.checkoutSessionId,
    lines: session.lines,
    amount: centsToDollars(session.payment.amountCents),
    ...refused,
  });

const unavailablePage = (session: SandboxSession) =>
  renderNoticePage(pageMessages.checkout.notAvailableTitle, session.unavailable ?? paymentMessages.movieUnavailable);

export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { timeZone } = app.deps.config;
  // A plain HTML form posts urlencoded; only this plugin needs to read it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/sandbox/checkout/:sessionId', { schema: { hide: true, params } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await findOpenSandboxSession(app.deps, request.params.sessionId, timeZone);
    if (!session) return sendHtml(reply, renderMissingSessionPage(), 404);
    if (session.payment.status === 'completed') return reply.redirect(successUrl(session), 303);
    if (session.unavailable) return sendHtml(reply, unavailablePage(session), 409);
    return sendHtml(reply, checkoutPage(session));
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
          return sendHtml(reply, unavailablePage(result.session), 409);
        case 'already-rented': {
          const why = result.session.payment.bundleId === null ? paymentMessages.alreadyRentedNotCharged : offerMessages.bundleAllRented;
          return sendHtml(reply, renderNoticePage(pageMessages.checkout.alreadyRentedTitle, why), 409);
        }
        case 'code-used-up':
          return sendHtml(reply, renderNoticePage(offerMessages.codeUsedUpTitle, offerMessages.codeUsedUp), 409);
        case 'declined':
          return sendHtml(reply, checkoutPage(result.session, { cardNumber, error: paymentMessages.cardDeclined }));
        case 'invalid-card':
          return sendHtml(reply, checkoutPage(result.session, { cardNumber, error: paymentMessages.cardInvalid }), 400);
      }
    },
  );
};
