// Admin payment calls (issue 10): the filtered, sorted, paged list with its summary, its CSV export, and a refund.
// Registered inside the admin scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaymentResponseSchema,
  adminPaymentsResponseSchema,
  paymentFiltersSchema,
  paymentsQuerySchema,
} from '../../../common/admin-business.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { adminMessages } from '../../../common/messages.ts';
import { csvFilename, csvLines, sendCsv } from '../../http/csv.ts';
import { requireRowId } from '../../http/params.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refundPaymentAsAdmin } from './refund.ts';
import { listAdminPayments, PAYMENT_CSV_HEADER, paymentCsvRows } from './service.ts';

export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    {
      schema: {
        tags: ['admin'],
        summary: 'A page of payments: status, date range and search filters, any sort, and the filtered set’s summary',
        querystring: paymentsQuerySchema,
        response: { 200: adminPaymentsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { rows, summary, total, page, limit, totalPages } = await listAdminPayments(app.deps, request.query);
      return { payments: rows, summary, pagination: { total, page, limit, totalPages } };
    },
  );

  app.get(
    '/payments.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every payment under the list’s filters as a CSV download, newest first (the list’s sort is not applied)',
        querystring: paymentFiltersSchema,
        response: { 400: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendCsv(reply, csvFilename('payments', app.deps.config.timeZone), csvLines(PAYMENT_CSV_HEADER, paymentCsvRows(app.deps, request.query))),
  );

  app.post(
    '/payments/:id/refund',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund a completed payment (with Stripe, at Stripe first); its rental ends at once',
        params: z.object({ id: z.string() }),
        response: {
          200: adminPaymentResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const paymentId = requireRowId(request.params.id, adminMessages.paymentNotFound);
      return { payment: await refundPaymentAsAdmin(app.deps, paymentId, currentUser(request).id) };
    },
  );
};
