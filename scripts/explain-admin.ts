// `npx tsx scripts/explain-admin.ts [--only REGEX] [--plans]`: the SQL behind each admin business call, run
// through the admin services themselves (so it is the exact SQL the app sends), then EXPLAIN ANALYZEd one
// statement at a time on PostgreSQL (DATABASE_URL). Prints each statement's execution time, and with --plans
// the plan too: the companion of `npm run bench:admin` for finding the scan behind a slow call. A call that writes
// (a newsletter send) runs in a transaction that is rolled back, and so is each EXPLAIN ANALYZE of its statements.
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { getAdminStats, getInsights, listRecentActivity } from '../server/admin/dashboard/service.ts';
import { listEmailLogs } from '../server/admin/email-logs/service.ts';
import { listSubscribers, sendNewsletter, subscriberCsvRows } from '../server/admin/newsletter/service.ts';
import { listAdminPayments, paymentCsvRows } from '../server/admin/payments/service.ts';
import { listAdminRentals, rentalCsvRows } from '../server/admin/rentals/service.ts';
import { getAdminUserDetail, listAdminUsers } from '../server/admin/users/service.ts';
import { movieInsight, movieInsightCsvRows, sourcesCsvRows, sourcesInsight } from '../server/admin/insights/service.ts';
import { rollUpInsight } from '../server/insights/rollup.ts';
import { loadConfig } from '../server/config.ts';
import type { Db } from '../server/db/client.ts';
import * as schema from '../server/db/schema.ts';
import type { PaymentFilters, RentalFilters } from '../common/admin-business.ts';
import type { SubscriberFilters } from '../common/newsletter-admin.ts';

const { values: args } = parseArgs({ options: { only: { type: 'string' }, plans: { type: 'boolean', default: false } } });
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('DATABASE_URL must name the PostgreSQL database filled by npm run seed:scale');
  process.exit(2);
}

const captured: Array<{ query: string; params: unknown[] }> = [];
const logger: Logger = { logQuery: (query, params) => void captured.push({ query, params }) };
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 4 });
const db = drizzle(pool, { schema, logger }) as unknown as Db;
const deps = { db, config };

const rentalFilters = (f: Partial<RentalFilters> = {}): RentalFilters => ({ status: 'all', ...f });
const paymentFilters = (f: Partial<PaymentFilters> = {}): PaymentFilters => ({ status: 'all', date_range: 'all', ...f });
const page = { page: 1, limit: 20 };
const subscriberFilters = (f: Partial<SubscriberFilters> = {}): SubscriberFilters => ({ status: 'all', ...f });
const newsletter = { subject: 'explain-admin', message: 'Rolled back.', isHtml: false };

