// `npm run bench:admin [-- options]`: times every admin business call against a database filled by
// `npm run seed:scale` (docs/decisions/0013-admin-business-and-scale.md). Builds the app (skip with --no-build), starts
// the built server on the same database (DATABASE_URL, else the PGlite in DATA_DIR/db; stop any other app using it
// first), logs in as the scale administrator, then calls each endpoint sequentially: --warmup times untimed, --runs
// times timed (to the last byte of the body). Prints p50/p95/max per call and flags every p95 over the goal (200 ms;
// 100 ms for the search box, which answers as the admin types; 300 ms for filmmaker insight, which reads up to two
// years of daily rows).
// It also times the newsletter's subscribers, the e-mail log and their exports, and last a send-email to every
// active subscriber (one run: it queues tens of thousands of rows) and to a search: the rows these sends queue
// carry the subject `bench:admin <time>` and are deleted once the app has stopped (--no-send skips the sends).
//
// Options: --runs N (20), --warmup N (3), --csv-runs N (3; the whole-table exports are timed this often),
// --only REGEX (calls whose label matches; `--only ^insight` for filmmaker insight alone), --no-csv, --no-send,
// --no-build, --markdown FILE (also write the table there).
// Run with tsx (package.json): the sort whitelists come straight from common/admin-business.ts and
// common/newsletter-admin.ts.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { PAYMENT_DATE_RANGES, PAYMENT_SORTS, PAYMENT_STATUSES, RENTAL_SORTS, USER_SORTS } from '../common/admin-business.ts';
import { CODE_SORTS } from '../common/admin-offers.ts';
import { EMAIL_STATUSES, SUBSCRIBER_SORTS } from '../common/newsletter-admin.ts';
import { openDatabase } from '../server/db/client.ts';
import { buildProject, startBuiltApp } from './lib/app-server.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    'csv-runs': { type: 'string', default: '3' },
    only: { type: 'string' },
    'no-csv': { type: 'boolean', default: false },
    'no-send': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    markdown: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);
const CSV_RUNS = Number(args['csv-runs']);
const GOAL_MS = 200;
const SEARCH_GOAL_MS = 100;
const INSIGHT_GOAL_MS = 300;
const ADMIN = { email: 'admin@scale.example', password: process.env.SCALE_ADMIN_PASSWORD ?? 'scale-bench-admin-2026' };
const DEEP_PAGE = 2000;
const BENCH_SUBJECT = `bench:admin ${new Date().toISOString()}`;

if (!args['no-build']) buildProject();
const databaseUrl = process.env.DATABASE_URL ?? '';
const dataDir = process.env.DATA_DIR ?? './data';
const target = databaseUrl ? `PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//***@')}` : `PGlite ${dataDir}/db`;
console.info(`bench:admin → ${target}; ${WARMUP} warm-up + ${RUNS} timed runs per call (exports: ${CSV_RUNS})`);
// No ADMIN_EMAIL and no demo seeding: the app must not touch the data it is measured on.
const app = await startBuiltApp({
  DATABASE_URL: databaseUrl,
  ...(databaseUrl ? {} : { DATA_DIR: dataDir }),
  SEED_DEMO: 'false',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
});

// Interrupted (Ctrl-C, a timeout): stop the app too, it would keep the database open.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void app.stop().finally(() => process.exit(130));
  });
}

let headers = {};

/** GET `path`, or POST `payload` to it as JSON. */
async function call(path, payload) {
  const started = performance.now();
  const init =
    payload === undefined
      ? { headers }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(payload) };
  const res = await fetch(`${app.baseUrl}/api${path}`, init);
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - started, status: res.status, body, type: res.headers.get('content-type') ?? '' };
}

