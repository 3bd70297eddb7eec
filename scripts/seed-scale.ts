// `npm run seed:scale [-- --reset]`: fills the database the app uses (PostgreSQL at DATABASE_URL, else the
// embedded PGlite in DATA_DIR/db) with a studio at scale (docs/decisions/0013-admin-business-and-scale.md): 100 000
// customers, 300 000 payments over two years with a rental for each completed or refunded one, and 1 000 reviews per
// movie, plus an administrator for `npm run bench:admin`; and 50 000 newsletter subscribers, a tenth of them
// unsubscribed, and 100 000 e-mails in the outbox's log (mostly sent, some failed, the newest few pending); and offers
// (seed-scale/offers.ts): 5 bundles with 15 000 payments, codes used by a tenth of the film payments, two batches of
// 1 000 single-use codes, a screener and gifts (a reset keeps the codes and bundles). Every row is generated inside the database (INSERT ... SELECT
// generate_series), one statement per table, in one transaction: all or nothing.
// Then filmmaker insight (seed-scale/insight.ts), in a transaction of its own: 10 million raw events over the last 90
// days, two years of daily figures per film and for the catalogue, the payments' source and country, the rollup's
// watermark at now. `--no-insight` skips it; `--insight-only` runs it alone on a database that already holds scale
// data (it replaces earlier insight rows); `--insight-events N` and `--insight-days N` size it.
//
// Scale data is recognised by its addresses (…@<mailbox>.scale.example: customers, subscribers, e-mail recipients) and checkout sessions (scale_cs_…). A
// database that already holds some is refused; `--reset` deletes it first. The demo catalogue is seeded first
// when the database has no movie (as the app does on its first start). With PGlite, stop the app first: one
// process at a time can open the embedded database.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/auth/passwords.ts';
import { upsertAdmin } from '../server/auth/service.ts';
import { loadConfig } from '../server/config.ts';
import { databaseOptionsFrom, openDatabase, rowsOf, type Db } from '../server/db/client.ts';
import { isCatalogueEmpty, seedDemoCatalogue } from '../server/seed/seed.ts';
import { openStores } from '../server/storage/open.ts';
import {
  countScaleUsers,
  deleteScaleData,
  insertEmails,
  insertPayments,
  insertRentals,
  insertReviews,
  insertSubscribers,
  insertUsers,
  scaleUserRange,
} from './seed-scale/inserts.ts';
import { clearInsight, INSIGHT_EVENT_DAYS, insertDaily, insertEvents, markRolledUp, setPaymentSources } from './seed-scale/insight.ts';
import { deleteScaleOfferRows, insertOffers } from './seed-scale/offers.ts';

const { values: args } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    users: { type: 'string', default: '100000' },
    payments: { type: 'string', default: '300000' },
    'reviews-per-movie': { type: 'string', default: '1000' },
    subscribers: { type: 'string', default: '50000' },
    emails: { type: 'string', default: '100000' },
    'bundle-payments': { type: 'string', default: '15000' },
    'insight-events': { type: 'string', default: '10000000' },
    'insight-days': { type: 'string', default: '730' },
    'no-insight': { type: 'boolean', default: false },
    'insight-only': { type: 'boolean', default: false },
  },
});

const USERS = Number(args.users);
const PAYMENTS = Number(args.payments);
const REVIEWS_PER_MOVIE = Number(args['reviews-per-movie']);
const SUBSCRIBERS = Number(args.subscribers);
const EMAILS = Number(args.emails);
const BUNDLE_PAYMENTS = Number(args['bundle-payments']);
const INSIGHT_EVENTS = Number(args['insight-events']);
const INSIGHT_DAYS = Number(args['insight-days']);
const COUNTS = [USERS, PAYMENTS, REVIEWS_PER_MOVIE, SUBSCRIBERS, EMAILS, BUNDLE_PAYMENTS, INSIGHT_EVENTS, INSIGHT_DAYS];
if (!COUNTS.every((n) => Number.isInteger(n) && n > 0) || REVIEWS_PER_MOVIE > USERS || (args['no-insight'] && args['insight-only'])) {
  console.error(
    'Usage: npm run seed:scale -- [--reset] [--users N] [--payments N] [--reviews-per-movie N (<= users)] [--subscribers N] [--emails N] [--bundle-payments N]\n' +
      '  [--insight-events N] [--insight-days N] [--no-insight | --insight-only]',
  );
  process.exit(2);
}

