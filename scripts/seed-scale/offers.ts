// The offers of the scale data (docs/product.md#offers), after its payments and rentals (scripts/seed-scale.ts): bundles
// of the catalogue's films and their payments (each with a rental per film), custom codes used by a tenth of the film
// payments, two batches of single-use codes, a screener with its plays, and a gift for one payment in a hundred. Each
// kind is one statement generated inside the database, like the rest of the seed.
//
// `--reset` keeps the codes and bundles (their payments, rentals, gifts and plays go): deleting a code checks
// payments.code_id, and deleting a user promo_codes.created_by, with no index to do it on (a scan of the table per row
// deleted). The plays are few for the same reason: every rental deleted scans screener_plays for its rental_id.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../server/db/client.ts';
import type { ScaleUsers } from './inserts.ts';

/** Scale offers are recognised by their names: codes SCALE…, bundles 'Scale bundle …', gifts' tokens scale-gift-…. */
const SCALE_CODES = 'SCALE%';
const SCALE_BUNDLES = 'Scale bundle %';
const SCALE_GIFTS = 'scale-gift-%';
const SCALE_SESSIONS = 'scale\\_cs\\_%';
const SCALE_BATCHES = ['scale-batch-1', 'scale-batch-2'] as const;
const BUNDLES = 5;
const CUSTOM_CODES = 20;
const BATCH_SIZE = 1000;
const SCREENER_PLAYS = 300;

/** Before the scale payments are deleted: what refers to them or to the scale customers. */
export async function deleteScaleOfferRows(db: Db): Promise<void> {
  await db.execute(sql`delete from gifts where token like ${SCALE_GIFTS}`);
  await db.execute(sql`delete from screener_plays where code_id in (select id from promo_codes where code like ${SCALE_CODES})`);
}

/**
 * `bundlePayments` payments of bundles over the two years (a twentieth refunded, a tenth with a code), and the codes'
 * uses among the film payments already there. Returns nothing: counted at the end like the rest.
 */
export async function insertOffers(db: Db, scaleUsers: ScaleUsers, bundlePayments: number): Promise<void> {
  await insertCodesAndBundles(db, scaleUsers);
  await insertOfferPayments(db, scaleUsers, bundlePayments);
}

