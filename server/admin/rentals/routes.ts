// Admin rental calls (issue 10): the filtered, sorted, paged list and its CSV export. Registered inside the admin
// scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRentalsResponseSchema, rentalFiltersSchema, rentalsQuerySchema } from '../../../common/admin-business.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { csvFilename, csvLines, sendCsv } from '../../http/csv.ts';
import { listAdminRentals, RENTAL_CSV_HEADER, rentalCsvRows } from './service.ts';

export const adminRentalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rentals',
    {
      schema: {
        tags: ['admin'],
        summary: 'A page of rentals: status (all, active, expired), movie and customer filters, any sort',
        querystring: rentalsQuerySchema,
        response: { 200: adminRentalsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { rows, total, page, limit, totalPages } = await listAdminRentals(app.deps, request.query);
      return { rentals: rows, pagination: { total, page, limit, totalPages } };
    },
  );

  app.get(
    '/rentals.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every rental under the list’s filters as a CSV download, newest first (the list’s sort is not applied)',
        querystring: rentalFiltersSchema,
        response: { 400: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendCsv(reply, csvFilename('rentals', app.deps.config.timeZone), csvLines(RENTAL_CSV_HEADER, rentalCsvRows(app.deps, request.query))),
  );
};
