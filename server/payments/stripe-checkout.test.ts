// Checkout and the success page's check with Stripe on: stripe-node talks to a local stand-in.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerMessages } from '../../common/messages/offers.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import { payments, rentals } from '../db/schema.ts';
import { buildTestApp, nextIp } from '../test/app.ts';
import { openCheckout, verifyCheckout } from '../test/checkout.ts';
import { db } from '../test/database.ts';
import { createBundle, createCode, createLoggedInUser, createMovie, createRental } from '../test/factories.ts';
import { startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in.ts';

const PUBLIC_URL = 'https://films.example';
let app: FastifyInstance;
let stripe: StripeStandIn;
let sessionCount = 0;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  // Every create answers a new open session, as Stripe does for a new idempotency key.
  stripe.answer('POST /v1/checkout/sessions', () => {
    sessionCount += 1;
    const id = `cs_test_${Date.now()}_${sessionCount}`;
    return { body: { id, object: 'checkout.session', status: 'open', url: `https://checkout.stripe.test/c/pay/${id}` } };
  });
  app = await buildTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: 'whsec_local', PUBLIC_URL, TIMEZONE: 'America/Los_Angeles' },
    { stripeClient: stripe.client },
  );
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

const rent = (headers: Record<string, string>, movieId: number) => openCheckout(app, headers, { movieId, priceId: 'price_anything' });
const verify = (headers: Record<string, string>, sessionId: string) => verifyCheckout(app, headers, { session_id: sessionId });
const sessionState = (id: string, state: Record<string, unknown>) =>
  stripe.answer(`GET /v1/checkout/sessions/${id}`, { body: { id, object: 'checkout.session', ...state } });

async function viewerAndMovie() {
  const d = await db();
  const movie = await createMovie(d, { title: 'Paper Lanterns', priceCents: 699, rentalDurationHours: 72 });
  return { d, movie, viewer: await createLoggedInUser(d) };
}

describe('create-checkout-session with Stripe', () => {
  it('opens a Checkout Session at the database price with the success and cancel URLs, and records it pending', async () => {
    const { movie, viewer } = await viewerAndMovie();
    const res = await rent(viewer.headers, movie.id);
    expect(res.statusCode).toBe(200);
    const { session_id: sessionId, url, checkout_url: checkoutUrl } = res.json();
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    expect(checkoutUrl).toBe(url);

    const sent = stripe.requestsTo('POST /v1/checkout/sessions').find((r) => r.form.get('metadata[movie_id]') === String(movie.id));
    expect(sent?.form.get('line_items[0][price_data][unit_amount]')).toBe('699');
    expect(sent?.form.get('success_url')).toBe(`${PUBLIC_URL}/payment/success?session_id={CHECKOUT_SESSION_ID}&movie_id=${movie.id}`);
    expect(sent?.form.get('cancel_url')).toBe(`${PUBLIC_URL}/payment/cancel`);
    expect(sent?.headers['idempotency-key']).toMatch(new RegExp(`^checkout-${viewer.user.id}-${movie.id}-699-72-.+-\\d+$`));
    expect(sent?.form.get('line_items[0][price_data][product_data][description]')).toBe('72h rental');
    const [payment] = await (await db()).select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
    expect(payment).toMatchObject({ provider: 'stripe', status: 'pending', amountCents: 699, rentalDurationHours: 72 });
  });

  it("tells Stripe a pre-order's rules, its premiere written in the studio's zone", async () => {
    const d = await db();
    // Dec 12, 8:00 PM in Los Angeles.
    const movie = await createMovie(d, { premiereAt: new Date('2099-12-13T04:00:00Z'), startWindowDays: 30, rentalDurationHours: 48 });
    const viewer = await createLoggedInUser(d);
    expect((await rent(viewer.headers, movie.id)).statusCode).toBe(200);
    const sent = stripe.requestsTo('POST /v1/checkout/sessions').find((r) => r.form.get('metadata[movie_id]') === String(movie.id));
    expect(sent?.form.get('line_items[0][price_data][product_data][description]')).toBe(
      'Premieres Dec 12, 8:00 PM PST · 30 days to start · 48 hours to finish once you press play',
    );
  });

  it('sends a second click to the session still open, and opens a new one when Stripe has expired it', async () => {
    const { movie, viewer } = await viewerAndMovie();
    const first = (await rent(viewer.headers, movie.id)).json().session_id as string;
    sessionState(first, { status: 'open', url: `https://checkout.stripe.test/c/pay/${first}` });
    expect((await rent(viewer.headers, movie.id)).json().session_id).toBe(first);

    sessionState(first, { status: 'expired', url: null });
    const creates = stripe.requestsTo('POST /v1/checkout/sessions').length;
    const second = (await rent(viewer.headers, movie.id)).json().session_id as string;
    expect(second).not.toBe(first);
    expect(stripe.requestsTo('POST /v1/checkout/sessions')).toHaveLength(creates + 1);
  });
});

