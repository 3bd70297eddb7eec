// Logging in: answers, throttling and the timing that must not tell which accounts exist.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '../../common/constants.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { validationMessages } from '../../common/messages/validation.ts';
import { authThrottleEvents, loginTrustedAddresses, users } from '../db/schema.ts';
import { sharedTestApp, jsonPoster, nextIp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { createUser, uniqueEmail } from '../test/factories.ts';
import { throttleLimits } from '../throttle/throttle.ts';
import { median } from '../test/timing.ts';

const app = sharedTestApp();
const post = jsonPoster(app);

describe('POST /api/auth/login', () => {
  it('logs in with the e-mail in any case and with spaces around it', async () => {
    const { user, password } = await createUser(await db());
    const res = await post('/api/auth/login', { email: `  ${user.email.toUpperCase()} `, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email: user.email, role: 'user', isAdmin: false });
    const verify = await app.inject({ url: '/api/auth/verify', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(verify.json().user.id).toBe(user.id);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { user } = await createUser(await db());
    const wrong = await post('/api/auth/login', { email: user.email, password: 'wrong password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ error: serverMessages.invalidCredentials });
  });

  it('takes similar time for an unknown e-mail and a wrong password', async () => {
    const { user } = await createUser(await db());
    const time = async (email: string) => {
      const started = performance.now();
      await post('/api/auth/login', { email, password: 'wrong password' });
      return performance.now() - started;
    };
    await time(uniqueEmail('warm-up'));
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      wrong.push(await time(user.email));
      unknown.push(await time(uniqueEmail('nobody')));
    }
    // Both run one argon2 verification; without the decoy an unknown e-mail answers many times faster. Medians
    // (server/test/timing.ts): totals failed a run beside the cluster tests, at 0.40.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.5);
    expect(median(unknown) / median(wrong)).toBeLessThan(2);
  });

  const login = (email: string, password: string, ip: string, url = '/api/auth/login') => post(url, { email, password }, ip);

  it('blocks an account from one address after 5 failures there, even for the right password', async () => {
    const { user, password } = await createUser(await db());
    const ip = nextIp();
    for (let i = 0; i < throttleLimits['login-account-ip'].max; i++) {
      expect((await login(user.email, 'nope nope', ip)).statusCode).toBe(401);
    }
    const locked = await login(user.email.toUpperCase(), password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: serverMessages.tooManyAttempts });
    expect(locked.headers['retry-after']).toBe('900');
    expect((await login(user.email, password, ip, '/api/auth/admin-login')).statusCode).toBe(429);
  });

  it("does not let strangers' wrong guesses lock the owner out, on /login or /admin-login", async () => {
    const { user, password } = await createUser(await db(), { isAdmin: true });
    // Six strangers, five wrong guesses each: every one of them is blocked on this account...
    for (let stranger = 0; stranger < 6; stranger++) {
      const ip = nextIp();
      for (let i = 0; i < throttleLimits['login-account-ip'].max; i++) {
        expect((await login(user.email, `guess ${stranger}-${i}`, ip)).statusCode).toBe(401);
      }
      expect((await login(user.email, 'one more guess', ip)).statusCode).toBe(429);
    }
    // ...and the owner, from an address never seen before, gets in.
    expect((await login(user.email, password, nextIp())).statusCode).toBe(200);
    expect((await login(user.email, password, nextIp(), '/api/auth/admin-login')).statusCode).toBe(200);
  });

  it('lets an account take 100 failures an hour, then only from addresses that logged into it lately', async () => {
    const { user, password } = await createUser(await db());
    const home = nextIp();
    expect((await login(user.email, password, home)).statusCode).toBe(200);
    // A distributed guesser: 20 addresses, 5 guesses each.
    const perAddress = throttleLimits['login-account-ip'].max;
    const addresses = throttleLimits['login-account'].max / perAddress;
    for (let a = 0; a < addresses; a++) {
      const ip = nextIp();
      for (let i = 0; i < perAddress; i++) expect((await login(user.email, `guess ${a}-${i}`, ip)).statusCode).toBe(401);
    }
    const guess = await login(user.email, 'the 101st guess', nextIp());
    expect(guess.statusCode).toBe(429);
    expect(guess.headers['retry-after']).toBe('3600');
    // Even the right password from a new address waits; from the owner's usual address it works.
    expect((await login(user.email, password, nextIp())).statusCode).toBe(429);
    expect((await login(user.email, password, home)).statusCode).toBe(200);
    // The address stops counting 30 days after its last login there.
    await (await db())
      .update(loginTrustedAddresses)
      .set({ lastLoginAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(loginTrustedAddresses.userId, user.id));
    expect((await login(user.email, password, home)).statusCode).toBe(429);
  }, 60_000);

  it('limits an unknown account exactly like a known one, so a 429 tells nobody which accounts exist', async () => {
    const nobody = uniqueEmail('nobody');
    const { max } = throttleLimits['login-account'];
    // A hundred failures from other addresses within the hour, as the test above makes them one by one.
    await (await db())
      .insert(authThrottleEvents)
      .values(Array.from({ length: max }, () => ({ scope: 'login-account' as const, key: nobody })));
    expect((await login(nobody, 'the 101st guess', nextIp())).statusCode).toBe(429);
  }, 60_000);

  it('trusts the address an account registered from', async () => {
    const ip = nextIp();
    const payload = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: 'popcorn-and-credits' };
    expect((await post('/api/auth/register', payload, ip)).statusCode).toBe(201);
    const [row] = await (await db())
      .select()
      .from(loginTrustedAddresses)
      .innerJoin(users, eq(users.id, loginTrustedAddresses.userId))
      .where(eq(users.email, payload.email));
    expect(row?.login_trusted_addresses.ip).toBe(ip);
  });

  it('throttles one IP that tries many accounts', async () => {
    const ip = nextIp();
    for (let i = 0; i < throttleLimits['login-ip'].max; i++) {
      await post('/api/auth/login', { email: uniqueEmail('guess'), password: 'guess guess' }, ip);
    }
    const { user, password } = await createUser(await db());
    expect((await post('/api/auth/login', { email: user.email, password }, ip)).statusCode).toBe(429);
    expect((await post('/api/auth/login', { email: user.email, password }, nextIp())).statusCode).toBe(200);
  });

  it('holds the account-and-address limit against parallel guesses', async () => {
    const { user, password } = await createUser(await db());
    const { max } = throttleLimits['login-account-ip'];
    const ip = nextIp();
    // All at once: a check made before any failure is recorded would let every one through.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(user.email, `wrong guess ${i}`, ip)),
    );
    const statuses = guesses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - max);
    expect((await login(user.email, password, ip)).statusCode).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one client, and an IPv4 address written as IPv6 as itself', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    for (let i = 0; i < throttleLimits['login-ip'].max; i++) {
      await login(uniqueEmail('guess'), 'guess guess', `${prefix}::${(i + 1).toString(16)}`);
    }
    const { user, password } = await createUser(await db());
    expect((await login(user.email, password, `${prefix}:ffff:ffff:ffff:ffff`)).statusCode).toBe(429);

    const ip = nextIp();
    for (let i = 0; i < throttleLimits['login-account-ip'].max; i++) await login(user.email, 'nope nope', ip);
    expect((await login(user.email, password, `::ffff:${ip}`)).statusCode).toBe(429);
  });

  it("holds the account's hourly limit against parallel guesses from many addresses", async () => {
    const { user } = await createUser(await db());
    const { max } = throttleLimits['login-account'];
    // Five short of the limit, then twenty guessers at once, each from an address of its own.
    await (await db())
      .insert(authThrottleEvents)
      .values(Array.from({ length: max - 5 }, () => ({ scope: 'login-account' as const, key: user.email.toLowerCase() })));
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => login(user.email, `wrong guess ${i}`, nextIp())));
    expect(guesses.filter((res) => res.statusCode === 401)).toHaveLength(5);
    expect(guesses.filter((res) => res.statusCode === 429)).toHaveLength(15);
  });

  it('holds the IP limit against parallel guesses', async () => {
    const ip = nextIp();
    const { max } = throttleLimits['login-ip'];
    const guesses = await Promise.all(
      Array.from({ length: max + 10 }, () => post('/api/auth/login', { email: uniqueEmail('guess'), password: 'guess guess' }, ip)),
    );
    expect(guesses.filter((res) => res.statusCode === 401)).toHaveLength(max);
    expect(guesses.filter((res) => res.statusCode === 429)).toHaveLength(10);
  });

  it('does not count successful logins against the IP', async () => {
    const ip = nextIp();
    const { user, password } = await createUser(await db());
    for (let i = 0; i < throttleLimits['login-ip'].max + 1; i++) {
      expect((await post('/api/auth/login', { email: user.email, password }, ip)).statusCode).toBe(200);
    }
  });

  it("forgets an address's failures on an account after a successful login from it", async () => {
    const { user, password } = await createUser(await db());
    const ip = nextIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < throttleLimits['login-account-ip'].max - 1; i++) await login(user.email, 'nope nope', ip);
      expect((await login(user.email, password, ip)).statusCode).toBe(200);
    }
  });

  it('refuses U+0000 in the e-mail with the documented message, not a database error', async () => {
    const res = await post('/api/auth/login', { email: 'a\u0000b@c.de', password: 'whatever' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: validationMessages.emailInvalid });
  });

  it('refuses a password over the length limit with its own message', async () => {
    const res = await post('/api/auth/login', { email: uniqueEmail(), password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });
  });

  it('refuses a missing password with the documented message', async () => {
    const res = await post('/api/auth/login', { email: uniqueEmail() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: validationMessages.passwordRequired });
  });
});
