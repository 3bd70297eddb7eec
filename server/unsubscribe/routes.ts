// /unsubscribe/{token} (docs/decisions/0014-email-outbox.md, RFC 8058): a server-rendered page outside the single-page
// app and /api, registered in every payment mode. A GET only shows a confirmation (mail scanners follow links, and must
// change nothing); a POST, from that page's button or from a mail program's one-click, unsubscribes and answers 200
// with no redirect. No login and no cookies: the token is the permission. /subscribe/{token}, the link that confirms a
// subscription (docs/decisions/0023), works the same way and lives here for the same parsers and headers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendHtml } from '../http/html-page.ts';
import { confirmSubscription, readConfirmation } from '../newsletter/service.ts';
import {
  renderConfirmPage,
  renderConfirmSubscriptionPage,
  renderInvalidConfirmationPage,
  renderInvalidLinkPage,
  renderSubscribedPage,
  renderUnsubscribedPage,
} from './page.ts';
import { findSubscriberByToken, unsubscribe } from './service.ts';

// Any string: a malformed token gets the same 404 page as an unknown one, not the API's JSON 400.
const params = z.object({ token: z.string() });

export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // A form posts urlencoded; RFC 8058 mail programs post 'List-Unsubscribe=One-Click' urlencoded or as
  // multipart/form-data. The address alone says what to do, so the body is read (within a small limit) and dropped.
  const dropBody = (_request: unknown, _body: string | Buffer, done: (error: null, body: object) => void) => done(null, {});
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, dropBody);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 1024 }, dropBody);

  // The token is in the address: no cache keeps the page, no search engine lists it, no link passes it on.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.get('/unsubscribe/:token', { schema: { hide: true, params } }, async (request, reply) => {
    const subscriber = await findSubscriberByToken(app.deps, request.params.token);
    if (!subscriber) return sendHtml(reply, renderInvalidLinkPage(), 404);
    const page = subscriber.isActive
      ? renderConfirmPage({ email: subscriber.email, token: request.params.token })
      : renderUnsubscribedPage(subscriber);
    return sendHtml(reply, page);
  });

  app.post('/unsubscribe/:token', { schema: { hide: true, params } }, async (request, reply) => {
    const subscriber = await unsubscribe(app.deps, request.params.token);
    if (!subscriber) return sendHtml(reply, renderInvalidLinkPage(), 404);
    request.log.info({ subscriberId: subscriber.id }, 'newsletter: unsubscribed');
    return sendHtml(reply, renderUnsubscribedPage(subscriber));
  });

  // The link that puts an address (back) on the list (docs/decisions/0023), the same way: GET asks, POST does.
  app.get('/subscribe/:token', { schema: { hide: true, params } }, async (request, reply) => {
    const confirmation = await readConfirmation(app.deps, request.params.token);
    if (!confirmation) return sendHtml(reply, renderInvalidConfirmationPage(), 404);
    const page = confirmation.isSubscribed
      ? renderSubscribedPage(confirmation)
      : renderConfirmSubscriptionPage({ email: confirmation.email, token: request.params.token });
    return sendHtml(reply, page);
  });

  app.post('/subscribe/:token', { schema: { hide: true, params } }, async (request, reply) => {
    const confirmation = await confirmSubscription(app.deps, request.params.token);
    if (!confirmation) return sendHtml(reply, renderInvalidConfirmationPage(), 404);
    request.log.info('newsletter: subscription confirmed');
    return sendHtml(reply, renderSubscribedPage(confirmation));
  });
};
