// One way to read a page of a list (docs/decisions/0011): the rows of the page and the list's true total,
// also for a page past the end (empty rows, real total), so every envelope can say how many pages there are.
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { totalPagesOf, type PageRequest } from '../../common/paging.ts';

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

/** ORDER BY for a whitelisted sort column (common/paging.ts sortingQuerySchema). */
export function orderBy<Column extends string>(columns: Record<Column, AnyColumn | SQL>, sort: Column, order: 'asc' | 'desc'): SQL {
  return order === 'asc' ? asc(columns[sort]) : desc(columns[sort]);
}

/**
 * The rows of a page read as ids first (sorted and paged over the list's own table, with only the joins the sort
 * needs) and in full after, by id: put back in the page's order.
 */
export function inIdOrder<Row extends { id: number }>(ids: readonly number[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
