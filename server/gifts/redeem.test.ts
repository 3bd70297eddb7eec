// Redeeming a gift (POST /api/gifts/{token}/redeem), docs/product.md#offers: the rental goes to whoever redeems it, its
// clock and window starting then; once; refusals; the races (on PostgreSQL with npm run test:pg, where the two requests
// truly run at once); and a refund after it ends the recipient's rental.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerMessages } from '../../common/messages/offers.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { emailMessages as texts } from '../../common/messages/email.ts';
import { emailMessages, gifts, rentals } from '../db/schema.ts';
import { markPaymentRefunded } from '../payments/fulfilment.ts';
import { sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createBundle, createLoggedInUser, createMovie, createRental } from '../test/factories.ts';
import { expectRefusal } from '../test/refusals.ts';
import { createGift, giftRequests } from './gift-test-helpers.ts';

const app = sharedTestApp();
const { getGift, redeem } = giftRequests(app);
const DAY = 24 * HOUR;

const rentalsOf = async (userId: number) => (await db()).select().from(rentals).where(eq(rentals.userId, userId)).orderBy(rentals.id);
const giftRow = async (id: number) => (await (await db()).select().from(gifts).where(eq(gifts.id, id)))[0];

async function people() {
  const d = await db();
  return { buyer: await createLoggedInUser(d, { firstName: 'Ana' }), friend: await createLoggedInUser(d) };
}

