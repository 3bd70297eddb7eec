// Opaque bearer tokens: 256 random bits, only their SHA-256 is stored, revocable, with an expiry.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { PublicUser } from '../../common/auth.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: number, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // From the database's clock, as every check of it is: one clock for all instances (docs/decisions/0020).
  const expiresAt = sql`now() + ${ttlMs} * interval '1 millisecond'`;
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return token;
}

export type UserRow = typeof users.$inferSelect;

/** A live session: its user and its row id (what streaming links are bound to, so that logging out ends them). */
export interface LiveSession {
  user: UserRow;
  sessionId: number;
}

export async function findSession(db: Db, token: string): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isAdmin: user.role === 'admin',
  };
}

/**
 * Runs `change`, a credential change that ends every session of the account (the trigger of migration 0002),
 * then puts the session of `token` back as it was, so that the caller who made the change stays logged in with
 * the token they hold. `db` must be the change's transaction: nobody sees the session gone. A session already
 * ended (by a change racing this one) stays ended.
 */
export async function keepingSession<T>(db: Db, token: string, change: () => Promise<T>): Promise<T> {
  const [kept] = await db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  const result = await change();
  if (kept) await db.insert(sessions).values(kept).onConflictDoNothing();
  return result;
}
