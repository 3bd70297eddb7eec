import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { continueWatchingResponseSchema } from '../../common/continue-watching.ts';
import { errorResponseSchema } from '../../common/http.ts';
import { userRentalsResponseSchema } from '../../common/payments.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { listContinueWatching } from './continue-watching.ts';
import { listUserRentals } from './service.ts';

// The viewer's own: kept by no shared cache, and revalidated by the browser each time (the position moves).
const OWN_ANSWER_CACHING = 'private, no-cache';

export const rentalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/rentals',
    {
      onRequest: requireUser,
      schema: { tags: ['rentals'], summary: 'The logged-in viewer’s rentals, newest first', response: { 200: userRentalsResponseSchema, 401: errorResponseSchema } },
    },
    async (request, reply) => {
      const rentals = await listUserRentals(app.deps, currentUser(request).id);
      reply.header('cache-control', OWN_ANSWER_CACHING);
      return { rentals };
    },
  );

  app.get(
    '/users/continue-watching',
    {
      onRequest: requireUser,
      schema: {
        tags: ['rentals'],
        summary: 'The logged-in viewer’s running rentals with where they stopped, the latest watched or rented first',
        response: { 200: continueWatchingResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const items = await listContinueWatching(app.deps, currentUser(request).id);
      reply.header('cache-control', OWN_ANSWER_CACHING);
      return { items };
    },
  );
};
