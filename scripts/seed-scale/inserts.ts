// The statements that make the scale data (scripts/seed-scale.ts): every row generated inside the database
// (INSERT ... SELECT generate_series), one statement per table; and the ones that find and delete it again.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../server/db/client.ts';
import { paymentCountry, paymentSource } from './insight.ts';
import { FIRST_NAMES, LAST_NAMES, MAILBOXES, REVIEW_SENTENCES, SMTP_FAILURES } from './names.ts';

/** Scale data is recognised by its addresses (…@<mailbox>.scale.example) and checkout sessions (scale_cs_…). */
const SCALE_EMAILS = '%.scale.example';
const SCALE_SESSIONS = 'scale\\_cs\\_%';

/** A text[] literal: names, not user input, but quoted properly all the same. */
const textArray = (items: readonly string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(', ')}]::text[]`);

/**
 * The select list that draws row g (of `count`) a person: first name f and last name l, skewed towards the common
 * ones; a mailbox; and t, a few hours before g/count of the way through the last two years (ids grow with time).
 */
const drawnPerson = (count: number) => sql`(${textArray(FIRST_NAMES)})[1 + floor(${FIRST_NAMES.length} * power(random(), 1.3))::int] as f,
        (${textArray(LAST_NAMES)})[1 + floor(${LAST_NAMES.length} * power(random(), 1.3))::int] as l,
        (${textArray(MAILBOXES)})[1 + floor(${MAILBOXES.length} * random())::int] as mailbox,
        least(now() - interval '1 hour',
          now() - interval '730 days' + (interval '730 days') * (g::float8 / ${count}) - interval '6 hours' * random()) as t`;

export async function countScaleUsers(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users where email like ${SCALE_EMAILS}`));
  return row?.n ?? 0;
}

export async function deleteScaleData(db: Db): Promise<void> {
  const scaleUsers = sql`(select id from users where email like ${SCALE_EMAILS})`;
  await db.execute(sql`delete from reviews where user_id in ${scaleUsers}`);
  await db.execute(sql`delete from rentals where checkout_session_id like ${SCALE_SESSIONS} or user_id in ${scaleUsers}`);
  await db.execute(sql`delete from payments where checkout_session_id like ${SCALE_SESSIONS} or user_id in ${scaleUsers}`);
  await db.execute(sql`delete from users where email like ${SCALE_EMAILS}`);
  await db.execute(sql`delete from email_messages where recipient_email like ${SCALE_EMAILS}`);
  await db.execute(sql`delete from newsletter_subscribers where email like ${SCALE_EMAILS}`);
}

export async function insertUsers(db: Db, passwordHash: string, users: number): Promise<void> {
  // User g registers a few hours before g/users of the way through the two years (ids grow with time, as in
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
        ${drawnPerson(users)}
      from generate_series(1, ${users}) as g
      offset 0
    ) as drawn
    order by g`);
}

export interface ScaleUsers {
  firstId: number;
  count: number;
}

export async function scaleUserRange(db: Db): Promise<ScaleUsers> {
  const [row] = rowsOf<{ first: number; last: number; n: number }>(
    await db.execute(sql`select min(id) as first, max(id) as last, count(*)::int as n from users where email like ${SCALE_EMAILS}`),
  );
  if (!row || row.last - row.first + 1 !== row.n) throw new Error('The scale users did not get consecutive ids');
  return { firstId: row.first, count: row.n };
}

export async function insertPayments(db: Db, scaleUsers: ScaleUsers, adminId: number, payments: number): Promise<void> {
  // Growth: the density of payments rises towards today (position = sqrt(random)). A payment's customer is
  // one who had registered by then. Popular films first in the catalogue get more of them. Source and country as
  // filmmaker insight records them (seed-scale/insight.ts).
  await db.execute(sql`
    with catalogue as (
      select array_agg(id order by id) as ids, array_agg(price_cents order by id) as prices,
             array_agg(rental_duration_hours order by id) as hours, count(*)::int as n
      from movies
    ), drawn as materialized (
      select g, random() as status_draw, random() as movie_draw, random() as user_draw, sqrt(random()) as position,
             random() as refund_draw
      from generate_series(1, ${payments}) as g
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
      checkout_session_id, source, country, failure_code, completed_at, refunded_at, refunded_by, created_at, updated_at)
    select user_id, ids[movie_index], prices[movie_index], 'usd', hours[movie_index], status, 'sandbox',
      'scale_cs_' || g, ${paymentSource(sql`g`)}, ${paymentCountry(sql`g`)},
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

