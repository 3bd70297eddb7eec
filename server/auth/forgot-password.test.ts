// Asking for a password-reset link: the e-mail it queues, and answers that do not tell which accounts exist.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESET_TOKEN_PATTERN } from '../../common/auth.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { validationMessages } from '../../common/messages/validation.ts';
import { passwordResetTokens } from '../db/schema.ts';
import { sharedTestApp, nextIp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createUser, uniqueEmail } from '../test/factories.ts';
import { throttleLimits } from '../throttle/throttle.ts';
import { linkTokenFor, passwordResetRequests, PUBLIC_URL, resetEmailsTo, sha256 } from './password-reset-requests.ts';
import { median } from '../test/timing.ts';

const app = sharedTestApp({ PUBLIC_URL, TIMEZONE: 'UTC' });
const { forgot } = passwordResetRequests(app);

describe('POST /api/auth/forgot-password', () => {
  it('queues a reset e-mail whose link is valid for an hour and stored only as a hash', async () => {
    const { user } = await createUser(await db());
    const before = Date.now();
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: serverMessages.passwordResetRequested });

    const [email, ...more] = await resetEmailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({ kind: 'password_reset', priority: 0, status: 'pending', isHtml: false, rentalId: null });
    const token = await linkTokenFor(user.email);
    expect(token).toMatch(RESET_TOKEN_PATTERN);

    const stored = await (await db()).select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(sha256(token));
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.usedAt).toBeNull();
    const expiresAt = stored[0]!.expiresAt.getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + HOUR - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + HOUR);
    // Failed rather than sent once the link has expired.
    expect(email!.sendBefore?.getTime()).toBe(expiresAt);
  });

  it('answers an unknown address exactly as a known one, and queues nothing for it', async () => {
    const { user } = await createUser(await db());
    const unknown = uniqueEmail('nobody');
    const known = await forgot(user.email);
    const stranger = await forgot(unknown);
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.body).toBe(known.body);
    expect(stranger.headers['content-type']).toBe(known.headers['content-type']);
    expect(await resetEmailsTo(unknown)).toHaveLength(0);
  });

  it('takes similar time for a known and an unknown address', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      expect((await forgot(email)).statusCode).toBe(200);
      return performance.now() - started;
    };
    await time(uniqueEmail('warm-up'));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time((await createUser(await db())).user.email));
      unknown.push(await time(uniqueEmail('nobody')));
    }
    // Medians (server/test/timing.ts): a clean-clone run of totals once saw 0.11.
    // The same statements run for both; only whether they write a row differs.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
    expect(median(unknown) / median(known)).toBeLessThan(2);
  });

  it('finds the account whatever the case of the address, and writes to the address on the account', async () => {
    const { user } = await createUser(await db(), { email: uniqueEmail('Mixed.Case') });
    expect((await forgot(`  ${user.email.toUpperCase()} `)).statusCode).toBe(200);
    expect(await resetEmailsTo(user.email)).toHaveLength(1);
  });

  it('refuses an address that is not one (400)', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: validationMessages.emailInvalid });
  });

  it('issues an account at most 3 links an hour, answering every request alike', async () => {
    const { user } = await createUser(await db());
    const limit = throttleLimits['password-reset-account'].max;
    const answers = [];
    for (let i = 0; i < limit + 2; i++) answers.push(await forgot(user.email));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(limit + 2).fill(200));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    const tokens = await (await db()).select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(tokens).toHaveLength(limit);
    // One e-mail waits all along, carrying the newest of them.
    expect(await resetEmailsTo(user.email)).toHaveLength(1);
    expect(tokens.filter((token) => token.usedAt === null).map((token) => token.tokenHash)).toEqual([sha256(await linkTokenFor(user.email))]);
  });

  it('limits one client address to 10 requests an hour (429 with Retry-After)', async () => {
    const ip = nextIp();
    for (let i = 0; i < throttleLimits['password-reset-ip'].max; i++) {
      expect((await forgot(uniqueEmail('flood'), ip)).statusCode).toBe(200);
    }
    const { user } = await createUser(await db());
    const refused = await forgot(user.email, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: serverMessages.tooManyPasswordResets });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await resetEmailsTo(user.email)).toHaveLength(0);
    // Another address is not affected.
    expect((await forgot(user.email)).statusCode).toBe(200);
  });
});