describe('verify with Stripe', () => {
  it('fulfils a session Stripe reports paid before the webhook arrives', async () => {
    const { movie, viewer } = await viewerAndMovie();
    const sessionId = (await rent(viewer.headers, movie.id)).json().session_id as string;
    sessionState(sessionId, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${sessionId}` });
    const res = await verify(viewer.headers, sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ movie_id: movie.id, movie_title: 'Paper Lanterns', amount: 6.99, rental_duration: 72 });
    const held = await (await db()).select().from(rentals).where(eq(rentals.checkoutSessionId, sessionId));
    expect(held).toHaveLength(1);
  });

  it("says 'still being processed' while Stripe has not been paid, so the page asks again", async () => {
    const { movie, viewer } = await viewerAndMovie();
    const sessionId = (await rent(viewer.headers, movie.id)).json().session_id as string;
    sessionState(sessionId, { status: 'open', payment_status: 'unpaid', payment_intent: null });
    const res = await verify(viewer.headers, sessionId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: paymentMessages.stillProcessing });
  });

  it('refunds a session paid for a movie the viewer is already renting, and says so', async () => {
    const { d, movie, viewer } = await viewerAndMovie();
    const sessionId = (await rent(viewer.headers, movie.id)).json().session_id as string;
    // The viewer got the movie through another session in the meantime.
    await createRental(d, viewer.user.id, movie.id, 10 * 3_600_000);
    sessionState(sessionId, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${sessionId}` });
    stripe.answer('POST /v1/refunds', { body: { id: 're_1', object: 'refund', status: 'succeeded' } });

    const res = await verify(viewer.headers, sessionId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: paymentMessages.alreadyRentedRefunded });
    expect(stripe.requestsTo('POST /v1/refunds').some((r) => r.form.get('payment_intent') === `pi_${sessionId}`)).toBe(true);
    const [payment] = await d.select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
    expect(payment).toMatchObject({ status: 'refunded', failureCode: 'duplicate' });
    expect(await d.select().from(rentals).where(eq(rentals.checkoutSessionId, sessionId))).toHaveLength(0);
  });

  it('settles a refund still owed when the page asks again after Stripe failed to refund', async () => {
    const { d, movie, viewer } = await viewerAndMovie();
    const sessionId = (await rent(viewer.headers, movie.id)).json().session_id as string;
    await createRental(d, viewer.user.id, movie.id, 10 * 3_600_000);
    sessionState(sessionId, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${sessionId}` });
    const paymentOf = async () => (await d.select().from(payments).where(eq(payments.checkoutSessionId, sessionId)))[0];

    stripe.answer('POST /v1/refunds', { status: 500, body: { error: { type: 'api_error', message: 'Down' } } });
    const failed = await verify(viewer.headers, sessionId);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ error: paymentMessages.verificationFailed });
    expect(await paymentOf()).toMatchObject({ status: 'pending', failureCode: 'duplicate' });

    stripe.answer('POST /v1/refunds', { body: { id: 're_2', object: 'refund', status: 'succeeded' } });
    const settled = await verify(viewer.headers, sessionId);
    expect(settled.statusCode).toBe(409);
    expect(settled.json()).toEqual({ error: paymentMessages.alreadyRentedRefunded });
    expect(await paymentOf()).toMatchObject({ status: 'refunded', failureCode: 'duplicate' });
    expect(await d.select().from(rentals).where(eq(rentals.checkoutSessionId, sessionId))).toHaveLength(0);
  });
});

describe('Stripe: offers (docs/product.md#offers)', () => {
  const sentFor = (key: string, value: string) => stripe.requestsTo('POST /v1/checkout/sessions').filter((r) => r.form.get(key) === value);
  const description = 'line_items[0][price_data][product_data][description]';

  it('sends the discounted amount, names the code and its discount, and carries the code in the metadata', async () => {
    const { d, movie, viewer } = await viewerAndMovie();
    const code = await createCode(d, { percentOff: 20 });
    const res = await openCheckout(app, viewer.headers, { movieId: movie.id, code: code.code }, nextIp());
    expect(res.statusCode).toBe(200);
    const [sent] = sentFor('metadata[code]', code.code);
    expect(sent?.form.get('line_items[0][price_data][unit_amount]')).toBe('559');
    expect(sent?.form.get('line_items[0][price_data][product_data][name]')).toBe('Paper Lanterns');
    expect(sent?.form.get(description)).toBe(`72h rental · Code ${code.code}: $1.40 off`);
    for (const prefix of ['metadata', 'payment_intent_data[metadata]']) {
      expect(sent?.form.get(`${prefix}[user_id]`)).toBe(String(viewer.user.id));
      expect(sent?.form.get(`${prefix}[movie_id]`)).toBe(String(movie.id));
      expect(sent?.form.get(`${prefix}[code]`)).toBe(code.code);
      expect(sent?.form.get(`${prefix}[gift]`)).toBe('false');
    }
    // Another purchase (no code) is another idempotency key.
    await rent(viewer.headers, movie.id);
    const keys = stripe.requestsTo('POST /v1/checkout/sessions').filter((r) => r.form.get('metadata[movie_id]') === String(movie.id)).map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('names a bundle and its films, with the bundle in the metadata and the success URL', async () => {
    const d = await db();
    const films = [await createMovie(d, { title: 'Moth' }), await createMovie(d, { title: 'Lamp' })];
    const bundle = await createBundle(d, films.map((film) => film.id), 899, { title: 'Night Lights' });
    const viewer = await createLoggedInUser(d);
    expect((await openCheckout(app, viewer.headers, { bundleId: bundle.id })).statusCode).toBe(200);
    const [sent] = sentFor('metadata[bundle_id]', String(bundle.id));
    expect(sent?.form.get('line_items[0][price_data][product_data][name]')).toBe('Bundle: Night Lights (2 films)');
    expect(sent?.form.get(description)).toBe('Moth, Lamp');
    expect(sent?.form.get('line_items[0][price_data][unit_amount]')).toBe('899');
    expect(sent?.form.has('metadata[movie_id]')).toBe(false);
    expect(sent?.form.get('payment_intent_data[metadata][bundle_id]')).toBe(String(bundle.id));
    expect(sent?.form.get('success_url')).toBe(`${PUBLIC_URL}/payment/success?session_id={CHECKOUT_SESSION_ID}&bundle_id=${bundle.id}`);
  });

  it('refunds a bundle paid once the viewer already rents every film in it, and says so of the bundle', async () => {
    const d = await db();
    const films = [await createMovie(d, { title: 'Ash' }), await createMovie(d, { title: 'Ember' })];
    const bundle = await createBundle(d, films.map((film) => film.id), 899);
    const viewer = await createLoggedInUser(d);
    const sessionId = (await openCheckout(app, viewer.headers, { bundleId: bundle.id })).json().session_id as string;
    // Both films rented through other sessions in the meantime.
    for (const film of films) await createRental(d, viewer.user.id, film.id, 10 * 3_600_000);
    sessionState(sessionId, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${sessionId}` });
    stripe.answer('POST /v1/refunds', { body: { id: 're_b', object: 'refund', status: 'succeeded' } });

    const res = await verify(viewer.headers, sessionId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: offerMessages.bundleAllRentedRefunded });
    const [payment] = await d.select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
    expect(payment).toMatchObject({ status: 'refunded', failureCode: 'duplicate' });
  });

  it('names the gift and its recipient, and marks it in the metadata', async () => {
    const { movie, viewer } = await viewerAndMovie();
    const res = await openCheckout(app, viewer.headers, { movieId: movie.id, gift: { email: 'pal@example.com' } });
    expect(res.statusCode).toBe(200);
    const sent = sentFor('metadata[gift]', 'true').find((r) => r.form.get('metadata[movie_id]') === String(movie.id));
    expect(sent?.form.get(description)).toBe('72h rental · Gift for pal@example.com');
    expect(sent?.form.get('payment_intent_data[metadata][gift]')).toBe('true');
  });

  it("refunds the viewer who lost the code's last use (money taken), and tells them so", async () => {
    const d = await db();
    const movie = await createMovie(d, { priceCents: 500 });
    const code = await createCode(d, { percentOff: 10, maxRedemptions: 1 });
    const viewers = [await createLoggedInUser(d), await createLoggedInUser(d)];
    const sessions: string[] = [];
    for (const viewer of viewers) {
      const sessionId = (await openCheckout(app, viewer.headers, { movieId: movie.id, code: code.code }, nextIp())).json().session_id as string;
      sessionState(sessionId, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${sessionId}` });
      sessions.push(sessionId);
    }
    stripe.answer('POST /v1/refunds', { body: { id: 're_code', object: 'refund', status: 'succeeded' } });

    const answers = await Promise.all(viewers.map((viewer, i) => verify(viewer.headers, sessions[i]!)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual({ error: offerMessages.codeUsedUpRefunded });
    const rows = await d.select().from(payments).where(eq(payments.codeId, code.id));
    const lost = rows.find((row) => row.status !== 'completed');
    expect(lost).toMatchObject({ status: 'refunded', failureCode: 'code_used_up' });
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(1);
    const refunds = stripe.requestsTo('POST /v1/refunds').filter((r) => r.form.get('payment_intent') === `pi_${lost!.checkoutSessionId}`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.form.get('reason')).toBe('requested_by_customer');
    expect(refunds[0]?.headers['idempotency-key']).toBe(`refund-code-used-up-${lost!.id}`);
    expect(await d.select().from(rentals).where(eq(rentals.paymentId, lost!.id))).toEqual([]);
  });
});
