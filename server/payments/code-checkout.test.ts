// Checkout with a code in the sandbox (docs/product.md#offers): the discounted amount computed on the server, every
// refusal with the check's texts, a free result without a provider, and the last use raced by two viewers.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerMessages } from '../../common/messages/offers.ts';
import { payments, promoCodes, rentals } from '../db/schema.ts';
import { nextIp, sharedTestApp } from '../test/app.ts';
import { openCheckout, payInSandbox, verifyCheckout } from '../test/checkout.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createCode, createLoggedInUser, createMovie, createPurchase } from '../test/factories.ts';
import { expectRefusal } from '../test/refusals.ts';
import { markPaymentRefunded } from './fulfilment.ts';

const app = sharedTestApp();

async function paymentOf(sessionId: string) {
  const [payment] = await (await db()).select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
  return payment;
}
const rentalsOf = async (sessionId: string) => (await db()).select().from(rentals).where(eq(rentals.checkoutSessionId, sessionId));
/** Each checkout from its own address: the refusals of one test must not count against another's (codes/throttle.ts). */
const checkout = (headers: Record<string, string>, payload: unknown) => openCheckout(app, headers, payload, nextIp());

async function viewerAndFilm(priceCents = 499) {
  const d = await db();
  return { d, movie: await createMovie(d, { priceCents, title: 'Salt Flats' }), viewer: await createLoggedInUser(d) };
}

describe('create-checkout-session with a code', () => {
  it('charges the discounted price, recording the code and its discount, and the sandbox page names both', async () => {
    const { d, movie, viewer } = await viewerAndFilm(499);
    const code = await createCode(d, { percentOff: 15 });
    const res = await checkout(viewer.headers, { movieId: movie.id, code: code.code.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const sessionId = res.json().session_id as string;
    expect(await paymentOf(sessionId)).toMatchObject({ amountCents: 424, discountCents: 75, codeId: code.id, status: 'pending', provider: 'sandbox' });

    const page = await app.inject({ url: `/sandbox/checkout/${sessionId}` });
    expect(page.body).toContain(`Code ${code.code}: $0.75 off`);
    expect(page.body).toContain('$4.24');
    expect((await payInSandbox(app, sessionId)).statusCode).toBe(303);
    const [rental] = await rentalsOf(sessionId);
    expect(rental).toMatchObject({ userId: viewer.user.id, movieId: movie.id, amountPaidCents: 424 });

    const verified = await verifyCheckout(app, viewer.headers, { session_id: sessionId });
    expect(verified.json()).toMatchObject({ kind: 'rental', amount: 4.24, code: code.code, discount: 0.75, movie_id: movie.id });
  });

  it('refuses every bad code with the check\'s texts (400), recording nothing', async () => {
    const { d, movie, viewer } = await viewerAndFilm();
    const other = await createMovie(d);
    const someone = await createLoggedInUser(d);
    const usedUp = await createCode(d, { maxRedemptions: 1 });
    const { payment } = await createPurchase(d, someone.user.id, movie.id);
    await d.update(payments).set({ codeId: usedUp.id }).where(eq(payments.id, payment.id));
    const refusals: [string, string][] = [
      ['NOSUCHCODE', offerMessages.codeInvalid],
      [(await createCode(d, { isActive: false })).code, offerMessages.codeInvalid],
      [(await createCode(d, { startsAt: new Date(Date.now() + HOUR) })).code, offerMessages.codeInvalid],
      [(await createCode(d, { email: 'critic@example.com' })).code, offerMessages.codeInvalid],
      [(await createCode(d, { endsAt: new Date(Date.now() - HOUR) })).code, offerMessages.codeExpired],
      [(await createCode(d, {}, [other.id])).code, offerMessages.codeNotForFilm],
      [usedUp.code, offerMessages.codeUsedUp],
    ];
    for (const [code, message] of refusals) expectRefusal(await checkout(viewer.headers, { movieId: movie.id, code }), 400, message);
    expect(await d.select().from(payments).where(eq(payments.userId, viewer.user.id))).toEqual([]);
  });

  it('checks the film first: a film already rented is 409 whatever the code', async () => {
    const { d, movie, viewer } = await viewerAndFilm();
    await createPurchase(d, viewer.user.id, movie.id);
    const res = await checkout(viewer.headers, { movieId: movie.id, code: 'NOSUCHCODE' });
    expect(res.statusCode).toBe(409);
  });

  it('a free result needs no provider: a completed $0.00 payment, its rental, and the success page\'s URL', async () => {
    const { d, movie, viewer } = await viewerAndFilm(799);
    const code = await createCode(d, { kind: 'free', percentOff: null });
    const res = await checkout(viewer.headers, { movieId: movie.id, code: code.code });
    expect(res.statusCode).toBe(200);
    const { url, checkout_url: checkoutUrl, session_id: sessionId } = res.json();
    expect(sessionId).toMatch(/^free_/);
    expect(url).toBe(`http://localhost:3000/payment/success?session_id=${sessionId}&movie_id=${movie.id}`);
    expect(checkoutUrl).toBe(url);
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'completed', provider: 'free', amountCents: 0, discountCents: 799, codeId: code.id });
    expect(await rentalsOf(sessionId)).toMatchObject([{ userId: viewer.user.id, movieId: movie.id, amountPaidCents: 0, isActive: true }]);
    const verified = await verifyCheckout(app, viewer.headers, { session_id: sessionId });
    expect(verified.json()).toMatchObject({ kind: 'rental', amount: 0, discount: 7.99, code: code.code, state: 'watching' });
  });

  it('a screener is for its own account only', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const critic = await createLoggedInUser(d);
    const code = await createCode(d, { kind: 'free', percentOff: null, email: critic.user.email.toUpperCase() }, [movie.id]);
    const stranger = await createLoggedInUser(d);
    expectRefusal(await checkout(stranger.headers, { movieId: movie.id, code: code.code }), 400, offerMessages.codeInvalid);
    expect((await checkout(critic.headers, { movieId: movie.id, code: code.code })).statusCode).toBe(200);
  });

  it("counts per_viewer uses: a viewer's second use of a one-per-viewer code is refused, another viewer's is not", async () => {
    const d = await db();
    const [first, second] = [await createMovie(d), await createMovie(d)];
    const viewer = await createLoggedInUser(d);
    const code = await createCode(d, { kind: 'free', percentOff: null, perViewer: 1 });
    expect((await checkout(viewer.headers, { movieId: first.id, code: code.code })).statusCode).toBe(200);
    expectRefusal(await checkout(viewer.headers, { movieId: second.id, code: code.code }), 400, offerMessages.codeUsedUp);
    const other = await createLoggedInUser(d);
    expect((await checkout(other.headers, { movieId: second.id, code: code.code })).statusCode).toBe(200);
  });
});

