import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../common/messages/payments.ts';
import { paymentEvents, payments, rentals } from '../db/schema.ts';
import { buildTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { createCode, createMovie, createPendingPayment, createUser } from '../test/factories.ts';
import { canLockUserNow } from '../test/row-lock-probe.ts';
import { startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_unused');
let app: FastifyInstance;
let stripeApi: StripeStandIn;
beforeAll(async () => {
  stripeApi = await startStripeStandIn();
  app = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, { stripeClient: stripeApi.client });
});
afterAll(async () => {
  await app.close();
  await stripeApi.close();
});

/** A pending Stripe payment, as create-checkout-session leaves it (by default for a new viewer and movie). */
async function pendingStripePayment(owner: { userId?: number; movieId?: number | null } = {}) {
  const d = await db();
  const movie = owner.movieId ? { id: owner.movieId } : await createMovie(d, { rentalDurationHours: 24, priceCents: 399 });
  const user = owner.userId ? { id: owner.userId } : (await createUser(d)).user;
  const payment = await createPendingPayment(d, { userId: user.id, movieId: movie.id }, { amountCents: 399, rentalDurationHours: 24 });
  return { payment, checkoutSessionId: payment.checkoutSessionId, paymentIntentId: `pi_${randomUUID().slice(0, 12)}` };
}

function event(type: string, object: Record<string, unknown>, id = `evt_${randomUUID()}`) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28', created: Math.floor(Date.now() / 1000), data: { object } });
}
const completedSession = (sessionId: string, paymentIntentId: string, paymentStatus = 'paid') => ({
  id: sessionId,
  object: 'checkout.session',
  payment_status: paymentStatus,
  payment_intent: paymentIntentId,
});
const refundedCharge = (paymentIntentId: string) => ({ id: `ch_${randomUUID()}`, object: 'charge', refunded: true, payment_intent: paymentIntentId });

function deliver(payload: string, options: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp && { timestamp: options.timestamp }),
  });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: options.tamper ? payload.replace('"paid"', '"PAID"') : payload,
  });
}

async function stateOf(checkoutSessionId: string) {
  const d = await db();
  const [payment] = await d.select().from(payments).where(eq(payments.checkoutSessionId, checkoutSessionId));
  const rentalRows = await d.select().from(rentals).where(eq(rentals.checkoutSessionId, checkoutSessionId));
  return { payment, rentals: rentalRows };
}

