// Filmmaker insight at scale (docs/product.md#filmmaker-insight, scripts/seed-scale.ts): ten million raw events over
// the last 90 days, two years of daily figures per film and for the whole catalogue (movie_id 0), the scale payments'
// source and country, and the rollup's watermark set to now, so the app's rollup job recomputes only today. Every row
// is generated inside the database (INSERT ... SELECT generate_series), as the other steps are.
//
// The seeded events and daily rows do not sum to each other: the daily rows are drawn on their own (the rollup takes
// about a second per day of events, and the daily rows go back two years), with figures of the same order. Both tables are emptied first: in a scale
// database the seed owns them (the daily rows are derived, the events are the seed's own).
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../server/db/client.ts';

const SCALE_SESSIONS = 'scale\\_cs\\_%';

/** Sources and their shares of visits (they sum to 1). */
const SOURCES: ReadonlyArray<readonly [string, number]> = [
  ['direct', 0.34],
  ['google.com', 0.18],
  ['newsletter', 0.12],
  ['festival', 0.08],
  ['letterboxd.com', 0.07],
  ['instagram.com', 0.06],
  ['private', 0.05],
  ['reddit.com', 0.04],
  ['t.co', 0.03],
  ['vimeo.com', 0.03],
];

/** Countries (two letters; '' when it could not be told) and their shares of visits (they sum to 1). */
const COUNTRIES: ReadonlyArray<readonly [string, number]> = [
  ['US', 0.3],
  ['GB', 0.1],
  ['FR', 0.08],
  ['DE', 0.08],
  ['CA', 0.06],
  ['ES', 0.04],
  ['IT', 0.04],
  ['NL', 0.03],
  ['AU', 0.03],
  ['BR', 0.03],
  ['JP', 0.03],
  ['SE', 0.02],
  ['MX', 0.02],
  ['BE', 0.02],
  ['CH', 0.02],
  ['PL', 0.02],
  ['IE', 0.02],
  ['PT', 0.01],
  ['AR', 0.01],
  ['', 0.04],
];

const quoted = (item: string) => `'${item.replaceAll("'", "''")}'`;
const textArray = (items: readonly string[]) => sql.raw(`array[${items.map(quoted).join(', ')}]::text[]`);
const floatArray = (items: readonly number[]) => sql.raw(`array[${items.join(', ')}]::float8[]`);
/** 100 labels, each repeated by its share: element 1 + (n % 100) of it is a weighted draw for any well-spread n. */
const weighted100 = (shares: ReadonlyArray<readonly [string, number]>) =>
  textArray(shares.flatMap(([label, share]) => Array<string>(Math.round(share * 100)).fill(label)));

/** Days of events: the raw table keeps about a quarter (EVENTS_RETENTION_DAYS); the daily rows go back two years. */
export const INSIGHT_EVENT_DAYS = 90;
/** Source × country pairs a film has on a day (of the 200 there are): the catalogue's row gathers its films'. */
const PAIRS_PER_FILM_DAY = 40;

/** Empties the two tables (TRUNCATE: ten million rows go at once, and nothing references them). */
export async function clearInsight(db: Db): Promise<void> {
  await db.execute(sql`truncate insight_events, insight_daily restart identity`);
}

/** A payment's source and country, drawn from a well-spread number (its id, or its row in the insert). */
export const paymentSource = (n: SQL) => sql`(${weighted100(SOURCES)})[1 + (${n}::bigint * 40503) % 100]`;
export const paymentCountry = (n: SQL) => sql`(${weighted100(COUNTRIES)})[1 + (${n}::bigint * 7919 + 13) % 100]`;

/**
 * The source and country of the scale payments that have none: insertPayments gives them as it inserts, so this
 * catches the offers' bundle payments, and every payment of a database seeded before insight existed (an UPDATE of
 * 300 000 rows and their 14 indexes: about half a minute).
 */