const SCALE_ADMIN = {
  email: 'admin@scale.example',
  password: process.env.SCALE_ADMIN_PASSWORD ?? 'scale-bench-admin-2026',
};
/** Every scale customer's password (one argon2 hash, shared): lets a tester log in as any of them. */
const CUSTOMER_PASSWORD = 'scale-customer-2026';

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`  ${label}… `);
  const result = await run();
  console.info(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Filmmaker insight (seed-scale/insight.ts): its own transaction, after the scale payments exist. */
async function seedInsight(db: Db): Promise<void> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.43)`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    await timed('insight: emptying insight_events and insight_daily', () => clearInsight(tx));
    const paid = await timed('insight: source and country of the scale payments', () => setPaymentSources(tx));
    const events = await timed(`insight: ${INSIGHT_EVENTS} events over the last ${INSIGHT_EVENT_DAYS} days`, () => insertEvents(tx, INSIGHT_EVENTS));
    const daily = await timed(`insight: ${INSIGHT_DAYS} days of daily figures per film and for the catalogue`, () => insertDaily(tx, INSIGHT_DAYS));
    await markRolledUp(tx);
    console.info(`  insight: ${events} events, ${daily} daily rows, ${paid} payments given a source and country`);
  });
  console.info(`  insight step: ${((performance.now() - started) / 1000).toFixed(1)} s (before its vacuum analyze)`);
}

const config = loadConfig();
const options = databaseOptionsFrom(config);
// One connection: the random seed is per session, so the same data comes out every time.
const database = await openDatabase(options.kind === 'postgres' ? { ...options, poolSize: 1 } : options);
const where =
  options.kind === 'postgres' ? `PostgreSQL at ${options.url.replace(/\/\/[^@]*@/, '//***@')}` : `PGlite in ${options.dataDir}`;
console.info(`seed:scale → ${where}`);
const startedAt = performance.now();
try {
  const { db } = database;
  await timed('migrations', () => database.migrate());

  const existing = await countScaleUsers(db);
  if (args['insight-only']) {
    if (existing === 0) {
      console.error('--insight-only needs the scale data already there: run npm run seed:scale first.');
      process.exitCode = 1;
    } else {
      await seedInsight(db);
      await timed('vacuum analyze', () => db.execute(sql`vacuum analyze payments, insight_events, insight_daily, insight_rollup`));
      console.info(`Done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
    }
  } else if (existing > 0 && !args.reset) {
    console.error(`This database already holds scale data (${existing} customers @*.scale.example). Run with --reset to replace it.`);
    process.exitCode = 1;
  } else {
    if (await isCatalogueEmpty(db)) {
      const stores = await openStores(config);
      await timed('no movies: seeding the demo catalogue', () =>
        seedDemoCatalogue(db, stores.media, stores.films),
      );
    }
    const admin = await timed(`administrator ${SCALE_ADMIN.email}`, () =>
      upsertAdmin({ db }, { ...SCALE_ADMIN, firstName: 'Scale', lastName: 'Admin' }),
    );
    const passwordHash = await timed('one password hash for every customer', () => hashPassword(CUSTOMER_PASSWORD));

    await db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(0.42)`);
      // The totals below hash every customer against every payment: with PostgreSQL's default 4 MB of working
      // memory that spills to disk and took over 20 minutes; with 256 MB, about half a minute.
      await tx.execute(sql`set local work_mem = '256MB'`);
      // The customers' totals (migration 0006) are counted once at the end, not by a trigger per inserted row:
      // three times faster, and no hundreds of thousands of dead versions of every customer's row to scan after.
      await tx.execute(sql`alter table rentals disable trigger rentals_count_customer_rentals`);
      await tx.execute(sql`alter table payments disable trigger payments_sum_customer_spending`);
      if (existing > 0) {
        await timed(`--reset: deleting ${existing} scale customers and their data`, async () => {
          await deleteScaleOfferRows(tx);
          await deleteScaleData(tx);
        });
      }
      await timed(`${USERS} customers`, () => insertUsers(tx, passwordHash, USERS));
      const scaleUsers = await scaleUserRange(tx);
      await timed(`${PAYMENTS} payments`, () => insertPayments(tx, scaleUsers, admin.id, PAYMENTS));
      await timed('a rental for each completed or refunded payment', () => insertRentals(tx));
      await timed(`offers: bundles with ${BUNDLE_PAYMENTS} payments, codes, a screener, gifts`, () => insertOffers(tx, scaleUsers, BUNDLE_PAYMENTS));
      await timed(`${REVIEWS_PER_MOVIE} reviews per movie`, () => insertReviews(tx, scaleUsers, REVIEWS_PER_MOVIE));
      await timed(`${SUBSCRIBERS} newsletter subscribers`, () => insertSubscribers(tx, SUBSCRIBERS));
      await timed(`${EMAILS} e-mails in the log`, () => insertEmails(tx, scaleUsers, EMAILS));
      // Statistics of the rows this transaction wrote (ANALYZE counts them as live): with the offers' updated payments
      // and the bundles' rentals, the grouped count below was otherwise planned blind and ran for over five minutes.
      await timed('planner statistics', () => tx.execute(sql`analyze users, payments, rentals`));
      // Grouped once and joined: a subquery per customer was planned, without statistics on the rows this transaction
      // wrote, as a bitmap AND with the whole of payments_completed_movie_idx per customer (over 16 minutes).
      await timed("the customers' rental counts and spending", () =>
        tx.execute(sql`
          with counted as (select user_id, count(*)::int as n from rentals group by user_id),
               spent as (select user_id, sum(amount_cents)::bigint as cents from payments where status = 'completed' group by user_id)
          update users set rental_count = coalesce(counted.n, 0), spent_cents = coalesce(spent.cents, 0)
          from users as u
          left join counted on counted.user_id = u.id
          left join spent on spent.user_id = u.id
          where users.id = u.id`),
      );
      await tx.execute(sql`alter table rentals enable trigger rentals_count_customer_rentals`);
      await tx.execute(sql`alter table payments enable trigger payments_sum_customer_spending`);
    });
    if (!args['no-insight']) await seedInsight(db);
    // What autovacuum would do on a live database: planner statistics and visibility maps (index-only scans).
    await timed('vacuum analyze', () => db.execute(sql`vacuum analyze users, payments, rentals, reviews, movies, newsletter_subscribers, email_messages, promo_codes, promo_code_movies, bundles, bundle_movies, gifts, screener_plays, insight_events, insight_daily, insight_rollup`));

    const [counts] = rowsOf<Record<string, number>>(
      await db.execute(sql`select
        (select count(*)::int from users) as users, (select count(*)::int from movies) as movies,
        (select count(*)::int from payments) as payments, (select count(*)::int from rentals) as rentals,
        (select count(*)::int from reviews) as reviews,
        (select count(*)::int from newsletter_subscribers) as subscribers, (select count(*)::int from email_messages) as emails,
        (select count(*)::int from insight_events) as insight_events, (select count(*)::int from insight_daily) as insight_daily`),
    );
    console.info(`Done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s. Totals now: ${JSON.stringify(counts)}`);
    console.info(`Administrator: ${SCALE_ADMIN.email} / ${SCALE_ADMIN.password} (admin ${admin.outcome})`);
    console.info(`Every customer (…@<mailbox>.scale.example) logs in with: ${CUSTOMER_PASSWORD}`);
  }
} finally {
  await database.close();
}
