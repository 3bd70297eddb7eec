// Admin e-mail log calls: the log, newest first, paged and filtered by status, and Retry on a failed
// row. Registered inside the admin scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../common/http.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { emailLogsQuerySchema, emailLogsResponseSchema, emailRetryResponseSchema } from '../../../common/newsletter-admin.ts';
import { auditActorOf } from '../../audit/record.ts';
import { requireRowId } from '../../http/params.ts';
import { registerAdminList } from '../list-route.ts';
import { listEmailLogs, retryEmail } from './service.ts';

export const adminEmailLogRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminList(app, {
    path: 'email-logs',
    summary: 'A page of the e-mail log, newest first, optionally of one status (pending, sent, failed)',
    query: emailLogsQuerySchema,
    response: emailLogsResponseSchema,
    list: listEmailLogs,
  });

  app.post(
    '/email-logs/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Queue a failed e-mail again (pending, due now, attempts and error cleared)',
        params: z.object({ id: z.string() }),
        response: { 200: emailRetryResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({ log: await retryEmail(app.deps, auditActorOf(request), requireRowId(request.params.id, adminMessages.emailNotFound)) }),
  );
};