/** The bundles and codes, unless an earlier seed made them (`--reset` keeps them). */
async function insertCodesAndBundles(db: Db, scaleUsers: ScaleUsers): Promise<void> {
  const [made] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from promo_codes where code like ${SCALE_CODES}`));
  if ((made?.n ?? 0) > 0) {
    // The screener belongs to the first scale customer, who is new after a reset.
    await db.execute(sql`update promo_codes set email = (select lower(email) from users where id = ${scaleUsers.firstId}) where code = 'SCALESCREENER'`);
    return;
  }
  // Three films each, in turn through the catalogue.
  await db.execute(sql`
    with bundle as (
      insert into bundles (title, description, price_cents, created_at, updated_at)
      select 'Scale bundle ' || g, 'Three films of the catalogue.', 999 + 100 * g, now() - interval '1 day' * (400 - 60 * g), now()
      from generate_series(1, ${BUNDLES}) as g
      returning id
    ), numbered as (select id, row_number() over (order by id) - 1 as n from bundle),
    films as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from movies)
    insert into bundle_movies (bundle_id, movie_id, position)
    select numbered.id, films.id, p
    from numbered cross join generate_series(0, 2) as p
    join films on films.n = (numbered.n + p) % films.total`);

  // Twenty custom codes (half percent, half amount) and two batches of single-use generated ones (A–Z, 2–9).
  await db.execute(sql`
    insert into promo_codes (code, kind, percent_off, amount_off_cents, created_at, updated_at)
    select 'SCALEFEST' || chr(65 + g), case when g % 2 = 0 then 'percent' else 'amount' end,
      case when g % 2 = 0 then 10 + g end, case when g % 2 = 1 then 50 * g end, now() - interval '1 day' * (700 - 30 * g), now()
    from generate_series(0, ${CUSTOM_CODES - 1}) as g`);
  await db.execute(sql`
    insert into promo_codes (code, kind, percent_off, max_redemptions, batch_id, created_at, updated_at)
    select 'SCALE' || translate(upper(substr(md5(b || '-' || g), 1, 10)), '01', 'XY'), 'percent', 25, 1,
      (${sql.raw(`array['${SCALE_BATCHES.join("', '")}']`)})[b], now() - interval '1 day' * (100 / b), now()
    from generate_series(1, 2) as b cross join generate_series(1, ${BATCH_SIZE}) as g`);
  // A screener for the first scale customer.
  await db.execute(sql`
    insert into promo_codes (code, kind, email, created_at, updated_at)
    select 'SCALESCREENER', 'free', lower(email), now() - interval '30 days', now() from users where id = ${scaleUsers.firstId}`);
}

async function insertOfferPayments(db: Db, scaleUsers: ScaleUsers, bundlePayments: number): Promise<void> {

  // A tenth of the completed film payments used a custom code; the first batch's codes each once.
  await db.execute(sql`
    with custom as (select array_agg(id order by id) as ids from promo_codes where code like 'SCALEFEST%')
    update payments set code_id = custom.ids[1 + payments.id % ${CUSTOM_CODES}], discount_cents = least(amount_cents, 100)
    from custom
    where checkout_session_id like ${SCALE_SESSIONS} and movie_id is not null and status = 'completed' and id % 10 = 0`);
  await db.execute(sql`
    with batch as (select id, row_number() over (order by id) as n from promo_codes where batch_id = ${SCALE_BATCHES[0]}),
    paid as (
      select id, row_number() over (order by id desc) as n from payments
      where checkout_session_id like ${SCALE_SESSIONS} and movie_id is not null and status = 'completed' and code_id is null
    )
    update payments set code_id = batch.id, discount_cents = amount_cents / 4
    from paid join batch on batch.n = paid.n
    where payments.id = paid.id`);

  // The bundles' payments: growing towards today like the films', a customer who had registered by then.
  await db.execute(sql`
    with catalogue as (select array_agg(id order by id) as ids, array_agg(price_cents order by id) as prices from bundles where title like ${SCALE_BUNDLES}),
    drawn as materialized (
      select g, random() as status_draw, random() as bundle_draw, random() as user_draw, sqrt(random()) as position from generate_series(1, ${bundlePayments}) as g
    ), shaped as (
      select g, case when status_draw < 0.95 then 'completed' else 'refunded' end as status, 1 + floor(${BUNDLES} * bundle_draw)::int as bundle_index,
        ${scaleUsers.firstId} + floor(user_draw * greatest(1, floor(position * ${scaleUsers.count})))::int as user_id,
        least(now() - interval '1 minute', now() - interval '730 days' + interval '730 days' * position) as t, catalogue.ids, catalogue.prices
      from drawn, catalogue
    )
    insert into payments (user_id, bundle_id, amount_cents, code_id, discount_cents, status, provider, checkout_session_id,
      completed_at, refunded_at, created_at, updated_at)
    select user_id, ids[bundle_index], prices[bundle_index] - case when g % 10 = 0 then 100 else 0 end,
      case when g % 10 = 0 then (select min(id) from promo_codes where code like 'SCALEFEST%') end, case when g % 10 = 0 then 100 else 0 end,
      status, 'sandbox', 'scale_cs_bundle_' || g, t, case when status = 'refunded' then t + interval '1 hour' end, t, t
    from shaped
    order by g`);
  await db.execute(sql`
    insert into rentals (user_id, movie_id, payment_id, checkout_session_id, rental_start, rental_end, rental_duration_hours,
      amount_paid_cents, is_active, created_at)
    select payments.user_id, bundle_movies.movie_id, payments.id, payments.checkout_session_id, payments.created_at,
      payments.created_at + interval '1 hour' * movies.rental_duration_hours, movies.rental_duration_hours, payments.amount_cents / 3,
      payments.status = 'completed', payments.created_at
    from payments
    join bundle_movies on bundle_movies.bundle_id = payments.bundle_id
    join movies on movies.id = bundle_movies.movie_id
    where payments.checkout_session_id like 'scale\\_cs\\_bundle\\_%'
    order by payments.id, bundle_movies.position`);

  // A gift for one completed payment in a hundred; the screener's plays over its 30 days.
  await db.execute(sql`
    insert into gifts (payment_id, token, recipient_email, created_at)
    select id, 'scale-gift-' || id, 'friend' || id || '@gifts.scale.example', created_at
    from payments where checkout_session_id like ${SCALE_SESSIONS} and status = 'completed' and id % 100 = 7`);
  await db.execute(sql`
    insert into screener_plays (code_id, user_id, movie_id, played_at)
    select (select id from promo_codes where code = 'SCALESCREENER'), ${scaleUsers.firstId}, (select min(id) from movies),
      now() - interval '30 days' * random()
    from generate_series(1, ${SCREENER_PLAYS})`);
}