describe('POST /api/gifts/:token/redeem', () => {
  it('grants the film to whoever redeems it, its window starting at the redemption under the rules bought, and nothing to the giver', async () => {
    const d = await db();
    const { buyer, friend } = await people();
    // The film's rules changed since the gift was bought: the payment's snapshot counts.
    const movie = await createMovie(d, { rentalDurationHours: 48, startWindowDays: 30 });
    const { gift, payment } = await createGift(d, buyer.user.id, {
      item: { movieId: movie.id, rentalDurationHours: 72, startWindowDays: 7 },
      completedAt: new Date(Date.now() - 3 * DAY),
    });

    const res = await redeem(gift.token, friend.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ movie_ids: [movie.id] });
    const redeemed = await giftRow(gift.id);
    expect(redeemed?.redeemedBy).toBe(friend.user.id);
    const redeemedAt = redeemed?.redeemedAt;
    if (!redeemedAt) throw new Error('not redeemed');
    expect(Math.abs(redeemedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await rentalsOf(friend.user.id)).toEqual([
      expect.objectContaining({
        movieId: movie.id,
        paymentId: payment.id,
        checkoutSessionId: payment.checkoutSessionId,
        rentalStart: redeemedAt,
        rentalEnd: null,
        rentalDurationHours: 72,
        startsBy: new Date(redeemedAt.getTime() + 7 * DAY),
        premiereAt: null,
        amountPaidCents: 0,
        isActive: true,
      }),
    ]);
    expect(await rentalsOf(buyer.user.id)).toEqual([]);
    expect((await getGift(gift.token)).json()).toMatchObject({ state: 'redeemed' });
  });

  it('starts a film’s clock at the redemption, not at the payment; a pre-order still waits for the premiere', async () => {
    const d = await db();
    const { buyer, friend } = await people();
    const movie = await createMovie(d);
    const premiereAt = new Date(Date.now() + 2 * DAY);
    const preorder = await createMovie(d, { premiereAt });
    const paidLongAgo = new Date(Date.now() - 5 * DAY);
    const film = await createGift(d, buyer.user.id, { item: { movieId: movie.id, rentalDurationHours: 48 }, completedAt: paidLongAgo });
    const premiere = await createGift(d, buyer.user.id, { item: { movieId: preorder.id, rentalDurationHours: 24 } });

    expect((await redeem(film.gift.token, friend.headers)).statusCode).toBe(200);
    expect((await redeem(premiere.gift.token, friend.headers)).statusCode).toBe(200);
    const redeemedAt = (await giftRow(film.gift.id))?.redeemedAt as Date;
    const [filmRental, preorderRental] = await rentalsOf(friend.user.id);
    expect(filmRental).toMatchObject({ rentalStart: redeemedAt, rentalEnd: new Date(redeemedAt.getTime() + 48 * HOUR), startsBy: null });
    expect(preorderRental).toMatchObject({ premiereAt, rentalEnd: new Date(premiereAt.getTime() + 24 * HOUR) });
  });

  it('sends the recipient a receipt of their rental that names no amount', async () => {
    const d = await db();
    const { buyer, friend } = await people();
    const movie = await createMovie(d);
    const { gift } = await createGift(d, buyer.user.id, { item: { movieId: movie.id } });
    expect((await redeem(gift.token, friend.headers)).statusCode).toBe(200);
    const [rental] = await rentalsOf(friend.user.id);
    const [receipt] = await d.select().from(emailMessages).where(eq(emailMessages.dedupeKey, `receipt:${rental?.id}`));
    expect(receipt).toMatchObject({ kind: 'receipt', recipientEmail: friend.user.email, subject: texts.redeemedGift.subject(movie.title) });
    expect(receipt?.message).toContain(texts.redeemedGift.ready(movie.title));
    expect(receipt?.message).not.toContain('Amount paid');
  });

  it("sends the recipient of a bundle one e-mail for its films, with each film's times and no amount", async () => {
    const d = await db();
    const { buyer, friend } = await people();
    const films = [await createMovie(d, { title: 'Fern' }), await createMovie(d, { title: 'Moss', startWindowDays: 5 })];
    const bundle = await createBundle(d, films.map((film) => film.id), 800, { title: 'Green Shorts' });
    const { gift, payment } = await createGift(d, buyer.user.id, { item: { bundleId: bundle.id }, amountCents: 800 });
    expect((await redeem(gift.token, friend.headers)).statusCode).toBe(200);
    const receipts = await d.select().from(emailMessages).where(and(eq(emailMessages.recipientEmail, friend.user.email), eq(emailMessages.kind, 'receipt')));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ subject: texts.redeemedGift.subject('Green Shorts'), dedupeKey: `bundle-receipt:${payment.id}` });
    expect(receipts[0]?.message).toContain(texts.redeemedGift.bundleReady('Green Shorts'));
    expect(receipts[0]?.message).toMatch(/Movie: Fern\nWatch until: /);
    expect(receipts[0]?.message).toMatch(/Movie: Moss\nStart by /);
    expect(receipts[0]?.message).not.toContain('Amount paid');
  });

  it('redeems once: a second try, by anyone, is refused', async () => {
    const d = await db();
    const { buyer, friend } = await people();
    const { headers: stranger } = await createLoggedInUser(d);
    const { gift } = await createGift(d, buyer.user.id, { item: { movieId: (await createMovie(d)).id } });
    expect((await redeem(gift.token, friend.headers)).statusCode).toBe(200);
    expectRefusal(await redeem(gift.token, friend.headers), 409, offerMessages.giftAlreadyRedeemed);
    expectRefusal(await redeem(gift.token, stranger), 409, offerMessages.giftAlreadyRedeemed);
    expect(await rentalsOf(friend.user.id)).toHaveLength(1);
  });

  it('refuses a cancelled gift, a refunded one, one never paid, an unknown token and a visitor', async () => {
    const d = await db();
    const { buyer, friend } = await people();
    const movie = await createMovie(d);
    const cancelled = await createGift(d, buyer.user.id, { item: { movieId: movie.id } });
    await d.update(gifts).set({ cancelledAt: new Date() }).where(eq(gifts.id, cancelled.gift.id));
    const refunded = await createGift(d, buyer.user.id, { item: { movieId: movie.id }, status: 'refunded' });
    const open = await createGift(d, buyer.user.id, { item: { movieId: movie.id }, status: 'pending' });
    const usable = await createGift(d, buyer.user.id, { item: { movieId: movie.id } });

    expectRefusal(await redeem(cancelled.gift.token, friend.headers), 409, offerMessages.giftCancelled);
    expectRefusal(await redeem(refunded.gift.token, friend.headers), 409, offerMessages.giftCancelled);
    expectRefusal(await redeem(open.gift.token, friend.headers), 404, offerMessages.giftNotFound);
    expectRefusal(await redeem('no-such-gift', friend.headers), 404, offerMessages.giftNotFound);
    expectRefusal(await redeem(usable.gift.token), 401, serverMessages.authRequired);
    expect(await rentalsOf(friend.user.id)).toEqual([]);
  });

  it('refuses a film the viewer already rents, and the gift stays for someone else', async () => {
    const d = await db();
    const { buyer, friend } = await people();
    const { user: other, headers: otherHeaders } = await createLoggedInUser(d);
    const movie = await createMovie(d);
    await createRental(d, friend.user.id, movie.id, 5 * HOUR);
    const { gift } = await createGift(d, buyer.user.id, { item: { movieId: movie.id } });

    expectRefusal(await redeem(gift.token, friend.headers), 409, paymentMessages.alreadyRented);
    expect(await giftRow(gift.id)).toMatchObject({ redeemedAt: null, redeemedBy: null });
    expect((await redeem(gift.token, otherHeaders)).statusCode).toBe(200);
    expect(await rentalsOf(other.id)).toHaveLength(1);
  });

  it('grants a bundle’s films the viewer does not rent yet, each under its own rules; none left: refused', async () => {
    const d = await db();
    const { buyer, friend } = await people();
    const [held, windowed, plain] = [
      await createMovie(d),
      await createMovie(d, { rentalDurationHours: 24, startWindowDays: 3 }),
      await createMovie(d, { rentalDurationHours: 168 }),
    ];
    await createRental(d, friend.user.id, held.id, 5 * HOUR);
    const bundle = await createBundle(d, [held.id, windowed.id, plain.id]);
    const { gift, payment } = await createGift(d, buyer.user.id, { item: { bundleId: bundle.id }, amountCents: 999 });

    const res = await redeem(gift.token, friend.headers);
    expect(res.json()).toEqual({ movie_ids: [windowed.id, plain.id] });
    const redeemedAt = (await giftRow(gift.id))?.redeemedAt as Date;
    const granted = await d.select().from(rentals).where(eq(rentals.paymentId, payment.id)).orderBy(rentals.movieId);
    expect(granted).toEqual(
      [
        { movieId: windowed.id, rentalDurationHours: 24, rentalEnd: null, startsBy: new Date(redeemedAt.getTime() + 3 * DAY) },
        { movieId: plain.id, rentalDurationHours: 168, rentalEnd: new Date(redeemedAt.getTime() + 168 * HOUR), startsBy: null },
      ]
        .sort((a, b) => a.movieId - b.movieId)
        .map((expected) => expect.objectContaining({ ...expected, userId: friend.user.id, rentalStart: redeemedAt, amountPaidCents: 0 })),
    );

    const again = await createGift(d, buyer.user.id, { item: { bundleId: bundle.id } });
    expectRefusal(await redeem(again.gift.token, friend.headers), 409, offerMessages.bundleAllRented);
    expect(await giftRow(again.gift.id)).toMatchObject({ redeemedAt: null });
  });

  it('two redemptions of one gift at once: exactly one wins', async () => {
    const d = await db();
    const { buyer, friend } = await people();
    const { user: other, headers: otherHeaders } = await createLoggedInUser(d);
    const { gift, payment } = await createGift(d, buyer.user.id, { item: { movieId: (await createMovie(d)).id } });

    const answers = await Promise.all([redeem(gift.token, friend.headers), redeem(gift.token, otherHeaders)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json()).toEqual({ error: offerMessages.giftAlreadyRedeemed });
    const granted = await d.select().from(rentals).where(eq(rentals.paymentId, payment.id));
    expect(granted).toHaveLength(1);
    expect([friend.user.id, other.id]).toContain(granted[0]?.userId);
    expect((await giftRow(gift.id))?.redeemedBy).toBe(granted[0]?.userId);
  });

  it('two gifts of one film redeemed at once by one viewer: one rental, the other gift kept', async () => {
    const d = await db();
    const { buyer, friend } = await people();
    const movie = await createMovie(d);
    const first = await createGift(d, buyer.user.id, { item: { movieId: movie.id } });
    const second = await createGift(d, buyer.user.id, { item: { movieId: movie.id } });

    const answers = await Promise.all([redeem(first.gift.token, friend.headers), redeem(second.gift.token, friend.headers)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual({ error: paymentMessages.alreadyRented });
    expect(await rentalsOf(friend.user.id)).toHaveLength(1);
    const kept = [await giftRow(first.gift.id), await giftRow(second.gift.id)].filter((gift) => gift?.redeemedAt === null);
    expect(kept).toHaveLength(1);
  });
});

describe('refunding a gift', () => {
  it('ends the recipient’s rental once redeemed', async () => {
    const d = await db();
    const { buyer, friend } = await people();
    const movie = await createMovie(d);
    const { gift, payment } = await createGift(d, buyer.user.id, { item: { movieId: movie.id } });
    expect((await redeem(gift.token, friend.headers)).statusCode).toBe(200);

    await markPaymentRefunded(d, { paymentId: payment.id });
    expect(await rentalsOf(friend.user.id)).toEqual([expect.objectContaining({ movieId: movie.id, isActive: false })]);
    expect((await getGift(gift.token)).json()).toMatchObject({ state: 'cancelled' });
  });

  it('cancels it while unredeemed: nobody may redeem it', async () => {
    const d = await db();
    const { buyer, friend } = await people();
    const { gift, payment } = await createGift(d, buyer.user.id, { item: { movieId: (await createMovie(d)).id } });

    await markPaymentRefunded(d, { paymentId: payment.id });
    expect((await giftRow(gift.id))?.cancelledAt).toBeInstanceOf(Date);
    expect((await getGift(gift.token)).json()).toMatchObject({ state: 'cancelled' });
    expectRefusal(await redeem(gift.token, friend.headers), 409, offerMessages.giftCancelled);
    expect(await d.select().from(rentals).where(and(eq(rentals.paymentId, payment.id)))).toEqual([]);
  });
});
