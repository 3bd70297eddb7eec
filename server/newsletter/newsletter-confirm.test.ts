import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMessages } from '../../common/messages/public.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { buildTestApp, nextIp } from '../test/app.ts';
import { uniqueEmail } from '../test/factories.ts';
import { RateLimitedError } from '../errors.ts';
import { throttleLimits } from '../throttle/throttle.ts';
import { loadConfig } from '../config.ts';
import { maskEmail } from '../unsubscribe/page.ts';
import { openConfirmation, sealConfirmation } from './confirmation.ts';
import { subscribe as subscribeAddress } from './service.ts';
import { app, confirmationPath, confirmationsTo, db, distinctAnswersToKnownAndNew, rowsFor, subscribe, unsubscribeRow, newsletterTestApp } from './newsletter-test-helpers.ts';

newsletterTestApp();

describe('/subscribe/{token}: the link that confirms a subscription', () => {
  const ONE_CLICK = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  };

  async function unsubscribedWithLink() {
    const email = uniqueEmail('fan');
    await subscribe({ email });
    const [unsubscribed] = await unsubscribeRow(email);
    await subscribe({ email });
    return { email, unsubscribed: unsubscribed!, path: await confirmationPath(email) };
  }

  it('GET asks, with a button posting to the same address, and changes nothing', async () => {
    const { email, unsubscribed, path } = await unsubscribedWithLink();
    const res = await app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`<form method="post" action="${path}">`);
    expect(res.body).toContain('<button type="submit">Confirm my subscription</button>');
    expect(res.body).toContain(maskEmail(email));
    expect(res.body).not.toContain(email);
    expect(await rowsFor(email)).toEqual([unsubscribed]);
  });

  it('POST subscribes the address again, once: the link is spent when it has worked', async () => {
    const { email, unsubscribed, path } = await unsubscribedWithLink();
    const res = await app.inject({ ...ONE_CLICK, url: path });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>You're subscribed</h1>");
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ id: unsubscribed.id, isActive: true, unsubscribedAt: null, unsubscribeToken: unsubscribed.unsubscribeToken });

    // A second press changes nothing; once the address has unsubscribed again, the old link brings nobody back.
    expect((await app.inject({ ...ONE_CLICK, url: path })).body).toContain("<h1>You're subscribed</h1>");
    await unsubscribeRow(email);
    for (const method of ['GET', 'POST'] as const) {
      const again = await app.inject({ ...ONE_CLICK, method, url: path });
      expect(again.statusCode).toBe(404);
      expect(again.body).toContain('This confirmation link is not valid');
    }
    expect((await rowsFor(email))[0]?.isActive).toBe(false);
  });

  it('refuses an expired link', async () => {
    const { email, path } = await unsubscribedWithLink();
    // The same link, but for its expiry, which has passed.
    const claims = await openConfirmation(await db(), path.slice('/subscribe/'.length));
    if (!claims) throw new Error('the link queued does not open');
    const expired = await sealConfirmation(await db(), { ...claims, expiresAt: new Date(Date.now() - 1000) });
    const res = await app.inject({ ...ONE_CLICK, url: `/subscribe/${expired}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This confirmation link is not valid');
    expect((await rowsFor(email))[0]?.isActive).toBe(false);
  });

  it.each([
    ['a token that was changed', (token: string) => `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`],
    ['a malformed token', () => 'not a token!'],
    ['a far too long token', () => 'a'.repeat(5000)],
  ])('answers %s with a 404 page, GET or POST', async (_name, spoil) => {
    const { email, path } = await unsubscribedWithLink();
    const url = `/subscribe/${encodeURIComponent(spoil(path.slice('/subscribe/'.length)))}`;
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({ ...ONE_CLICK, method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('This confirmation link is not valid');
    }
    expect((await rowsFor(email))[0]?.isActive).toBe(false);
  });
});

describe('NEWSLETTER_DOUBLE_OPT_IN=true', () => {
  let confirming: FastifyInstance;
  beforeAll(async () => {
    confirming = await buildTestApp({ NEWSLETTER_DOUBLE_OPT_IN: 'true' });
  });
  afterAll(() => confirming.close());
  const subscribeThere = (email: string) =>
    confirming.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, remoteAddress: nextIp() });

  it('adds a new address only once it follows the link it is sent, and sends it one link however often it is typed', async () => {
    const email = uniqueEmail('fan');
    for (let i = 0; i < 3; i += 1) {
      const res = await subscribeThere(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: publicMessages.newsletterSubscribed });
    }
    // Not on the list (so neither counted nor sent a newsletter) until the link is followed.
    expect(await rowsFor(email)).toEqual([]);
    expect(await confirmationsTo(email)).toHaveLength(1);

    const path = await confirmationPath(email);
    expect((await confirming.inject({ method: 'GET', url: path })).body).toContain('Confirm my subscription');
    expect(await rowsFor(email)).toEqual([]);
    const confirmed = await confirming.inject({ method: 'POST', url: path });
    expect(confirmed.body).toContain("<h1>You're subscribed</h1>");
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ email, isActive: true, unsubscribedAt: null });

    // Subscribed now: typing the address again sends nothing more.
    await subscribeThere(email);
    expect(await confirmationsTo(email)).toHaveLength(1);
  });

  it('answers a new, an active and an unsubscribed address alike', async () => {
    expect((await distinctAnswersToKnownAndNew(subscribeThere)).size).toBe(1);
  });
});

describe('subscribe (the service)', () => {
  it('limits sign-ups per client itself, so that every caller is limited, not only the HTTP route', async () => {
    const deps = { db: await db(), config: loadConfig({ LOG_LEVEL: 'silent' }) };
    const clientKey = nextIp();
    const { max } = throttleLimits['newsletter-ip'];
    for (let i = 0; i < max; i += 1) await subscribeAddress(deps, clientKey, uniqueEmail('direct'));
    const email = uniqueEmail('direct-late');
    const refused = subscribeAddress(deps, clientKey, email);
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    await expect(refused).rejects.toMatchObject({ message: serverMessages.tooManySubscribeAttempts, retryAfterSeconds: 3600 });
    expect(await rowsFor(email)).toHaveLength(0);
  });
});
