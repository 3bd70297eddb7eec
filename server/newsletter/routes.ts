import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../common/http.ts';
import { publicMessages, serverMessages } from '../../common/messages.ts';
import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from '../../common/newsletter.ts';
import { clientAddressKey } from '../http/client-address.ts';
import { HttpError } from '../plugins/errors.ts';
import { forgetAttempts, recordAttempt, retryAfterHeader } from '../throttle/throttle.ts';
import { subscribe } from './subscriptions.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address (idempotent; reactivates an unsubscribed one)',
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const attempt = await recordAttempt(app.db, 'newsletter-ip', clientAddressKey(request.ip));
      if (attempt.isOverLimit) {
        // A refused attempt subscribed nothing: it does not lengthen the wait.
        await forgetAttempts(app.db, [attempt]);
        throw new HttpError(429, serverMessages.tooManySubscribeAttempts, retryAfterHeader('newsletter-ip'));
      }
      // The same answer whether the address is new, known or coming back: a sign-up form must not tell anyone
      // which addresses are on the list.
      await subscribe(app.db, request.body.email);
      return reply.status(200).send({ message: publicMessages.newsletterSubscribed });
    },
  );
};
