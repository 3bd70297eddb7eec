// GET /api/gifts/{token}, POST /api/gifts/{token}/redeem, GET /api/account/gifts (docs/product.md#offers).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { givenGiftsResponseSchema, publicGiftSchema, redeemGiftResponseSchema } from '../../common/offers.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { getPublicGift, listGivenGifts, redeemGift } from './service.ts';

const tokenParams = z.object({ token: z.string() });

export const giftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gifts/:token',
    {
      schema: {
        tags: ['offers'],
        summary: 'A gift as its link shows it: the film (or bundle), who it is from, their message and its state (public)',
        params: tokenParams,
        response: { 200: publicGiftSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Its state moves (delivered, redeemed, cancelled) and it carries a personal note: kept by no cache.
      reply.header('cache-control', 'no-store');
      return getPublicGift(app.deps, request.params.token);
    },
  );

  app.post(
    '/gifts/:token/redeem',
    {
      onRequest: requireUser,
      schema: {
        tags: ['offers'],
        summary: 'Redeem a gift: its rentals go to the logged-in viewer, starting now; once',
        params: tokenParams,
        response: { 200: redeemGiftResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => redeemGift(app.deps, currentUser(request), request.params.token),
  );

  app.get(
    '/account/gifts',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: 'The gifts the logged-in viewer bought, and whether they were redeemed, newest first',
        response: { 200: givenGiftsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { gifts: await listGivenGifts(app.deps, currentUser(request).id) };
    },
  );
};
