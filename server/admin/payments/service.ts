// Every payment as admins browse it (docs/product.md#admin-payments-and-rentals): filtered by status, date range and a
// search over the customer and the movie, sorted, paged and summed, and exported as CSV, all in SQL. The summary covers
// the whole filtered set in one aggregate query, and its count is the list's total. A payment buys a film or a bundle
// and may carry a code and be a gift (docs/product.md#offers): each row names its film's or bundle's title, its code,
// discount, whether it was a gift and its bundle.
import { and, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPayment, AdminPaymentsPage, PaymentFilters, PaymentSort, PaymentSummary } from '../../../common/admin-business.ts';
import { centsToDollars } from '../../../common/format.ts';
import { paginationOf, type PageRequest } from '../../../common/paging.ts';
import type { Db } from '../../db/client.ts';
import { readPageByIds } from '../../db/paging.ts';
import { bundles, movies, payments, promoCodes, users } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import type { CsvValue } from '../../http/csv.ts';
import { csvRecord, newestFirst } from '../csv-batches.ts';
import { customerIdMatches, escapeLike } from '../customer-search.ts';
import { paymentIsGift, paymentTitle } from '../payment-items.ts';
import { customerFieldsOf, refundColumns, refundFieldsOf, refunder } from '../people-fields.ts';
import { paymentNamedBy } from '../search/payment-match.ts';
import { sortedPageIds, type IdSorting } from '../sorted-ids.ts';

const ownedRows = { table: payments, id: payments.id, userId: payments.userId, movieId: payments.movieId, bundleId: payments.bundleId };

const sorting: IdSorting<PaymentSort> = {
  keys: {
    created_at: payments.createdAt,
    amount: payments.amountCents,
    status: payments.status,
    movie_title: sql`lower(${movies.title})`,
    customer_name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
    email: sql`lower(${users.email})`,
  },
  byCustomer: ['customer_name', 'email'],
};

const paymentColumns = {
  id: payments.id,
  userId: payments.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  deletedAt: users.deletedAt,
  movieTitle: paymentTitle,
  amountCents: payments.amountCents,
  status: payments.status,
  provider: payments.provider,
  createdAt: payments.createdAt,
  ...refundColumns,
  code: promoCodes.code,
  discountCents: payments.discountCents,
  gift: paymentIsGift,
  bundleId: payments.bundleId,
};

export type PaymentListQuery = PaymentFilters & PageRequest & { sort: PaymentSort; order: 'asc' | 'desc' };

const DAYS_OF_RANGE = { week: 7, month: 30, year: 365 } as const;

/** Payments created since the range began: today from midnight in the studio's time zone, else the last N days. */
function createdWithin(range: PaymentFilters['date_range'], timeZone: string): SQL | undefined {
  if (range === 'all') return undefined;
  if (range === 'today') return gte(payments.createdAt, sql`date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}`);
  return gte(payments.createdAt, sql`now() - make_interval(days => ${DAYS_OF_RANGE[range]})`);
}

/**
 * The customer's name or e-mail, or the movie's or the bundle's title, holds the search (`%`, `_` and `\` as
 * themselves). All are looked up first (customers through their trigram index), so no customer, movie or bundle is
 * joined to test it. A whole number is also the payment's id, a cs_… or pi_… the provider's reference (exact, on their
 * indexes: the search box's links to a payment open this list on its id).
 */
function searchMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  const films = sql`${payments.movieId} in (select ${movies.id} from ${movies} where ${movies.title} ilike ${pattern})`;
  const bundled = sql`${payments.bundleId} in (select ${bundles.id} from ${bundles} where ${bundles.title} ilike ${pattern})`;
  const customers = customerIdMatches(payments.userId, search);
  const named = paymentNamedBy(search);
  if (!named) return or(customers, films, bundled);
  // Each part read on its own index (a bundle's payments on payments_bundle_idx) and the ids put together: as one OR,
  // the newest-first page walked every payment in date order to find the one named (1.5 s at 300 000 payments; so,
  // under 10 ms).
  const parts = [named, customers, films, bundled].map((part) => sql`select ${payments.id} from ${payments} where ${part}`);
  return sql`${payments.id} in (${sql.join(parts, sql` union all `)})`;
}

function filtersOf({ status, date_range: range, search }: PaymentFilters, timeZone: string): SQL | undefined {
  return and(status === 'all' ? undefined : eq(payments.status, status), createdWithin(range, timeZone), searchMatches(search));
}

function selectPayments(db: Db, where: SQL | undefined) {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(movies, eq(movies.id, payments.movieId))
    .leftJoin(bundles, eq(bundles.id, payments.bundleId))
    .leftJoin(promoCodes, eq(promoCodes.id, payments.codeId))
    .leftJoin(refunder, eq(refunder.id, payments.refundedBy))
    .where(where)
    .$dynamic();
}

type AdminPaymentRecord = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

/** A closed account's payment (docs/decisions/0024) stays, from "Deleted account"; so in the CSV too. */
function toAdminPayment(row: AdminPaymentRecord): AdminPayment {
  return {
    id: row.id,
    user_id: row.userId,
    ...customerFieldsOf(row),
    movie_title: row.movieTitle,
    amount: centsToDollars(row.amountCents),
    status: row.status,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
    ...refundFieldsOf(row),
    code: row.code,
    discount: centsToDollars(row.discountCents),
    gift: row.gift,
    bundle_id: row.bundleId,
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

/** A page of payments under the filters, in the asked order (ties broken by id), with the whole set's summary. */
export async function listAdminPayments(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  query: PaymentListQuery,
): Promise<AdminPaymentsPage> {
  const where = filtersOf(query, config.timeZone);
  const summary = summarise(db, query, config.timeZone);
  const page = await readPageByIds(query, {
    ids: (limit, offset) => sortedPageIds(db, ownedRows, sorting, { where, sort: query.sort, order: query.order, limit, offset }),
    rowsOf: (ids) => selectPayments(db, inArray(payments.id, ids)),
    total: async () => (await summary).count,
  });
  return { payments: page.rows.map(toAdminPayment), summary: await summary, pagination: paginationOf(page) };
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
  'code',
  'discount',
  'gift',
  'bundle_id',
] as const satisfies readonly (keyof AdminPayment)[];

/**
 * Every payment under the filters as CSV values, newest (highest id) first whatever the list's sort, read in
 * keyset batches of `batchSize`, each its own query.
 */
export async function* paymentCsvRows(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  filters: PaymentFilters,
  { batchSize }: { batchSize?: number } = {},
): AsyncGenerator<CsvValue[]> {
  const batches = newestFirst((where) => selectPayments(db, where), payments.id, filtersOf(filters, config.timeZone), batchSize);
  for await (const row of batches) yield csvRecord(PAYMENT_CSV_HEADER, toAdminPayment(row), ['amount', 'discount']);
}
