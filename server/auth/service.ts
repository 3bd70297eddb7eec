// Accounts: register, log in (user or admin), and create or promote an administrator.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AuthResponse, LoginPayload, RegisterPayload } from '../../common/auth.ts';
import { serverMessages } from '../../common/messages.ts';
import { isUniqueViolation, type Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../plugins/errors.ts';
import { hashPassword, verifyDecoyPassword, verifyPassword } from './passwords.ts';
import { createSession, toPublicUser, type UserRow } from './sessions.ts';
import { clearThrottleEvents, forgetAttempts, recordAttempt, type Attempt } from '../throttle/throttle.ts';

export type AuthContext = { db: Db; sessionTtlMs: number; ip: string };

// Case is folded by PostgreSQL's lower(), never by JavaScript's toLowerCase(): the two disagree on some letters
// ('İ' among them), and the unique index on lower(email) is what decides which addresses are the same account.
const foldedEmail = (email: string): SQL => sql`lower(${email.trim()})`;

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, foldedEmail(email)))
    .limit(1);
  return user;
}

async function issueSession(ctx: AuthContext, user: UserRow): Promise<AuthResponse> {
  const token = await createSession(ctx.db, user.id, ctx.sessionTtlMs);
  return { token, user: toPublicUser(user) };
}

const tooManyLoginAttempts = () => new HttpError(429, serverMessages.tooManyAttempts, { 'retry-after': '900' });

export async function registerUser(ctx: AuthContext, payload: RegisterPayload): Promise<AuthResponse> {
  const attempt = await recordAttempt(ctx.db, 'register-ip', ctx.ip);
  if (attempt.isOverLimit) {
    await forgetAttempts(ctx.db, [attempt]);
    throw new HttpError(429, serverMessages.tooManyRequests);
  }
  const passwordHash = await hashPassword(payload.password);
  try {
    // One transaction: an account whose session could not be opened must not stay behind, half registered.
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: payload.email.trim(), passwordHash, firstName: payload.firstName, lastName: payload.lastName })
        .returning();
      if (!user) throw new Error('insert returned no row');
      const token = await createSession(tx, user.id, ctx.sessionTtlMs);
      return { token, user: toPublicUser(user) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw new HttpError(409, serverMessages.emailTaken);
    throw error;
  }
}

/**
 * Checks e-mail and password. Unknown e-mail and wrong password give the same answer after the same work
 * (the same queries and one argon2 verification), so that answers and timing do not reveal which accounts exist.
 * The attempt is counted before the password is checked (see recordAttempt), so parallel guesses cannot slip
 * past the limit; it stays counted only if it fails.
 */
export async function logIn(
  ctx: AuthContext,
  payload: LoginPayload,
  options: { adminOnly: boolean },
): Promise<AuthResponse> {
  const accountKey = foldedEmail(payload.email);
  const attempts = await Promise.all([
    recordAttempt(ctx.db, 'login-account', accountKey),
    recordAttempt(ctx.db, 'login-ip', ctx.ip),
  ]);
  if (attempts.some((attempt) => attempt.isOverLimit)) {
    // A refused attempt checked no password: it must not lengthen the lock.
    await forgetAttempts(ctx.db, attempts);
    throw tooManyLoginAttempts();
  }

  const user = await findUserByEmail(ctx.db, payload.email);
  const isValid = user
    ? await verifyPassword(user.passwordHash, payload.password)
    : await verifyDecoyPassword(payload.password);
  if (!user || !isValid) throw new HttpError(401, serverMessages.invalidCredentials);

  await forgetSuccessfulLogin(ctx.db, accountKey, attempts);
  // Only a caller who already holds the right password learns that the account is not an admin.
  if (options.adminOnly && user.role !== 'admin') throw new HttpError(403, serverMessages.adminRequired);
  return issueSession(ctx, user);
}

// The right password clears the account's failures (as a lock-out should end for its owner) and does not count
// against the IP, whose limit is on failed logins.
async function forgetSuccessfulLogin(db: Db, accountKey: SQL, attempts: Attempt[]): Promise<void> {
  await Promise.all([clearThrottleEvents(db, ['login-account'], accountKey), forgetAttempts(db, attempts)]);
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