/** The answer's JSON, or {} (with a warning) when the call fails: the timings then show which call it was. */
async function json(path) {
  const { status, body } = await call(path);
  if (status === 200) return JSON.parse(body.toString());
  console.warn(`GET /api${path} answered ${status}: ${body.toString().slice(0, 200)}`);
  return {};
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** What the answer holds: a list's total, or an export's rows and size. */
function describe(result) {
  if (result.status !== 200) return `HTTP ${result.status}: ${result.body.toString().slice(0, 120)}`;
  if (result.type.startsWith('text/csv')) {
    const lines = result.body.toString().split('\n').filter(Boolean).length - 1;
    return `${lines} rows, ${(result.body.length / 1024 / 1024).toFixed(1)} MB`;
  }
  try {
    const body = JSON.parse(result.body.toString());
    if (body.queued !== undefined) return `queued ${body.queued}, last leaves ${body.last_send_at}`;
    if (body.pagination) return `total ${body.pagination.total}, ${Object.values(body).find(Array.isArray)?.length ?? 0} rows`;
    if (body.activities) return `${body.activities.length} activities`;
    if (body.customers && body.movies) return `${body.customers.length} customers, ${body.payments.length} payments, ${body.movies.length} films`;
    if (body.rentals && body.payments) return `${body.rentals.length} rentals, ${body.payments.length} payments`;
    if (body.redemptions && body.plays) return `${body.redemptions.length} redemptions, ${body.plays.length} plays`;
    if (body.bundles) return `${body.bundles.length} bundles`;
    if (body.funnel) return `${body.funnel.page_views} views, ${body.funnel.payments} payments, ${body.sources.length} sources, ${body.countries.length} countries`;
    if (body.sources && body.period) return `${body.sources.length} sources, ${body.sources.reduce((n, r) => n + r.visits, 0)} visits`;
    return '';
  } catch {
    return 'not JSON';
  }
}

const results = [];

async function bench(group, label, path, { runs = RUNS, warmup = WARMUP, body, goal = GOAL_MS } = {}) {
  if (args.only && !new RegExp(args.only, 'i').test(`${group} ${label} ${path}`)) return;
  let last;
  for (let i = 0; i < warmup; i++) last = await call(path, body);
  const times = [];
  for (let i = 0; i < runs; i++) {
    last = await call(path, body);
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  const row = {
    group,
    label,
    path,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1),
    runs,
    goal,
    ok: last.status === 200,
    note: describe(last),
  };
  results.push(row);
  const flag = !row.ok ? '  ✗ FAILED' : row.p95 > goal ? `  ⚠ over ${goal} ms` : '';
  console.info(`${`${group} ${label}`.padEnd(44)} p50 ${row.p50.toFixed(1).padStart(8)} ms  p95 ${row.p95.toFixed(1).padStart(8)} ms  ${row.note}${flag}`);
}

const qs = (params) => `?${new URLSearchParams(params)}`;

try {
  const login = await fetch(`${app.baseUrl}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin-login answered ${login.status}: did npm run seed:scale run on this database?`);
  headers = { authorization: `Bearer ${(await login.json()).token}` };

  // Subjects picked from the data itself: the busiest film, a real customer's e-mail, the heaviest customer.
  // The public list is newest first; the demo catalogue's oldest film is also its best seller in the scale data.
  const movies = ((await json('/movies')).movies ?? []).toSorted((a, b) => a.id - b.id);
  const scaleUsers = await json(`/admin/users${qs({ search: 'scale.example', limit: '1', sort: 'created_at', order: 'asc' })}`);
  const someone = scaleUsers.users?.[0];
  const emailFragment = someone ? someone.email.split('@')[0] : 'jeffrey.howard';
  const heaviest = (await json(`/admin/users${qs({ sort: 'total_rentals', order: 'desc', limit: '1' })}`)).users?.[0];
  const movieId = String(movies[0]?.id ?? 1);
  const movieTitleWord = (movies.find((m) => m.id !== movies[0]?.id && m.title.includes(' '))?.title ?? 'Midnight Ledger').split(' ')[0];

  await bench('dashboard', 'stats', '/admin/stats');
  await bench('dashboard', 'activity', '/admin/activity');
  await bench('dashboard', 'insights', '/admin/insights');

  await bench('users', 'first page', '/admin/users');
  await bench('users', "search 'smith'", `/admin/users${qs({ search: 'smith' })}`);
  await bench('users', `search e-mail '${emailFragment}'`, `/admin/users${qs({ search: emailFragment })}`);
  await bench('users', "search domain 'quickmail'", `/admin/users${qs({ search: 'quickmail' })}`);
  await bench('users', `page ${DEEP_PAGE}`, `/admin/users${qs({ page: String(DEEP_PAGE) })}`);
  for (const sort of USER_SORTS) {
    for (const order of ['asc', 'desc']) await bench('users', `sort ${sort} ${order}`, `/admin/users${qs({ sort, order })}`);
  }
  if (someone) await bench('users', 'detail (a customer)', `/admin/users/${someone.id}`);
  if (heaviest) await bench('users', `detail (busiest, ${heaviest.total_rentals} rentals)`, `/admin/users/${heaviest.id}`);

  await bench('rentals', 'first page', '/admin/rentals');
  await bench('rentals', 'status=active', `/admin/rentals${qs({ status: 'active' })}`);
  await bench('rentals', 'status=expired', `/admin/rentals${qs({ status: 'expired' })}`);
  await bench('rentals', `movie_id=${movieId}`, `/admin/rentals${qs({ movie_id: movieId })}`);
  await bench('rentals', `movie_id=${movieId}&status=active`, `/admin/rentals${qs({ movie_id: movieId, status: 'active' })}`);
  await bench('rentals', "search 'smith'", `/admin/rentals${qs({ search: 'smith' })}`);
  await bench('rentals', `search e-mail '${emailFragment}'`, `/admin/rentals${qs({ search: emailFragment })}`);
  await bench('rentals', `page ${DEEP_PAGE}`, `/admin/rentals${qs({ page: String(DEEP_PAGE) })}`);
  await bench('rentals', `page ${DEEP_PAGE} status=expired`, `/admin/rentals${qs({ page: String(DEEP_PAGE), status: 'expired' })}`);
  for (const sort of RENTAL_SORTS) {
    for (const order of ['asc', 'desc']) await bench('rentals', `sort ${sort} ${order}`, `/admin/rentals${qs({ sort, order })}`);
  }

  await bench('payments', 'first page', '/admin/payments');
  for (const status of PAYMENT_STATUSES) await bench('payments', `status=${status}`, `/admin/payments${qs({ status })}`);
  for (const range of PAYMENT_DATE_RANGES.filter((r) => r !== 'all')) {
    await bench('payments', `date_range=${range}`, `/admin/payments${qs({ date_range: range })}`);
  }
  await bench('payments', 'status=refunded&date_range=month', `/admin/payments${qs({ status: 'refunded', date_range: 'month' })}`);
  await bench('payments', "search 'smith'", `/admin/payments${qs({ search: 'smith' })}`);
  await bench('payments', `search e-mail '${emailFragment}'`, `/admin/payments${qs({ search: emailFragment })}`);
  await bench('payments', `search title '${movieTitleWord}'`, `/admin/payments${qs({ search: movieTitleWord })}`);
  await bench('payments', `page ${DEEP_PAGE}`, `/admin/payments${qs({ page: String(DEEP_PAGE) })}`);
  for (const sort of PAYMENT_SORTS) {
    for (const order of ['asc', 'desc']) await bench('payments', `sort ${sort} ${order}`, `/admin/payments${qs({ sort, order })}`);
  }

  // Find anything (docs/product.md#admin-find-anything): a name, an e-mail's start, the shortest search (two letters:
  // no trigram to look up), a payment's number, a Checkout session reference (the scale data's are scale_cs_…, so
  // this one names none: the unique index is probed all the same), a film's title; and the payments list a found
  // payment opens on.
  const somePayment = (await json(`/admin/payments${qs({ limit: '1', sort: 'created_at', order: 'asc' })}`)).payments?.[0];
  const paymentId = String(somePayment?.id ?? 1);
  const searchOptions = { goal: SEARCH_GOAL_MS };
  await bench('search', "name 'smith'", `/admin/search${qs({ q: 'smith' })}`, searchOptions);
  await bench('search', `e-mail '${emailFragment}'`, `/admin/search${qs({ q: emailFragment })}`, searchOptions);
  await bench('search', `e-mail start '${emailFragment.slice(0, 4)}'`, `/admin/search${qs({ q: emailFragment.slice(0, 4) })}`, searchOptions);
  await bench('search', "two letters 'an'", `/admin/search${qs({ q: 'an' })}`, searchOptions);
  await bench('search', `payment id ${paymentId}`, `/admin/search${qs({ q: paymentId })}`, searchOptions);
  await bench('search', 'reference cs_…', `/admin/search${qs({ q: 'cs_live_a1b2c3d4e5f6g7h8' })}`, searchOptions);
  await bench('search', `film title '${movieTitleWord}'`, `/admin/search${qs({ q: movieTitleWord })}`, searchOptions);
  await bench('payments', `search payment id ${paymentId}`, `/admin/payments${qs({ search: paymentId })}`);

  // Offers (docs/product.md#offers; seed-scale/offers.ts): the codes list with its uses, a batch, the busiest code's
  // redemptions and the screener's plays, the bundles, and the payments list found by a bundle's title.
  await bench('codes', 'first page', '/admin/codes');
  for (const sort of CODE_SORTS) {
    for (const order of ['asc', 'desc']) await bench('codes', `sort ${sort} ${order}`, `/admin/codes${qs({ sort, order })}`);
  }
  await bench('codes', "search 'SCALEFEST'", `/admin/codes${qs({ search: 'SCALEFEST' })}`);
  await bench('codes', 'batch scale-batch-1', `/admin/codes${qs({ batch: 'scale-batch-1' })}`);
  const busiest = (await json(`/admin/codes${qs({ sort: 'redemptions', order: 'desc', limit: '1' })}`)).codes?.[0];
  if (busiest) await bench('codes', `redemptions (${busiest.redemptions} uses)`, `/admin/codes/${busiest.id}/redemptions`);
  const screener = (await json(`/admin/codes${qs({ search: 'SCALESCREENER' })}`)).codes?.[0];
  if (screener) await bench('codes', 'redemptions (a screener)', `/admin/codes/${screener.id}/redemptions`);
  await bench('bundles', 'list', '/admin/bundles');
  await bench('payments', "search bundle title 'Scale bundle'", `/admin/payments${qs({ search: 'Scale bundle' })}`);

  // Filmmaker insight (docs/product.md#filmmaker-insight; seed-scale/insight.ts): the busiest film's page and the
  // catalogue's sources over the default period (30 days), a year and two years (the longest allowed), and both CSVs.
  // The days are UTC's: the scale data is seeded for the default TIMEZONE.
  const insightOptions = { goal: INSIGHT_GOAL_MS };
  const daysAgo = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const insightPeriods = [
    ['default period', {}],
    ['one year', { from: daysAgo(364), to: daysAgo(0) }],
    ['two years', { from: daysAgo(729), to: daysAgo(0) }],
  ];
  for (const [name, period] of insightPeriods) {
    const query = Object.keys(period).length > 0 ? qs(period) : '';
    await bench('insight', `movie ${movieId} ${name}`, `/admin/insights/movies/${movieId}${query}`, insightOptions);
  }
  for (const [name, period] of insightPeriods) {
    const query = Object.keys(period).length > 0 ? qs(period) : '';
    await bench('insight', `sources ${name}`, `/admin/insights/sources${query}`, insightOptions);
  }
  await bench('insight', `movie ${movieId} csv two years`, `/admin/insights/movies/${movieId}.csv${qs(insightPeriods[2][1])}`, insightOptions);
  await bench('insight', 'sources csv two years', `/admin/insights/sources.csv${qs(insightPeriods[2][1])}`, insightOptions);
  await bench('insight', `movie ${movieId} csv default period`, `/admin/insights/movies/${movieId}.csv`, insightOptions);
  await bench('insight', 'sources csv default period', '/admin/insights/sources.csv', insightOptions);

  // Subjects from the data: a subscriber's address part and its mailbox.
  const fan = (await json(`/admin/newsletter/subscribers${qs({ limit: '1' })}`)).subscribers?.[0];
  const fanFragment = fan ? fan.email.split('@')[0] : 'jeffrey.howard';
  await bench('newsletter', 'first page', '/admin/newsletter/subscribers');
  await bench('newsletter', 'status=active', `/admin/newsletter/subscribers${qs({ status: 'active' })}`);
  await bench('newsletter', 'status=unsubscribed', `/admin/newsletter/subscribers${qs({ status: 'unsubscribed' })}`);
  await bench('newsletter', "search 'smith'", `/admin/newsletter/subscribers${qs({ search: 'smith' })}`);
  await bench('newsletter', `search e-mail '${fanFragment}'`, `/admin/newsletter/subscribers${qs({ search: fanFragment })}`);
  await bench('newsletter', "search 'quickmail' status=active", `/admin/newsletter/subscribers${qs({ search: 'quickmail', status: 'active' })}`);
  await bench('newsletter', `page ${DEEP_PAGE}`, `/admin/newsletter/subscribers${qs({ page: String(DEEP_PAGE) })}`);
  for (const sort of SUBSCRIBER_SORTS) {
    for (const order of ['asc', 'desc']) await bench('newsletter', `sort ${sort} ${order}`, `/admin/newsletter/subscribers${qs({ sort, order })}`);
  }
  await bench('newsletter', `sort email page ${DEEP_PAGE}`, `/admin/newsletter/subscribers${qs({ sort: 'email', order: 'asc', page: String(DEEP_PAGE) })}`);

  await bench('email-logs', 'first page', '/admin/email-logs');
  for (const status of EMAIL_STATUSES) await bench('email-logs', `status=${status}`, `/admin/email-logs${qs({ status })}`);
  await bench('email-logs', `page ${DEEP_PAGE}`, `/admin/email-logs${qs({ page: String(DEEP_PAGE) })}`);
  await bench('email-logs', `page ${DEEP_PAGE} status=sent`, `/admin/email-logs${qs({ page: String(DEEP_PAGE), status: 'sent' })}`);
  await bench('email-logs', 'page 4900 limit 20', `/admin/email-logs${qs({ page: '4900' })}`);

  if (!args['no-csv']) {
    const csvOptions = { runs: CSV_RUNS, warmup: 1 };
    await bench('export', `rentals.csv movie_id=${movieId}&status=active`, `/admin/rentals.csv${qs({ movie_id: movieId, status: 'active' })}`);
    await bench('export', "rentals.csv search 'smith'", `/admin/rentals.csv${qs({ search: 'smith' })}`, csvOptions);
    await bench('export', 'payments.csv date_range=week', `/admin/payments.csv${qs({ date_range: 'week' })}`);
    await bench('export', 'payments.csv date_range=month', `/admin/payments.csv${qs({ date_range: 'month' })}`, csvOptions);
    await bench('export', 'rentals.csv (whole table)', '/admin/rentals.csv', csvOptions);
    await bench('export', 'payments.csv (whole table)', '/admin/payments.csv', csvOptions);
    await bench('export', 'codes.csv batch=scale-batch-1', `/admin/codes.csv${qs({ batch: 'scale-batch-1' })}`);
    await bench('export', "subscribers.csv search 'smith'", `/admin/newsletter/subscribers.csv${qs({ search: 'smith' })}`);
    await bench('export', 'subscribers.csv status=active', `/admin/newsletter/subscribers.csv${qs({ status: 'active' })}`, csvOptions);
    await bench('export', 'subscribers.csv (whole table)', '/admin/newsletter/subscribers.csv', csvOptions);
  }

  // Last, since they lengthen the log and the queue: each run queues its rows (deleted after the app stops).
  if (!args['no-send']) {
    const content = { subject: BENCH_SUBJECT, message: 'Timing the send: this row is deleted by bench:admin.', isHtml: false };
    await bench('send-email', "all active matching 'smith'", '/admin/newsletter/send-email', {
      runs: CSV_RUNS,
      warmup: 0,
      body: { ...content, all: true, search: 'smith' },
    });
    await bench('send-email', 'all active subscribers', '/admin/newsletter/send-email', { runs: 1, warmup: 0, body: { ...content, all: true } });
  }

  const over = results.filter((r) => r.ok && r.p95 > r.goal);
  const failed = results.filter((r) => !r.ok);
  console.info(`\n${results.length} calls; ${over.length} over their goal at p95; ${failed.length} failed.`);
  for (const r of over) console.info(`  ⚠ ${r.group} ${r.label}: p95 ${r.p95.toFixed(1)} ms  (${r.path})`);
  for (const r of failed) console.info(`  ✗ ${r.group} ${r.label}: ${r.note}  (${r.path})`);

  if (args.markdown) {
    const lines = [
      `| Call | Query | p50 ms | p95 ms | Answer |`,
      `| --- | --- | ---: | ---: | --- |`,
      ...results.map((r) => {
        const mark = !r.ok ? ' ✗' : r.p95 > r.goal ? ' ⚠' : '';
        return `| ${r.group} ${r.label} | \`${r.path.replace('/admin', '')}\` | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)}${mark} | ${r.note.replaceAll('|', '/')} |`;
      }),
    ];
    writeFileSync(args.markdown, `${lines.join('\n')}\n`);
    console.info(`Table written to ${args.markdown}`);
  }
  process.exitCode = failed.length > 0 ? 1 : 0;
} finally {
  await app.stop();
  if (!args['no-send']) await deleteBenchEmails();
}

/** The rows the sends queued, once the app has exited (PGlite opens in one process at a time). */
async function deleteBenchEmails() {
  while (isRunning(app.pid)) await new Promise((resolve) => setTimeout(resolve, 100));
  const database = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl, poolSize: 1 } : { kind: 'pglite', dataDir: `${dataDir}/db` });
  try {
    const result = await database.db.execute(sql`delete from email_messages where subject = ${BENCH_SUBJECT}`);
    console.info(`Deleted the ${result.rowCount ?? result.affectedRows ?? '?'} e-mails the sends queued.`);
  } finally {
    await database.close();
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
