// Reordering calls (docs/product.md#admin-reordering, common/admin-order.ts): the covers' display order and the featured
// films' order, each sent whole in one request. Registered inside the admin scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCoversResponseSchema, adminMoviesResponseSchema } from '../../../common/admin-catalogue.ts';
import { orderRequestSchema } from '../../../common/admin-order.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { auditActorOf } from '../../audit/record.ts';
import { reorderCovers, reorderFeaturedMovies } from './service.ts';

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/covers/order',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put every cover in the order of `ids` (display order 0, 1, 2, ...)',
        body: orderRequestSchema,
        response: { 200: adminCoversResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ covers: await reorderCovers(app.deps, auditActorOf(request), request.body.ids) }),
  );

  app.put(
    '/movies/featured-order',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put every featured film in the order of `ids` (featured order 0, 1, 2, ...): the home page leads with the first',
        body: orderRequestSchema,
        response: { 200: adminMoviesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ movies: await reorderFeaturedMovies(app.deps, auditActorOf(request), request.body.ids) }),
  );
};
