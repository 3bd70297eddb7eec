import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { testDatabase } from '../test/database.ts';
import { createUser, uniqueEmail } from '../test/factories.ts';
import { verifyPassword } from './passwords.ts';
import { registerUser, upsertAdmin } from './service.ts';

describe('upsertAdmin', () => {
  it('creates an administrator with an argon2id password', async () => {
    const { db } = await testDatabase();
    const email = uniqueEmail('boss');
    const result = await upsertAdmin(db, { email, password: 'boss-password' });
    expect(result.created).toBe(true);
    const [admin] = await db.select().from(users).where(eq(users.id, result.id));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin?.passwordHash ?? '', 'boss-password')).toBe(true);
  });

  it('promotes an existing account found case-insensitively and replaces its password', async () => {
    const { db } = await testDatabase();
    const { user } = await createUser(db, { password: 'old-password' });
    const result = await upsertAdmin(db, { email: user.email.toUpperCase(), password: 'new-password' });
    expect(result).toEqual({ id: user.id, created: false });
    const [promoted] = await db.select().from(users).where(eq(users.id, user.id));
    expect(promoted?.role).toBe('admin');
    expect(await verifyPassword(promoted?.passwordHash ?? '', 'old-password')).toBe(false);
    expect(await verifyPassword(promoted?.passwordHash ?? '', 'new-password')).toBe(true);
  });

  it('promotes an account whose address JavaScript and PostgreSQL lower-case differently', async () => {
    const { db } = await testDatabase();
    const { user } = await createUser(db, { email: `İpek-${uniqueEmail()}` });
    const result = await upsertAdmin(db, { email: user.email, password: 'boss-password' });
    expect(result).toEqual({ id: user.id, created: false });
  });
});

describe('registerUser', () => {
  it('leaves no account behind when its session cannot be opened', async () => {
    const { db } = await testDatabase();
    const email = uniqueEmail('half');
    // An invalid lifetime makes the session insert fail after the user insert.
    const ctx = { db, sessionTtlMs: Number.NaN, ip: '192.0.2.1' };
    await expect(registerUser(ctx, { email, password: 'secret1', firstName: 'Half', lastName: 'Done' })).rejects.toThrow();
    const rows = await db.select().from(users).where(eq(sql`lower(${users.email})`, email));
    expect(rows).toHaveLength(0);
  });
});
