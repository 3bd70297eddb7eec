// `npm run seed:scale [-- --reset]`: fills the database the app uses (PostgreSQL at DATABASE_URL, else the
// embedded PGlite in DATA_DIR/db) with a studio at scale (issue 10, "Scale"): 100 000 customers, 300 000
// payments over two years with a rental for each completed or refunded one, and 1 000 reviews per movie, plus an
// administrator for `npm run bench:admin`; and (issue 11) 50 000 newsletter subscribers, a tenth of them
// unsubscribed, and 100 000 e-mails in the outbox's log (mostly sent, some failed, the newest few pending). Every row is generated inside the database (INSERT ... SELECT
// generate_series), one statement per table, in one transaction: all or nothing.
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
import { isCatalogueEmpty, seedDemoCatalogue } from '../server/db/seed/seed.ts';
import { openStores } from '../server/storage/open.ts';

const { values: args } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    users: { type: 'string', default: '100000' },
    payments: { type: 'string', default: '300000' },
    'reviews-per-movie': { type: 'string', default: '1000' },
    subscribers: { type: 'string', default: '50000' },
    emails: { type: 'string', default: '100000' },
  },
});

const USERS = Number(args.users);
const PAYMENTS = Number(args.payments);
const REVIEWS_PER_MOVIE = Number(args['reviews-per-movie']);
const SUBSCRIBERS = Number(args.subscribers);
const EMAILS = Number(args.emails);
const COUNTS = [USERS, PAYMENTS, REVIEWS_PER_MOVIE, SUBSCRIBERS, EMAILS];
if (!COUNTS.every((n) => Number.isInteger(n) && n > 0) || REVIEWS_PER_MOVIE > USERS) {
  console.error(
    'Usage: npm run seed:scale -- [--reset] [--users N] [--payments N] [--reviews-per-movie N (<= users)] [--subscribers N] [--emails N]',
  );
  process.exit(2);
}

const SCALE_ADMIN = {
  email: 'admin@scale.example',
  password: process.env.SCALE_ADMIN_PASSWORD ?? 'scale-bench-admin-2026',
};
/** Every scale customer's password (one argon2 hash, shared): lets a tester log in as any of them. */
const CUSTOMER_PASSWORD = 'scale-customer-2026';
const SCALE_EMAILS = '%.scale.example';
const SCALE_SESSIONS = 'scale\\_cs\\_%';

// Common names first: the index of a name is drawn skewed towards the start, so 'Smith' is frequent, like life.
const FIRST_NAMES = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Lisa',
  'Matthew', 'Nancy', 'Anthony', 'Sandra', 'Mark', 'Ashley', 'Steven', 'Emily', 'Paul', 'Donna', 'Andrew', 'Michelle',
  'Joshua', 'Amanda', 'Kevin', 'Melissa', 'Brian', 'Stephanie', 'George', 'Rebecca', 'Timothy', 'Laura', 'Ronald',
  'Sharon', 'Jason', 'Cynthia', 'Edward', 'Kathleen', 'Jeffrey', 'Amy', 'Ryan', 'Angela', 'Jacob', 'Anna', 'Gary',
  'Ruth', 'Nicholas', 'Brenda', 'Eric', 'Pamela', 'Jonathan', 'Nicole', 'Stephen', 'Katherine', 'Larry', 'Samantha',
  'Justin', 'Christine', 'Scott', 'Emma', 'Brandon', 'Olivia', 'Benjamin', 'Sophia', 'Samuel', 'Chloé', 'Gregory',
  'Zoë', 'Alexander', 'Mia', 'Patrick', 'Isabella', 'Frank', 'Ava', 'Raymond', 'Grace', 'Jack', 'Lily', 'Dennis',
  'Hannah', 'Jerry', 'Aaliyah', 'Tyler', 'Priya', 'Aaron', 'Mei', 'José', 'Fatima', 'Adam', 'Ingrid', 'Nathan', 'Yuki',
  'Henry', 'Amara', 'Zachary', 'Leila', 'Kyle', 'Noor', 'Walter', 'Siobhan', 'Peter', 'Astrid', 'Harold', 'Björn',
  'Jeremy', 'Niamh', 'Ethan', 'Rosa', 'Carl', 'Ines', 'Keith', 'Aiko', 'Roger', 'Kwame', 'Gerald', 'Søren', 'Luis',
];
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez',
  'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen',
  'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall',
  'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker',
  'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez',
  'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward',
  'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez', "O'Brien",
  "O'Connor", 'McAllister', 'Smithson', 'Goldsmith', 'Van der Berg', 'Müller', 'Schmidt', 'Novak', 'Kowalski',
  'Rossi', 'Bianchi', 'Dubois', 'Lefèvre', 'Andersson', 'Johansson', 'Nakamura', 'Tanaka', 'Wang', 'Li', 'Zhang',
  'Chen', 'Singh', 'Kumar', 'Okafor', 'Mensah', 'Haddad', 'Cohen', 'Levi', 'Fitzgerald', 'Byrne', 'Doyle', 'Brennan',
];
const MAILBOXES = ['northmail', 'postbox', 'quickmail', 'letterbox', 'mailhub', 'inbox', 'fastpost', 'ownmail'];