export async function insertRentals(db: Db): Promise<void> {
  await db.execute(sql`
    insert into rentals (user_id, movie_id, payment_id, checkout_session_id, rental_start, rental_end,
      rental_duration_hours, amount_paid_cents, is_active, created_at)
    select user_id, movie_id, id, checkout_session_id, created_at,
      created_at + interval '1 hour' * rental_duration_hours, rental_duration_hours, amount_cents, status = 'completed', created_at
    from payments
    where checkout_session_id like ${SCALE_SESSIONS} and status in ('completed', 'refunded')
    order by id`);
}

export async function insertReviews(db: Db, scaleUsers: ScaleUsers, reviewsPerMovie: number): Promise<void> {
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
    cross join generate_series(1, ${reviewsPerMovie}) as g
    cross join lateral (
      select random() + g * 0 as rating_draw, random() + g * 0 as start_draw, random() + g * 0 as length_draw,
             random() + g * 0 as time_draw
    ) as r
    join users as u on u.id = ${scaleUsers.firstId} + ((g::bigint * ${stride} + m.k * 104729) % ${scaleUsers.count})
    on conflict (user_id, movie_id) do nothing`);
}

export async function insertSubscribers(db: Db, subscribers: number): Promise<void> {
  // Subscriber g signs up g/subscribers of the way through the two years; one in ten has left since, at a random
  // moment after signing up. Addresses look like the customers' (names, mailboxes), so searches hit realistically.
  await db.execute(sql`
    insert into newsletter_subscribers (email, is_active, unsubscribe_token, subscribed_at, unsubscribed_at)
    select
      lower(replace(f, ' ', '') || '.' || replace(replace(l, ' ', ''), '''', '') || '.fan' || g) || '@' || mailbox || '.scale.example',
      not gone, 'scale_' || g || '_' || md5(random()::text), t,
      case when gone then t + (now() - t) * random() end
    from (
      select g, random() < 0.1 as gone,
        ${drawnPerson(subscribers)}
      from generate_series(1, ${subscribers}) as g
      offset 0
    ) as drawn
    order by g`);
}

export async function insertEmails(db: Db, scaleUsers: ScaleUsers, emails: number): Promise<void> {
  // E-mail g is written g/emails of the way through the two years (ids grow with time): 70 % newsletters to a
  // subscriber, then receipts, reminders and reset links to a customer. The newest 2 % are still pending; of the
  // rest, 5 % failed with an SMTP error or a re-check's reason, and the others were sent a few minutes after.
  await db.execute(sql`
    with subscribers as materialized (
      select array_agg(id order by id) as ids, array_agg(email order by id) as emails, count(*)::int as n
      from newsletter_subscribers where email like ${SCALE_EMAILS}
    ), drawn as materialized (
      select g, random() as kind_draw, random() as status_draw, random() as who_draw, random() as delay_draw,
        least(now() - interval '1 minute', now() - interval '730 days' + interval '730 days' * (g::float8 / ${emails})) as t
      from generate_series(1, ${emails}) as g
    ), shaped as (
      select g, t, delay_draw,
        case when kind_draw < 0.70 then 'newsletter' when kind_draw < 0.88 then 'receipt'
             when kind_draw < 0.98 then 'reminder' else 'password_reset' end as kind,
        case when g > ${emails} * 0.98 then 'pending' when status_draw < 0.05 then 'failed' else 'sent' end as status,
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
