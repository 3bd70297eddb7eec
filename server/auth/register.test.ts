// Registration: what an account is created with, and the addresses and passwords it refuses.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { validationMessages } from '../../common/messages/validation.ts';
import { users } from '../db/schema.ts';
import { sharedTestApp, jsonPoster, nextIp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { createUser, uniqueEmail } from '../test/factories.ts';
import { throttleLimits } from '../throttle/throttle.ts';

const app = sharedTestApp();
const post = jsonPoster(app);

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
  ])('refuses %s with the documented message and stores nothing', async (_name, change, message) => {
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
