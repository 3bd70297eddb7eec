import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { loadConfig } from '../config.ts';
import { sessions, users } from '../db/schema.ts';
import { testDatabase } from '../test/database.ts';
import { createLoggedInUser, createUser, uniqueEmail } from '../test/factories.ts';
import { createSession } from './sessions.ts';
import { verifyPassword } from './passwords.ts';
import { registerUser, upsertAdmin } from './service.ts';

describe('upsertAdmin', () => {
  it('creates an administrator with an argon2id password', async () => {
    const { db } = await testDatabase();
    const email = uniqueEmail('boss');
    const result = await upsertAdmin({ db }, { email, password: 'boss-password' });
    expect(result.outcome).toBe('created');
    const [admin] = await db.select().from(users).where(eq(users.id, result.id));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin?.passwordHash ?? '', 'boss-password')).toBe(true);
  });

  it('promotes an existing account found case-insensitively and replaces its password', async () => {
    const { db } = await testDatabase();
    const { user } = await createUser(db, { password: 'old-password' });
    const result = await upsertAdmin({ db }, { email: user.email.toUpperCase(), password: 'new-password' });
    expect(result).toEqual({ id: user.id, outcome: 'updated' });
    const [promoted] = await db.select().from(users).where(eq(users.id, user.id));
    expect(promoted?.role).toBe('admin');
    expect(await verifyPassword(promoted?.passwordHash ?? '', 'old-password')).toBe(false);
    expect(await verifyPassword(promoted?.passwordHash ?? '', 'new-password')).toBe(true);
  });

  it('promotes an account whose address JavaScript and PostgreSQL lower-case differently', async () => {
    const { db } = await testDatabase();
    const { user } = await createUser(db, { email: `İpek-${uniqueEmail()}` });
    const result = await upsertAdmin({ db }, { email: user.email, password: 'boss-password' });
    expect(result).toEqual({ id: user.id, outcome: 'updated' });
  });
});

describe('upsertAdmin and sessions', () => {
  const sessionsOf = async (userId: number) =>
    (await testDatabase()).db.select().from(sessions).where(eq(sessions.userId, userId));

  it('ends every session of an account it promotes', async () => {
    const { db } = await testDatabase();
    const { user } = await createLoggedInUser(db);
    await createSession(db, user.id, 60_000);
    await upsertAdmin({ db }, { email: user.email, password: 'boss-password' });
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('changes nothing, and keeps the sessions, when the admin already has this password', async () => {
    const { db } = await testDatabase();
    const email = uniqueEmail('boss');
    const { id } = await upsertAdmin({ db }, { email, password: 'boss-password' });
    await createSession(db, id, 60_000);
    const [before] = await db.select().from(users).where(eq(users.id, id));
    expect(await upsertAdmin({ db }, { email: email.toUpperCase(), password: 'boss-password' })).toEqual({ id, outcome: 'unchanged' });
    const [after] = await db.select().from(users).where(eq(users.id, id));
    expect(after).toEqual(before);
    expect(await sessionsOf(id)).toHaveLength(1);
  });

  it('ends the sessions when it sets a new password', async () => {
    const { db } = await testDatabase();
    const email = uniqueEmail('boss');
    const { id } = await upsertAdmin({ db }, { email, password: 'boss-password' });
    await createSession(db, id, 60_000);
    expect((await upsertAdmin({ db }, { email, password: 'another boss password' })).outcome).toBe('updated');
    expect(await sessionsOf(id)).toHaveLength(0);
  });

  it('refuses a common password', async () => {
    const { db } = await testDatabase();
    await expect(upsertAdmin({ db }, { email: uniqueEmail('boss'), password: 'admin123' })).rejects.toThrow(
      serverMessages.passwordTooCommon,
    );
  });

  it('stores the address in its normal form', async () => {
    const { db } = await testDatabase();
    const email = uniqueEmail('boss');
    const { id } = await upsertAdmin({ db }, { email: ` ${email.replace('b', '\uFF42')} `, password: 'boss-password' });
    const [admin] = await db.select().from(users).where(eq(users.id, id));
    expect(admin?.email).toBe(email);
  });
});

describe('credential changes, whatever code makes them', () => {
  it.each([
    ['promoting', false, { role: 'admin' as const }],
    ['demoting', true, { role: 'user' as const }],
    ['a new password hash', false, { passwordHash: 'replaced' }],
  ])('%s ends every session of the account', async (_name, isAdmin, change) => {
    const { db } = await testDatabase();
    const { user } = await createLoggedInUser(db, { isAdmin });
    const other = await createLoggedInUser(db);
    await db.update(users).set(change).where(eq(users.id, user.id));
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, other.user.id))).toHaveLength(1);
  });

  it('keeps the sessions when neither role nor password changes', async () => {
    const { db } = await testDatabase();
    const { user } = await createLoggedInUser(db);
    await db.update(users).set({ firstName: 'Renamed', role: 'user' }).where(eq(users.id, user.id));
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });
});

describe('registerUser', () => {
  it('leaves no account behind when its session cannot be opened', async () => {
    const { db } = await testDatabase();
    const email = uniqueEmail('half');
    // An invalid lifetime makes the session insert fail after the user insert.
    const config = { ...loadConfig({}), sessionTtlMs: Number.NaN };
    await expect(registerUser({ db, config }, '192.0.2.1', { email, password: 'popcorn-and-credits', firstName: 'Half', lastName: 'Done' })).rejects.toThrow();
    const rows = await db.select().from(users).where(eq(sql`lower(${users.email})`, email));
    expect(rows).toHaveLength(0);
  });
});
