import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '../../common/constants.ts';
import { serverMessages, validationMessages } from '../../common/messages.ts';
import { authThrottleEvents, loginTrustedAddresses, sessions, users } from '../db/schema.ts';
import { buildTestApp, nextIp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { createLoggedInUser, createUser, uniqueEmail } from '../test/factories.ts';
import { throttleLimits } from '../throttle/throttle.ts';
import { applyAdminFromEnvironment } from '../lifecycle/startup.ts';
import { upsertAdmin } from './service.ts';
import { median } from '../test/timing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;

const post = (url: string, payload: unknown, ip = nextIp()) =>
  app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

async function countUsersWithEmail(email: string) {
  const rows = await (await db()).select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return rows.length;
}

describe('POST /api/auth/register', () => {
  const valid = () => ({ firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: 'popcorn-and-credits' });

  it('creates the account and answers a token and the user', async () => {
    const payload = valid();
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({ email: payload.email, firstName: 'Ada', lastName: 'Lovelace', role: 'user', isAdmin: false });
    expect(body.user).not.toHaveProperty('passwordHash');
    const [stored] = await (await db()).select().from(users).where(eq(users.id, body.user.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('trims the e-mail and refuses the same address in another case (409)', async () => {
    const email = uniqueEmail();
    const first = await post('/api/auth/register', { ...valid(), email: `  ${email}  ` });
    expect(first.json().user.email).toBe(email);
    const again = await post('/api/auth/register', { ...valid(), email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: serverMessages.emailTaken });
    expect(await countUsersWithEmail(email)).toBe(1);
  });

  it.each([
    ['firstName', { firstName: '  ' }, validationMessages.firstNameRequired],
    ['lastName', { lastName: undefined }, validationMessages.lastNameRequired],
    ['missing email', { email: '' }, validationMessages.emailRequired],
    ['malformed email', { email: 'not-an-email' }, validationMessages.emailInvalid],
    ['missing password', { password: '' }, validationMessages.passwordRequired],
    ['short password', { password: '12345' }, validationMessages.passwordTooShort],
  ])('refuses %s with the spec message and stores nothing', async (_name, change, message) => {
    const payload = { ...valid(), ...change };
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    if (typeof payload.email === 'string' && payload.email.includes('@')) {
      expect(await countUsersWithEmail(payload.email)).toBe(0);
    }
  });

  it.each([
    ['firstName', { firstName: 'Ada\u0000' }, serverMessages.firstNameInvalid],
    ['lastName', { lastName: 'Love\u0000lace' }, serverMessages.lastNameInvalid],
    ['email', { email: 'ada\u0000' }, validationMessages.emailInvalid],
    // Passwords may hold any character by the schema; the server refuses U+0000 in any input all the same.
    ['password', { password: 'secret\u00001' }, serverMessages.invalidRequest],
  ])('refuses U+0000 in %s with a 400, not a database error', async (_name, change, message) => {
    const email = uniqueEmail();
    const payload = { ...valid(), email, ...change };
    // The e-mail case ends in the unique address too, so that "stored nothing" is checked the same way for all.
    if (payload.email !== email) payload.email += email;
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await countUsersWithEmail(email)).toBe(0);
  });

  // A direction override turns 'Ada\u202Eecalevol' into what reads as 'Ada lovelace' in an admin list or a CSV.
  it.each(['202A', '202B', '202C', '202D', '202E', '2066', '2067', '2068', '2069', '200E', '200F', '061C'])(
    'stores names without the direction control U+%s',
    async (codePoint) => {
      const control = String.fromCodePoint(parseInt(codePoint, 16));
      const res = await post('/api/auth/register', { ...valid(), firstName: `${control}A${control}da`, lastName: `Love${control}lace${control}` });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
      const [stored] = await (await db()).select().from(users).where(eq(users.id, res.json().user.id));
      expect(stored).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    },
  );

  it('refuses a name made only of direction controls as a missing name', async () => {
    const res = await post('/api/auth/register', { ...valid(), firstName: ' \u202E\u2066 ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: validationMessages.firstNameRequired });
  });

  it('registers and logs in an address that JavaScript and PostgreSQL lower-case differently', async () => {
    // 'İ'.toLowerCase() is 'i̇' (two code points); PostgreSQL's lower() gives 'i', or leaves it, by locale.
    const email = `İlkay-${uniqueEmail()}`;
    expect((await post('/api/auth/register', { ...valid(), email })).statusCode).toBe(201);
    const login = await post('/api/auth/login', { email, password: valid().password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe(email);
  });

  it('throttles registrations from one IP (429)', async () => {
    const ip = nextIp();
    for (let i = 0; i < throttleLimits['register-ip'].max; i++) {
      expect((await post('/api/auth/register', valid(), ip)).statusCode).toBe(201);
    }
    const refused = await post('/api/auth/register', valid(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: serverMessages.tooManyRequests });
  });
});

describe('look-alike addresses and common passwords', () => {
  const register = (email: string, password = 'popcorn-and-credits') =>
    post('/api/auth/register', { firstName: 'Alice', lastName: 'Liddell', email, password });

  it.each([
    ['a zero-width space', (email: string) => `${email}\u200b`],
    ['a zero-width joiner inside', (email: string) => email.replace('@', '\u200d@')],
    ['a right-to-left mark', (email: string) => `\u200f${email}`],
    ['a soft hyphen', (email: string) => email.replace('@', '\u00ad@')],
    ['a Hangul filler', (email: string) => email.replace('@', '\u3164@')],
    ['a trailing dot in the domain', (email: string) => `${email}.`],
    ['an empty domain label', (email: string) => email.replace('@', '@mail..')],
    ['a trailing ideographic full stop', (email: string) => `${email}\u3002`],
    ['a musical null notehead', (email: string) => email.replace('@', '\u{1D159}@')],
    ['a combining mark right after the @', (email: string) => email.replace('@', '@\u0323')],
  ])('refuses an address with %s and stores nothing', async (_name, lookAlike) => {
    const email = uniqueEmail('alice');
    expect((await register(email)).statusCode).toBe(201);
    const res = await register(lookAlike(email));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: validationMessages.emailInvalid });
    expect(await countUsersWithEmail(email)).toBe(1);
  });

  it('stores a full-width address in its normal form: the same account as the plain one', async () => {
    const email = uniqueEmail('alice');
    const fullWidth = [...email].map((c) => (/[a-z]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');
    const first = await register(fullWidth);
    expect(first.statusCode).toBe(201);
    expect(first.json().user.email).toBe(email);
    const again = await register(email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: serverMessages.emailTaken });
    expect((await post('/api/auth/login', { email: fullWidth, password: 'popcorn-and-credits' })).json().user.email).toBe(email);
  });

  it.each([
    '123456',
    'password',
    'Password',
    'qwerty123',
    '      ',
    'aaaaaaaa',
    ' letmein ',
    '\uFF50\uFF41\uFF53\uFF53\uFF57\uFF4F\uFF52\uFF44', // full-width 'password'
    'pass\u200bword',
    'Ember Lane Studios',
    'emberlanestudios',
    'AliceLiddell',
    'the e-mail itself',
    'the part before the @',
  ])(
    'refuses the common password %j with its own message and stores nothing',
    async (choice) => {
      const email = uniqueEmail();
      const password = choice === 'the e-mail itself' ? email : choice === 'the part before the @' ? email.split('@')[0]! : choice;
      const res = await register(email, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: serverMessages.passwordTooCommon });
      expect(await countUsersWithEmail(email)).toBe(0);
    },
  );

  it('still logs in an existing account whose password is a common one', async () => {
    const { user } = await createUser(await db(), { password: '123456' });
    expect((await post('/api/auth/login', { email: user.email, password: '123456' })).statusCode).toBe(200);
  });
});

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

  it('refuses U+0000 in the e-mail with the spec message, not a database error', async () => {
    const res = await post('/api/auth/login', { email: 'a\u0000b@c.de', password: 'whatever' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: validationMessages.emailInvalid });
  });

  it('refuses a password over the length limit with its own message', async () => {
    const res = await post('/api/auth/login', { email: uniqueEmail(), password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });
  });

  it('refuses a missing password with the spec message', async () => {
    const res = await post('/api/auth/login', { email: uniqueEmail() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: validationMessages.passwordRequired });
  });
});

describe('POST /api/auth/admin-login', () => {
  it('logs an administrator in', async () => {
    const { user, password } = await createUser(await db(), { isAdmin: true });
    const res = await post('/api/auth/admin-login', { email: user.email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, role: 'admin', isAdmin: true });
  });

  it('refuses a non-admin with the right password, and opens no session', async () => {
    const { user, password } = await createUser(await db());
    const res = await post('/api/auth/admin-login', { email: user.email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: serverMessages.adminRequired });
    expect(await (await db()).select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('answers a wrong password with 401 like the user login', async () => {
    const { user } = await createUser(await db(), { isAdmin: true });
    const res = await post('/api/auth/admin-login', { email: user.email, password: 'not it at all' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: serverMessages.invalidCredentials });
  });
});

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    const { user, token } = await createLoggedInUser(await db());
    const [session] = await (await db()).select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.tokenHash).not.toContain(token);
  });

  it('logout revokes the token', async () => {
    const { headers } = await createLoggedInUser(await db());
    expect((await app.inject({ url: '/api/auth/verify', headers })).statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(204);
    const after = await app.inject({ url: '/api/auth/verify', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: serverMessages.sessionExpired });
  });

  it('ends the sessions of an account that is promoted, and keeps the admin logged in across restarts', async () => {
    // Someone registers the address the operator is about to make an administrator, and keeps the token.
    const email = uniqueEmail('newadmin');
    const registered = await post('/api/auth/register', { firstName: 'Not', lastName: 'Admin', email, password: 'popcorn-and-credits' });
    const squatter = { authorization: `Bearer ${registered.json().token}` };
    await upsertAdmin({ db: await db() }, { email: email.toUpperCase(), password: 'the studio admin password' });
    const after = await app.inject({ url: '/api/auth/verify', headers: squatter });
    expect(after.statusCode).toBe(401);

    const adminLogin = await post('/api/auth/admin-login', { email, password: 'the studio admin password' });
    expect(adminLogin.statusCode).toBe(200);
    const admin = { authorization: `Bearer ${adminLogin.json().token}` };
    // The next start applies the same ADMIN_EMAIL and ADMIN_PASSWORD again: the admin stays logged in.
    await upsertAdmin({ db: await db() }, { email, password: 'the studio admin password' });
    expect((await app.inject({ url: '/api/auth/verify', headers: admin })).json().user).toMatchObject({ email, isAdmin: true });
  });

  it('refuses an expired token', async () => {
    const { user, headers } = await createLoggedInUser(await db());
    await (await db()).update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    const res = await app.inject({ url: '/api/auth/verify', headers });
    expect(res.statusCode).toBe(401);
  });

  it('gives new sessions the configured lifetime', async () => {
    const shortLived = await buildTestApp({ SESSION_TTL_DAYS: '2' });
    try {
      const { user, password } = await createUser(await db());
      const res = await shortLived.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(200);
      const [session] = await (await db()).select().from(sessions).where(eq(sessions.userId, user.id));
      const lifetimeMs = (session?.expiresAt.getTime() ?? 0) - Date.now();
      expect(lifetimeMs).toBeGreaterThan(2 * 86_400_000 - 60_000);
      expect(lifetimeMs).toBeLessThanOrEqual(2 * 86_400_000);
    } finally {
      await shortLived.close();
    }
  });

  it('answers 401 without a token, or with a malformed or unknown one', async () => {
    expect((await app.inject({ url: '/api/auth/verify' })).json()).toEqual({ error: serverMessages.authRequired });
    for (const authorization of ['Bearer', 'Basic abc', 'Bearer not-a-real-token']) {
      expect((await app.inject({ url: '/api/auth/verify', headers: { authorization } })).statusCode).toBe(401);
    }
  });
});

describe('the administrator from ADMIN_EMAIL and ADMIN_PASSWORD at start', () => {
  // What start-up does with ADMIN_EMAIL and ADMIN_PASSWORD, with a log that keeps its lines.
  async function startWith(admin: { email: string; password: string }) {
    const lines = { info: [] as string[], warn: [] as string[] };
    await applyAdminFromEnvironment({ db: await db() }, admin, {
      info: (line) => lines.info.push(line),
      warn: (line) => lines.warn.push(line),
    });
    return lines;
  }
  const adminLogin = (email: string, password: string) => post('/api/auth/admin-login', { email, password });
  const verify = (token: string) => app.inject({ url: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } });

  it('keeps the password an administrator chose, and their sessions, when the next start brings another one', async () => {
    const admin = { email: uniqueEmail('chief'), password: 'the password from the environment' };
    expect((await startWith(admin)).warn).toEqual([]);
    const token = (await adminLogin(admin.email, admin.password)).json().token as string;
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: admin.password, newPassword: 'a password only the chief knows' },
    });
    expect(changed.statusCode).toBe(200);

    const restart = await startWith(admin);
    expect((await adminLogin(admin.email, 'a password only the chief knows')).statusCode).toBe(200);
    expect((await adminLogin(admin.email, admin.password)).statusCode).toBe(401);
    expect((await verify(token)).statusCode).toBe(200);
    expect(restart.warn).toHaveLength(1);
    expect(restart.warn[0]).toContain(admin.email);
    expect(restart.warn[0]).toContain('npm run admin:create');
  });

  it('promotes an account that is not an administrator yet, sets its password and ends its sessions', async () => {
    const { user, headers, password } = await createLoggedInUser(await db());
    const admin = { email: user.email, password: 'the password from the environment' };
    const start = await startWith(admin);
    expect(start.warn).toEqual([]);
    expect(start.info).toEqual([`Administrator ${user.email} updated from ADMIN_EMAIL.`]);
    expect((await app.inject({ url: '/api/auth/verify', headers })).statusCode).toBe(401);
    expect((await adminLogin(user.email, password)).statusCode).toBe(401);
    expect((await adminLogin(user.email, admin.password)).json().user).toMatchObject({ id: user.id, isAdmin: true });
  });

  it('creates the administrator, and changes nothing when the next start brings the same password', async () => {
    const admin = { email: uniqueEmail('chief'), password: 'the password from the environment' };
    expect((await startWith(admin)).info).toEqual([`Administrator ${admin.email} created from ADMIN_EMAIL.`]);
    const token = (await adminLogin(admin.email, admin.password)).json().token as string;
    const restart = await startWith(admin);
    expect(restart).toEqual({ info: [`Administrator ${admin.email} unchanged from ADMIN_EMAIL.`], warn: [] });
    expect((await verify(token)).statusCode).toBe(200);
  });
});
