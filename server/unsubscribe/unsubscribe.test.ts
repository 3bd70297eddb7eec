import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, newsletterSubscribers } from '../db/schema.ts';
import { newUnsubscribeToken } from '../newsletter/service.ts';
import { buildTestApp, nextIp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { createSubscriber, uniqueEmail } from '../test/factories.ts';
import { startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in.ts';
import { maskEmail } from './page.ts';

const db = async () => (await testDatabase()).db;

async function addSubscriber(email = uniqueEmail('fan')) {
  return createSubscriber(await db(), { email });
}

async function rowOf(id: number) {
  const [row] = await (await db()).select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row;
}

const ONE_CLICK = {
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: 'List-Unsubscribe=One-Click',
};

let sandboxApp: FastifyInstance;
let stripeApp: FastifyInstance;
let stripe: StripeStandIn;
beforeAll(async () => {
  sandboxApp = await buildTestApp();
  stripe = await startStripeStandIn();
  stripeApp = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: 'whsec_local' }, { stripeClient: stripe.client });
});
afterAll(async () => {
  await sandboxApp.close();
  await stripeApp.close();
  await stripe.close();
});

describe.each([
  ['the sandbox payment mode', () => sandboxApp],
  ['Stripe mode', () => stripeApp],
])('/unsubscribe/{token} in %s', (_mode, appOf) => {
  it('GET shows a confirmation page with a button posting to the same address, and changes nothing', async () => {
    const subscriber = await addSubscriber();
    const url = `/unsubscribe/${subscriber.unsubscribeToken}`;
    const res = await appOf().inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain(`<form method="post" action="${url}">`);
    expect(res.body).toMatch(/<button type="submit">Unsubscribe<\/button>/);
    expect(res.body).toContain(maskEmail(subscriber.email));
    expect(res.body).not.toContain(subscriber.email);
    expect(await rowOf(subscriber.id)).toMatchObject({ isActive: true, unsubscribedAt: null });
  });

  it('a one-click POST (RFC 8058) unsubscribes and answers 200 with a page, no redirect and no cookie', async () => {
    const subscriber = await addSubscriber();
    const res = await appOf().inject({ ...ONE_CLICK, url: `/unsubscribe/${subscriber.unsubscribeToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain("<h1>You're unsubscribed</h1>");
    expect(res.body).toContain('<a class="home" href="/">');
    const row = await rowOf(subscriber.id);
    expect(row?.isActive).toBe(false);
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('a second POST answers the same page and keeps the first unsubscribe time', async () => {
    const subscriber = await addSubscriber();
    const url = `/unsubscribe/${subscriber.unsubscribeToken}`;
    await appOf().inject({ ...ONE_CLICK, url });
    const first = (await rowOf(subscriber.id))?.unsubscribedAt;
    const again = await appOf().inject({ ...ONE_CLICK, url });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("<h1>You're unsubscribed</h1>");
    expect((await rowOf(subscriber.id))?.unsubscribedAt).toEqual(first);
  });

  it.each([
    ['an empty urlencoded body', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }],
    ['no body at all', {}],
    [
      'a multipart one-click body',
      {
        headers: { 'content-type': 'multipart/form-data; boundary=FEDCBA' },
        payload: '--FEDCBA\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--FEDCBA--\r\n',
      },
    ],
  ])('a POST with %s unsubscribes too', async (_name, request) => {
    const subscriber = await addSubscriber();
    const res = await appOf().inject({ method: 'POST', url: `/unsubscribe/${subscriber.unsubscribeToken}`, ...request });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(subscriber.id))?.isActive).toBe(false);
  });

  it.each([
    ['an unknown token', newUnsubscribeToken()],
    ['a malformed token', 'not a token!'],
    ['a far too long token', 'a'.repeat(5000)],
  ])('answers %s with a 404 page, GET or POST', async (_name, token) => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await appOf().inject({ ...ONE_CLICK, method, url: `/unsubscribe/${encodeURIComponent(token)}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('This unsubscribe link is not valid');
    }
  });

  it('GET for an address already off the list says so, without a button', async () => {
    const subscriber = await addSubscriber();
    const url = `/unsubscribe/${subscriber.unsubscribeToken}`;
    await appOf().inject({ ...ONE_CLICK, url });
    const res = await appOf().inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>You're unsubscribed</h1>");
    expect(res.body).not.toContain('<form');
  });

  it('refuses a body over the small limit', async () => {
    const subscriber = await addSubscriber();
    const res = await appOf().inject({ ...ONE_CLICK, url: `/unsubscribe/${subscriber.unsubscribeToken}`, payload: `x=${'y'.repeat(4096)}` });
    expect(res.statusCode).toBe(413);
    expect((await rowOf(subscriber.id))?.isActive).toBe(true);
  });
});

it('subscribing again after unsubscribing takes the e-mailed link, and brings the address back with the same unsubscribe link', async () => {
  const subscriber = await addSubscriber();
  const url = `/unsubscribe/${subscriber.unsubscribeToken}`;
  await sandboxApp.inject({ ...ONE_CLICK, url });
  const res = await sandboxApp.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email: subscriber.email },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  expect((await rowOf(subscriber.id))?.isActive).toBe(false);

  const [mail] = await (await db()).select().from(emailMessages).where(eq(emailMessages.recipientEmail, subscriber.email));
  const confirm = mail?.message.match(/\/subscribe\/[\w-]+/)?.[0];
  expect(confirm).toBeDefined();
  expect((await sandboxApp.inject({ method: 'POST', url: confirm ?? '' })).statusCode).toBe(200);
  expect(await rowOf(subscriber.id)).toMatchObject({ isActive: true, unsubscribedAt: null });
  expect((await sandboxApp.inject({ method: 'GET', url })).body).toContain('<button type="submit">Unsubscribe</button>');
});

describe('maskEmail', () => {
  it.each([
    ['fan-1234@example.com', 'f•••4@example.com'],
    ['ab@example.com', 'a•••@example.com'],
    ['a@example.com', 'a•••@example.com'],
  ])('%s -> %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
