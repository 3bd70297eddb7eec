// A logged-in viewer changing their password. The current one is required, so that a session left open (or
// stolen) cannot take the account over; wrong ones are limited, so that it cannot become a guessing oracle either.
import { and, eq } from 'drizzle-orm';
import type { ChangePasswordPayload } from '../../common/auth.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { users } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { RateLimitedError, ValidationError } from '../errors.ts';
import { forgetAttempts, recordAttempt, retryAfterSeconds } from '../throttle/throttle.ts';
import { retireResetLinks } from './password-reset.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { assertUncommonPassword } from './service.ts';
import { keepingSession, type UserRow } from './sessions.ts';

/**
 * Replaces `user`'s password. Every other session of the account ends and the one making the change (its
 * `sessionToken`) stays; outstanding reset links stop working. Wrong current passwords count towards
 * 'password-change-account' (5 per 15 minutes per account); the attempt is recorded before the check, as a login
 * is, so parallel guesses cannot all pass, and a right password takes its attempt back out.
 */
export async function changePassword(
  { db }: Pick<ServiceDeps, 'db'>,
  user: UserRow,
  sessionToken: string,
  payload: ChangePasswordPayload,
): Promise<void> {
  const account = String(user.id);
  const attempt = await recordAttempt(db, 'password-change-account', account);
  if (attempt.isOverLimit) {
    await forgetAttempts(db, [attempt]);
    throw new RateLimitedError(serverMessages.tooManyPasswordChanges, retryAfterSeconds('password-change-account'));
  }
  if (!(await verifyPassword(user.passwordHash, payload.currentPassword))) {
    throw new ValidationError(serverMessages.currentPasswordWrong);
  }
  await forgetAttempts(db, [attempt]);

  if (payload.newPassword === payload.currentPassword) throw new ValidationError(serverMessages.newPasswordSameAsCurrent);
  assertUncommonPassword(payload.newPassword, user);
  // Hashed outside the transaction: argon2 takes a while, and no row should stay locked meanwhile.
  const passwordHash = await hashPassword(payload.newPassword);

  await db.transaction(async (tx) => {
    // The trigger of migration 0002 ends every session on the UPDATE; this one is put back.
    const replaced = await keepingSession(tx, sessionToken, () =>
      tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        // Only the password just verified is replaced: had another change won the race, this one must not undo it.
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
        .returning({ id: users.id }),
    );
    if (replaced.length === 0) throw new ValidationError(serverMessages.currentPasswordWrong);
    await retireResetLinks(tx, user.id);
  });
}
