// Admin rental calls: the filtered, sorted, paged list and its CSV export. Registered inside the admin
// scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRentalsResponseSchema, rentalFiltersSchema, rentalsQuerySchema } from '../../../common/admin-business.ts';
import { registerAdminList } from '../list-route.ts';
import { listAdminRentals, RENTAL_CSV_HEADER, rentalCsvRows } from './service.ts';

export const adminRentalRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminList(app, {
    path: 'rentals',
    summary: 'A page of rentals: status (all, active, expired), movie and customer filters, any sort',
    query: rentalsQuerySchema,
    response: adminRentalsResponseSchema,
    list: listAdminRentals,
    csv: { rowName: 'rental', filters: rentalFiltersSchema, header: RENTAL_CSV_HEADER, rows: rentalCsvRows },
  });
};
