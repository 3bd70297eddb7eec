// Admin payment calls: the filtered, sorted, paged list with its summary, its CSV export, and a refund.
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
import { adminMessages } from '../../../common/messages/admin.ts';
import { requireRowId } from '../../http/params.ts';
import { auditActorOf } from '../../audit/record.ts';
import { registerAdminList } from '../list-route.ts';
import { refundPaymentAsAdmin } from './refund.ts';
import { listAdminPayments, PAYMENT_CSV_HEADER, paymentCsvRows } from './service.ts';

export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminList(app, {
    path: 'payments',
    summary: 'A page of payments: status, date range and search filters, any sort, and the filtered set’s summary',
    query: paymentsQuerySchema,
    response: adminPaymentsResponseSchema,
    list: listAdminPayments,
    csv: { rowName: 'payment', filters: paymentFiltersSchema, header: PAYMENT_CSV_HEADER, rows: paymentCsvRows },
  });

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
      return { payment: await refundPaymentAsAdmin(app.deps, auditActorOf(request), paymentId) };
    },
  );
};
