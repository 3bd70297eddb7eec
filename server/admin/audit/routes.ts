// The audit log's calls (docs/product.md#admin-audit): GET /api/admin/audit, a page of entries newest first filtered
// by action and admin, and GET /api/admin/audit/actors, the admins the filter offers. Registered inside the admin
// scope (admin/routes.ts); the entries are written by each admin write (server/audit/record.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorsResponseSchema, auditQuerySchema, auditResponseSchema } from '../../../common/admin-audit.ts';
import { registerAdminList } from '../list-route.ts';
import { listAuditActors, listAuditEntries } from './service.ts';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminList(app, {
    path: 'audit',
    summary: 'A page of the audit log, newest first, optionally of one action and one admin (their user id)',
    query: auditQuerySchema,
    response: auditResponseSchema,
    list: listAuditEntries,
  });

  app.get(
    '/audit/actors',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every admin who has an entry in the audit log, by e-mail',
        response: { 200: auditActorsResponseSchema },
      },
    },
    async () => ({ actors: await listAuditActors(app.deps) }),
  );
};
