// Forgotten passwords: a single-use link valid for an hour, e-mailed through the outbox; choosing the new password
// ends every session of the account. Only the link's SHA-256 is stored (like a session's), so a stolen database
// holds no working link.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { ResetPasswordPayload } from '../../common/auth.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { foldedEmail } from '../db/email-match.ts';
import { emailMessages, passwordResetTokens, users } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { RateLimitedError, ValidationError } from '../errors.ts';
import { passwordResetEmail } from '../mail/compose.ts';
import { resetTokenIn } from '../mail/hide-secret-links.ts';
import { priorityOf } from '../mail/outbox.ts';
import { admitAttempt, forgetAttempts, recordAttempt, retryAfterSeconds } from '../throttle/throttle.ts';
import { hashPassword } from './passwords.ts';
import { assertUncommonPassword } from './service.ts';
import { hashToken } from './sessions.ts';

const RESET_TOKEN_TTL_MS = 60 * 60_000;

// Advisory locks taken with two int4 keys: this first half keeps the reset requests' apart from any other use.
const RESET_REQUEST_LOCK_SPACE = 725_119_003;

/**
 * Asks for a reset link for `email`. The caller learns nothing about whether the address has an account: the
 * answer is the same, and so is the work — the same throttle rows, the same token and e-mail composed, and the
 * same statements, which write the token and its e-mail when the address has an account and nothing when it has
 * not. Limits: 10 requests an hour per client address (RateLimitedError), 3 links an hour per address asked for,
 * past which the request is answered alike and does nothing (saying so would tell an account exists no more than
 * it would tell that someone asked, but an inbox must not be flooded either way).
 *
 * An account has at most one reset e-mail waiting in the outbox, whose few slots every e-mail shares
 * (docs/decisions/0014 "Order: kinds and addresses take turns"): asking again while it waits gives that e-mail the
 * new link (and the new link's hour) and retires the link it carried, which nobody has received. A link already
 * e-mailed stays valid until it is used or expires: the viewer who asks again may well open the earlier e-mail
 * first, and it must work. While a worker is sending the waiting e-mail, a request changes nothing: its link is on
 * its way. Setting a password (by any link, or by changing it) retires every other link of the account.
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
  const composed = passwordResetEmail({
    resetUrl: `${config.publicUrl}/reset-password/${token}`,
    expiresAt,
    timeZone: config.timeZone,
  });
  // One transaction: the e-mail exists exactly when its token does.
  await db.transaction(async (tx) => {
    // Requests for one address take turns, so two at once cannot both find no e-mail waiting and queue two.
    await tx.execute(sql`select pg_advisory_xact_lock(${RESET_REQUEST_LOCK_SPACE}, hashtext(${account}))`);
    const waiting = await lockWaitingResetEmail(tx, account);
    await issueResetLink(tx, { account, tokenHash: hashToken(token), expiresAt, ...composed, waiting });
  });
}

interface WaitingResetEmail {
  id: number;
  message: string;
}

// A kind's rows carry its priority: the condition keeps these look-ups to the resets' part of the outbox's index.
const isPendingResetOf = (account: SQL) => sql`m.kind = 'password_reset' and m.status = 'pending'
  and m.priority = ${priorityOf('password_reset')} and lower(m.recipient_email) = ${account}`;

/**
 * The account's reset e-mail that waits in the outbox, locked until this request commits (a worker's claim skips
 * it meanwhile), or undefined. One a worker has claimed is not waiting: it is being sent. The lock waits for a claim
 * being written to commit, and then no longer finds the row.
 */
async function lockWaitingResetEmail(tx: Db, account: SQL): Promise<WaitingResetEmail | undefined> {
  const [row] = rowsOf<WaitingResetEmail>(
    await tx.execute(sql`
      select m.id, m.message from ${emailMessages} m
      where ${isPendingResetOf(account)} and m.claimed_at is null
      order by m.id
      limit 1
      for update`),
  );
  return row;
}

interface NewResetLink {
  /** The address asked for, folded as accounts are looked up (foldedEmail). */
  account: SQL;
  tokenHash: string;
  expiresAt: Date;
  subject: string;
  message: string;
  waiting: WaitingResetEmail | undefined;
}

/**
 * One statement, written alike whether the address has an account or not: a new token, then either the waiting
 * e-mail rewritten with its link (the link it carried retired) or a new e-mail queued. Nothing when another reset
 * e-mail of the account is pending: a worker is sending it (or it was queued before one e-mail per account was the
 * rule, and leaves soon), and its link stays good. The e-mail is failed rather than sent once the link has expired
 * (send_before).
 */
async function issueResetLink(tx: Db, link: NewResetLink): Promise<void> {
  const waitingId = link.waiting?.id ?? null;
  const waitingToken = link.waiting && resetTokenIn(link.waiting.message);
  const replacedHash = waitingToken === undefined ? null : hashToken(waitingToken);
  const expiresAt = link.expiresAt.toISOString();
  await tx.execute(sql`
    with account as (
      select ${users.id} as id, ${users.email} as email from ${users} where lower(${users.email}) = ${link.account} limit 1
    ), other_pending as (
      select 1 from ${emailMessages} m where ${isPendingResetOf(link.account)} and m.id is distinct from ${waitingId}::int
    ), issued as (
      insert into ${passwordResetTokens} (user_id, token_hash, expires_at)
      select id, ${link.tokenHash}, ${expiresAt}::timestamptz from account where not exists (select 1 from other_pending)
      returning user_id
    ), replaced_link as (
      update ${passwordResetTokens} set used_at = now()
      where token_hash = ${replacedHash}::text and used_at is null and exists (select 1 from issued)
    ), rewritten as (
      update ${emailMessages} set subject = ${link.subject}, message = ${link.message}, send_before = ${expiresAt}::timestamptz
      where id = ${waitingId}::int and exists (select 1 from issued)
    )
    insert into ${emailMessages} (kind, priority, recipient_email, subject, message, send_before)
    select 'password_reset', ${priorityOf('password_reset')}, account.email, ${link.subject}, ${link.message},
      ${expiresAt}::timestamptz
    from account join issued on issued.user_id = account.id
    where ${waitingId}::int is null`);
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
