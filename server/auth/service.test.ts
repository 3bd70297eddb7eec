import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { testDatabase } from '../test/database.ts';
import { createUser, uniqueEmail } from '../test/factories.ts';
import { verifyPassword } from './passwords.ts';
import { upsertAdmin } from './service.ts';

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
});
