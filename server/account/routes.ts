// The logged-in viewer's own data (docs/decisions/0024): their receipts, the export of everything held about them,
// and closing the account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportFileName,
  accountExportSchema,
  accountPaymentsResponseSchema,
  deleteAccountSchema,
} from '../../common/account.ts';
import { messageResponseSchema } from '../../common/auth.ts';
import { accountMessages } from '../../common/messages/account.ts';
import { errorResponseSchema } from '../../common/http.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { exportAccountData } from './export.ts';
import { listAccountPayments } from './receipts.ts';
import { deleteAccount } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/payments',
    {
      onRequest: requireUser,
      schema: { tags: ['account'], summary: 'The logged-in viewer’s payments (receipts), newest first', response: { 200: accountPaymentsResponseSchema, 401: errorResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { payments: await listAccountPayments(app.deps, currentUser(request).id) };
    },
  );

  app.get(
    '/account/export',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Everything held about the logged-in account, as one JSON file to download',
        response: { 200: accountExportSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const exported = await exportAccountData(app.deps, currentUser(request));
      // Personal data: kept by no cache along the way, and saved by the browser under a dated name.
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="${accountExportFileName(new Date(exported.exported_at))}"`);
      return exported;
    },
  );

  app.delete(
    '/account',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Close the logged-in account (its password confirms): erases the person, keeps the payments anonymised',
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteAccount(app.deps, currentUser(request), request.body.password);
      return { message: accountMessages.accountDeleted };
    },
  );
};
