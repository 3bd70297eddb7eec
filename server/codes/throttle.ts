// Refused codes are limited as failed logins are (throttle/throttle.ts, docs/decisions/0003): a code is a secret worth
// money, so nobody may find one by trying. Each attempt is counted before the code is looked at, so parallel guesses
// cannot slip past the limit, and stays counted only if the code is refused: 10 per account and 30 per address in
// 15 minutes. The check (POST /api/codes/check) and checkout with a code share the count.
import { offerMessages } from '../../common/messages/offers.ts';
import type { Db } from '../db/client.ts';
import { RateLimitedError } from '../errors.ts';
import { forgetAttempts, recordAttempt, retryAfterSeconds } from '../throttle/throttle.ts';
import { CodeRefusedError } from './refused.ts';

/** Who tries a code: their account, and their address as per-address limits count it (http/client-address.ts). */
export interface CodeAsker {
  userId: number;
  clientKey: string;
}

/** Runs `attempt` (a code's evaluation) within the limits; only a CodeRefusedError it throws stays counted. */
export async function throttledCodeAttempt<Result>(db: Db, asker: CodeAsker, attempt: () => Promise<Result>): Promise<Result> {
  const [account, address] = await Promise.all([
    recordAttempt(db, 'code-check-account', String(asker.userId)),
    recordAttempt(db, 'code-check-ip', asker.clientKey),
  ]);
  const attempts = [account, address];
  const blockedBy = account.isOverLimit ? 'code-check-account' : address.isOverLimit ? 'code-check-ip' : undefined;
  if (blockedBy) {
    // A refused attempt looked at no code: it must not lengthen the wait.
    await forgetAttempts(db, attempts);
    throw new RateLimitedError(offerMessages.codeTooManyAttempts, retryAfterSeconds(blockedBy));
  }
  try {
    const result = await attempt();
    await forgetAttempts(db, attempts);
    return result;
  } catch (error) {
    if (!(error instanceof CodeRefusedError)) await forgetAttempts(db, attempts);
    throw error;
  }
}