describe('POST /api/payments/webhook', () => {
  it('fulfils checkout.session.completed once: completed payment, one rental', async () => {
    const { checkoutSessionId, paymentIntentId } = await pendingStripePayment();
    const res = await deliver(event('checkout.session.completed', completedSession(checkoutSessionId, paymentIntentId)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const state = await stateOf(checkoutSessionId);
    expect(state.payment).toMatchObject({ status: 'completed', paymentIntentId });
    expect(state.rentals).toHaveLength(1);
    expect(state.rentals[0]!.rentalEnd!.getTime() - state.rentals[0]!.rentalStart.getTime()).toBe(24 * 3_600_000);
  });

  it('takes an event larger than the 16 KiB other routes accept (a session with many line items)', async () => {
    const { checkoutSessionId, paymentIntentId } = await pendingStripePayment();
    const lineItems = Array.from({ length: 400 }, (_, i) => ({ id: `li_${i}`, description: 'A film rental', amount_total: 499 }));
    const payload = event('checkout.session.completed', { ...completedSession(checkoutSessionId, paymentIntentId), line_items: { data: lineItems } });
    expect(payload.length).toBeGreaterThan(16 * 1024);
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await stateOf(checkoutSessionId)).payment).toMatchObject({ status: 'completed' });
  });

  it('processes a duplicated event id once, and a second event for the same session grants nothing more', async () => {
    const { checkoutSessionId, paymentIntentId } = await pendingStripePayment();
    const payload = event('checkout.session.completed', completedSession(checkoutSessionId, paymentIntentId));
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(event('checkout.session.async_payment_succeeded', completedSession(checkoutSessionId, paymentIntentId)))).statusCode).toBe(200);
    expect((await stateOf(checkoutSessionId)).rentals).toHaveLength(1);
    const id = JSON.parse(payload).id as string;
    expect(await (await db()).select().from(paymentEvents).where(eq(paymentEvents.id, id))).toHaveLength(1);
  });

  it.each([
    ['a tampered body', { tamper: true }],
    ['a wrong secret', { secret: 'whsec_other' }],
    ['a stale signature (10 minutes old)', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
  ])('refuses %s with 400 and changes nothing', async (_name, options) => {
    const { checkoutSessionId, paymentIntentId } = await pendingStripePayment();
    const res = await deliver(event('checkout.session.completed', completedSession(checkoutSessionId, paymentIntentId)), options);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: paymentMessages.invalidSignature });
    const state = await stateOf(checkoutSessionId);
    expect(state.payment?.status).toBe('pending');
    expect(state.rentals).toHaveLength(0);
  });

  it('refuses an unsigned request', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(400);
  });

  it('leaves an unpaid completed session pending, then fulfils async_payment_succeeded or fails async_payment_failed', async () => {
    const a = await pendingStripePayment();
    await deliver(event('checkout.session.completed', completedSession(a.checkoutSessionId, a.paymentIntentId, 'unpaid')));
    expect((await stateOf(a.checkoutSessionId)).payment?.status).toBe('pending');
    await deliver(event('checkout.session.async_payment_succeeded', completedSession(a.checkoutSessionId, a.paymentIntentId)));
    expect((await stateOf(a.checkoutSessionId)).rentals).toHaveLength(1);

    const b = await pendingStripePayment();
    await deliver(event('checkout.session.async_payment_failed', completedSession(b.checkoutSessionId, b.paymentIntentId, 'unpaid')));
    const failed = await stateOf(b.checkoutSessionId);
    expect(failed.payment).toMatchObject({ status: 'failed', failureCode: 'provider_failed' });
    expect(failed.rentals).toHaveLength(0);
  });

  it('charge.refunded marks the payment refunded and ends the rental', async () => {
    const { checkoutSessionId, paymentIntentId } = await pendingStripePayment();
    await deliver(event('checkout.session.completed', completedSession(checkoutSessionId, paymentIntentId)));
    expect((await deliver(event('charge.refunded', refundedCharge(paymentIntentId)))).statusCode).toBe(200);
    const state = await stateOf(checkoutSessionId);
    expect(state.payment).toMatchObject({ status: 'refunded' });
    expect(state.payment?.refundedAt).toBeInstanceOf(Date);
    expect(state.rentals[0]?.isActive).toBe(false);
  });

  it('a refund that arrives before the completion stops the completion from granting a rental', async () => {
    const { checkoutSessionId, paymentIntentId } = await pendingStripePayment();
    expect((await deliver(event('charge.refunded', refundedCharge(paymentIntentId)))).statusCode).toBe(200);
    expect((await deliver(event('checkout.session.completed', completedSession(checkoutSessionId, paymentIntentId)))).statusCode).toBe(200);
    const state = await stateOf(checkoutSessionId);
    expect(state.payment).toMatchObject({ status: 'refunded', paymentIntentId });
    expect(state.rentals).toHaveLength(0);
  });

  it('marks an expired checkout failed', async () => {
    const { checkoutSessionId } = await pendingStripePayment();
    expect((await deliver(event('checkout.session.expired', { id: checkoutSessionId, object: 'checkout.session', payment_status: 'unpaid' }))).statusCode).toBe(200);
    expect((await stateOf(checkoutSessionId)).payment).toMatchObject({ status: 'failed', failureCode: 'expired' });
  });

  it('refunds a second session paid for a movie the viewer is still renting, and grants it nothing', async () => {
    stripeApi.answer('POST /v1/refunds', { body: { id: 're_dup', object: 'refund', status: 'succeeded' } });
    const first = await pendingStripePayment();
    await deliver(event('checkout.session.completed', completedSession(first.checkoutSessionId, first.paymentIntentId)));
    const second = await pendingStripePayment({ userId: first.payment.userId, movieId: first.payment.movieId });

    const res = await deliver(event('checkout.session.completed', completedSession(second.checkoutSessionId, second.paymentIntentId)));
    expect(res.statusCode).toBe(200);
    const refunds = stripeApi.requestsTo('POST /v1/refunds').filter((r) => r.form.get('payment_intent') === second.paymentIntentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.form.get('reason')).toBe('duplicate');
    expect(refunds[0]?.headers['idempotency-key']).toBe(`refund-duplicate-${second.payment.id}`);
    const state = await stateOf(second.checkoutSessionId);
    expect(state.payment).toMatchObject({ status: 'refunded', paymentIntentId: second.paymentIntentId, failureCode: 'duplicate' });
    expect(state.rentals).toHaveLength(0);
    expect((await stateOf(first.checkoutSessionId)).rentals[0]?.isActive).toBe(true);
  });

  it("calls Stripe for a duplicate's refund only after its transaction has committed: the viewer is not locked meanwhile", async () => {
    const d = await db();
    const first = await pendingStripePayment();
    await deliver(event('checkout.session.completed', completedSession(first.checkoutSessionId, first.paymentIntentId)));
    const second = await pendingStripePayment({ userId: first.payment.userId, movieId: first.payment.movieId });
    const isViewerFreeDuringRefund: boolean[] = [];
    stripeApi.answer('POST /v1/refunds', async () => {
      isViewerFreeDuringRefund.push(await canLockUserNow(d, first.payment.userId));
      return { body: { id: 're_after_commit', object: 'refund', status: 'succeeded' } };
    });

    const res = await deliver(event('checkout.session.completed', completedSession(second.checkoutSessionId, second.paymentIntentId)));
    expect(res.statusCode).toBe(200);
    expect(isViewerFreeDuringRefund).toEqual([true]);
    expect((await stateOf(second.checkoutSessionId)).payment).toMatchObject({ status: 'refunded', failureCode: 'duplicate' });
  });

  it('answers 500 when the refund cannot be made, so that Stripe delivers the event again', async () => {
    const first = await pendingStripePayment();
    await deliver(event('checkout.session.completed', completedSession(first.checkoutSessionId, first.paymentIntentId)));
    const second = await pendingStripePayment({ userId: first.payment.userId, movieId: first.payment.movieId });
    const payload = event('checkout.session.completed', completedSession(second.checkoutSessionId, second.paymentIntentId));

    stripeApi.answer('POST /v1/refunds', { status: 400, body: { error: { type: 'invalid_request_error', message: 'Try later' } } });
    expect((await deliver(payload)).statusCode).toBe(500);
    // Decided and committed, the money not yet back: the refund is owed, and the event is on record.
    expect((await stateOf(second.checkoutSessionId)).payment).toMatchObject({ status: 'pending', failureCode: 'duplicate' });
    const eventId = JSON.parse(payload).id as string;
    expect(await (await db()).select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).toHaveLength(1);

    stripeApi.answer('POST /v1/refunds', { body: { id: 're_retry', object: 'refund', status: 'succeeded' } });
    expect((await deliver(payload)).statusCode).toBe(200);
    const state = await stateOf(second.checkoutSessionId);
    expect(state.payment).toMatchObject({ status: 'refunded', failureCode: 'duplicate' });
    expect(state.rentals).toHaveLength(0);
    const refunds = stripeApi.requestsTo('POST /v1/refunds').filter((r) => r.form.get('payment_intent') === second.paymentIntentId);
    expect(new Set(refunds.map((r) => r.headers['idempotency-key']))).toEqual(new Set([`refund-duplicate-${second.payment.id}`]));
  });

  it('acknowledges a paid session it has no payment of (and logs it for a person to look at)', async () => {
    const res = await deliver(event('checkout.session.completed', completedSession(`cs_test_${randomUUID()}`, 'pi_orphan')));
    expect(res.statusCode).toBe(200);
  });

  it('acknowledges events it does not handle', async () => {
    const res = await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/payments/webhook: a code used up (docs/product.md#offers)', () => {
  it("refunds the payment whose code's last use another payment took first, on the buyer's behalf, and grants nothing", async () => {
    stripeApi.answer('POST /v1/refunds', { body: { id: 're_code', object: 'refund', status: 'succeeded' } });
    const d = await db();
    const code = await createCode(d, { maxRedemptions: 1 });
    const first = await pendingStripePayment();
    const second = await pendingStripePayment();
    await d.update(payments).set({ codeId: code.id }).where(inArray(payments.id, [first.payment.id, second.payment.id]));
    await deliver(event('checkout.session.completed', completedSession(first.checkoutSessionId, first.paymentIntentId)));
    const res = await deliver(event('checkout.session.completed', completedSession(second.checkoutSessionId, second.paymentIntentId)));
    expect(res.statusCode).toBe(200);

    const refunds = stripeApi.requestsTo('POST /v1/refunds').filter((r) => r.form.get('payment_intent') === second.paymentIntentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.form.get('reason')).toBe('requested_by_customer');
    expect(refunds[0]?.headers['idempotency-key']).toBe(`refund-code-used-up-${second.payment.id}`);
    const state = await stateOf(second.checkoutSessionId);
    expect(state.payment).toMatchObject({ status: 'refunded', failureCode: 'code_used_up', paymentIntentId: second.paymentIntentId });
    expect(state.rentals).toHaveLength(0);
    expect((await stateOf(first.checkoutSessionId)).payment).toMatchObject({ status: 'completed' });
  });
});
