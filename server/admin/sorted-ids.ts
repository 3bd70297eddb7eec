// The admin lists of rows that belong to a customer and a movie (payments, rentals) are sorted on any column at
// scale: a page's ids are sorted and paged over the list's own table, joined only to the customer when the sort
// reads them (the movie's title has its own way, movie-title-order.ts), and the rows are read in full after, by
// id (db/paging.ts readPageByIds). Deep pages and sorts then skip rows without building them.
import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { inOrder } from '../db/paging.ts';
import { users } from '../db/schema.ts';
import { pageIdsByMovieTitle, type MovieOwnedRows } from './movie-title-order.ts';

export interface CustomerOwnedRows extends MovieOwnedRows {
  userId: PgColumn;
}

/** A list's sorts: each one's key, and those that read the customer (their name or e-mail). */
export interface IdSorting<Sort extends string> {
  keys: Record<Sort, AnyColumn | SQL>;
  byCustomer: readonly Sort[];
}

export interface IdPageQuery<Sort extends string> {
  where: SQL | undefined;
  sort: Sort | 'movie_title';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** The ids of one page of `rows` under `where`, by the sort's key then id, both in `order`. */
export async function sortedPageIds<Sort extends string>(
  db: Db,
  rows: CustomerOwnedRows,
  sorting: IdSorting<Sort>,
  query: IdPageQuery<Sort>,
): Promise<number[]> {
  const { where, sort, order, limit, offset } = query;
  if (sort === 'movie_title') return pageIdsByMovieTitle(db, rows, { where, order, limit, offset });
  let ids = db.select({ id: rows.id }).from(rows.table).$dynamic();
  if (sorting.byCustomer.includes(sort)) ids = ids.innerJoin(users, eq(users.id, rows.userId));
  const found = await ids
    .where(where)
    .orderBy(...inOrder([sorting.keys[sort], rows.id], order))
    .limit(limit)
    .offset(offset);
  return found.map((row) => Number(row.id));
}
