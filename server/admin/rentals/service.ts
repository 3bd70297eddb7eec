// Every rental as admins browse it (issue 10): filtered by status, movie and customer, sorted on any column,
// paged, and exported as CSV, all in SQL. A rental is active while no refund has ended it (the stored flag,
// cleared only by refunds) and its end is still ahead.
import { and, asc, desc, eq, inArray, lt, not, sql, type SQL } from 'drizzle-orm';
import type { AdminRental, RentalFilters, RentalSort } from '../../../common/admin-business.ts';
import { centsToDollars } from '../../../common/format.ts';
import type { PageRequest } from '../../../common/paging.ts';
import { shownCustomerByName } from '../../account/deleted-accounts.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { inIdOrder, orderBy, readPage, type Page } from '../../db/paging.ts';
import { movies, rentals, users } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { keysetBatches, type CsvValue } from '../../http/csv.ts';
import { rentalIsActive } from '../../rentals/active-rentals.ts';
import { pageIdsByMovieTitle } from '../movie-title-order.ts';
import { customerIdMatches } from '../customer-search.ts';


const customerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const sortColumns = {
  created_at: rentals.createdAt,
  rental_start: rentals.rentalStart,
  rental_end: rentals.rentalEnd,
  movie_title: sql`lower(${movies.title})`,
  customer_name: sql`lower(${customerName})`,
  customer_email: sql`lower(${users.email})`,
  amount_paid: rentals.amountPaidCents,
  is_active: rentalIsActive,
} satisfies Record<RentalSort, unknown>;

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
  isActive: rentalIsActive,
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
  rentalEnd: Date;
  amountPaidCents: number;
  isActive: boolean;
  createdAt: Date;
};

export type RentalListQuery = RentalFilters & PageRequest & { sort: RentalSort; order: 'asc' | 'desc' };

function filtersOf({ status, movie_id: movieId, search }: RentalFilters): SQL | undefined {
  return and(
    status === 'active' ? rentalIsActive : status === 'expired' ? not(rentalIsActive) : undefined,
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

async function countRentals(db: Db, filters: RentalFilters): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(rentals).where(filtersOf(filters));
  return row?.total ?? 0;
}

/**
 * The ids of a page, sorted and paged over rentals alone, joined only to what the sort reads (the customer's name
 * and e-mail; the movie's title has its own way, movie-title-order.ts). Deep pages and sorts then skip rows without building them.
 */
async function pageIds(db: Db, query: RentalListQuery, limit: number, offset: number): Promise<number[]> {
  if (query.sort === 'movie_title') {
    const owned = { table: rentals, id: rentals.id, movieId: rentals.movieId };
    return pageIdsByMovieTitle(db, owned, { where: filtersOf(query), order: query.order, limit, offset });
  }
  if (query.sort === 'is_active') return pageIdsByActivity(db, query, limit, offset);
  let ids = db.select({ id: rentals.id }).from(rentals).$dynamic();
  if (query.sort === 'customer_name' || query.sort === 'customer_email') ids = ids.innerJoin(users, eq(users.id, rentals.userId));
  const rows = await ids
    .where(filtersOf(query))
    .orderBy(orderBy(sortColumns, query.sort, query.order), query.order === 'asc' ? asc(rentals.id) : desc(rentals.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
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
    where ${and(where, active ? rentalIsActive : not(rentalIsActive))}
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
    rental_end: row.rentalEnd.toISOString(),
    amount_paid: centsToDollars(row.amountPaidCents),
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page of rentals under the filters, in the asked order (ties broken by id, in the same direction). */
export async function listAdminRentals({ db }: Pick<ServiceDeps, 'db'>, query: RentalListQuery): Promise<Page<AdminRental>> {
  const page = await readPage(query, {
    rows: async (limit, offset) => {
      const ids = await pageIds(db, query, limit, offset);
      return ids.length === 0 ? [] : inIdOrder(ids, await selectRentals(db, inArray(rentals.id, ids)));
    },
    total: () => countRentals(db, query),
  });
  return { ...page, rows: page.rows.map(toAdminRental) };
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
] as const;

function csvValuesOf(rental: AdminRental): CsvValue[] {
  return [
    rental.id,
    rental.movie_id,
    rental.movie_title,
    rental.user_id,
    rental.customer_name,
    rental.customer_email,
    rental.rental_start,
    rental.rental_end,
    rental.amount_paid.toFixed(2),
    rental.is_active,
    rental.created_at,
  ];
}

/**
 * Every rental under the filters as CSV values, newest (highest id) first whatever the list's sort, read in
 * keyset batches of `batchSize`, each its own query.
 */
export async function* rentalCsvRows(
  { db }: Pick<ServiceDeps, 'db'>,
  filters: RentalFilters,
  { batchSize }: { batchSize?: number } = {},
): AsyncGenerator<CsvValue[]> {
  const where = filtersOf(filters);
  const batches = keysetBatches(
    (beforeId, limit) =>
      selectRentals(db, and(where, beforeId === undefined ? undefined : lt(rentals.id, beforeId)))
        .orderBy(desc(rentals.id))
        .limit(limit),
    batchSize,
  );
  for await (const row of batches) yield csvValuesOf(toAdminRental(row));
}
