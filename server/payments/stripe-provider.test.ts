// stripe-node pointed at a local HTTP stand-in: asserts what we send to Stripe and how answers are read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in.ts';
import { createStripeProvider } from './stripe-provider.ts';

let stripe: StripeStandIn;
let provider: ReturnType<typeof createStripeProvider>;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  provider = createStripeProvider(stripe.client);
});
afterAll(() => stripe.close());

describe('Stripe provider', () => {
  it('creates a one-item USD Checkout Session in payment mode, with metadata and an idempotency key', async () => {
    stripe.answer('POST /v1/checkout/sessions', {
      body: { id: 'cs_test_123', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_test_123', payment_status: 'unpaid' },
    });
    const session = await provider.createCheckoutSession({
      userId: 7,
      userEmail: 'viewer@example.com',
      item: { movieId: 42 },
      amountCents: 499,
      lines: { name: 'Deep Seeded Thoughts', details: ['48h rental'] },
      code: null,
      gift: false,
      successUrl: 'https://films.example/payment/success?session_id={CHECKOUT_SESSION_ID}&movie_id=42',
      cancelUrl: 'https://films.example/payment/cancel',
      idempotencyKey: 'checkout-7-42-499-48-1',
    });
    expect(session).toEqual({ sessionId: 'cs_test_123', url: 'https://checkout.stripe.test/c/pay/cs_test_123' });

    const [call] = stripe.requestsTo('POST /v1/checkout/sessions');
    expect(call?.headers.authorization).toBe('Bearer sk_test_local');
    expect(call?.headers['idempotency-key']).toBe('checkout-7-42-499-48-1');
    const form = call?.form ?? new URLSearchParams();
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('499');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Deep Seeded Thoughts');
    expect(form.get('line_items[0][price_data][product_data][description]')).toBe('48h rental');
    expect(form.get('metadata[user_id]')).toBe('7');
    expect(form.get('metadata[movie_id]')).toBe('42');
    expect(form.get('payment_intent_data[metadata][movie_id]')).toBe('42');
    expect(form.get('metadata[gift]')).toBe('false');
    expect(form.has('metadata[code]')).toBe(false);
    expect(form.has('metadata[bundle_id]')).toBe(false);
    expect(form.get('customer_email')).toBe('viewer@example.com');
    expect(form.get('success_url')).toBe('https://films.example/payment/success?session_id={CHECKOUT_SESSION_ID}&movie_id=42');
    expect(form.get('cancel_url')).toBe('https://films.example/payment/cancel');
  });

  it("describes the line item with the checkout's rules: a pre-order's premiere and window", async () => {
    stripe.answer('POST /v1/checkout/sessions', {
      body: { id: 'cs_test_pre', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_test_pre', payment_status: 'unpaid' },
    });
    const rulesText = 'Premieres Dec 12, 8:00 PM PST · 30 days to start · 48 hours to finish once you press play';
    await provider.createCheckoutSession({
      userId: 8,
      userEmail: 'early@example.com',
      item: { movieId: 43 },
      amountCents: 699,
      lines: { name: 'First Light', details: [rulesText] },
      code: null,
      gift: false,
      successUrl: 'https://films.example/payment/success?session_id={CHECKOUT_SESSION_ID}&movie_id=43',
      cancelUrl: 'https://films.example/payment/cancel',
      idempotencyKey: 'checkout-8-43-pre',
    });
    const call = stripe.requestsTo('POST /v1/checkout/sessions').find((r) => r.form.get('metadata[movie_id]') === '43');
    expect(call?.form.get('line_items[0][price_data][product_data][description]')).toBe(rulesText);
  });

  it('reads a paid session with its payment intent, and an unknown session as null', async () => {
    stripe.answer('GET /v1/checkout/sessions/cs_test_paid', {
      body: { id: 'cs_test_paid', object: 'checkout.session', status: 'complete', payment_status: 'paid', payment_intent: 'pi_123' },
    });
    expect(await provider.retrieveCheckoutSession('cs_test_paid')).toEqual({ isPaid: true, paymentIntentId: 'pi_123' });
    expect(await provider.retrieveCheckoutSession('cs_test_missing')).toBeNull();
  });

  it('resumes only a session that is still open', async () => {
    stripe.answer('GET /v1/checkout/sessions/cs_test_open', {
      body: { id: 'cs_test_open', object: 'checkout.session', status: 'open', url: 'https://checkout.stripe.test/c/pay/cs_test_open' },
    });
    stripe.answer('GET /v1/checkout/sessions/cs_test_expired', {
      body: { id: 'cs_test_expired', object: 'checkout.session', status: 'expired', url: null },
    });
    expect(await provider.resumeCheckoutSession('cs_test_open')).toEqual({ sessionId: 'cs_test_open', url: 'https://checkout.stripe.test/c/pay/cs_test_open' });
    expect(await provider.resumeCheckoutSession('cs_test_expired')).toBeNull();
  });

  it('refunds a payment intent with the reason and the idempotency key', async () => {
    stripe.answer('POST /v1/refunds', { body: { id: 're_1', object: 'refund', status: 'succeeded' } });
    await provider.refundPayment({ paymentIntentId: 'pi_dup', reason: 'duplicate', idempotencyKey: 'refund-duplicate-9' });
    const [call] = stripe.requestsTo('POST /v1/refunds');
    expect(call?.form.get('payment_intent')).toBe('pi_dup');
    expect(call?.form.get('reason')).toBe('duplicate');
    expect(call?.headers['idempotency-key']).toBe('refund-duplicate-9');
  });
});
