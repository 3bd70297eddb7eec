// The CSV exports of the admin lists (payments, rentals, subscribers): every row under the list's filters, newest
// (highest id) first whatever the list's sort, read in keyset batches (http/csv.ts), each its own query, and written
// as the list shows it.
import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { keysetBatches, type CsvValue } from '../http/csv.ts';

/** A list's query (as `$dynamic()`), to be ordered and cut into batches. */
interface ListQuery<Row> {
  orderBy(...keys: SQL[]): { limit(limit: number): PromiseLike<Row[]> };
}

/** `select(where)` is the list's query under a condition; `id` is its table's primary key. */
export function newestFirst<Row extends { id: number }>(
  select: (where: SQL | undefined) => ListQuery<Row>,
  id: PgColumn,
  where: SQL | undefined,
  batchSize?: number,
): AsyncGenerator<Row> {
  return keysetBatches<Row>(
    async (beforeId, limit) =>
      select(and(where, beforeId === undefined ? undefined : lt(id, beforeId)))
        .orderBy(desc(id))
        .limit(limit),
    batchSize,
  );
}

/** The record of a row as the list shows it: its `header` fields in order, `dollars` ones with two decimals. */
export function csvRecord<Shown extends Record<string, CsvValue>>(
  header: readonly (keyof Shown)[],
  shown: Shown,
  dollars: readonly (keyof Shown)[],
): CsvValue[] {
  return header.map((field) => (dollars.includes(field) ? Number(shown[field]).toFixed(2) : shown[field]));
}
