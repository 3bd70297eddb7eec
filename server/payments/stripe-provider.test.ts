// stripe-node pointed at a local HTTP stand-in: asserts what we send to Stripe and how answers are read.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient, createStripeProvider } from './stripe-provider.ts';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

let server: Server;
const recorded: Recorded[] = [];
let provider: ReturnType<typeof createStripeProvider>;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      recorded.push({ method: request.method ?? '', path, headers: request.headers, form: new URLSearchParams(body) });
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        response.end(JSON.stringify({ id: 'cs_test_123', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_test_123', payment_status: 'unpaid' }));
      } else if (path === '/v1/checkout/sessions/cs_test_paid') {
        response.end(JSON.stringify({ id: 'cs_test_paid', object: 'checkout.session', payment_status: 'paid', payment_intent: 'pi_123' }));
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such checkout.session' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = createStripeProvider(createStripeClient({ secretKey: 'sk_test_local', host: '127.0.0.1', port, protocol: 'http' }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Stripe provider', () => {
  it('creates a one-item USD Checkout Session in payment mode, with metadata and an idempotency key', async () => {
    const session = await provider.createCheckoutSession({
      userId: 7,
      userEmail: 'viewer@example.com',
      movieId: 42,
      movieTitle: 'Deep Seeded Thoughts',
      amountCents: 499,
      rentalDurationHours: 48,
      successUrl: 'https://films.example/payment/success?session_id={CHECKOUT_SESSION_ID}&movie_id=42',
      cancelUrl: 'https://films.example/payment/cancel',
      idempotencyKey: 'checkout-7-42-499-48-1',
    });
    expect(session).toEqual({ sessionId: 'cs_test_123', url: 'https://checkout.stripe.test/c/pay/cs_test_123' });

    const call = recorded.find((r) => r.path === '/v1/checkout/sessions');
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe('Bearer sk_test_local');
    expect(call?.headers['idempotency-key']).toBe('checkout-7-42-499-48-1');
    const form = call!.form;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('499');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Deep Seeded Thoughts');
    expect(form.get('metadata[user_id]')).toBe('7');
    expect(form.get('metadata[movie_id]')).toBe('42');
    expect(form.get('payment_intent_data[metadata][movie_id]')).toBe('42');
    expect(form.get('customer_email')).toBe('viewer@example.com');
    expect(form.get('success_url')).toBe('https://films.example/payment/success?session_id={CHECKOUT_SESSION_ID}&movie_id=42');
    expect(form.get('cancel_url')).toBe('https://films.example/payment/cancel');
  });

  it('reads a paid session with its payment intent, and an unknown session as null', async () => {
    expect(await provider.retrieveCheckoutSession('cs_test_paid')).toEqual({ isPaid: true, paymentIntentId: 'pi_123' });
    expect(await provider.retrieveCheckoutSession('cs_test_missing')).toBeNull();
  });
});