export async function setPaymentSources(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with updated as (
        update payments set source = ${paymentSource(sql`id`)}, country = ${paymentCountry(sql`id`)}
        where checkout_session_id like ${SCALE_SESSIONS} and source is null
        returning 1
      )
      select count(*)::int as n from updated`),
  );
  return row?.n ?? 0;
}

/**
 * `events` rows over the last INSIGHT_EVENT_DAYS days, in time order (ids and the occurred_at index grow together,
 * as they do live). The film payments and refunds of the period are copied from payments (with their id, share,
 * source and country); the rest are drawn: about 70 % page views, 13 % trailer plays, 5 % checkout starts, 9 % watch
 * heartbeats, 2.5 % completion marks and 0.5 % first plays. A day has at most 30 000 visitors, the first ones far
 * more often than the last (power 2), so a hash repeats many times within a day; a visitor's source and country follow
 * from its number, so they stay the same through its day.
 */
export async function insertEvents(db: Db, events: number): Promise<number> {
  const since = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '${sql.raw(String(INSIGHT_EVENT_DAYS - 1))} days')`;
  const [span] = rowsOf<{ days: number }>(await db.execute(sql`select extract(epoch from now() - ${since}) / 86400 as days`));
  const spanDays = Number(span?.days ?? INSIGHT_EVENT_DAYS);
  await db.execute(sql`
    insert into insight_events (occurred_at, type, movie_id, visitor, source, country, payment_id, amount_cents)
    select occurred_at, type, movie_id, md5('payer:' || user_id), coalesce(source, 'direct'), coalesce(country, ''), id, amount_cents
    from (
      select completed_at as occurred_at, 'payment' as type, movie_id, user_id, source, country, id, amount_cents
      from payments where movie_id is not null and status in ('completed', 'refunded') and completed_at > ${since}
      union all
      select refunded_at, 'refund', movie_id, user_id, source, country, id, amount_cents
      from payments where movie_id is not null and status = 'refunded' and refunded_at > ${since}
    ) as paid
    order by occurred_at`);
  const [copied] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from insight_events`));
  const drawn = Math.max(0, events - (copied?.n ?? 0));
  const [rentalRange] = rowsOf<{ first: number | null; n: number }>(
    await db.execute(sql`select min(id) as first, count(*)::int as n from rentals where checkout_session_id like ${SCALE_SESSIONS}`),
  );
  const firstRental = rentalRange?.first ?? 1;
  const rentalCount = Math.max(1, rentalRange?.n ?? 1);
  // The period starts at a midnight (UTC) and ends now; row g is g/drawn of the way through it. Within a whole day,
  // time is warped by a sine that keeps midnight at midnight and makes the evening (about 19:00 UTC) three times as
  // busy as the small hours (its slope stays between 0.5 and 1.5, so time still increases with g); today, unfinished,
  // is left even, so that no event is in the future.
  await db.execute(sql`
    with catalogue as (
      select array_agg(id order by id) as ids, count(*)::int as n from movies
    )
    insert into insight_events (occurred_at, type, movie_id, visitor, source, country, rental_id, mark, seconds)
    select
      ${since} + interval '1 day' * (day + case when day = ${INSIGHT_EVENT_DAYS - 1} then within
        else within - 0.08 * (sin(2 * pi() * (within - 0.8)) + sin(2 * pi() * 0.8)) end),
      type, ids[1 + floor(n * power(movie_draw, 1.4))::int],
      md5(day || ':' || visitor),
      ${paymentSource(sql`visitor`)}, ${paymentCountry(sql`visitor`)},
      case when type in ('start', 'mark', 'watch') then ${firstRental}::int + (g % ${rentalCount})::int end,
      case when type = 'mark' then (array[25, 50, 75, 95])[1 + g % 4]::smallint end,
      case when type = 'watch' then 60 + (g % 540)::int else 0 end
    from (
      select g, floor(p)::int as day, p - floor(p) as within, movie_draw,
        floor(30000 * power(visitor_draw, 2))::int as visitor,
        case when type_draw < 0.70 then 'page_view' when type_draw < 0.83 then 'trailer_play'
             when type_draw < 0.88 then 'checkout_start' when type_draw < 0.97 then 'watch'
             when type_draw < 0.995 then 'mark' else 'start' end as type
      from (
        select g, ${spanDays}::float8 * (g - 1) / ${Math.max(1, drawn)} as p,
          random() as movie_draw, random() as visitor_draw, random() as type_draw
        from generate_series(1, ${drawn}) as g
      ) as drawn
    ) as shaped, catalogue`);
  return (copied?.n ?? 0) + drawn;
}

/**
 * Two years (`days`, today included) of daily rows: for each film and day PAIRS_PER_FILM_DAY source × country pairs
 * (every source, four countries each, the countries turning from day to day), each with a funnel whose steps only
 * decrease (page views ≥ visits ≥ trailer plays ≥ checkouts ≥ payments ≥ starts ≥ 25 % ≥ … ≥ 95 %); then the
 * catalogue's rows (movie_id 0) from its films': visits and payments a little under the sums, since a visitor of two
 * films is one visitor and a bundle's payment one payment. The busiest film (the first) has some 10 000 page views a
 * day today (its raw page_view events: some 19 000), a third of that two years ago; weekends a fifth more.
 */
export async function insertDaily(db: Db, days: number): Promise<number> {
  const sources = SOURCES.map(([label]) => label);
  const countries = COUNTRIES.map(([label]) => label);
  await db.execute(sql`
    with films as (
      select id, price_cents, row_number() over (order by id) as k from movies
    ), days as (
      select d::date as day, current_date - d::date as age, extract(isodow from d) >= 6 as weekend
      from generate_series(current_date - ${days - 1}::int, current_date, interval '1 day') as d
    ), pairs as (
      select c % 10 as s, c / 10 as j from generate_series(0, ${PAIRS_PER_FILM_DAY - 1}) as c
    ), drawn as (
      select day, films.id as movie_id, films.price_cents, s,
        -- Four countries per source and day: j-th of the top four, moved on by 4 × ((age + film + source) mod 5).
        1 + j + 4 * ((age + k + s) % 5) as country_index,
        15000 * power(0.7, k - 1) * (1 - 0.67 * age / ${days}::float8) * (case when weekend then 1.2 else 1 end)
          * (${floatArray(SOURCES.map(([, share]) => share))})[1 + s] * 4 as expected_views,
        price_cents as price, random() as noise, random() as r1, random() as r2, random() as r3, random() as r4,
        random() as r5, random() as r6
      from days cross join films cross join pairs
    ), funnel as (
      select *, floor(visits * (0.15 + 0.15 * r2) + r3)::int as trailer_plays
      from (
        select *, floor(page_views * (0.55 + 0.2 * r1) + r6)::int as visits
        from (
          select *, greatest(1, floor(expected_views * (${floatArray(COUNTRIES.map(([, share]) => share))})[country_index]
            * (0.6 + 0.8 * noise) + r6))::int as page_views
          from drawn
        ) as viewed
      ) as visited
    ), bought as (
      select *, floor(checkouts * (0.3 + 0.2 * r5) + r1)::int as payments
      from (select *, least(trailer_plays, floor(visits * (0.03 + 0.03 * r4) + r2)::int) as checkouts from funnel) as checked
    ), watched as (
      select *, floor(payments * (0.8 + 0.15 * r3) + r4)::int as starts from bought
    )
    insert into insight_daily (day, movie_id, source, country, page_views, visits, trailer_plays, checkouts, payments,
      revenue_cents, starts, p25, p50, p75, p95, watched_seconds)
    select day, movie_id, (${textArray(sources)})[1 + s], (${textArray(countries)})[country_index],
      page_views, visits, trailer_plays, checkouts, payments, payments::bigint * price_cents, starts,
      p25, p50, p75, p95, starts::bigint * (1800 + floor(3600 * r3)::int)
    from watched
    cross join lateral (select floor(starts * 0.85 + r5)::int as p25) as quarter
    cross join lateral (select floor(p25 * 0.82 + r6)::int as p50) as half
    cross join lateral (select floor(p50 * 0.8 + r1)::int as p75) as three_quarters
    cross join lateral (select floor(p75 * 0.72 + r2)::int as p95) as nearly_all`);
  await db.execute(sql`
    insert into insight_daily (day, movie_id, source, country, page_views, visits, trailer_plays, checkouts, payments,
      revenue_cents, starts, p25, p50, p75, p95, watched_seconds)
    select day, 0, source, country, sum(page_views), ceil(sum(visits) * 0.85), sum(trailer_plays), sum(checkouts),
      ceil(sum(payments) * 0.97), sum(revenue_cents), sum(starts), sum(p25), sum(p50), sum(p75), sum(p95),
      sum(watched_seconds)
    from insight_daily where movie_id <> 0
    group by day, source, country`);
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from insight_daily`));
  return row?.n ?? 0;
}

/** Everything up to now is counted: the app's rollup job then recomputes only today. */
export async function markRolledUp(db: Db): Promise<void> {
  await db.execute(sql`
    insert into insight_rollup (id, rolled_through) values (1, now())
    on conflict (id) do update set rolled_through = excluded.rolled_through`);
}
