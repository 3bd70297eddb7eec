// Admin customers (SPEC.md §7, issue 10): the paged, searchable, sortable list and one customer's detail with
// their rentals and payments. Registered inside the admin scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserDetailResponseSchema, adminUsersResponseSchema, usersQuerySchema } from '../../../common/admin-business.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { adminMessages } from '../../../common/messages.ts';
import { requireRowId } from '../../http/params.ts';
import { getAdminUserDetail, listAdminUsers } from './service.ts';

const userParams = z.object({ id: z.string() });

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'A page of customers (search by name or e-mail, sort, order) with their rentals and spending',
        querystring: usersQuerySchema,
        response: { 200: adminUsersResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { rows, total, page, limit, totalPages } = await listAdminUsers(app.deps, request.query);
      return { users: rows, pagination: { total, page, limit, totalPages } };
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One customer with every rental and payment, newest first',
        params: userParams,
        response: { 200: adminUserDetailResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getAdminUserDetail(app.deps, requireRowId(request.params.id, adminMessages.userNotFound)),
  );
};
