// Admin calls of premieres and windows (docs/product.md#premieres-and-windows): extending a film's waiting rentals,
// and its rental insight. Registered inside the admin scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extendRentalsBodySchema, extendRentalsResponseSchema, rentalInsightResponseSchema } from '../../../common/admin-premieres.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { auditActorOf } from '../../audit/record.ts';
import { requireRowId } from '../../http/params.ts';
import { catalogueItemParams } from '../catalogue-routes.ts';
import { extendMovieRentals, movieRentalInsight } from './service.ts';

const movieIdOf = (raw: string) => requireRowId(raw, publicMessages.movieNotFound);

export const adminPremiereRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/movies/:id/extend-rentals',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give every rental of the film still waiting for its first play `days` more to press play (its viewers are e-mailed)',
        params: catalogueItemParams,
        body: extendRentalsBodySchema,
        response: { 200: extendRentalsResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      extended: await extendMovieRentals(app.deps, auditActorOf(request), movieIdOf(request.params.id), request.body.days),
    }),
  );

  app.get(
    '/movies/:id/rental-insight',
    {
      schema: {
        tags: ['admin'],
        summary: "The film's rentals by state now (refunded ones left out) and the median time from payment to first play",
        params: catalogueItemParams,
        response: { 200: rentalInsightResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ insight: await movieRentalInsight(app.deps, movieIdOf(request.params.id)) }),
  );
};
