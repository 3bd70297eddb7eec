// One way to read a page of a list (docs/decisions/0011): the rows of the page and the list's true total,
// also for a page past the end (empty rows, real total), so every envelope can say how many pages there are.
import { asc, count, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { totalPagesOf, type PageRequest } from '../../common/paging.ts';
import type { Db } from './client.ts';

export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/**
 * `rows` reads `limit` rows from `offset`, ordered with a unique last key so pages never overlap; `total`
 * counts the whole list under the same filters. Deep pages of large tables may pass a keyset query as `rows`.
 */
export async function readPage<Row>(
  { page, limit }: PageRequest,
  query: { rows: (limit: number, offset: number) => Promise<Row[]>; total: () => Promise<number> },
): Promise<Page<Row>> {
  const [rows, total] = await Promise.all([query.rows(limit, (page - 1) * limit), query.total()]);
  return { rows, total, page, limit, totalPages: totalPagesOf(total, limit) };
}

/** `readPage` of one query, filtered and ordered already: the page is its LIMIT and OFFSET. */
export function readQueryPage<Query extends PgSelect>(
  request: PageRequest,
  query: Query,
  total: () => Promise<number>,
): Promise<Page<Awaited<Query>[number]>> {
  return readPage(request, { rows: (limit, offset) => query.limit(limit).offset(offset), total });
}

/**
 * `readPage` of a list read as ids first: `ids` sorts and pages over the list's own table (with only the joins the
 * sort needs), `rowsOf` reads those rows in full, and the page keeps the ids' order.
 */
export function readPageByIds<Row extends { id: number }>(
  request: PageRequest,
  query: { ids: (limit: number, offset: number) => Promise<number[]>; rowsOf: (ids: number[]) => Promise<Row[]>; total: () => Promise<number> },
): Promise<Page<Row>> {
  return readPage(request, {
    rows: async (limit, offset) => {
      const ids = await query.ids(limit, offset);
      return ids.length === 0 ? [] : inIdOrder(ids, await query.rowsOf(ids));
    },
    total: query.total,
  });
}

/** How many rows of `table` are under `where`: a list's total. */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** ORDER BY a list's sort keys, all in one direction (the last one unique, so pages never overlap). */
export function inOrder(keys: readonly SQLWrapper[], order: 'asc' | 'desc'): SQL[] {
  return keys.map((key) => (order === 'asc' ? asc(key) : desc(key)));
}

/**
 * The rows of a page read as ids first (sorted and paged over the list's own table, with only the joins the sort
 * needs) and in full after, by id: put back in the page's order.
 */
function inIdOrder<Row extends { id: number }>(ids: readonly number[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
