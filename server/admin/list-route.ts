// The page-at-a-time admin lists (payments, rentals, customers, subscribers, the e-mail log): one GET taking the list's
// filters, sort and page as its query, refused with 400 when they do not parse; and, beside the lists that have one,
// the CSV download of every row under the filters (csv-route.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import type { ServiceDeps } from '../deps.ts';
import { registerCsvExport, type CsvExport } from './csv-route.ts';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

export interface AdminList<Query extends z.ZodType, CsvFilters extends z.ZodType> {
  /** The list's path under /api/admin, without its leading slash: 'payments'. */
  path: string;
  summary: string;
  query: Query;
  response: z.ZodType;
  list: (deps: ServiceDeps, query: z.output<Query>) => Promise<unknown>;
  csv?: Omit<CsvExport<CsvFilters>, 'path'>;
}

export function registerAdminList<Query extends z.ZodType, CsvFilters extends z.ZodType>(
  app: AdminApp,
  list: AdminList<Query, CsvFilters>,
): void {
  app.get(
    `/${list.path}`,
    {
      schema: {
        tags: ['admin'],
        summary: list.summary,
        querystring: list.query,
        response: { 200: list.response, 400: errorResponseSchema },
      },
    },
    // Parsed by `list.query`; the type provider cannot follow a generic schema to its output type.
    async (request) => list.list(app.deps, request.query as z.output<Query>),
  );
  if (list.csv) registerCsvExport(app, { path: list.path, ...list.csv });
}
