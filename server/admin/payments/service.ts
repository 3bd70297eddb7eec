// Every payment as admins browse it (issue 10): filtered by status, date range and a search over the customer
// and the movie, sorted, paged and summed, and exported as CSV, all in SQL. The summary covers the whole
// filtered set in one aggregate query, and its count is the list's total.
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPayment, PaymentFilters, PaymentSort, PaymentSummary } from '../../../common/admin-business.ts';
import { centsToDollars } from '../../../common/format.ts';
import type { PageRequest } from '../../../common/paging.ts';
import { shownCustomer, shownRefunder } from '../../account/deleted-accounts.ts';
import type { Db } from '../../db/client.ts';
import { inIdOrder, orderBy, readPage, type Page } from '../../db/paging.ts';
import { movies, payments, users } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { keysetBatches, type CsvValue } from '../../http/csv.ts';
import { pageIdsByMovieTitle } from '../movie-title-order.ts';
import { customerIdMatches, escapeLike } from '../customer-search.ts';
import { refundColumns, refundFieldsOf, refunder } from '../refund-fields.ts';

const sortColumns = {
  created_at: payments.createdAt,
  amount: payments.amountCents,
  status: payments.status,
  movie_title: sql`lower(${movies.title})`,
  customer_name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: sql`lower(${users.email})`,
} satisfies Record<PaymentSort, unknown>;

const paymentColumns = {
  id: payments.id,
  userId: payments.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  deletedAt: users.deletedAt,
  movieTitle: movies.title,
  amountCents: payments.amountCents,
  status: payments.status,
  provider: payments.provider,
  createdAt: payments.createdAt,
  ...refundColumns,
  refunderDeletedAt: refunder.deletedAt,
};

export type PaymentListQuery = PaymentFilters & PageRequest & { sort: PaymentSort; order: 'asc' | 'desc' };
export type PaymentsPage = Page<AdminPayment> & { summary: PaymentSummary };

const DAYS_OF_RANGE = { week: 7, month: 30, year: 365 } as const;

/** Payments created since the range began: today from midnight in the studio's time zone, else the last N days. */
function createdWithin(range: PaymentFilters['date_range'], timeZone: string): SQL | undefined {
  if (range === 'all') return undefined;
  if (range === 'today') return gte(payments.createdAt, sql`date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}`);
  return gte(payments.createdAt, sql`now() - make_interval(days => ${DAYS_OF_RANGE[range]})`);
}

/**
 * The customer's name or e-mail, or the movie's title, holds the search (`%`, `_` and `\` as themselves). Both are
 * looked up first (customers through their trigram index), so no customer or movie is joined to test it.
 */
function searchMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const titled = sql`${payments.movieId} in (select ${movies.id} from ${movies} where ${movies.title} ilike ${`%${escapeLike(search)}%`})`;
  return or(customerIdMatches(payments.userId, search), titled);
}

function filtersOf({ status, date_range: range, search }: PaymentFilters, timeZone: string): SQL | undefined {
  return and(status === 'all' ? undefined : eq(payments.status, status), createdWithin(range, timeZone), searchMatches(search));
}

