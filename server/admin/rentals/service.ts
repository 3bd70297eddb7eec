// Every rental as admins browse it (docs/product.md#admin-payments-and-rentals): filtered by status, movie and
// customer, sorted on any column, paged, and exported as CSV, all in SQL. A rental is active while no refund has ended
// it (the stored flag, cleared only by refunds) and its end is still ahead.
import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { AdminRental, AdminRentalsPage, RentalFilters, RentalSort } from '../../../common/admin-business.ts';
import { centsToDollars } from '../../../common/format.ts';
import { paginationOf, type PageRequest } from '../../../common/paging.ts';
import { shownCustomerByName } from '../../account/deleted-accounts.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { countRows, readPageByIds } from '../../db/paging.ts';
import { movies, rentals, users } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import type { CsvValue } from '../../http/csv.ts';
import { rentalIsHeld } from '../../rentals/rental-state.ts';
import { csvRecord, newestFirst } from '../csv-batches.ts';
import { customerIdMatches } from '../customer-search.ts';
import { sortedPageIds, type IdSorting } from '../sorted-ids.ts';


const customerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const ownedRows = { table: rentals, id: rentals.id, userId: rentals.userId, movieId: rentals.movieId };

const sorting: IdSorting<RentalSort> = {
  keys: {
    created_at: rentals.createdAt,
    rental_start: rentals.rentalStart,
    rental_end: rentals.rentalEnd,
    movie_title: sql`lower(${movies.title})`,
    customer_name: sql`lower(${customerName})`,
    customer_email: sql`lower(${users.email})`,
    amount_paid: rentals.amountPaidCents,
    is_active: rentalIsHeld,
  },
  byCustomer: ['customer_name', 'customer_email'],
};

const rentalColumns = {
  id: rentals.id,
  movieId: rentals.movieId,
  movieTitle: movies.title,
  movieThumbnail: movies.thumbnailUrl,
  userId: rentals.userId,
  customerName,
  customerEmail: users.email,
  customerDeletedAt: users.deletedAt,
  rentalStart: rentals.rentalStart,
  rentalEnd: rentals.rentalEnd,
  amountPaidCents: rentals.amountPaidCents,
  isActive: rentalIsHeld,
  createdAt: rentals.createdAt,
};

type RentalRow = {
  id: number;
  movieId: number;
  movieTitle: string;
  movieThumbnail: string | null;
  userId: number;
  customerName: string;
  customerEmail: string;
  customerDeletedAt: Date | null;
  rentalStart: Date;
  rentalEnd: Date | null;
  amountPaidCents: number;
  isActive: boolean;
  createdAt: Date;
};

export type RentalListQuery = RentalFilters & PageRequest & { sort: RentalSort; order: 'asc' | 'desc' };

function filtersOf({ status, movie_id: movieId, search }: RentalFilters): SQL | undefined {
  return and(
    status === 'active' ? rentalIsHeld : status === 'expired' ? not(rentalIsHeld) : undefined,
    movieId === undefined ? undefined : eq(rentals.movieId, movieId),
    customerIdMatches(rentals.userId, search),
  );
}

function selectRentals(db: Db, where: SQL | undefined) {
  return db
    .select(rentalColumns)
    .from(rentals)
    .innerJoin(movies, eq(movies.id, rentals.movieId))
    .innerJoin(users, eq(users.id, rentals.userId))
    .where(where)
    .$dynamic();
}

/** The ids of a page (sorted-ids.ts), but for the sort by activity, which has its own way. */
function pageIds(db: Db, query: RentalListQuery, limit: number, offset: number): Promise<number[]> {
  if (query.sort === 'is_active') return pageIdsByActivity(db, query, limit, offset);
  return sortedPageIds(db, ownedRows, sorting, { where: filtersOf(query), sort: query.sort, order: query.order, limit, offset });
}

/**
 * Sorted by whether the rental is active: that depends on now(), so no index holds the order. The active and the
 * ended rentals are each read in id order, as many as the page reaches (the active ones are few, the ended ones
 * are read from the primary key), and only those are ordered.
 */
async function pageIdsByActivity(db: Db, query: RentalListQuery, limit: number, offset: number): Promise<number[]> {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const where = filtersOf(query);
  const branch = (active: boolean) => sql`(
    select ${rentals.id} as id, ${active} as active from ${rentals}
    where ${and(where, active ? rentalIsHeld : not(rentalIsHeld))}
    order by ${rentals.id} ${direction} limit ${offset + limit})`;
  const result = await db.execute(sql`
    select page.id from (${branch(true)} union all ${branch(false)}) as page
    order by page.active ${direction}, page.id ${direction} limit ${limit} offset ${offset}`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** A closed account's rental (docs/decisions/0024) stays, by "Deleted account"; so in the CSV too. */
function toAdminRental(row: RentalRow): AdminRental {
  const customer = shownCustomerByName({ name: row.customerName, email: row.customerEmail, deletedAt: row.customerDeletedAt });
  return {
    id: row.id,
    movie_id: row.movieId,
    movie_title: row.movieTitle,
    movie_thumbnail: row.movieThumbnail,
    user_id: row.userId,
    customer_name: customer.name,
    customer_email: customer.email,
    rental_start: row.rentalStart.toISOString(),
    rental_end: row.rentalEnd?.toISOString() ?? null,
    amount_paid: centsToDollars(row.amountPaidCents),
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page of rentals under the filters, in the asked order (ties broken by id, in the same direction). */
export async function listAdminRentals({ db }: Pick<ServiceDeps, 'db'>, query: RentalListQuery): Promise<AdminRentalsPage> {
  const page = await readPageByIds(query, {
    ids: (limit, offset) => pageIds(db, query, limit, offset),
    rowsOf: (ids) => selectRentals(db, inArray(rentals.id, ids)),
    total: () => countRows(db, rentals, filtersOf(query)),
  });
  return { rentals: page.rows.map(toAdminRental), pagination: paginationOf(page) };
}

export const RENTAL_CSV_HEADER = [
  'id',
  'movie_id',
  'movie_title',
  'user_id',
  'customer_name',
  'customer_email',
  'rental_start',
  'rental_end',
  'amount_paid',
  'is_active',
  'created_at',
] as const satisfies readonly (keyof AdminRental)[];

/**
 * Every rental under the filters as CSV values, newest (highest id) first whatever the list's sort, read in
 * keyset batches of `batchSize`, each its own query.
 */
export async function* rentalCsvRows(
  { db }: Pick<ServiceDeps, 'db'>,
  filters: RentalFilters,
  { batchSize }: { batchSize?: number } = {},
): AsyncGenerator<CsvValue[]> {
  const batches = newestFirst((where) => selectRentals(db, where), rentals.id, filtersOf(filters), batchSize);
  for await (const row of batches) yield csvRecord(RENTAL_CSV_HEADER, toAdminRental(row), ['amount_paid']);
}
