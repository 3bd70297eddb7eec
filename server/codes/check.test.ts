// POST /api/codes/check (docs/product.md#offers): every refusal in its order, what a code takes off (half up), a
// bundle's base price, uses given back by a refund, and the throttle.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerMessages } from '../../common/messages/offers.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { payments } from '../db/schema.ts';
import { markPaymentRefunded } from '../payments/fulfilment.ts';
import { nextIp, sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createBundle, createCode, createLoggedInUser, createMovie, createPurchase } from '../test/factories.ts';
import { expectRefusal } from '../test/refusals.ts';

const app = sharedTestApp();

/** Each check from its own address unless told: only the account's limit is what a test is about. */
const check = (headers: Record<string, string>, payload: unknown, ip = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/codes/check', headers, payload: payload as object, remoteAddress: ip });

async function viewerAndFilm(priceCents = 499) {
  const d = await db();
  return { d, movie: await createMovie(d, { priceCents }), viewer: await createLoggedInUser(d) };
}

describe('POST /api/codes/check', () => {
  it('needs a session, and a film or a bundle (exactly one)', async () => {
    const { d, movie, viewer } = await viewerAndFilm();
    const { code } = await createCode(d);
    expectRefusal(await check({}, { code, movieId: movie.id }), 401, serverMessages.authRequired);
    expectRefusal(await check(viewer.headers, { code }), 400, paymentMessages.movieRequired);
    const bundle = await createBundle(d, [movie.id, (await createMovie(d)).id]);
    expectRefusal(await check(viewer.headers, { code, movieId: movie.id, bundleId: bundle.id }), 400, paymentMessages.movieRequired);
  });

  it('answers what the viewer pays and what the code takes off, in dollars; codes are case-insensitive', async () => {
    const { d, movie, viewer } = await viewerAndFilm(499);
    const { code } = await createCode(d, { kind: 'percent', percentOff: 15 });
    const res = await check(viewer.headers, { code: ` ${code.toLowerCase()} `, movieId: movie.id });
    expect(res.statusCode).toBe(200);
    // 15 % of $4.99 is $0.7485: half up to the cent.
    expect(res.json()).toEqual({ amount: 4.24, discount: 0.75 });
  });

  it.each([
    ['50 % of $1.05 rounds half up', { kind: 'percent' as const, percentOff: 50 }, 105, { amount: 0.52, discount: 0.53 }],
    // Left with less than a card can be charged ($0.50), the discount takes the whole price.
    ['$2.50 off $2.99 leaves nothing rather than $0.49', { kind: 'amount' as const, amountOffCents: 250 }, 299, { amount: 0, discount: 2.99 }],
    ['$2.49 off $2.99 leaves $0.50', { kind: 'amount' as const, amountOffCents: 249 }, 299, { amount: 0.5, discount: 2.49 }],
    ['15 % of $4.99', { kind: 'percent' as const, percentOff: 15 }, 499, { amount: 4.24, discount: 0.75 }],
    ['100 % takes all', { kind: 'percent' as const, percentOff: 100 }, 499, { amount: 0, discount: 4.99 }],
    ['$2.50 off', { kind: 'amount' as const, amountOffCents: 250 }, 499, { amount: 2.49, discount: 2.5 }],
    ['an amount beyond the price takes the price', { kind: 'amount' as const, amountOffCents: 1000 }, 499, { amount: 0, discount: 4.99 }],
    ['free', { kind: 'free' as const }, 799, { amount: 0, discount: 7.99 }],
  ])('%s', async (_case, kind, priceCents, answer) => {
    const { d, movie, viewer } = await viewerAndFilm(priceCents);
    const { code } = await createCode(d, { percentOff: null, ...kind });
    const res = await check(viewer.headers, { code, movieId: movie.id });
    expect(res.json()).toEqual(answer);
  });

  it('refuses, in order: not valid, expired, not for this film, used up', async () => {
    const { d, movie, viewer } = await viewerAndFilm();
    const other = await createMovie(d);
    const past = new Date(Date.now() - HOUR);
    const future = new Date(Date.now() + HOUR);
    const refusals: [string, Parameters<typeof createCode>[1], number[], string][] = [
      ['switched off', { isActive: false }, [], offerMessages.codeInvalid],
      ['not started', { startsAt: future }, [], offerMessages.codeInvalid],
      ["another account's screener", { email: 'someone.else@example.com' }, [], offerMessages.codeInvalid],
      // Not valid comes before expired: a switched-off code that has also ended is not valid.
      ['switched off and ended', { isActive: false, endsAt: past }, [], offerMessages.codeInvalid],
      ['ended', { startsAt: new Date(Date.now() - 2 * HOUR), endsAt: past }, [], offerMessages.codeExpired],
      ['ended, and for another film', { endsAt: past }, [other.id], offerMessages.codeExpired],
      ['for another film', {}, [other.id], offerMessages.codeNotForFilm],
      ['for another film, and used up', { maxRedemptions: 1 }, [other.id], offerMessages.codeNotForFilm],
    ];
    for (const [, overrides, movieIds, message] of refusals) {
      const { code } = await createCode(d, overrides, movieIds);
      expectRefusal(await check(viewer.headers, { code, movieId: movie.id }), 400, message);
    }
    expectRefusal(await check(viewer.headers, { code: 'NOSUCHCODE', movieId: movie.id }), 400, offerMessages.codeInvalid);
    expectRefusal(await check(viewer.headers, { code: 'not a code!', movieId: movie.id }), 400, offerMessages.codeInvalid);
  });

  it("lets a screener's own account use it, whatever the case of its e-mail", async () => {
    const d = await db();
    const movie = await createMovie(d);
    const critic = await createLoggedInUser(d, { email: `Critic.${Date.now()}@Example.com` });
    const { code } = await createCode(d, { kind: 'free', percentOff: null, email: critic.user.email.toLowerCase() });
    expect((await check(critic.headers, { code, movieId: movie.id })).json()).toEqual({ amount: 0, discount: 4.99 });
  });

  it('is used up once its completed payments reach max_redemptions, or the viewer\'s reach per_viewer; a refund gives a use back', async () => {
    const { d, movie, viewer } = await viewerAndFilm();
    const someone = await createLoggedInUser(d);
    const capped = await createCode(d, { maxRedemptions: 2 });
    const perViewer = await createCode(d, { perViewer: 1 });

    await createPurchase(d, someone.user.id, movie.id, { status: 'completed' }).then(({ payment }) => setCode(payment.id, capped.id));
    // Pending, failed and refunded payments are no use.
    for (const status of ['pending', 'failed', 'refunded'] as const) {
      await createPurchase(d, someone.user.id, movie.id, { status }).then(({ payment }) => setCode(payment.id, capped.id));
    }
    expect((await check(viewer.headers, { code: capped.code, movieId: movie.id })).statusCode).toBe(200);
    const { payment: last } = await createPurchase(d, someone.user.id, movie.id);
    await setCode(last.id, capped.id);
    expectRefusal(await check(viewer.headers, { code: capped.code, movieId: movie.id }), 400, offerMessages.codeUsedUp);
    await markPaymentRefunded(d, { paymentId: last.id });
    expect((await check(viewer.headers, { code: capped.code, movieId: movie.id })).statusCode).toBe(200);

    // per_viewer: someone else's use leaves this viewer theirs.
    await createPurchase(d, someone.user.id, movie.id).then(({ payment }) => setCode(payment.id, perViewer.id));
    expect((await check(viewer.headers, { code: perViewer.code, movieId: movie.id })).statusCode).toBe(200);
    await createPurchase(d, viewer.user.id, movie.id).then(({ payment }) => setCode(payment.id, perViewer.id));
    expectRefusal(await check(viewer.headers, { code: perViewer.code, movieId: movie.id }), 400, offerMessages.codeUsedUp);
  });

  it("prices a bundle for the viewer (films they rent come off), whole for a gift; a code for films must name every one of the bundle's", async () => {
    const d = await db();
    const [a, b, c] = [await createMovie(d, { priceCents: 400 }), await createMovie(d, { priceCents: 600 }), await createMovie(d)];
    const bundle = await createBundle(d, [a.id, b.id], 800);
    const viewer = await createLoggedInUser(d);
    const { code } = await createCode(d, { percentOff: 50 }, [a.id, b.id, c.id]);
    expect((await check(viewer.headers, { code, bundleId: bundle.id })).json()).toEqual({ amount: 4, discount: 4 });

    // They rent A, for which they paid $3.00: the bundle is $5.00 to them, a gift of it still $8.00.
    await createPurchase(d, viewer.user.id, a.id, { cents: 300 });
    expect((await check(viewer.headers, { code, bundleId: bundle.id })).json()).toEqual({ amount: 2.5, discount: 2.5 });
    expect((await check(viewer.headers, { code, bundleId: bundle.id, gift: true })).json()).toEqual({ amount: 4, discount: 4 });

    const forA = await createCode(d, {}, [a.id]);
    expectRefusal(await check(viewer.headers, { code: forA.code, bundleId: bundle.id }), 400, offerMessages.codeNotForFilm);
  });

  it('answers 404 for a missing film or bundle, and a switched-off bundle', async () => {
    const d = await db();
    const viewer = await createLoggedInUser(d);
    const { code } = await createCode(d);
    const off = await createBundle(d, [(await createMovie(d)).id, (await createMovie(d)).id], 999, { isActive: false });
    expectRefusal(await check(viewer.headers, { code, movieId: 2_000_000_000 }), 404, 'Movie not found');
    expectRefusal(await check(viewer.headers, { code, bundleId: 2_000_000_000 }), 404, offerMessages.bundleNotFound);
    expectRefusal(await check(viewer.headers, { code, bundleId: off.id }), 404, offerMessages.bundleNotFound);
  });
});

describe('the code throttle', () => {
  it('refuses an account after 10 refused codes in 15 minutes (429), whichever address; codes that apply do not count', async () => {
    const { d, movie, viewer } = await viewerAndFilm();
    const { code } = await createCode(d);
    for (let i = 0; i < 10; i += 1) {
      expect((await check(viewer.headers, { code, movieId: movie.id })).statusCode).toBe(200);
      expectRefusal(await check(viewer.headers, { code: `WRONG${i}`, movieId: movie.id }), 400, offerMessages.codeInvalid);
    }
    // As a login past its limit: even the right code is refused until the window has passed.
    const refused = await check(viewer.headers, { code, movieId: movie.id });
    expectRefusal(refused, 429, offerMessages.codeTooManyAttempts);
    expect(refused.headers['retry-after']).toBe('900');
    // Checkout with a code shares the count.
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      headers: viewer.headers,
      payload: { movieId: movie.id, code },
      remoteAddress: nextIp(),
    });
    expectRefusal(checkout, 429, offerMessages.codeTooManyAttempts);
    // Another viewer is not held back.
    const other = await createLoggedInUser(d);
    expect((await check(other.headers, { code, movieId: movie.id })).statusCode).toBe(200);
  });

  it('refuses an address after 30 refused codes, whichever account', async () => {
    const { d, movie } = await viewerAndFilm();
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      const viewer = await createLoggedInUser(d);
      expectRefusal(await check(viewer.headers, { code: 'WRONGCODE', movieId: movie.id }, ip), 400, offerMessages.codeInvalid);
    }
    const fresh = await createLoggedInUser(d);
    expectRefusal(await check(fresh.headers, { code: 'WRONGCODE', movieId: movie.id }, ip), 429, offerMessages.codeTooManyAttempts);
    expect((await check(fresh.headers, { code: 'WRONGCODE', movieId: movie.id })).statusCode).toBe(400);
  });

  it('does not count a refusal that is not about the code (no such film)', async () => {
    const { d, viewer } = await viewerAndFilm();
    const { code } = await createCode(d);
    for (let i = 0; i < 12; i += 1) expect((await check(viewer.headers, { code, movieId: 2_000_000_000 })).statusCode).toBe(404);
    const movie = await createMovie(d);
    expect((await check(viewer.headers, { code, movieId: movie.id })).statusCode).toBe(200);
  });
});

/** The payment was made with the code (a use of it once completed). */
async function setCode(paymentId: number, codeId: number) {
  await (await db()).update(payments).set({ codeId }).where(eq(payments.id, paymentId));
}