class RolledBack extends Error {}
/** Runs a call that writes, and undoes it. */
async function rolledBack(run: (tx: Db) => Promise<unknown>): Promise<void> {
  await db
    .transaction(async (tx) => {
      await run(tx as unknown as Db);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

async function drain<T>(rows: AsyncIterable<T>, max = 3000) {
  let n = 0;
  for await (const _ of rows) if (++n >= max) break;
}

const [{ rows: someUser = [] }] = [await pool.query<{ id: number }>(`select id from users where email like '%.scale.example' order by id limit 1`)];
const userId = someUser[0]?.id ?? 1;
// Filmmaker insight: the busiest film of the scale data (the catalogue's first), a year and two years back (UTC days,
// as the scale data is seeded for the default TIMEZONE).
const [{ rows: firstMovie = [] }] = [await pool.query<{ id: number }>(`select min(id) as id from movies`)];
const busyMovieId = firstMovie[0]?.id ?? 1;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const oneYear = { from: daysAgo(364), to: daysAgo(0) };
const twoYears = { from: daysAgo(729), to: daysAgo(0) };
// The newsletter's audit entry names an admin; any real user will do, as its send is rolled back.
const explainActor = { id: userId, email: 'explain-admin@example.com' };

const cases: Record<string, () => Promise<unknown>> = {
  'stats': () => getAdminStats(deps),
  'activity': () => listRecentActivity(deps),
  'insights': () => getInsights(deps),
  'users first page': () => listAdminUsers(deps, { ...page, sort: 'created_at', order: 'desc' }),
  'users search smith': () => listAdminUsers(deps, { ...page, search: 'smith', sort: 'created_at', order: 'desc' }),
  'users page 2000': () => listAdminUsers(deps, { page: 2000, limit: 20, sort: 'created_at', order: 'desc' }),
  'users sort name asc': () => listAdminUsers(deps, { ...page, sort: 'name', order: 'asc' }),
  'users sort email desc': () => listAdminUsers(deps, { ...page, sort: 'email', order: 'desc' }),
  'users sort total_rentals desc': () => listAdminUsers(deps, { ...page, sort: 'total_rentals', order: 'desc' }),
  'users sort total_spent asc': () => listAdminUsers(deps, { ...page, sort: 'total_spent', order: 'asc' }),
  'users detail': () => getAdminUserDetail(deps, userId),
  'rentals first page': () => listAdminRentals(deps, { ...rentalFilters(), ...page, sort: 'created_at', order: 'desc' }),
  'rentals status=expired': () => listAdminRentals(deps, { ...rentalFilters({ status: 'expired' }), ...page, sort: 'created_at', order: 'desc' }),
  'rentals status=active': () => listAdminRentals(deps, { ...rentalFilters({ status: 'active' }), ...page, sort: 'created_at', order: 'desc' }),
  'rentals movie_id=1': () => listAdminRentals(deps, { ...rentalFilters({ movie_id: 1 }), ...page, sort: 'created_at', order: 'desc' }),
  'rentals search smith': () => listAdminRentals(deps, { ...rentalFilters({ search: 'smith' }), ...page, sort: 'created_at', order: 'desc' }),
  'rentals page 2000': () => listAdminRentals(deps, { ...rentalFilters(), page: 2000, limit: 20, sort: 'created_at', order: 'desc' }),
  'rentals sort rental_start desc': () => listAdminRentals(deps, { ...rentalFilters(), ...page, sort: 'rental_start', order: 'desc' }),
  'rentals sort rental_end asc': () => listAdminRentals(deps, { ...rentalFilters(), ...page, sort: 'rental_end', order: 'asc' }),
  'rentals sort movie_title asc': () => listAdminRentals(deps, { ...rentalFilters(), ...page, sort: 'movie_title', order: 'asc' }),
  'rentals sort customer_name asc': () => listAdminRentals(deps, { ...rentalFilters(), ...page, sort: 'customer_name', order: 'asc' }),
  'rentals sort customer_email desc': () => listAdminRentals(deps, { ...rentalFilters(), ...page, sort: 'customer_email', order: 'desc' }),
  'rentals sort amount_paid asc': () => listAdminRentals(deps, { ...rentalFilters(), ...page, sort: 'amount_paid', order: 'asc' }),
  'rentals sort is_active desc': () => listAdminRentals(deps, { ...rentalFilters(), ...page, sort: 'is_active', order: 'desc' }),
  'payments first page': () => listAdminPayments(deps, { ...paymentFilters(), ...page, sort: 'created_at', order: 'desc' }),
  'payments status=completed': () => listAdminPayments(deps, { ...paymentFilters({ status: 'completed' }), ...page, sort: 'created_at', order: 'desc' }),
  'payments status=refunded': () => listAdminPayments(deps, { ...paymentFilters({ status: 'refunded' }), ...page, sort: 'created_at', order: 'desc' }),
  'payments date_range=month': () => listAdminPayments(deps, { ...paymentFilters({ date_range: 'month' }), ...page, sort: 'created_at', order: 'desc' }),
  'payments date_range=year': () => listAdminPayments(deps, { ...paymentFilters({ date_range: 'year' }), ...page, sort: 'created_at', order: 'desc' }),
  'payments search smith': () => listAdminPayments(deps, { ...paymentFilters({ search: 'smith' }), ...page, sort: 'created_at', order: 'desc' }),
  'payments search Midnight': () => listAdminPayments(deps, { ...paymentFilters({ search: 'Midnight' }), ...page, sort: 'created_at', order: 'desc' }),
  'payments page 2000': () => listAdminPayments(deps, { ...paymentFilters(), page: 2000, limit: 20, sort: 'created_at', order: 'desc' }),
  'payments sort amount asc': () => listAdminPayments(deps, { ...paymentFilters(), ...page, sort: 'amount', order: 'asc' }),
  'payments sort status desc': () => listAdminPayments(deps, { ...paymentFilters(), ...page, sort: 'status', order: 'desc' }),
  'payments sort movie_title asc': () => listAdminPayments(deps, { ...paymentFilters(), ...page, sort: 'movie_title', order: 'asc' }),
  'payments sort customer_name desc': () => listAdminPayments(deps, { ...paymentFilters(), ...page, sort: 'customer_name', order: 'desc' }),
  'payments sort email asc': () => listAdminPayments(deps, { ...paymentFilters(), ...page, sort: 'email', order: 'asc' }),
  'rentals.csv (3 batches)': () => drain(rentalCsvRows(deps, rentalFilters())),
  'rentals.csv movie_id=1&status=active': () => drain(rentalCsvRows(deps, rentalFilters({ movie_id: 1, status: 'active' }))),
  'payments.csv (3 batches)': () => drain(paymentCsvRows(deps, paymentFilters())),
  'payments.csv date_range=month': () => drain(paymentCsvRows(deps, paymentFilters({ date_range: 'month' }))),
  'subscribers first page': () => listSubscribers(deps, { ...subscriberFilters(), ...page, sort: 'subscribed_at', order: 'desc' }),
  'subscribers status=active': () => listSubscribers(deps, { ...subscriberFilters({ status: 'active' }), ...page, sort: 'subscribed_at', order: 'desc' }),
  'subscribers search smith': () => listSubscribers(deps, { ...subscriberFilters({ search: 'smith' }), ...page, sort: 'subscribed_at', order: 'desc' }),
  'subscribers search fan4242': () => listSubscribers(deps, { ...subscriberFilters({ search: 'fan4242' }), ...page, sort: 'subscribed_at', order: 'desc' }),
  'subscribers page 2000': () => listSubscribers(deps, { ...subscriberFilters(), page: 2000, limit: 20, sort: 'subscribed_at', order: 'desc' }),
  'subscribers sort email asc': () => listSubscribers(deps, { ...subscriberFilters(), ...page, sort: 'email', order: 'asc' }),
  'subscribers sort email page 2000': () => listSubscribers(deps, { ...subscriberFilters(), page: 2000, limit: 20, sort: 'email', order: 'asc' }),
  'subscribers.csv (3 batches)': () => drain(subscriberCsvRows(deps, subscriberFilters())),
  'subscribers.csv status=active': () => drain(subscriberCsvRows(deps, subscriberFilters({ status: 'active' }))),
  'email-logs first page': () => listEmailLogs(deps, { ...page, status: 'all' }),
  'email-logs status=failed': () => listEmailLogs(deps, { ...page, status: 'failed' }),
  'email-logs status=pending': () => listEmailLogs(deps, { ...page, status: 'pending' }),
  'email-logs page 2000': () => listEmailLogs(deps, { page: 2000, limit: 20, status: 'all' }),
  'email-logs page 2000 status=sent': () => listEmailLogs(deps, { page: 2000, limit: 20, status: 'sent' }),
  'insight movie default period': () => movieInsight(deps, busyMovieId, {}),
  'insight movie one year': () => movieInsight(deps, busyMovieId, oneYear),
  'insight movie two years': () => movieInsight(deps, busyMovieId, twoYears),
  'insight sources default period': () => sourcesInsight(deps, {}),
  'insight sources one year': () => sourcesInsight(deps, oneYear),
  'insight sources two years': () => sourcesInsight(deps, twoYears),
  'insight movie.csv two years': async () => drain(await movieInsightCsvRows(deps, busyMovieId, twoYears), 100_000),
  'insight sources.csv two years': async () => drain(await sourcesCsvRows(deps, twoYears)),
  'insight rollup of today (rolled back)': () => rolledBack((tx) => rollUpInsight(tx, config)),
  'send-email all active (rolled back)': () => rolledBack((tx) => sendNewsletter({ db: tx, config }, explainActor, newsletter, { all: true })),
  "send-email all 'smith' (rolled back)": () => rolledBack((tx) => sendNewsletter({ db: tx, config }, explainActor, newsletter, { all: true, search: 'smith' })),
};

/**
 * A call's statements are EXPLAIN ANALYZEd (which runs them) in order, in one transaction that is rolled back: the
 * writes are undone, and a statement that reads what an earlier one wrote (the insight rollup's insert after its
 * delete of the same day) meets the state the app would.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

try {
  for (const [name, run] of Object.entries(cases)) {
    if (args.only && !new RegExp(args.only, 'i').test(name)) continue;
    captured.length = 0;
    await run();
    const statements = captured.filter(({ query }) => !TRANSACTION_CONTROL.test(query));
    console.info(`\n=== ${name}: ${statements.length} statement(s)`);
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const { query, params } of statements) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, timing ${args.plans ? 'on' : 'off'}) ${query}`, params);
        const plan = rows.map((row) => row['QUERY PLAN']);
        const execution = plan.find((line) => line.startsWith('Execution Time'));
        console.info(`--- ${execution}: ${query.replace(/\s+/g, ' ').slice(0, args.plans ? 2000 : 220)}${params.length ? `  -- ${JSON.stringify(params)}` : ''}`);
        if (args.plans) console.info(plan.join('\n'));
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
  }
} finally {
  await pool.end();
}
