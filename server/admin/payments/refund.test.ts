// POST /api/admin/payments/:id/refund in the sandbox and with Stripe (stripe-node talking to a local stand-in).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../common/messages/admin.ts';
import { paymentMessages } from '../../../common/messages/payments.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import type { Db } from '../../db/client.ts';
import { payments, rentals } from '../../db/schema.ts';
import { markPaymentRefunded } from '../../payments/fulfilment.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';
import { createLoggedInUser, createMovie, createRental } from '../../test/factories.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.ts';

const HOUR = 3_600_000;
let sandbox: FastifyInstance;
let stripeApp: FastifyInstance;
let stripe: StripeStandIn;
let admin: { headers: { authorization: string }; id: number; email: string };
const db = async () => (await testDatabase()).db;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  sandbox = await buildTestApp();
  stripeApp = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: 'whsec_local' }, { stripeClient: stripe.client });
  const created = await createLoggedInUser(await db(), { isAdmin: true });
  admin = { headers: created.headers, id: created.user.id, email: created.user.email };
});
afterAll(async () => {
  await sandbox.close();
  await stripeApp.close();
  await stripe.close();
});

const refund = (id: number | string, app = sandbox, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'POST', url: `/api/admin/payments/${id}/refund`, headers });

/** A viewer renting a movie right now, paid through `provider`. */
async function runningRental(provider: 'sandbox' | 'stripe' | 'free' = 'sandbox') {
  const d = await db();
  const viewer = await createLoggedInUser(d);
  const movie = await createMovie(d);
  const rental = await createRental(d, viewer.user.id, movie.id, 24 * HOUR);
  const paymentIntentId = provider === 'stripe' ? `pi_${randomUUID().slice(0, 12)}` : null;
  await d
    .update(payments)
    .set({ provider, paymentIntentId, ...(provider === 'free' && { amountCents: 0 }) })
    .where(eq(payments.id, rental.paymentId));
  return { d, viewer, movie, rental, paymentId: rental.paymentId, paymentIntentId };
}

async function paymentRow(d: Db, id: number) {
  const [row] = await d.select().from(payments).where(eq(payments.id, id));
  return row!;
}
async function rentalRow(d: Db, paymentId: number) {
  const [row] = await d.select().from(rentals).where(eq(rentals.paymentId, paymentId));
  return row!;
}

