// Buying a gift (docs/product.md#offers): its row written with the payment, no rental for the giver whatever they
// rent, a code applied to it, a bundle given whole, its e-mails queued when paid, and a refund cancelling it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerMessages } from '../../common/messages/offers.ts';
import { emailMessages, gifts, payments, rentals } from '../db/schema.ts';
import { nextIp, sharedTestApp } from '../test/app.ts';
import { openCheckout, payInSandbox, verifyCheckout } from '../test/checkout.ts';
import { db } from '../test/database.ts';
import { createBundle, createCode, createLoggedInUser, createMovie, createPurchase } from '../test/factories.ts';
import { expectRefusal } from '../test/refusals.ts';
import { markPaymentRefunded } from './fulfilment.ts';

const app = sharedTestApp();

const checkout = (headers: Record<string, string>, payload: unknown) => openCheckout(app, headers, payload, nextIp());
async function paymentOf(sessionId: string) {
  const [payment] = await (await db()).select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
  return payment;
}
async function giftOf(paymentId: number) {
  const [gift] = await (await db()).select().from(gifts).where(eq(gifts.paymentId, paymentId));
  return gift;
}

describe('create-checkout-session with a gift', () => {
  it('writes the gift with its payment: a url-safe token, the e-mail as normalised, the message and the time', async () => {
    const d = await db();
    const movie = await createMovie(d, { title: 'Tide Pools', priceCents: 599 });
    const giver = await createLoggedInUser(d);
    // In a month, written with an offset as the form sends it.
    const inAMonth = new Date(Date.now() + 30 * 24 * 3_600_000);
    const deliverAt = `${inAMonth.toISOString().slice(0, 19)}+00:00`;
    const gift = { email: '  Friend@Example.com ', message: ' Happy birthday! ', deliver_at: deliverAt };
    const res = await checkout(giver.headers, { movieId: movie.id, gift });
    expect(res.statusCode).toBe(200);
    const payment = await paymentOf(res.json().session_id);
    expect(payment).toMatchObject({ userId: giver.user.id, movieId: movie.id, amountCents: 599, status: 'pending' });
    const row = await giftOf(payment!.id);
    expect(row).toMatchObject({ recipientEmail: 'Friend@Example.com', message: 'Happy birthday!', deliverAt: new Date(deliverAt), redeemedAt: null, cancelledAt: null });
    expect(row!.token).toMatch(/^[\w-]{32}$/);

    const page = await app.inject({ url: `/sandbox/checkout/${payment!.checkoutSessionId}` });
    expect(page.body).toContain('Gift for Friend@Example.com');
    expect(page.body).toContain('Tide Pools');
  });

  it('paid: completes the payment, grants the giver no rental, and queues the e-mails; verify says it is a gift', async () => {
    const d = await db();
    const movie = await createMovie(d, { title: 'Tide Pools' });
    const giver = await createLoggedInUser(d);
    // Renting the film does not stop anyone giving it.
    await createPurchase(d, giver.user.id, movie.id);
    const res = await checkout(giver.headers, { movieId: movie.id, gift: { email: 'pal@example.com' } });
    expect(res.statusCode).toBe(200);
    const sessionId = res.json().session_id as string;
    expect((await payInSandbox(app, sessionId)).statusCode).toBe(303);
    const payment = await paymentOf(sessionId);
    expect(payment).toMatchObject({ status: 'completed' });
    expect(await d.select().from(rentals).where(eq(rentals.paymentId, payment!.id))).toEqual([]);
    const queued = await d.select({ kind: emailMessages.kind, to: emailMessages.recipientEmail }).from(emailMessages).where(eq(emailMessages.recipientEmail, 'pal@example.com'));
    expect(queued).toEqual([{ kind: 'gift', to: 'pal@example.com' }]);

    const verified = await verifyCheckout(app, giver.headers, { session_id: sessionId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      kind: 'gift',
      movie_id: movie.id,
      movie_title: 'Tide Pools',
      rental_start: null,
      state: null,
      bundle: null,
      gift: { recipient_email: 'pal@example.com', deliver_at: null },
    });
  });

  it('takes a code; a free result completes at once, still without a rental for the giver', async () => {
    const d = await db();
    const movie = await createMovie(d, { priceCents: 800 });
    const giver = await createLoggedInUser(d);
    const half = await createCode(d, { percentOff: 50 });
    const paid = await checkout(giver.headers, { movieId: movie.id, code: half.code, gift: { email: 'a@example.com' } });
    expect(await paymentOf(paid.json().session_id)).toMatchObject({ amountCents: 400, discountCents: 400, codeId: half.id });

    const free = await createCode(d, { kind: 'free', percentOff: null });
    const res = await checkout(giver.headers, { movieId: movie.id, code: free.code, gift: { email: 'b@example.com' } });
    expect(res.statusCode).toBe(200);
    const payment = await paymentOf(res.json().session_id);
    expect(payment).toMatchObject({ provider: 'free', status: 'completed', amountCents: 0, codeId: free.id });
    expect(await giftOf(payment!.id)).toMatchObject({ recipientEmail: 'b@example.com' });
    expect(await d.select().from(rentals).where(eq(rentals.paymentId, payment!.id))).toEqual([]);
  });

  it('gives a bundle whole: full price and every film, whatever the giver rents', async () => {
    const d = await db();
    const films = [await createMovie(d, { priceCents: 300 }), await createMovie(d, { priceCents: 500 })];
    const bundle = await createBundle(d, films.map((film) => film.id), 700);
    const giver = await createLoggedInUser(d);
    for (const film of films) await createPurchase(d, giver.user.id, film.id, { cents: 300 });
    const res = await checkout(giver.headers, { bundleId: bundle.id, gift: { email: 'c@example.com' } });
    expect(res.statusCode).toBe(200);
    const sessionId = res.json().session_id as string;
    expect(await paymentOf(sessionId)).toMatchObject({ amountCents: 700, bundleId: bundle.id, movieId: null });
    const page = await app.inject({ url: `/sandbox/checkout/${sessionId}` });
    expect(page.body).toContain(offerMessages.bundleLine(bundle.title, 2));
    expect(page.body).not.toContain(offerMessages.alreadyRentedLine);
    await payInSandbox(app, sessionId);
    const verified = (await verifyCheckout(app, giver.headers, { session_id: sessionId })).json();
    expect(verified).toMatchObject({ kind: 'gift', movie_id: null, bundle: { id: bundle.id, rentals: [] }, gift: { recipient_email: 'c@example.com' } });
  });

  it('never resumes a gift\'s session: each gift checkout is its own', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const giver = await createLoggedInUser(d);
    const first = (await checkout(giver.headers, { movieId: movie.id, gift: { email: 'd@example.com' } })).json().session_id;
    const second = (await checkout(giver.headers, { movieId: movie.id, gift: { email: 'd@example.com' } })).json().session_id;
    const own = (await checkout(giver.headers, { movieId: movie.id })).json().session_id;
    expect(new Set([first, second, own]).size).toBe(3);
    // Nor is a gift's session resumed for the giver's own rental.
    expect((await checkout(giver.headers, { movieId: movie.id })).json().session_id).toBe(own);
  });

  it('refuses a gift delivered more than a year ahead, and a malformed one', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const giver = await createLoggedInUser(d);
    const tooFar = new Date(Date.now() + 400 * 24 * 3_600_000).toISOString();
    expectRefusal(await checkout(giver.headers, { movieId: movie.id, gift: { email: 'e@example.com', deliver_at: tooFar } }), 400, offerMessages.giftDeliverAtTooFar);
    expectRefusal(await checkout(giver.headers, { movieId: movie.id, gift: { email: 'nope' } }), 400, offerMessages.giftEmailInvalid);
    expect(await d.select().from(payments).where(eq(payments.userId, giver.user.id))).toEqual([]);
  });

  it('refunded before it is redeemed: the gift is cancelled', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const giver = await createLoggedInUser(d);
    const sessionId = (await checkout(giver.headers, { movieId: movie.id, gift: { email: 'f@example.com' } })).json().session_id as string;
    await payInSandbox(app, sessionId);
    const payment = await paymentOf(sessionId);
    await markPaymentRefunded(d, { paymentId: payment!.id });
    expect((await giftOf(payment!.id))?.cancelledAt).toBeInstanceOf(Date);
  });
});
