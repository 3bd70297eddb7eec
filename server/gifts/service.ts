// Gifts (docs/product.md#offers): a gift's public page, its redemption by whoever holds the link, and the giver's list.
// A gift is a row of gifts beside its payment (inserted by payments/checkout.ts); its state is worked out when read
// (gift-state.ts). The giver holds no rental: whoever redeems it gets the payment's rentals, their clocks starting then.
import { and, desc, eq, sql } from 'drizzle-orm';
import { centsToDollars } from '../../common/format.ts';
import { offerMessages } from '../../common/messages/offers.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import type { GivenGift, PublicGift } from '../../common/offers.ts';
import { isoOrNull } from '../account/receipts.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { bundles, gifts, movies, payments, users } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { grantRentals } from '../rentals/grant.ts';
import { viewerRentals } from '../rentals/rental-state.ts';
import { giftContentsOf, type GiftFilm } from './gift-contents.ts';
import { giftState, giftWasPaid } from './gift-state.ts';

// A link's token is url-safe (payments/checkout.ts makes it): anything else names no gift, and is not looked up.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,200}$/;
// The giver's own history: generous, but bounded (as their receipts are: account/receipts.ts).
const MAX_LISTED_GIFTS = 200;

const notFound = () => new NotFoundError(offerMessages.giftNotFound);

/** The paid gift a link names (its payment completed, or refunded since), with its state and its giver's name. */
async function findPaidGift(db: Db, token: string) {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .select({ gift: gifts, payment: payments, state: giftState, giverFirstName: users.firstName, giverDeletedAt: users.deletedAt })
    .from(gifts)
    .innerJoin(payments, eq(payments.id, gifts.paymentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(gifts.token, token), giftWasPaid));
  return row;
}

const publicFilm = (film: GiftFilm) => ({ id: film.movieId, title: film.title, thumbnail_url: film.thumbnailUrl });

/**
 * GET /api/gifts/{token}: what the link gives, from whom (their first name; never their e-mail), their note, when it
 * was to be delivered and its state. 404 for a link that names no paid gift.
 */
export async function getPublicGift({ db }: Pick<ServiceDeps, 'db'>, token: string): Promise<PublicGift> {
  const found = await findPaidGift(db, token);
  if (!found) throw notFound();
  const { gift, payment, state } = found;
  const contents = await giftContentsOf(db, payment);
  const films = contents.films.map(publicFilm);
  const [movie] = films;
  if (!movie) throw new Error(`gift ${gift.id} gives no film`);
  // A closed account's name is erased (docs/decisions/0024): the recipient still learns it is a gift.
  const fromName = found.giverDeletedAt || found.giverFirstName.trim() === '' ? offerMessages.giftFromFriend : found.giverFirstName;
  return {
    movie,
    bundle: contents.bundle && { id: contents.bundle.id, title: contents.bundle.title, movies: films },
    from_name: fromName,
    message: gift.message,
    deliver_at: isoOrNull(gift.deliverAt),
    state,
  };
}

/** The films of a gift the redeemer does not hold yet (a bundle's films they rent already are left out). */
async function filmsToGrant(tx: Db, userId: number, films: GiftFilm[]): Promise<GiftFilm[]> {
  const held = await viewerRentals(tx, userId, films.map((film) => film.movieId));
  return films.filter((film) => held.get(film.movieId)?.isHeld !== true);
}

/**
 * POST /api/gifts/{token}/redeem: grants the gift's rentals to the signed-in viewer (any account: gifts get
 * forwarded), their clocks and windows starting now (a pre-order still waits for its premiere). Once: a second try is
 * refused (409), and so is a cancelled gift. A film the viewer already holds is refused and the gift stays for
 * someone else; a bundle grants the films they do not hold.
 *
 * One transaction, locking in the order fulfilment and refunds do (payments/fulfilment.ts): the payment, then the
 * viewer, then the gift. The payment's lock puts a refund and a redemption one after the other (a refund that comes
 * second ends the rentals granted here); the viewer's, two redemptions (or a redemption and a purchase) of one film by
 * one viewer, so that the second sees the first's rental; the gift's, two redemptions of it.
 */
