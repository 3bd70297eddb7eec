import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../common/http.ts';
import { publicMessages } from '../../common/messages/public.ts';
import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from '../../common/newsletter.ts';
import { clientAddressKey } from '../http/client-address.ts';
import { subscribe } from './service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address (idempotent; one that unsubscribed is e-mailed a link to confirm first)',
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The same answer whether the address is new, known or coming back (see service.ts).
      await subscribe(app.deps, clientAddressKey(request.ip), request.body.email);
      return reply.status(200).send({ message: publicMessages.newsletterSubscribed });
    },
  );
};
