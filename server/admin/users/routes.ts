// Admin customers (docs/product.md#admin-users): the paged, searchable, sortable list and one customer's detail with
// their rentals and payments. Registered inside the admin scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserDetailResponseSchema, adminUsersResponseSchema, usersQuerySchema } from '../../../common/admin-business.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { requireRowId } from '../../http/params.ts';
import { registerAdminList } from '../list-route.ts';
import { getAdminUserDetail, listAdminUsers } from './service.ts';

const userParams = z.object({ id: z.string() });

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminList(app, {
    path: 'users',
    summary: 'A page of customers (search by name or e-mail, sort, order) with their rentals and spending',
    query: usersQuerySchema,
    response: adminUsersResponseSchema,
    list: listAdminUsers,
  });

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