function selectPayments(db: Db, where: SQL | undefined) {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(movies, eq(movies.id, payments.movieId))
    .leftJoin(refunder, eq(refunder.id, payments.refundedBy))
    .where(where)
    .$dynamic();
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

/** A closed account's payment (docs/decisions/0024) stays, from "Deleted account"; so in the CSV too. */
function toAdminPayment(row: PaymentRow): AdminPayment {
  const customer = shownCustomer(row);
  return {
    id: row.id,
    user_id: row.userId,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    movie_title: row.movieTitle,
    amount: centsToDollars(row.amountCents),
    status: row.status,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
    ...refundFieldsOf(row),
    refunded_by: shownRefunder(row.refundedBy, row.refunderDeletedAt),
  };
}

/** One payment as the admin list shows it; undefined when there is none. */
export async function findAdminPayment(db: Db, paymentId: number): Promise<AdminPayment | undefined> {
  const [row] = await selectPayments(db, eq(payments.id, paymentId));
  return row && toAdminPayment(row);
}

const ofStatus = (status: string) => sql`filter (where ${payments.status} = ${status})`;
const statusCount = (status: string) => sql`(count(*) ${ofStatus(status)})::int`.mapWith(Number);
const statusCents = (status: string) => sql`coalesce(sum(${payments.amountCents}) ${ofStatus(status)}, 0)::bigint`.mapWith(Number);

/** Percent of the payments that completed, one decimal; 0 for none. */
export function successRate(completed: number, count: number): number {
  return count === 0 ? 0 : Math.round((completed * 1000) / count) / 10;
}

/** Count and amount of every filtered payment, and by status, in one aggregate query. */
async function summarise(db: Db, filters: PaymentFilters, timeZone: string): Promise<PaymentSummary> {
  const [row] = await db
    .select({
      count: sql`count(*)::int`.mapWith(Number),
      amount: sql`coalesce(sum(${payments.amountCents}), 0)::bigint`.mapWith(Number),
      completedCount: statusCount('completed'),
      completedAmount: statusCents('completed'),
      pendingCount: statusCount('pending'),
      pendingAmount: statusCents('pending'),
      failedCount: statusCount('failed'),
      failedAmount: statusCents('failed'),
      refundedCount: statusCount('refunded'),
      refundedAmount: statusCents('refunded'),
    })
    .from(payments)
    .where(filtersOf(filters, timeZone));
  if (!row) throw new Error('aggregate returned no row');
  const totals = (count: number, amountCents: number) => ({ count, amount: centsToDollars(amountCents) });
  return {
    count: row.count,
    amount: centsToDollars(row.amount),
    by_status: {
      completed: totals(row.completedCount, row.completedAmount),
      pending: totals(row.pendingCount, row.pendingAmount),
      failed: totals(row.failedCount, row.failedAmount),
      refunded: totals(row.refundedCount, row.refundedAmount),
    },
    success_rate: successRate(row.completedCount, row.count),
  };
}

/**
 * The ids of a page, sorted and paged over payments alone, joined only to what the sort reads (the customer's name
 * and e-mail; the movie's title has its own way, movie-title-order.ts). Deep pages and sorts then skip rows without building them.
 */
async function pageIds(db: Db, where: SQL | undefined, query: PaymentListQuery, limit: number, offset: number): Promise<number[]> {
  if (query.sort === 'movie_title') {
    const owned = { table: payments, id: payments.id, movieId: payments.movieId };
    return pageIdsByMovieTitle(db, owned, { where, order: query.order, limit, offset });
  }
  let ids = db.select({ id: payments.id }).from(payments).$dynamic();
  if (query.sort === 'customer_name' || query.sort === 'email') ids = ids.innerJoin(users, eq(users.id, payments.userId));
  const rows = await ids
    .where(where)
    .orderBy(orderBy(sortColumns, query.sort, query.order), query.order === 'asc' ? asc(payments.id) : desc(payments.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** A page of payments under the filters, in the asked order (ties broken by id), with the whole set's summary. */
export async function listAdminPayments(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  query: PaymentListQuery,
): Promise<PaymentsPage> {
  const where = filtersOf(query, config.timeZone);
  const summary = summarise(db, query, config.timeZone);
  const page = await readPage(query, {
    rows: async (limit, offset) => {
      const ids = await pageIds(db, where, query, limit, offset);
      return ids.length === 0 ? [] : inIdOrder(ids, await selectPayments(db, inArray(payments.id, ids)));
    },
    total: async () => (await summary).count,
  });
  return { ...page, rows: page.rows.map(toAdminPayment), summary: await summary };
}

export const PAYMENT_CSV_HEADER = [
  'id',
  'created_at',
  'user_id',
  'first_name',
  'last_name',
  'email',
  'movie_title',
  'amount',
  'status',
  'provider',
  'refunded_at',
  'refunded_by',
] as const;

function csvValuesOf(payment: AdminPayment): CsvValue[] {
  return [
    payment.id,
    payment.created_at,
    payment.user_id,
    payment.first_name,
    payment.last_name,
    payment.email,
    payment.movie_title,
    payment.amount.toFixed(2),
    payment.status,
    payment.provider,
    payment.refunded_at,
    payment.refunded_by,
  ];
}

/**
 * Every payment under the filters as CSV values, newest (highest id) first whatever the list's sort, read in
 * keyset batches of `batchSize`, each its own query.
 */
export async function* paymentCsvRows(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  filters: PaymentFilters,
  { batchSize }: { batchSize?: number } = {},
): AsyncGenerator<CsvValue[]> {
  const where = filtersOf(filters, config.timeZone);
  const batches = keysetBatches(
    (beforeId, limit) =>
      selectPayments(db, and(where, beforeId === undefined ? undefined : lt(payments.id, beforeId)))
        .orderBy(desc(payments.id))
        .limit(limit),
    batchSize,
  );
  for await (const row of batches) yield csvValuesOf(toAdminPayment(row));
}