describe('the last use of a code', () => {
  it('raced by two viewers in the sandbox: one completes, the other is refused uncharged with "used up"', async () => {
    const d = await db();
    const movie = await createMovie(d, { priceCents: 500 });
    const code = await createCode(d, { percentOff: 20, maxRedemptions: 1 });
    const [ana, ben] = [await createLoggedInUser(d), await createLoggedInUser(d)];
    // Both open a session while the use is still there.
    const sessions = [];
    for (const viewer of [ana, ben]) sessions.push((await checkout(viewer.headers, { movieId: movie.id, code: code.code })).json().session_id as string);
    const paid = await Promise.all(sessions.map((sessionId) => payInSandbox(app, sessionId)));
    const statuses = paid.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([303, 409]);
    const loser = paid.find((res) => res.statusCode === 409);
    expect(loser?.body).toContain(offerMessages.codeUsedUp);

    const rows = await Promise.all(sessions.map(paymentOf));
    expect(rows.map((row) => row?.status).sort()).toEqual(['completed', 'failed']);
    const lost = rows.find((row) => row?.status === 'failed');
    expect(lost).toMatchObject({ failureCode: 'code_used_up', completedAt: null });
    expect(await rentalsOf(lost!.checkoutSessionId)).toEqual([]);
    const loserViewer = lost!.userId === ana.user.id ? ana : ben;
    expectRefusal(await verifyCheckout(app, loserViewer.headers, { session_id: lost!.checkoutSessionId }), 400, offerMessages.codeUsedUp);

    // A refund of the winner gives the use back: the loser's session pays now.
    const won = rows.find((row) => row?.status === 'completed');
    await markPaymentRefunded(d, { paymentId: won!.id });
    expect((await payInSandbox(app, lost!.checkoutSessionId)).statusCode).toBe(303);
    expect(await paymentOf(lost!.checkoutSessionId)).toMatchObject({ status: 'completed', failureCode: null });
  });

  it('raced by two free checkouts: one gets the rental, the other 400 "used up" and no rental', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const code = await createCode(d, { kind: 'free', percentOff: null, maxRedemptions: 1 });
    const viewers = [await createLoggedInUser(d), await createLoggedInUser(d)];
    const answers = await Promise.all(viewers.map((viewer) => checkout(viewer.headers, { movieId: movie.id, code: code.code })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((res) => res.statusCode === 400)?.json()).toEqual({ error: offerMessages.codeUsedUp });
    const granted = await d.select().from(rentals).where(eq(rentals.movieId, movie.id));
    expect(granted).toHaveLength(1);
    const completed = await d.select().from(payments).where(eq(payments.codeId, code.id));
    expect(completed.filter((payment) => payment.status === 'completed')).toHaveLength(1);
  });
});

describe('resuming a pending session', () => {
  it('resumes only the same purchase: a code, another code or none each get their own session', async () => {
    const { d, movie, viewer } = await viewerAndFilm(500);
    const [tenOff, fiveOff] = [await createCode(d, { percentOff: 10 }), await createCode(d, { percentOff: 5 })];
    const open = async (code?: string) => (await checkout(viewer.headers, { movieId: movie.id, ...(code && { code }) })).json().session_id as string;
    const plain = await open();
    const withTen = await open(tenOff.code);
    const withFive = await open(fiveOff.code);
    expect(new Set([plain, withTen, withFive]).size).toBe(3);
    expect(await open(tenOff.code)).toBe(withTen);
    expect(await open()).toBe(plain);
    // The code's discount changed: another purchase.
    await d.update(promoCodes).set({ percentOff: 20 }).where(eq(promoCodes.id, tenOff.id));
    expect(await open(tenOff.code)).not.toBe(withTen);
  });
});