const REVIEW_SENTENCES = [
  'Loved every minute of it.', 'The cinematography is stunning, especially the night scenes.',
  'A slow start, but the last act pays off beautifully.', 'The lead performance carries the whole film.',
  'I watched it twice in one rental and noticed new details the second time.', 'The score stayed with me for days.',
  'Not quite my kind of story, but well made.', 'Some scenes drag; the editing could be tighter.',
  'A small film with a big heart.', 'The dialogue feels real, like overhearing people you know.',
  'I wish it had been longer.', 'The ending divided our living room, which is a good sign.',
  'Great value for the price of a rental.', 'Sound design is superb with headphones.',
  'The supporting cast deserves more credit.', 'It never quite came together for me.',
  'Beautiful locations, patient camera work.', 'Recommended it to my whole family.',
  'A bit predictable, still enjoyable.', "I'm looking forward to the studio's next one.",
];

/** A text[] literal: names, not user input, but quoted properly all the same. */
const textArray = (items: readonly string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(', ')}]::text[]`);

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`  ${label}… `);
  const result = await run();
  console.info(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function countScaleUsers(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users where email like ${SCALE_EMAILS}`));
  return row?.n ?? 0;
}

async function deleteScaleData(db: Db): Promise<void> {
  const scaleUsers = sql`(select id from users where email like ${SCALE_EMAILS})`;
  await db.execute(sql`delete from reviews where user_id in ${scaleUsers}`);
  await db.execute(sql`delete from rentals where checkout_session_id like ${SCALE_SESSIONS} or user_id in ${scaleUsers}`);
  await db.execute(sql`delete from payments where checkout_session_id like ${SCALE_SESSIONS} or user_id in ${scaleUsers}`);
  await db.execute(sql`delete from users where email like ${SCALE_EMAILS}`);
  await db.execute(sql`delete from email_messages where recipient_email like ${SCALE_EMAILS}`);
  await db.execute(sql`delete from newsletter_subscribers where email like ${SCALE_EMAILS}`);
}

