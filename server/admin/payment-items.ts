// What a payment bought, as the admin's lists name it (docs/product.md#offers): a film, or a bundle (payments.movie_id
// is then null and bundle_id set, exactly one of the two), and whether it was a gift (a row of gifts). Each query that
// shows a payment left-joins both `movies` and `bundles` on the payment and selects these.
import { sql } from 'drizzle-orm';
import { bundles, gifts, movies, payments } from '../db/schema.ts';

/** The film's title, or the bundle's. Needs `leftJoin(movies, …movieId)` and `leftJoin(bundles, …bundleId)`. */
export const paymentTitle = sql<string>`coalesce(${movies.title}, ${bundles.title})`;

/** The payment was a gift: one probe of gifts' unique index on payment_id. */
export const paymentIsGift = sql<boolean>`exists (select 1 from ${gifts} where ${gifts.paymentId} = ${payments.id})`;
