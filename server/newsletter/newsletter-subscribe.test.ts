import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicMessages } from '../../common/messages/public.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { validationMessages } from '../../common/messages/validation.ts';
import { newsletterSubscribers } from '../db/schema.ts';
import { nextIp } from '../test/app.ts';
import { uniqueEmail } from '../test/factories.ts';
import { recheckBeforeSending } from '../mail/recheck.ts';
import { throttleLimits } from '../throttle/throttle.ts';
import { confirmationsTo, db, distinctAnswersToKnownAndNew, PUBLIC_URL, rowsFor, subscribe, unsubscribeRow, newsletterTestApp } from './newsletter-test-helpers.ts';

newsletterTestApp();

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
    expect((await distinctAnswersToKnownAndNew((email) => subscribe({ email }))).size).toBe(1);
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
