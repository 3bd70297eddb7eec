// Accounts: register, log in (user or admin), log out, and create or promote an administrator. `clientKey` is the
// client's address as the per-address limits count it (http/client-address.ts).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AuthResponse, LoginPayload, RegisterPayload } from '../../common/auth.ts';
import { normalizeEmail } from '../../common/email.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { isUniqueViolation, type Db } from '../db/client.ts';
import { foldedEmail, sameEmail } from '../db/email-match.ts';
import { users } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { ConflictError, ForbiddenError, RateLimitedError, UnauthenticatedError, ValidationError } from '../errors.ts';
import { hashPassword, verifyDecoyPassword, verifyPassword } from './passwords.ts';
import { createSession, revokeSession, toPublicUser, type UserRow } from './sessions.ts';
import { admitAttempt, clearThrottleEvents, forgetAttempts, recordAttempt, retryAfterSeconds, type Attempt } from '../throttle/throttle.ts';
import { isCommonPasswordFor, type PasswordOwner } from './common-passwords.ts';
import { isTrustedAddress, rememberTrustedAddress } from './trusted-addresses.ts';

type AuthDeps = Pick<ServiceDeps, 'db' | 'config'>;


async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sameEmail(users.email, email))
    .limit(1);
  return user;
}

async function issueSession({ db, config }: AuthDeps, user: UserRow): Promise<AuthResponse> {
  const token = await createSession(db, user.id, config.sessionTtlMs);
  return { token, user: toPublicUser(user) };
}

/**
 * Refuses a new password that guessers would try first (registration, admin:create, ADMIN_PASSWORD), including
 * the account's own e-mail or name.
 */
export function assertUncommonPassword(password: string, owner: PasswordOwner): void {
  if (isCommonPasswordFor(password, owner)) throw new ValidationError(serverMessages.passwordTooCommon);
}

export async function registerUser({ db, config }: AuthDeps, clientKey: string, payload: RegisterPayload): Promise<AuthResponse> {
  assertUncommonPassword(payload.password, payload);
  await admitAttempt(db, 'register-ip', clientKey, () => new RateLimitedError(serverMessages.tooManyRequests));
  const passwordHash = await hashPassword(payload.password);
  try {
    // One transaction: an account whose session could not be opened must not stay behind, half registered.
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: payload.email, passwordHash, firstName: payload.firstName, lastName: payload.lastName })
        .returning();
      if (!user) throw new Error('insert returned no row');
      const token = await createSession(tx, user.id, config.sessionTtlMs);
      // Whoever registered the account holds its password: their address is its owner's.
      await rememberTrustedAddress(tx, user.id, clientKey);
      return { token, user: toPublicUser(user) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw new ConflictError(serverMessages.emailTaken);
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
  deps: AuthDeps,
  clientKey: string,
  payload: LoginPayload,
  options: { adminOnly: boolean },
): Promise<AuthResponse> {
  const { db } = deps;
  const accountKey = foldedEmail(payload.email);
  const pairKey = sql`${accountKey} || ' from ' || ${clientKey}`;
  const [pair, address, account] = await Promise.all([
    recordAttempt(db, 'login-account-ip', pairKey),
    recordAttempt(db, 'login-ip', clientKey),
    recordAttempt(db, 'login-account', accountKey),
  ]);
  const attempts = [pair, address, account];
  const blockedBy =
    pair.isOverLimit ? 'login-account-ip'
    : address.isOverLimit ? 'login-ip'
    : account.isOverLimit && !(await isTrustedAddress(db, accountKey, clientKey)) ? 'login-account'
    : undefined;
  if (blockedBy) {
    // A refused attempt checked no password: it must not lengthen the lock.
    await forgetAttempts(db, attempts);
    throw new RateLimitedError(serverMessages.tooManyAttempts, retryAfterSeconds(blockedBy));
  }

  const user = await findUserByEmail(db, payload.email);
  const isValid = user
    ? await verifyPassword(user.passwordHash, payload.password)
    : await verifyDecoyPassword(payload.password);
  if (!user || !isValid) throw new UnauthenticatedError(serverMessages.invalidCredentials);

  await forgetSuccessfulLogin(db, { user, clientKey, pairKey }, attempts);
  // Only a caller who already holds the right password learns that the account is not an admin.
  if (options.adminOnly && user.role !== 'admin') throw new ForbiddenError(serverMessages.adminRequired);
  return issueSession(deps, user);
}

// The right password clears this address's failures on the account (a typo-prone owner is not locked out for
// the rest of the window), takes its own attempts out of the counts (they limit failures), and makes the
// address a trusted one. The account's hourly count of everyone's failures stays: clearing it would hand a
// distributed guesser a fresh hundred each time the owner logs in.
async function forgetSuccessfulLogin(
  db: Db,
  login: { user: UserRow; clientKey: string; pairKey: SQL },
  attempts: Attempt[],
): Promise<void> {
  await Promise.all([
    clearThrottleEvents(db, ['login-account-ip'], login.pairKey),
    forgetAttempts(db, attempts),
    rememberTrustedAddress(db, login.user.id, login.clientKey),
  ]);
}

/** Ends the session the request came with; its token is worth nothing afterwards. */
export async function logOut({ db }: Pick<ServiceDeps, 'db'>, sessionToken: string): Promise<void> {
  await revokeSession(db, sessionToken);
}

/** `password-differs`: only with `keepAdminPassword`, for an administrator whose password is another one. */
export type AdminUpsertOutcome = 'created' | 'updated' | 'unchanged' | 'password-differs';

/**
 * Creates the administrator, or promotes an existing account and sets its password. Either change ends the
 * account's sessions (a database trigger, migration 0002), so a token its holder took before the promotion is
 * worth nothing after it. An account that already is this admin with this password is left as it is.
 *
 * `keepAdminPassword` (ADMIN_PASSWORD at every start, docs/decisions/0008): an account that already is an
 * administrator keeps the password it has, whatever the one given: the admin may have changed or reset it since,
 * and a restart must neither bring the old one back nor log them out. admin:create leaves it unset, to reset it.
 */
export async function upsertAdmin(
  { db }: Pick<ServiceDeps, 'db'>,
  admin: { email: string; password: string; firstName?: string; lastName?: string },
  options: { keepAdminPassword?: boolean } = {},
): Promise<{ id: number; outcome: AdminUpsertOutcome }> {
  assertUncommonPassword(admin.password, admin);
  const email = normalizeEmail(admin.email);
  const existing = await findUserByEmail(db, email);
  if (existing?.role === 'admin') {
    if (await verifyPassword(existing.passwordHash, admin.password)) return { id: existing.id, outcome: 'unchanged' };
    if (options.keepAdminPassword) return { id: existing.id, outcome: 'password-differs' };
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
