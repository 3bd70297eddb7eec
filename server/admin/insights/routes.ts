// The admin's filmmaker insight (service.ts, docs/product.md#filmmaker-insight): a film's, and the catalogue's sources,
// each with its CSV. Registered inside the admin scope (admin/routes.ts), which refuses anyone but an admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../common/http.ts';
import { insightPeriodSchema, movieInsightSchema, sourcesInsightSchema } from '../../../common/insights.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { csvFilename, csvLines, sendCsv } from '../../http/csv.ts';
import { requireRowId } from '../../http/params.ts';
import { catalogueItemParams } from '../catalogue-routes.ts';
import { MOVIE_CSV_HEADER, movieInsight, movieInsightCsvRows, SOURCES_CSV_HEADER, sourcesCsvRows, sourcesInsight } from './service.ts';

const movieIdOf = (raw: string) => requireRowId(raw, publicMessages.movieNotFound);
const period = 'Days from `from` to `to` (YYYY-MM-DD, both included, in the studio’s time zone); the last 30 days by default';

export const adminInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/insights/movies/:id',
    {
      schema: {
        tags: ['admin'],
        summary: `A film’s funnel, completion, sources and countries. ${period}`,
        params: catalogueItemParams,
        querystring: insightPeriodSchema,
        response: { 200: movieInsightSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => movieInsight(app.deps, movieIdOf(request.params.id), request.query),
  );

  app.get(
    '/insights/movies/:id.csv',
    {
      schema: {
        tags: ['admin'],
        summary: `A film’s figures day by day, per source and country, as a CSV download. ${period}`,
        params: catalogueItemParams,
        querystring: insightPeriodSchema,
        response: { 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const movieId = movieIdOf(request.params.id);
      const rows = await movieInsightCsvRows(app.deps, movieId, request.query);
      return sendCsv(reply, csvFilename(`insight-movie-${movieId}`, app.deps.config.timeZone), csvLines(MOVIE_CSV_HEADER, rows));
    },
  );

  app.get(
    '/insights/sources',
    {
      schema: {
        tags: ['admin'],
        summary: `Visits, payments and revenue by source for the whole catalogue. ${period}`,
        querystring: insightPeriodSchema,
        response: { 200: sourcesInsightSchema, 400: errorResponseSchema },
      },
    },
    async (request) => sourcesInsight(app.deps, request.query),
  );

  app.get(
    '/insights/sources.csv',
    {
      schema: {
        tags: ['admin'],
        summary: `The catalogue’s sources as a CSV download. ${period}`,
        querystring: insightPeriodSchema,
        response: { 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const rows = await sourcesCsvRows(app.deps, request.query);
      return sendCsv(reply, csvFilename('insight-sources', app.deps.config.timeZone), csvLines(SOURCES_CSV_HEADER, rows));
    },
  );
};
