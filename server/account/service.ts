// Closing a viewer's account (docs/decisions/0024): it erases who they were (name, e-mail, password) and what is
// theirs alone (reviews, watch positions, the newsletter subscription, sessions), and keeps their payments and
// rentals, anonymised, as the studio's accounting records.
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { accountMessages } from '../../common/messages/account.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { foldedEmail, sameEmail } from '../db/email-match.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import {
  authThrottleEvents,
  emailMessages,
  loginTrustedAddresses,
  newsletterSubscribers,
  passwordResetTokens,
  reviews,
  sessions,
  users,
  watchProgress,
} from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { ConflictError, RateLimitedError, UnauthenticatedError } from '../errors.ts';
import { viewerOfUser } from '../http/viewer.ts';
import { deleteReview } from '../reviews/service.ts';
import { forgetAttempts, recordAttempt, retryAfterSeconds } from '../throttle/throttle.ts';

/**
 * Checks the password of the account being closed. Wrong ones count towards the same limit as the change of
 * password's ('password-change-account', 5 per 15 minutes per account): both ask a logged-in session for the
 * password, so together they must not become a guessing oracle for a stolen session. A right one takes its
 * attempt back out.
 */
async function assertOwnPassword(db: Db, user: UserRow, password: string): Promise<void> {
  const attempt = await recordAttempt(db, 'password-change-account', String(user.id));
  if (attempt.isOverLimit) {
    await forgetAttempts(db, [attempt]);
    throw new RateLimitedError(accountMessages.tooManyPasswordAttempts, retryAfterSeconds('password-change-account'));
  }
  // A 401, as the web app expects of a refused password here (it must not take it for an ended session).
  if (!(await verifyPassword(user.passwordHash, password))) throw new UnauthenticatedError(serverMessages.currentPasswordWrong);
  await forgetAttempts(db, [attempt]);
}

// Advisory locks taken with two int4 keys: this first half keeps the account's apart from any other use.
const ACCOUNT_LOCK_SPACE = 725_119_024;
const LAST_ADMINISTRATOR_LOCK = 1;

/**
 * An administrator may leave only while another one stays. Closings of administrators take turns (a
 * transaction-scoped advisory lock), so two of the last two closing at once cannot both pass: the second counts
 * after the first has committed.
 */
async function assertAnotherAdministrator(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_SPACE}, ${LAST_ADMINISTRATOR_LOCK})`);
  const [others] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), ne(users.id, userId)));
  if ((others?.n ?? 0) === 0) throw new ConflictError(accountMessages.lastAdministrator);
}

/**
 * The account as it stands, its row locked until the closing commits. Gone (closed meanwhile) or with another
 * password than the one just checked (changed meanwhile): refused, as the session or the password no longer holds.
 */
async function lockOpenAccount(db: Db, user: UserRow): Promise<{ email: string; role: UserRow['role'] }> {
  const [account] = await db
    .select({ email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
    .for('update');
  if (!account) throw new UnauthenticatedError(serverMessages.sessionExpired);
  if (account.passwordHash !== user.passwordHash) throw new UnauthenticatedError(serverMessages.currentPasswordWrong);
  return account;
}

/**
 * Takes the account's reviews back through the reviews service's own delete, so that a review leaves exactly as
 * when its author deletes it (the rating summaries are computed from what remains, and the public answer cache
 * hears of each movie through the reviews table's trigger, migration 0010).
 */
async function removeReviews(db: Db, user: UserRow): Promise<void> {
  const own = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, user.id));
  for (const review of own) await deleteReview({ db }, review.id, viewerOfUser(user));
}

/** What only ever served this account: its watch positions, sessions, reset links and trusted addresses. */
async function removeOwnRows(db: Db, userId: number): Promise<void> {
  await db.delete(watchProgress).where(eq(watchProgress.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.delete(loginTrustedAddresses).where(eq(loginTrustedAddresses.userId, userId));
}

/**
 * What the studio holds under the account's e-mail address rather than its id: the newsletter subscription goes;
 * e-mails still waiting are cancelled (failed, so the log says why, and no worker sends them: a claim in flight
 * loses its claim id, so its finish changes nothing); the log keeps that e-mails went, not to whom; and the login
 * and reset limits counted under the address are forgotten.
 */
async function forgetAddress(db: Db, email: string, placeholder: string): Promise<void> {
  await db.delete(newsletterSubscribers).where(sameEmail(newsletterSubscribers.email, email));
  await db
    .update(emailMessages)
    .set({ status: 'failed', errorMessage: accountMessages.emailCancelled, claimId: null, claimedAt: null })
    .where(and(sameEmail(emailMessages.recipientEmail, email), eq(emailMessages.status, 'pending')));
  await db.update(emailMessages).set({ recipientEmail: placeholder }).where(sameEmail(emailMessages.recipientEmail, email));
  const accountKey = foldedEmail(email);
  await db
    .delete(authThrottleEvents)
    .where(
      sql`(${authThrottleEvents.scope} in ('login-account', 'password-reset-account') and ${authThrottleEvents.key} = ${accountKey})
        or (${authThrottleEvents.scope} = 'login-account-ip' and starts_with(${authThrottleEvents.key}, ${accountKey} || ' from '))`,
    );
}

/**
 * An address no one can have: under the reserved .invalid domain (RFC 2606), unique by the account's id, and
 * with a random part, so that nobody can register it beforehand and make the closing collide with them.
 */
function deletedAccountEmail(userId: number): string {
  return `deleted-${userId}-${randomBytes(8).toString('hex')}@deleted.invalid`;
}

/**
 * The row stays, as the owner of the payments and rentals the studio keeps, with nothing of its person: no name,
 * a placeholder address (the real one is free for a new registration at once), an empty password hash (no
 * password verifies against it), no role. The change of password and role also ends every session (migration
 * 0002's trigger), beside the deletion above.
 */
async function anonymiseAccount(db: Db, userId: number, placeholder: string): Promise<void> {
  await db
    .update(users)
    .set({ email: placeholder, firstName: '', lastName: '', passwordHash: '', role: 'user', deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Closes the account of `user`, who confirms with their `password` (GDPR art. 17). A wrong password is an
 * UnauthenticatedError; the last administrator is refused with a ConflictError. Everything happens in one
 * transaction: a failure leaves the account as it was.
 */
export async function deleteAccount({ db }: Pick<ServiceDeps, 'db'>, user: UserRow, password: string): Promise<void> {
  await assertOwnPassword(db, user, password);
  const placeholder = deletedAccountEmail(user.id);
  await db.transaction(async (tx) => {
    const account = await lockOpenAccount(tx, user);
    if (account.role === 'admin') await assertAnotherAdministrator(tx, user.id);
    await removeReviews(tx, user);
    await removeOwnRows(tx, user.id);
    await forgetAddress(tx, account.email, placeholder);
    await anonymiseAccount(tx, user.id, placeholder);
  });
}
