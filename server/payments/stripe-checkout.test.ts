// Checkout and the success page's check with Stripe on: stripe-node talks to a local stand-in.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../common/messages/payments.ts';
import { payments, rentals } from '../db/schema.ts';
import { buildTestApp } from '../test/app.ts';
import { openCheckout, verifyCheckout } from '../test/checkout.ts';
import { db } from '../test/database.ts';
import { createLoggedInUser, createMovie, createRental } from '../test/factories.ts';
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
