// Accounts: register, log in (user or admin), and create or promote an administrator.
import { eq, sql } from 'drizzle-orm';
import type { AuthResponse, LoginPayload, RegisterPayload } from '../../common/auth.ts';
import { serverMessages } from '../../common/messages.ts';
import { isUniqueViolation, type Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../plugins/errors.ts';
import { hashPassword, verifyDecoyPassword, verifyPassword } from './passwords.ts';
import { createSession, toPublicUser, type UserRow } from './sessions.ts';
import { clearThrottleEvents, isThrottled, recordThrottleEvent } from '../throttle/throttle.ts';

export type AuthContext = { db: Db; sessionTtlMs: number; ip: string };

const normaliseEmail = (email: string) => email.trim().toLowerCase();

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(email)))
    .limit(1);
  return user;
}

async function issueSession(ctx: AuthContext, user: UserRow): Promise<AuthResponse> {
  const token = await createSession(ctx.db, user.id, ctx.sessionTtlMs);
  return { token, user: toPublicUser(user) };
}

export async function registerUser(ctx: AuthContext, payload: RegisterPayload): Promise<AuthResponse> {
  if (await isThrottled(ctx.db, 'register-ip', ctx.ip)) throw new HttpError(429, serverMessages.tooManyRequests);
  await recordThrottleEvent(ctx.db, 'register-ip', ctx.ip);
  const passwordHash = await hashPassword(payload.password);
  try {
    const [user] = await ctx.db
      .insert(users)
      .values({
        email: payload.email.trim(),
        passwordHash,
        firstName: payload.firstName,
        lastName: payload.lastName,
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    return await issueSession(ctx, user);
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw new HttpError(409, serverMessages.emailTaken);
    throw error;
  }
}

/**
 * Checks e-mail and password. Unknown e-mail and wrong password give the same answer after the same work
 * (one argon2 verification), so that answers and timing do not reveal which accounts exist.
 */
export async function logIn(
  ctx: AuthContext,
  payload: LoginPayload,
  options: { adminOnly: boolean },
): Promise<AuthResponse> {
  const accountKey = normaliseEmail(payload.email);
  const [accountThrottled, ipThrottled] = await Promise.all([
    isThrottled(ctx.db, 'login-account', accountKey),
    isThrottled(ctx.db, 'login-ip', ctx.ip),
  ]);
  if (accountThrottled || ipThrottled) {
    throw new HttpError(429, serverMessages.tooManyAttempts, { 'retry-after': '900' });
  }

  const user = await findUserByEmail(ctx.db, payload.email);
  const isValid = user
    ? await verifyPassword(user.passwordHash, payload.password)
    : await verifyDecoyPassword(payload.password);
  if (!user || !isValid) {
    await Promise.all([
      recordThrottleEvent(ctx.db, 'login-account', accountKey),
      recordThrottleEvent(ctx.db, 'login-ip', ctx.ip),
    ]);
    throw new HttpError(401, serverMessages.invalidCredentials);
  }
  // Only a caller who already holds the right password learns that the account is not an admin.
  if (options.adminOnly && user.role !== 'admin') throw new HttpError(403, serverMessages.adminRequired);

  await clearThrottleEvents(ctx.db, ['login-account'], accountKey);
  return issueSession(ctx, user);
}

/** Creates the administrator, or promotes an existing account and sets its password. */
export async function upsertAdmin(
  db: Db,
  admin: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<{ id: number; created: boolean }> {
  const passwordHash = await hashPassword(admin.password);
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', passwordHash, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [created] = await db
    .insert(users)
    .values({
      email: admin.email.trim(),
      passwordHash,
      firstName: admin.firstName ?? 'Studio',
      lastName: admin.lastName ?? 'Admin',
      role: 'admin',
    })
    .returning({ id: users.id });
  if (!created) throw new Error('insert returned no row');
  return { id: created.id, created: true };
}
