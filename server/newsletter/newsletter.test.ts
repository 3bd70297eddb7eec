import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMessages, serverMessages, validationMessages } from '../../common/messages.ts';
import { emailMessages, newsletterSubscribers } from '../db/schema.ts';
import { buildTestApp, nextIp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { uniqueEmail } from '../test/factories.ts';
import { RateLimitedError } from '../errors.ts';
import { recheckBeforeSending } from '../mail/recheck.ts';
import { throttleLimits } from '../throttle/throttle.ts';
import { loadConfig } from '../config.ts';
import { maskEmail } from '../unsubscribe/page.ts';
import { openConfirmation, sealConfirmation } from './confirmation.ts';
import { subscribe as subscribeAddress } from './service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const subscribe = (payload: unknown, ip = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object, remoteAddress: ip });

const PUBLIC_URL = 'http://localhost:3000';

/** What the unsubscribe link does to a row (server/unsubscribe/service.ts); the row as it is then. */
async function unsubscribeRow(email: string) {
  return (await db())
    .update(newsletterSubscribers)
    .set({ isActive: false, unsubscribedAt: new Date() })
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()))
    .returning();
}

async function confirmationsTo(email: string) {
  return (await db())
    .select()
    .from(emailMessages)
    .where(and(eq(sql`lower(${emailMessages.recipientEmail})`, email.toLowerCase()), like(emailMessages.message, '%/subscribe/%')));
}

/** The confirmation link's path (/subscribe/TOKEN), from the one e-mail queued for `email`. */
async function confirmationPath(email: string): Promise<string> {
  const [mail] = await confirmationsTo(email);
  const path = mail?.message.match(/\/subscribe\/[\w-]+/)?.[0];
  if (!path) throw new Error(`no confirmation link was queued for ${email}`);
  return path;
}

async function rowsFor(email: string) {
  return (await db())
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
}

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes a new address (trimmed) and thanks the subscriber', async () => {
    const email = uniqueEmail('fan');
    const res = await subscribe({ email: `  ${email}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: publicMessages.newsletterSubscribed });
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ email, isActive: true });
    expect(row?.unsubscribeToken).toMatch(/^[\w-]{32}$/);
  });

  it('answers a new and a known address alike, so the form tells nobody who is subscribed', async () => {
    const known = uniqueEmail('fan');
    await subscribe({ email: known });
    const fresh = await subscribe({ email: uniqueEmail('fan') });
    const again = await subscribe({ email: known });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
  });

  it.each([
    ['a zero-width space', (email: string) => `${email}\u200b`],
    ['a trailing dot in the domain', (email: string) => `${email}.`],
    // A mailer reads these as a list or a display name, and would write to another address than the one stored.
    ['a comma', (email: string) => `postmaster,${email}`],
    ['angle brackets', (email: string) => `joe<${email}>`],
    ['a semicolon', (email: string) => `a;${email}`],
    ['quotes and parentheses', (email: string) => `"x"(y)${email}`],
  ])('refuses an address with %s', async (_name, lookAlike) => {
    const email = uniqueEmail('fan');
    const res = await subscribe({ email: lookAlike(email) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: validationMessages.emailInvalid });
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it('stores a full-width address in its normal form', async () => {
    const email = uniqueEmail('fan');
    expect((await subscribe({ email: email.replace('f', '\uFF46') })).statusCode).toBe(200);
    const [row] = await rowsFor(email);
    expect(row?.email).toBe(email);
  });

  it('is idempotent for an active subscriber, whatever the case of the address', async () => {
    const email = uniqueEmail('fan');
    await subscribe({ email });
    const again = await subscribe({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: publicMessages.newsletterSubscribed });
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('leaves an unsubscribed address unsubscribed, and e-mails it one link to confirm that it wants the newsletter back', async () => {
    const email = uniqueEmail('fan');
    await subscribe({ email });
    const [before] = await unsubscribeRow(email);
    // Whoever types the address, several times over: one e-mail while its link is valid, not one per click.
    for (let i = 0; i < 3; i += 1) {
      const res = await subscribe({ email: i === 1 ? email.toUpperCase() : email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: publicMessages.newsletterSubscribed });
    }
    expect(await rowsFor(email)).toEqual([before]);
    const mails = await confirmationsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: 'pending', subscriberId: null });
    expect(mails[0]?.message).toContain(`${PUBLIC_URL}/subscribe/`);
    // It leaves although the address is off the list (a newsletter to it would be stopped), with no unsubscribe link.
    expect(await recheckBeforeSending(await db(), mails[0]!, new Date())).toEqual({ send: true, unsubscribeToken: undefined });
  });

  it('answers a new, an active and an unsubscribed address alike', async () => {
    const active = uniqueEmail('fan');
    await subscribe({ email: active });
    const unsubscribed = uniqueEmail('fan');
    await subscribe({ email: unsubscribed });
    await unsubscribeRow(unsubscribed);
    const answers = await Promise.all([uniqueEmail('fan'), active, unsubscribed].map((email) => subscribe({ email })));
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.headers['content-type']} ${res.body}`)).size).toBe(1);
  });

  it.each([
    [{}, validationMessages.newsletterEmailRequired],
    [{ email: '   ' }, validationMessages.newsletterEmailRequired],
    [{ email: 'not-an-email' }, validationMessages.emailInvalid],
    [{ email: 42 }, validationMessages.newsletterEmailRequired],
  ])('refuses %j with 400 and an error field, storing nothing', async (payload, message) => {
    const before = await (await db()).select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers);
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    const after = await (await db()).select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('throttles repeated sign-ups from one IP with 429', async () => {
    const ip = nextIp();
    const { max } = throttleLimits['newsletter-ip'];
    for (let i = 0; i < max; i += 1) expect((await subscribe({ email: uniqueEmail('burst') }, ip)).statusCode).toBe(200);
    const email = uniqueEmail('late');
    const blocked = await subscribe({ email }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: serverMessages.tooManySubscribeAttempts });
    expect(blocked.headers['retry-after']).toBe('3600');
    expect(await rowsFor(email)).toHaveLength(0);
    expect((await subscribe({ email }, nextIp())).statusCode).toBe(200);
  });

  it('holds the limit under a burst of parallel sign-ups from one IP', async () => {
    const ip = nextIp();
    const { max } = throttleLimits['newsletter-ip'];
    const answers = await Promise.all(Array.from({ length: max + 5 }, () => subscribe({ email: uniqueEmail('parallel') }, ip)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(max);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(5);
  });
});

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
    const active = uniqueEmail('fan');
    await subscribe({ email: active });
    const unsubscribed = uniqueEmail('fan');
    await subscribe({ email: unsubscribed });
    await unsubscribeRow(unsubscribed);
    const answers = await Promise.all([uniqueEmail('fan'), active, unsubscribed].map(subscribeThere));
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.headers['content-type']} ${res.body}`)).size).toBe(1);
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
