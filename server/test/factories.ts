// Test data factories: unique values by default, override what the test is about.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export function uniqueEmail(prefix = 'viewer'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

// Hashing is the slow part of creating a user; tests share one hash per distinct password.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
};

export async function createUser(
  db: Db,
  overrides: { email?: string; password?: string; isAdmin?: boolean; firstName?: string } = {},
) {
  const password = overrides.password ?? 'correct horse';
  const [user] = await db
    .insert(users)
    .values({
      email: overrides.email ?? uniqueEmail(overrides.isAdmin ? 'admin' : 'viewer'),
      passwordHash: await hashOnce(password),
      firstName: overrides.firstName ?? 'Test',
      lastName: 'Viewer',
      role: overrides.isAdmin ? 'admin' : 'user',
    })
    .returning();
  if (!user) throw new Error('insert returned no row');
  return { user, password };
}

/** A user with a live session token, ready for `authorization: Bearer <token>`. */
export async function createLoggedInUser(db: Db, overrides: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(db, overrides);
  const token = await createSession(db, created.user.id, 60 * 60_000);
  return { ...created, token, headers: { authorization: `Bearer ${token}` } };
}