/** Completed revenue in cents, straight from the table. */
async function revenueCents(d: Db): Promise<number> {
  const [row] = await d.select({ cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)` }).from(payments).where(eq(payments.status, 'completed'));
  return Number(row?.cents ?? 0);
}

async function statsRevenue(app: FastifyInstance): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json().totalRevenue;
}

/** Whether the payment's row can be locked from another connection without waiting (no transaction holds it). */
async function canLockPaymentNow(d: Db, paymentId: number): Promise<boolean> {
  const probe = d
    .transaction(async (tx) => {
      await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('update', { noWait: true });
      return true;
    })
    .catch(() => false);
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000).unref());
  return Promise.race([probe, timeout]);
}

describe('refunds in the sandbox', () => {
  it('refuses anyone but an admin', async () => {
    const { paymentId, viewer } = await runningRental();
    expect((await refund(paymentId, sandbox, {})).statusCode).toBe(401);
    const asViewer = await refund(paymentId, sandbox, viewer.headers);
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json()).toEqual({ error: serverMessages.adminRequired });
    expect((await paymentRow(await db(), paymentId)).status).toBe('completed');
  });

  it('refunds a completed payment: who and when recorded, the rental ended, the video link gone, revenue down', async () => {
    const { d, viewer, movie, rental, paymentId } = await runningRental();
    const movieFor = () => sandbox.inject({ method: 'GET', url: `/api/movies/${movie.id}`, headers: viewer.headers });
    expect((await movieFor()).json().movie.video_url).toBe(movie.videoUrl);
    const [revenueBefore, statsBefore] = [await revenueCents(d), await statsRevenue(sandbox)];
    // The customer's totals (kept by the database's triggers) follow the payment, as the users list shows them.
    const customer = async () => (await sandbox.inject({ method: 'GET', url: `/api/admin/users/${viewer.user.id}`, headers: admin.headers })).json().user;
    expect(await customer()).toMatchObject({ total_rentals: 1, total_spent: 4.99 });

    const before = Date.now();
    const res = await refund(paymentId);
    expect(res.statusCode).toBe(200);
    const { payment } = res.json();
    expect(payment).toMatchObject({
      id: paymentId,
      user_id: viewer.user.id,
      email: viewer.user.email,
      movie_title: movie.title,
      amount: 4.99,
      status: 'refunded',
      provider: 'sandbox',
      refunded_by: admin.email,
    });
    expect(Date.parse(payment.refunded_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await paymentRow(d, paymentId)).toMatchObject({ status: 'refunded', refundedBy: admin.id });
    expect((await rentalRow(d, paymentId)).isActive).toBe(false);

    expect((await movieFor()).json().movie).not.toHaveProperty('video_url');
    const mine = await sandbox.inject({ method: 'GET', url: '/api/users/rentals', headers: viewer.headers });
    expect(mine.json().rentals.find((r: { id: number }) => r.id === rental.id)).toMatchObject({ is_active: false, can_watch: false });
    const listed = await sandbox.inject({ method: 'GET', url: `/api/admin/rentals?movie_id=${movie.id}`, headers: admin.headers });
    expect(listed.json().rentals).toMatchObject([{ id: rental.id, is_active: false }]);

    expect(await revenueCents(d)).toBe(revenueBefore - 499);
    expect(Math.round((await statsRevenue(sandbox)) * 100)).toBe(Math.round(statsBefore * 100) - 499);
    expect(await customer()).toMatchObject({ total_rentals: 1, total_spent: 0 });
  });

  it('answers 409 the second time, and keeps the first refund as it was', async () => {
    const { d, paymentId } = await runningRental();
    expect((await refund(paymentId)).statusCode).toBe(200);
    const first = await paymentRow(d, paymentId);
    const again = await refund(paymentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: adminMessages.paymentAlreadyRefunded });
    expect(await paymentRow(d, paymentId)).toEqual(first);
  });

  it('refunds once when asked twice at once', async () => {
    const { paymentId } = await runningRental();
    const statuses = (await Promise.all([refund(paymentId), refund(paymentId)])).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it.each([
    ['pending', null],
    ['failed', 'card_declined'],
    ['pending', 'duplicate'],
  ] as const)('answers 409 for a %s payment (%s), changing nothing', async (status, failureCode) => {
    const { d, paymentId } = await runningRental();
    await d.update(payments).set({ status, failureCode }).where(eq(payments.id, paymentId));
    const res = await refund(paymentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: adminMessages.paymentNotRefundable });
    expect(await paymentRow(d, paymentId)).toMatchObject({ status, refundedAt: null, refundedBy: null });
    expect((await rentalRow(d, paymentId)).isActive).toBe(true);
  });

  it.each(['999999999', 'abc', '0', '1.5'])('answers 404 for payment %s', async (id) => {
    const res = await refund(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: adminMessages.paymentNotFound });
  });

  it('records the refund of a free film directly', async () => {
    const { d, paymentId } = await runningRental('free');
    const res = await refund(paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'refunded', provider: 'free', amount: 0, refunded_by: admin.email });
    expect((await rentalRow(d, paymentId)).isActive).toBe(false);
  });

  it('keeps refunds the provider reports working as before: any payment, no administrator recorded', async () => {
    const { d, paymentId } = await runningRental();
    await d.update(payments).set({ status: 'pending', failureCode: 'duplicate' }).where(eq(payments.id, paymentId));
    expect(await markPaymentRefunded(d, { paymentId })).toMatchObject({ status: 'refunded', refundedBy: null });
    expect(await markPaymentRefunded(d, { paymentId })).toMatchObject({ status: 'refunded', refundedBy: null });
  });
});

describe('refunds with Stripe', () => {
  const refundsRoute = 'POST /v1/refunds' as const;
  const refundAnswer = { body: { id: 're_test', object: 'refund', status: 'succeeded' } };
  const sentFor = (paymentIntentId: string | null) => stripe.requestsTo(refundsRoute).filter((r) => r.form.get('payment_intent') === paymentIntentId);

  it('refunds at Stripe first, outside any transaction, once per payment, then records it', async () => {
    const { d, paymentId, paymentIntentId } = await runningRental('stripe');
    let unlockedDuringCall: boolean | undefined;
    stripe.answer(refundsRoute, async () => {
      unlockedDuringCall = await canLockPaymentNow(d, paymentId);
      return refundAnswer;
    });
    const revenueBefore = await revenueCents(d);
    const res = await refund(paymentId, stripeApp);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'refunded', provider: 'stripe', refunded_by: admin.email });
    expect(unlockedDuringCall).toBe(true);
    const [sent] = sentFor(paymentIntentId);
    expect(sent?.form.get('reason')).toBe('requested_by_customer');
    expect(sent?.headers['idempotency-key']).toBe(`refund-admin-${paymentId}`);
    expect(await paymentRow(d, paymentId)).toMatchObject({ status: 'refunded', refundedBy: admin.id });
    expect((await rentalRow(d, paymentId)).isActive).toBe(false);
    expect(await revenueCents(d)).toBe(revenueBefore - 499);

    const again = await refund(paymentId, stripeApp);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: adminMessages.paymentAlreadyRefunded });
    expect(sentFor(paymentIntentId)).toHaveLength(1);
  });

  it('records the refund as the administrator’s when Stripe’s webhook for it arrives first', async () => {
    const { d, paymentId, paymentIntentId } = await runningRental('stripe');
    stripe.answer(refundsRoute, async () => {
      await markPaymentRefunded(d, { paymentIntentId: paymentIntentId! });
      return refundAnswer;
    });
    const res = await refund(paymentId, stripeApp);
    expect(res.statusCode).toBe(200);
    expect(await paymentRow(d, paymentId)).toMatchObject({ status: 'refunded', refundedBy: admin.id });
  });

  it.each([
    [400, 'invalid_request_error', 'Charge ch_3Ab has already been refunded.', 'charge_already_refunded'],
    [402, 'card_error', 'The refund could not be processed.', 'card_declined'],
    [400, 'invalid_request_error', 'This PaymentIntent is disputed.', 'charge_disputed'],
  ])('answers 502 with Stripe’s reason when Stripe refuses (%i %s), leaving the payment completed', async (status, type, message, code) => {
    const { d, paymentId, paymentIntentId } = await runningRental('stripe');
    stripe.answer(refundsRoute, { status, body: { error: { type, message, code } } });
    const res = await refund(paymentId, stripeApp);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: adminMessages.refundRefusedByProvider(message) });
    expect(sentFor(paymentIntentId)).toHaveLength(1);
    expect(await paymentRow(d, paymentId)).toMatchObject({ status: 'completed', refundedAt: null, refundedBy: null });
    expect((await rentalRow(d, paymentId)).isActive).toBe(true);
  });

  it('answers 503 when Stripe fails, leaving the payment completed', async () => {
    const { d, paymentId } = await runningRental('stripe');
    stripe.answer(refundsRoute, { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on our end.' } } });
    const res = await refund(paymentId, stripeApp);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: paymentMessages.checkoutUnavailable });
    expect((await paymentRow(d, paymentId)).status).toBe('completed');
    expect((await rentalRow(d, paymentId)).isActive).toBe(true);
  });

  it('asks Stripe nothing for a sandbox payment or a free film, nor for one that cannot be refunded', async () => {
    stripe.answer(refundsRoute, refundAnswer);
    const calls = stripe.requestsTo(refundsRoute).length;
    for (const provider of ['sandbox', 'free'] as const) {
      const { paymentId } = await runningRental(provider);
      expect((await refund(paymentId, stripeApp)).statusCode).toBe(200);
    }
    const { d, paymentId } = await runningRental('stripe');
    await d.update(payments).set({ status: 'failed', failureCode: 'provider_failed' }).where(eq(payments.id, paymentId));
    expect((await refund(paymentId, stripeApp)).statusCode).toBe(409);
    expect(stripe.requestsTo(refundsRoute)).toHaveLength(calls);
  });

  it('answers 503 for a Stripe payment once Stripe is turned off, refunding nothing', async () => {
    const { d, paymentId } = await runningRental('stripe');
    const res = await refund(paymentId, sandbox);
    expect(res.statusCode).toBe(503);
    expect((await paymentRow(d, paymentId)).status).toBe('completed');
  });
});
