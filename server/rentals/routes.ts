import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../common/http.ts';
import { userRentalsResponseSchema } from '../../common/payments.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { listUserRentals } from './service.ts';

export const rentalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/rentals',
    {
      onRequest: requireUser,
      schema: { tags: ['rentals'], summary: 'The logged-in viewer’s rentals, newest first', response: { 200: userRentalsResponseSchema, 401: errorResponseSchema } },
    },
    async (request, reply) => {
      const rentals = await listUserRentals(app.deps, currentUser(request).id);
      reply.header('cache-control', 'private, no-cache');
      return { rentals };
    },
  );
};
