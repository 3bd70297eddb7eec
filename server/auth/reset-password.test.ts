// One reset e-mail waiting per account, and setting a new password with the link's token.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { validationMessages } from '../../common/messages/validation.ts';
import { emailMessages, passwordResetTokens } from '../db/schema.ts';
import { sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createLoggedInUser, createUser } from '../test/factories.ts';
import { linkTokenFor, markResetEmailsSent, passwordResetRequests, PUBLIC_URL, resetEmailsTo, sha256 } from './password-reset-requests.ts';
import { createSession } from './sessions.ts';

const app = sharedTestApp({ PUBLIC_URL, TIMEZONE: 'UTC' });
const { forgot, reset, login, verify, requestLink } = passwordResetRequests(app);

// The outbox sends one e-mail every few minutes for everyone together (docs/decisions/0014), so an account's reset
// requests must not pile up in it: one e-mail waits per account, and asking again gives it a fresh link.
describe('POST /api/auth/forgot-password while a reset e-mail waits', () => {
  it('replaces the waiting e-mail’s link instead of queueing a second e-mail; the replaced link stops working', async () => {
    const { user } = await createUser(await db());
    const first = await requestLink(user.email);
    const [waiting] = await resetEmailsTo(user.email);
    const second = await requestLink(user.email);
    expect(second).not.toBe(first);

    const [email, ...more] = await resetEmailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({ id: waiting!.id, status: 'pending' });
    // The new link's hour: the e-mail may leave until it ends.
    const [newest] = await (await db()).select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, sha256(second)));
    expect(email!.sendBefore).toEqual(newest!.expiresAt);
    expect((await reset(first, 'a brand new secret')).statusCode).toBe(400);
    expect((await reset(second, 'a brand new secret')).statusCode).toBe(200);
  });

  it('answers a request that replaces a link exactly as the first one', async () => {
    const { user } = await createUser(await db());
    const first = await forgot(user.email);
    const again = await forgot(user.email);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
  });

  it('keeps one e-mail waiting when two requests for the account arrive at once', async () => {
    const { user } = await createUser(await db());
    const answers = await Promise.all([forgot(user.email), forgot(user.email), forgot(user.email.toUpperCase())]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await resetEmailsTo(user.email)).toHaveLength(1);
    // And its link is the one live link: the others were replaced.
    const live = await (await db())
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    expect(live.map((token) => token.tokenHash)).toEqual([sha256(await linkTokenFor(user.email))]);
  });

  it('leaves an e-mail that a worker is sending alone: its link keeps working and nothing new is queued', async () => {
    const { user } = await createUser(await db());
    const inFlight = await requestLink(user.email);
    const [waiting] = await resetEmailsTo(user.email);
    await (await db()).update(emailMessages).set({ claimedAt: new Date(), claimId: 'a-worker' }).where(eq(emailMessages.id, waiting!.id));

    expect((await forgot(user.email)).statusCode).toBe(200);
    const [email, ...more] = await resetEmailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(email!.message).toBe(waiting!.message);
    expect((await reset(inFlight, 'a brand new secret')).statusCode).toBe(200);
  });

  it('queues a new e-mail once the waiting one has left, and both links work until one is used', async () => {
    const { user } = await createUser(await db());
    const delivered = await requestLink(user.email);
    await markResetEmailsSent(user.email);
    const second = await requestLink(user.email);
    expect((await resetEmailsTo(user.email)).map((email) => email.status)).toEqual(['pending', 'sent']);
    expect((await reset(delivered, 'a brand new secret')).statusCode).toBe(200);
    expect((await reset(second, 'another new secret')).statusCode).toBe(400);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, ends every session and does not log in', async () => {
    const { user, token: session, password: oldPassword } = await createLoggedInUser(await db());
    const otherSession = await createSession(await db(), user.id, HOUR);
    const token = await requestLink(user.email);

    const res = await reset(token, 'a brand new secret');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: serverMessages.passwordResetDone });

    for (const bearer of [session, otherSession]) expect((await verify(bearer)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new secret')).statusCode).toBe(200);
    const old = await login(user.email, oldPassword);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: serverMessages.invalidCredentials });

    const again = await reset(token, 'yet another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: serverMessages.passwordResetLinkInvalid });
    expect((await login(user.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('refuses an expired link (400)', async () => {
    const { user, password } = await createUser(await db());
    const token = await requestLink(user.email);
    await (await db())
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    const res = await reset(token, 'a brand new secret');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: serverMessages.passwordResetLinkInvalid });
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it.each([
    ['malformed', 'not-a-token'],
    ['too long', 'a'.repeat(44)],
    ['well-formed but unknown', 'A'.repeat(43)],
  ])('refuses a %s token (400)', async (_name, token) => {
    const res = await reset(token, 'a brand new secret');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: serverMessages.passwordResetLinkInvalid });
  });

  it('applies the rules of registration, and a refused password leaves the link usable', async () => {
    const { user } = await createUser(await db());
    const token = await requestLink(user.email);
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: validationMessages.passwordTooShort });
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: serverMessages.passwordTooCommon });
    expect((await reset(token, 'a brand new secret')).statusCode).toBe(200);
  });

  it('retires the other links of the account once one is used', async () => {
    const { user } = await createUser(await db());
    const first = await requestLink(user.email);
    await markResetEmailsSent(user.email);
    const second = await requestLink(user.email);
    expect(first).not.toBe(second);
    expect((await reset(second, 'a brand new secret')).statusCode).toBe(200);
    expect((await reset(first, 'another new secret')).statusCode).toBe(400);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { user } = await createUser(await db());
    const token = await requestLink(user.email);
    const results = await Promise.all([reset(token, 'first new secret'), reset(token, 'second new secret')]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]!.statusCode === 200 ? 'first new secret' : 'second new secret';
    expect((await login(user.email, winner)).statusCode).toBe(200);
  });
});
