// POST /api/codes/check (codes/service.ts, docs/product.md#offers): what a code takes off a film or a bundle, before
// checkout. Signed in, and throttled as logins are (codes/throttle.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../common/http.ts';
import { checkCodeResponseSchema, checkCodeSchema } from '../../common/offers.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { clientAddressKey } from '../http/client-address.ts';
import { checkCode } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/codes/check',
    {
      onRequest: requireUser,
      schema: { tags: ['offers'], summary: 'What a code takes off a film or a bundle', body: checkCodeSchema, response: { 200: checkCodeResponseSchema, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      return checkCode(app.deps, { userId: user.id, email: user.email, clientKey: clientAddressKey(request.ip) }, request.body);
    },
  );
};