export async function redeemGift({ db, config }: Pick<ServiceDeps, 'db' | 'config'>, user: UserRow, token: string): Promise<{ movie_ids: number[] }> {
  return db.transaction(async (tx) => {
    const found = await findPaidGift(tx, token);
    if (!found) throw notFound();
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.payment.id)).for('update');
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [gift] = await tx.select().from(gifts).where(eq(gifts.id, found.gift.id)).for('update');
    if (!payment || !gift) throw notFound();
    if (gift.cancelledAt || payment.status === 'refunded') throw new ConflictError(offerMessages.giftCancelled);
    if (gift.redeemedAt) throw new ConflictError(offerMessages.giftAlreadyRedeemed);
    if (payment.status !== 'completed') throw notFound();

    const contents = await giftContentsOf(tx, payment);
    const films = await filmsToGrant(tx, user.id, contents.films);
    if (films.length === 0) throw new ConflictError(contents.bundle ? offerMessages.bundleAllRented : paymentMessages.alreadyRented);

    // The grant's time is the redemption's, on the database's clock (docs/decisions/0020).
    const [redeemed] = await tx
      .update(gifts)
      .set({ redeemedBy: user.id, redeemedAt: sql`now()` })
      .where(eq(gifts.id, gift.id))
      .returning({ redeemedAt: gifts.redeemedAt });
    if (!redeemed?.redeemedAt) throw new Error(`gift ${gift.id} vanished while locked`);
    await grantRentals(
      tx,
      {
        paymentId: payment.id,
        checkoutSessionId: payment.checkoutSessionId,
        userId: user.id,
        grantedAt: redeemed.redeemedAt,
        films: films.map(({ movieId, rentalDurationHours, startWindowDays }) => ({
          movieId,
          rentalDurationHours,
          startWindowDays,
          // The payment keeps the revenue: the recipient paid nothing.
          amountPaidCents: 0,
        })),
        ...(contents.bundle && { bundleId: contents.bundle.id }),
      },
      config,
    );
    return { movie_ids: films.map((film) => film.movieId) };
  });
}

/** GET /api/account/gifts: the gifts the viewer bought and paid for (refunded ones too), newest first. */
export async function listGivenGifts({ db }: Pick<ServiceDeps, 'db'>, userId: number): Promise<GivenGift[]> {
  const rows = await selectGivenGifts(db, userId).limit(MAX_LISTED_GIFTS);
  return rows.map(toGivenGift);
}

/** Every gift the viewer paid for, with the message they wrote to its recipient: their account export's. */
export async function exportGivenGifts(db: Db, userId: number): Promise<(GivenGift & { message: string | null })[]> {
  const rows = await selectGivenGifts(db, userId);
  return rows.map((row) => ({ ...toGivenGift(row), message: row.message }));
}

function selectGivenGifts(db: Db, userId: number) {
  return db
    .select({
      id: gifts.id,
      title: sql<string>`coalesce(${movies.title}, ${bundles.title})`,
      movieId: payments.movieId,
      bundleId: payments.bundleId,
      recipientEmail: gifts.recipientEmail,
      message: gifts.message,
      deliverAt: gifts.deliverAt,
      state: giftState,
      redeemedAt: gifts.redeemedAt,
      createdAt: gifts.createdAt,
      amountCents: payments.amountCents,
    })
    .from(gifts)
    .innerJoin(payments, eq(payments.id, gifts.paymentId))
    .leftJoin(movies, eq(movies.id, payments.movieId))
    .leftJoin(bundles, eq(bundles.id, payments.bundleId))
    .where(and(eq(payments.userId, userId), giftWasPaid))
    .orderBy(desc(gifts.createdAt), desc(gifts.id))
    .$dynamic();
}

function toGivenGift(row: Awaited<ReturnType<typeof selectGivenGifts>>[number]): GivenGift {
  return {
    id: row.id,
    title: row.title,
    movie_id: row.movieId,
    bundle_id: row.bundleId,
    recipient_email: row.recipientEmail,
    deliver_at: isoOrNull(row.deliverAt),
    state: row.state,
    redeemed_at: isoOrNull(row.redeemedAt),
    created_at: row.createdAt.toISOString(),
    amount: centsToDollars(row.amountCents),
  };
}
