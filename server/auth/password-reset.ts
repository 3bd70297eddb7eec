// Forgotten passwords: a single-use link valid for an hour, e-mailed through the outbox ahead of everything else;
// choosing the new password ends every session of the account. Only the link's SHA-256 is stored (like a
// session's), so a stolen database holds no working link.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ResetPasswordPayload } from '../../common/auth.ts';
import { serverMessages } from '../../common/messages.ts';
import type { Db } from '../db/client.ts';
import { emailMessages, passwordResetTokens, users } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { RateLimitedError, ValidationError } from '../errors.ts';
import { passwordResetEmail } from '../mail/compose.ts';
import { priorityOf } from '../mail/outbox.ts';
import { admitAttempt, forgetAttempts, recordAttempt, retryAfterSeconds } from '../throttle/throttle.ts';
import { hashPassword } from './passwords.ts';
import { assertUncommonPassword, foldedEmail } from './service.ts';
import { hashToken } from './sessions.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * Asks for a reset link for `email`. The caller learns nothing about whether the address has an account: the
 * answer is the same, and so is the work — the same throttle rows, the same token and e-mail composed, and the
 * same single statement, which writes the token and its e-mail when the address has an account and nothing when
 * it has not. Limits: 10 requests an hour per client address (RateLimitedError), 3 e-mails an hour per address
 * asked for, past which the request is answered alike and sends nothing (saying so would tell an account exists
 * no more than it would tell that someone asked, but an inbox must not be flooded either way).
 *
 * Earlier links stay valid until they are used or expire: the outbox spaces its e-mails minutes apart, so the
 * viewer who asks twice may well get the first link first, and it must work. Setting a password (by any link,
 * or by changing it) retires every other link of the account.
 */
export async function requestPasswordReset({ db, config }: Pick<ServiceDeps, 'db' | 'config'>, clientKey: string, email: string): Promise<void> {
  await admitAttempt(db, 'password-reset-ip', clientKey, () =>
    new RateLimitedError(serverMessages.tooManyPasswordResets, retryAfterSeconds('password-reset-ip')),
  );
  const account = foldedEmail(email);
  const attempt = await recordAttempt(db, 'password-reset-account', account);
  if (attempt.isOverLimit) {
    // Refused, so not counted: the account's window is not lengthened by whoever keeps asking.
    await forgetAttempts(db, [attempt]);
    return;
  }

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  const { subject, message } = passwordResetEmail({
    resetUrl: `${config.publicUrl}/reset-password/${token}`,
    expiresAt,
    timeZone: config.timeZone,
  });
  // One statement, so one transaction: the e-mail exists exactly when its token does. It is failed rather than
  // sent once the link has expired (send_before).
  await db.execute(sql`
    with account as (
      select ${users.id} as id, ${users.email} as email from ${users} where lower(${users.email}) = ${account} limit 1
    ), issued as (
      insert into ${passwordResetTokens} (user_id, token_hash, expires_at)
      select id, ${hashToken(token)}, ${expiresAt.toISOString()}::timestamptz from account
      returning user_id
    )
    insert into ${emailMessages} (kind, priority, recipient_email, subject, message, send_before)
    select 'password_reset', ${priorityOf('password_reset')}, account.email, ${subject}, ${message},
      ${expiresAt.toISOString()}::timestamptz
    from account join issued on issued.user_id = account.id`);
}

/**
 * Sets a new password with a reset link's token. The token is claimed atomically (one UPDATE that only an
 * unused, unexpired token passes), so two uses at once cannot both succeed. In one transaction with the claim:
 * the new password, every session of the account ended (the credential trigger of migration 0002, which fires
 * on the password's UPDATE) and every other link retired. The viewer is not logged in: they log in with it.
 */
export async function resetPassword({ db }: Pick<ServiceDeps, 'db'>, payload: ResetPasswordPayload): Promise<void> {
  const tokenHash = hashToken(payload.token);
  const [owner] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), usable()));
  if (!owner) throw new ValidationError(serverMessages.passwordResetLinkInvalid);
  // Before the link is spent: a refused password leaves it usable for a better one.
  assertUncommonPassword(payload.password, owner);
  // Hashed outside the transaction: argon2 takes a while, and no row should stay locked meanwhile.
  const passwordHash = await hashPassword(payload.password);

  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), usable()))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new ValidationError(serverMessages.passwordResetLinkInvalid);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, claimed.userId));
    await retireResetLinks(tx, claimed.userId);
  });
}

// Checked on the database's clock, which every instance shares (docs/decisions/0020).
const usable = () => and(isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`));

/** Every unused reset link of the account stops working: its password has just been set. */
export async function retireResetLinks(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
