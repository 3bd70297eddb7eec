// Accounts: register, log in (user or admin), and create or promote an administrator.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AuthResponse, LoginPayload, RegisterPayload } from '../../common/auth.ts';
import { normalizeEmail } from '../../common/email.ts';
import { serverMessages } from '../../common/messages.ts';
import { isUniqueViolation, type Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../plugins/errors.ts';
import { hashPassword, verifyDecoyPassword, verifyPassword } from './passwords.ts';
import { createSession, toPublicUser, type UserRow } from './sessions.ts';
import { clearThrottleEvents, forgetAttempts, recordAttempt, retryAfterHeader, type Attempt } from '../throttle/throttle.ts';
import { isCommonPasswordFor, type PasswordOwner } from './common-passwords.ts';
import { isTrustedAddress, rememberTrustedAddress } from './trusted-addresses.ts';

export type AuthContext = { db: Db; sessionTtlMs: number; ip: string };

// Addresses arrive normalised (common/email.ts). Case is folded by PostgreSQL's lower(), never by JavaScript's
// toLowerCase(): the two disagree on some letters ('İ' among them), and the unique index on lower(email) is what
// decides which addresses are the same account.
const foldedEmail = (email: string): SQL => sql`lower(${normalizeEmail(email)})`;

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

/**
 * Refuses a new password that guessers would try first (registration, admin:create, ADMIN_PASSWORD), including
 * the account's own e-mail or name.
 */
export function assertUncommonPassword(password: string, owner: PasswordOwner): void {
  if (isCommonPasswordFor(password, owner)) throw new HttpError(400, serverMessages.passwordTooCommon);
}

export async function registerUser(ctx: AuthContext, payload: RegisterPayload): Promise<AuthResponse> {
  assertUncommonPassword(payload.password, payload);
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
        .values({ email: payload.email, passwordHash, firstName: payload.firstName, lastName: payload.lastName })
        .returning();
      if (!user) throw new Error('insert returned no row');
      const token = await createSession(tx, user.id, ctx.sessionTtlMs);
      // Whoever registered the account holds its password: their address is its owner's.
      await rememberTrustedAddress(tx, user.id, ctx.ip);
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
 * past the limits; it stays counted only if it fails. The limits (docs/decisions/0003): 5 failures per account
 * and address, 20 per address, and 100 per account an hour, past which only the account's trusted addresses
 * may try, so that no stranger can lock the owner out and no guesser, however spread out, gets more.
 */
export async function logIn(
  ctx: AuthContext,
  payload: LoginPayload,
  options: { adminOnly: boolean },
): Promise<AuthResponse> {
  const accountKey = foldedEmail(payload.email);
  const pairKey = sql`${accountKey} || ' from ' || ${ctx.ip}`;
  const [pair, address, account] = await Promise.all([
    recordAttempt(ctx.db, 'login-account-ip', pairKey),
    recordAttempt(ctx.db, 'login-ip', ctx.ip),
    recordAttempt(ctx.db, 'login-account', accountKey),
  ]);
  const attempts = [pair, address, account];
  const blockedBy =
    pair.isOverLimit ? 'login-account-ip'
    : address.isOverLimit ? 'login-ip'
    : account.isOverLimit && !(await isTrustedAddress(ctx.db, accountKey, ctx.ip)) ? 'login-account'
    : undefined;
  if (blockedBy) {
    // A refused attempt checked no password: it must not lengthen the lock.
    await forgetAttempts(ctx.db, attempts);
    throw new HttpError(429, serverMessages.tooManyAttempts, retryAfterHeader(blockedBy));
  }

  const user = await findUserByEmail(ctx.db, payload.email);
  const isValid = user
    ? await verifyPassword(user.passwordHash, payload.password)
    : await verifyDecoyPassword(payload.password);
  if (!user || !isValid) throw new HttpError(401, serverMessages.invalidCredentials);

  await forgetSuccessfulLogin(ctx, user, pairKey, attempts);
  // Only a caller who already holds the right password learns that the account is not an admin.
  if (options.adminOnly && user.role !== 'admin') throw new HttpError(403, serverMessages.adminRequired);
  return issueSession(ctx, user);
}

// The right password clears this address's failures on the account (a typo-prone owner is not locked out for
// the rest of the window), takes its own attempts out of the counts (they limit failures), and makes the
// address a trusted one. The account's hourly count of everyone's failures stays: clearing it would hand a
// distributed guesser a fresh hundred each time the owner logs in.
async function forgetSuccessfulLogin(ctx: AuthContext, user: UserRow, pairKey: SQL, attempts: Attempt[]): Promise<void> {
  await Promise.all([
    clearThrottleEvents(ctx.db, ['login-account-ip'], pairKey),
    forgetAttempts(ctx.db, attempts),
    rememberTrustedAddress(ctx.db, user.id, ctx.ip),
  ]);
}

export type AdminUpsertOutcome = 'created' | 'updated' | 'unchanged';

/**
 * Creates the administrator, or promotes an existing account and sets its password. Either change ends the
 * account's sessions (a database trigger, migration 0002), so a token its holder took before the promotion is
 * worth nothing after it. An account that already is this admin with this password is left as it is: applying
 * ADMIN_EMAIL/ADMIN_PASSWORD at every start must not log the administrator out.
 */
export async function upsertAdmin(
  db: Db,
  admin: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<{ id: number; outcome: AdminUpsertOutcome }> {
  assertUncommonPassword(admin.password, admin);
  const email = normalizeEmail(admin.email);
  const existing = await findUserByEmail(db, email);
  if (existing?.role === 'admin' && (await verifyPassword(existing.passwordHash, admin.password))) {
    return { id: existing.id, outcome: 'unchanged' };
  }
  const passwordHash = await hashPassword(admin.password);
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', passwordHash, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return { id: existing.id, outcome: 'updated' };
  }
  const [created] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: admin.firstName ?? 'Studio',
      lastName: admin.lastName ?? 'Admin',
      role: 'admin',
    })
    .returning({ id: users.id });
  if (!created) throw new Error('insert returned no row');
  return { id: created.id, outcome: 'created' };
}