async function insertUsers(db: Db, passwordHash: string): Promise<void> {
  // User g registers a few hours before g/USERS of the way through the two years (ids grow with time, as in
  // life); names are drawn skewed towards the common ones.
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, role, created_at, updated_at)
    select
      lower(case g % 4
        when 0 then replace(f, ' ', '') || '.' || replace(replace(l, ' ', ''), '''', '') || g
        when 1 then left(f, 1) || replace(replace(l, ' ', ''), '''', '') || g
        when 2 then replace(f, ' ', '') || '_' || left(l, 1) || g
        else replace(replace(l, ' ', ''), '''', '') || '.' || g
      end) || '@' || mailbox || '.scale.example',
      ${passwordHash}, f, l, 'user', t, t
    from (
      select g,
        (${textArray(FIRST_NAMES)})[1 + floor(${FIRST_NAMES.length} * power(random(), 1.3))::int] as f,
        (${textArray(LAST_NAMES)})[1 + floor(${LAST_NAMES.length} * power(random(), 1.3))::int] as l,
        (${textArray(MAILBOXES)})[1 + floor(${MAILBOXES.length} * random())::int] as mailbox,
        least(now() - interval '1 hour',
          now() - interval '730 days' + (interval '730 days') * (g::float8 / ${USERS}) - interval '6 hours' * random()) as t
      from generate_series(1, ${USERS}) as g
      offset 0
    ) as drawn
    order by g`);
}

interface ScaleUsers {
  firstId: number;
  count: number;
}

async function scaleUserRange(db: Db): Promise<ScaleUsers> {
  const [row] = rowsOf<{ first: number; last: number; n: number }>(
    await db.execute(sql`select min(id) as first, max(id) as last, count(*)::int as n from users where email like ${SCALE_EMAILS}`),
  );
  if (!row || row.last - row.first + 1 !== row.n) throw new Error('The scale users did not get consecutive ids');
  return { firstId: row.first, count: row.n };
}

async function insertPayments(db: Db, scaleUsers: ScaleUsers, adminId: number): Promise<void> {
  // Growth: the density of payments rises towards today (position = sqrt(random)). A payment's customer is
  // one who had registered by then. Popular films first in the catalogue get more of them.
  await db.execute(sql`
    with catalogue as (
      select array_agg(id order by id) as ids, array_agg(price_cents order by id) as prices,
             array_agg(rental_duration_hours order by id) as hours, count(*)::int as n
      from movies
    ), drawn as materialized (
      select g, random() as status_draw, random() as movie_draw, random() as user_draw, sqrt(random()) as position,
             random() as refund_draw
      from generate_series(1, ${PAYMENTS}) as g
    ), shaped as (
      select g, refund_draw,
        case when status_draw < 0.86 then 'completed' when status_draw < 0.90 then 'pending'
             when status_draw < 0.95 then 'failed' else 'refunded' end as status,
        1 + floor(catalogue.n * power(movie_draw, 1.4))::int as movie_index,
        ${scaleUsers.firstId} + floor(user_draw * greatest(1, floor(position * ${scaleUsers.count})))::int as user_id,
        least(now() - interval '1 minute', now() - interval '730 days' + interval '730 days' * position) as t,
        catalogue.ids, catalogue.prices, catalogue.hours
      from drawn, catalogue
    )
    insert into payments (user_id, movie_id, amount_cents, currency, rental_duration_hours, status, provider,
      checkout_session_id, failure_code, completed_at, refunded_at, refunded_by, created_at, updated_at)
    select user_id, ids[movie_index], prices[movie_index], 'usd', hours[movie_index], status, 'sandbox',
      'scale_cs_' || g,
      case status when 'failed' then 'card_declined' end,
      case when status in ('completed', 'refunded') then t end,
      refunded_at,
      case when status = 'refunded' and refund_draw < 0.7 then ${adminId}::int end,
      t, coalesce(refunded_at, t)
    from shaped
    cross join lateral (
      select case when status = 'refunded'
        then least(now(), t + interval '1 hour' * hours[movie_index] * refund_draw) end as refunded_at
    ) as refund
    order by g`);
}

async function insertRentals(db: Db): Promise<void> {
  await db.execute(sql`
    insert into rentals (user_id, movie_id, payment_id, checkout_session_id, rental_start, rental_end,
      amount_paid_cents, is_active, created_at)
    select user_id, movie_id, id, checkout_session_id, created_at,
      created_at + interval '1 hour' * rental_duration_hours, amount_cents, status = 'completed', created_at
    from payments
    where checkout_session_id like ${SCALE_SESSIONS} and status in ('completed', 'refunded')
    order by id`);
}

async function insertReviews(db: Db, scaleUsers: ScaleUsers): Promise<void> {
  // Reviewer g of the k-th movie is customer (g * 7919 + k * 104729) mod count: 7919 is prime to the count unless
  // the count is a multiple of it, so the reviewers of one movie are distinct (and the insert skips any clash).
  const stride = scaleUsers.count % 7919 === 0 ? 1 : 7919;
  // A comment starts at the start of one of the sentences and runs on for 12 to 1 000 characters.
  const reviewText = REVIEW_SENTENCES.join(' ').repeat(4);
  const sentenceStarts: number[] = [];
  REVIEW_SENTENCES.reduce((offset, sentence) => (sentenceStarts.push(offset + 1), offset + sentence.length + 1), 0);
  const starts = sql.raw(`array[${sentenceStarts.join(', ')}]::int[]`);
  await db.execute(sql`
    insert into reviews (user_id, movie_id, rating, comment, created_at, updated_at)
    select u.id, m.id,
      case when r.rating_draw < 0.45 then 5 when r.rating_draw < 0.75 then 4 when r.rating_draw < 0.88 then 3
           when r.rating_draw < 0.95 then 2 else 1 end,
      trim(substr(${reviewText}, (${starts})[1 + floor(r.start_draw * ${sentenceStarts.length})::int], 12 + floor(988 * power(r.length_draw, 2.5))::int)),
      greatest(u.created_at, now() - interval '730 days' * r.time_draw),
      greatest(u.created_at, now() - interval '730 days' * r.time_draw)
    from (select id, row_number() over (order by id) - 1 as k from movies) as m
    cross join generate_series(1, ${REVIEWS_PER_MOVIE}) as g
    cross join lateral (
      select random() + g * 0 as rating_draw, random() + g * 0 as start_draw, random() + g * 0 as length_draw,
             random() + g * 0 as time_draw
    ) as r
    join users as u on u.id = ${scaleUsers.firstId} + ((g::bigint * ${stride} + m.k * 104729) % ${scaleUsers.count})
    on conflict (user_id, movie_id) do nothing`);
}

async function insertSubscribers(db: Db): Promise<void> {
  // Subscriber g signs up g/SUBSCRIBERS of the way through the two years; one in ten has left since, at a random
  // moment after signing up. Addresses look like the customers' (names, mailboxes), so searches hit realistically.
  await db.execute(sql`
    insert into newsletter_subscribers (email, is_active, unsubscribe_token, subscribed_at, unsubscribed_at)
    select
      lower(replace(f, ' ', '') || '.' || replace(replace(l, ' ', ''), '''', '') || '.fan' || g) || '@' || mailbox || '.scale.example',
      not gone, 'scale_' || g || '_' || md5(random()::text), t,
      case when gone then t + (now() - t) * random() end
    from (
      select g, random() < 0.1 as gone,
        (${textArray(FIRST_NAMES)})[1 + floor(${FIRST_NAMES.length} * power(random(), 1.3))::int] as f,
        (${textArray(LAST_NAMES)})[1 + floor(${LAST_NAMES.length} * power(random(), 1.3))::int] as l,
        (${textArray(MAILBOXES)})[1 + floor(${MAILBOXES.length} * random())::int] as mailbox,
        least(now() - interval '1 hour',
          now() - interval '730 days' + (interval '730 days') * (g::float8 / ${SUBSCRIBERS}) - interval '6 hours' * random()) as t
      from generate_series(1, ${SUBSCRIBERS}) as g
      offset 0
    ) as drawn
    order by g`);
}

const SMTP_FAILURES = [
  '550 5.1.1 Mailbox unavailable', '552 5.2.2 Mailbox full', '554 5.7.1 Message rejected as spam',
  'Gave up after 5 attempts: 421 4.7.0 Try again later', 'Gave up after 5 attempts: connect ECONNREFUSED',
  'Not sent: the subscriber unsubscribed', 'Not sent: the rental had ended',
];

async function insertEmails(db: Db, scaleUsers: ScaleUsers): Promise<void> {
  // E-mail g is written g/EMAILS of the way through the two years (ids grow with time): 70 % newsletters to a
  // subscriber, then receipts, reminders and reset links to a customer. The newest 2 % are still pending; of the
  // rest, 5 % failed with an SMTP error or a re-check's reason, and the others were sent a few minutes after.
  await db.execute(sql`
    with subscribers as materialized (
      select array_agg(id order by id) as ids, array_agg(email order by id) as emails, count(*)::int as n
      from newsletter_subscribers where email like ${SCALE_EMAILS}
    ), drawn as materialized (
      select g, random() as kind_draw, random() as status_draw, random() as who_draw, random() as delay_draw,
        least(now() - interval '1 minute', now() - interval '730 days' + interval '730 days' * (g::float8 / ${EMAILS})) as t
      from generate_series(1, ${EMAILS}) as g
    ), shaped as (
      select g, t, delay_draw,
        case when kind_draw < 0.70 then 'newsletter' when kind_draw < 0.88 then 'receipt'
             when kind_draw < 0.98 then 'reminder' else 'password_reset' end as kind,
        case when g > ${EMAILS} * 0.98 then 'pending' when status_draw < 0.05 then 'failed' else 'sent' end as status,
        1 + floor(who_draw * subscribers.n)::int as subscriber_index,
        ${scaleUsers.firstId} + floor(who_draw * ${scaleUsers.count})::int as user_id,
        subscribers.ids, subscribers.emails
      from drawn, subscribers
    )
    insert into email_messages (kind, priority, recipient_email, subject, message, is_html, subscriber_id, status,
      attempts, error_message, next_attempt_at, created_at, sent_at)
    select kind,
      case kind when 'password_reset' then 0 when 'newsletter' then 2 else 1 end,
      case when kind = 'newsletter' then emails[subscriber_index] else u.email end,
      case kind when 'newsletter' then 'Studio news #' || (g / 500 + 1)
        when 'receipt' then 'Your rental receipt' when 'reminder' then 'Two hours left on your rental'
        else 'Choose a new password' end,
      case kind when 'password_reset'
        then 'Open https://studio.example/reset-password/' || substr(md5(g::text) || md5(random()::text), 1, 43) || ' within an hour.'
        else 'Hello! ' || repeat('News from the studio, new films and events. ', 1 + g % 6) end,
      kind = 'newsletter' and g % 3 = 0,
      case when kind = 'newsletter' then ids[subscriber_index] end,
      status,
      case status when 'pending' then 0 when 'failed' then 1 + g % 5 else 1 end,
      case when status = 'failed' then (${textArray(SMTP_FAILURES)})[1 + g % ${SMTP_FAILURES.length}] end,
      t, t,
      case when status = 'sent' then t + interval '1 minute' * (1 + 60 * delay_draw) end
    from shaped
    join users as u on u.id = shaped.user_id
    order by g`);
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
  if (existing > 0 && !args.reset) {
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
      // The customers' totals (migration 0006) are counted once at the end, not by a trigger per inserted row:
      // three times faster, and no hundreds of thousands of dead versions of every customer's row to scan after.
      await tx.execute(sql`alter table rentals disable trigger rentals_count_customer_rentals`);
      await tx.execute(sql`alter table payments disable trigger payments_sum_customer_spending`);
      if (existing > 0) await timed(`--reset: deleting ${existing} scale customers and their data`, () => deleteScaleData(tx));
      await timed(`${USERS} customers`, () => insertUsers(tx, passwordHash));
      const scaleUsers = await scaleUserRange(tx);
      await timed(`${PAYMENTS} payments`, () => insertPayments(tx, scaleUsers, admin.id));
      await timed('a rental for each completed or refunded payment', () => insertRentals(tx));
      await timed(`${REVIEWS_PER_MOVIE} reviews per movie`, () => insertReviews(tx, scaleUsers));
      await timed(`${SUBSCRIBERS} newsletter subscribers`, () => insertSubscribers(tx));
      await timed(`${EMAILS} e-mails in the log`, () => insertEmails(tx, scaleUsers));
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
    // What autovacuum would do on a live database: planner statistics and visibility maps (index-only scans).
    await timed('vacuum analyze', () => db.execute(sql`vacuum analyze users, payments, rentals, reviews, movies, newsletter_subscribers, email_messages`));

    const [counts] = rowsOf<Record<string, number>>(
      await db.execute(sql`select
        (select count(*)::int from users) as users, (select count(*)::int from movies) as movies,
        (select count(*)::int from payments) as payments, (select count(*)::int from rentals) as rentals,
        (select count(*)::int from reviews) as reviews,
        (select count(*)::int from newsletter_subscribers) as subscribers, (select count(*)::int from email_messages) as emails`),
    );
    console.info(`Done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s. Totals now: ${JSON.stringify(counts)}`);
    console.info(`Administrator: ${SCALE_ADMIN.email} / ${SCALE_ADMIN.password} (admin ${admin.outcome})`);
    console.info(`Every customer (…@<mailbox>.scale.example) logs in with: ${CUSTOMER_PASSWORD}`);
  }
} finally {
  await database.close();
}
