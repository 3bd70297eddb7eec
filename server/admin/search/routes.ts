// Find anything (docs/product.md#admin-find-anything): GET /api/admin/search?q, the admin shell's search box
// (common/admin-search.ts). Registered inside the admin scope (admin/routes.ts), which refuses anyone but an admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSearchQuerySchema, adminSearchResponseSchema } from '../../../common/admin-search.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { searchAdmin } from './service.ts';

export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['admin'],
        summary: 'Customers by name or e-mail, payments by id or provider reference, films by title: a few of each',
        querystring: adminSearchQuerySchema,
        response: { 200: adminSearchResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => searchAdmin(app.deps.db, request.query.q),
  );
};
