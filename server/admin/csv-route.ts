// The CSV download beside each filtered admin list (payments, rentals, subscribers): `/<list>.csv` takes the list's
// filters but not its sort or page, and sends every row under them, newest first (csv-batches.ts), as a file named
// for the list and the day.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import type { ServiceDeps } from '../deps.ts';
import { csvFilename, csvLines, sendCsv, type CsvValue } from '../http/csv.ts';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

export interface CsvExport<Filters extends z.ZodType> {
  /** The list's path under /api/admin; its last part names the file: `subscribers-2026-11-23.csv`. */
  path: string;
  /** What a row is, for the API docs: 'payment'. */
  rowName: string;
  filters: Filters;
  header: readonly string[];
  rows: (deps: ServiceDeps, filters: z.output<Filters>) => AsyncIterable<CsvValue[]>;
}

export function registerCsvExport<Filters extends z.ZodType>(app: AdminApp, list: CsvExport<Filters>): void {
  const name = list.path.split('/').at(-1) ?? list.path;
  app.get(
    `/${list.path}.csv`,
    {
      schema: {
        tags: ['admin'],
        summary: `Every ${list.rowName} under the list’s filters as a CSV download, newest first (the list’s sort is not applied)`,
        querystring: list.filters,
        response: { 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Parsed by `list.filters`; the type provider cannot follow a generic schema to its output type.
      const filters = request.query as z.output<Filters>;
      return sendCsv(reply, csvFilename(name, app.deps.config.timeZone), csvLines(list.header, list.rows(app.deps, filters)));
    },
  );
}
