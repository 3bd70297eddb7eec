// One step of the outbox worker (docs/decisions/0014): claim the next due row, re-check it, render and hand it to
// the transport, then record the outcome. The send happens after the claim's commit, outside any transaction
// (decision 0009), and the outcome is written only WHERE claim_id is still ours.
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { emailMessages } from '../db/schema.ts';
import { CLAIM_TIMEOUT_MS, claimNextEmail, releaseSlot, type ClaimedEmail } from './claim.ts';
import { hasSecretLink, hideSecretLinks } from './hide-secret-links.ts';
import { recheckBeforeSending } from './recheck.ts';
import { renderEmail } from './render.ts';
import { DeliveryError, type MailTransport } from './transport.ts';

/** The wait after the 1st, 2nd, 3rd and 4th temporary failure; the 5th fails the row. */
const RETRY_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
const MAX_ATTEMPTS = RETRY_BACKOFF_MS.length + 1;

export type EmailStep =
  | { outcome: 'sent'; id: number; recorded: boolean }
  /** `attempted`: false when the re-check stopped it (nothing reached the transport). */
  | { outcome: 'failed'; id: number; reason: string; attempted: boolean; recorded: boolean }
  | { outcome: 'retry'; id: number; at: Date; reason: string; recorded: boolean }
  /** `now`: the claim's time, on the clock `until` is on (the database's). */
  | { outcome: 'waiting'; until: Date; now: Date }
  | { outcome: 'idle' };

export interface SendDeps {
  db: Db;
  config: Pick<Config, 'emailMinIntervalMs' | 'publicUrl'>;
}

/** `clock`: a test's own time; without it the step runs on the database's clock, read by the claim (decision 0020). */
export async function sendNextEmail(
  { db, config }: SendDeps,
  transport: MailTransport,
  clock?: Date,
  options: { claimTimeoutMs?: number } = {},
): Promise<EmailStep> {
  const claim = await claimNextEmail(
    db,
    { intervalMs: config.emailMinIntervalMs, claimTimeoutMs: options.claimTimeoutMs ?? CLAIM_TIMEOUT_MS },
    clock,
  );
  if (claim.status === 'wait') return { outcome: 'waiting', until: claim.until, now: claim.now };
  if (claim.status === 'idle') return { outcome: 'idle' };
  const { email, now } = claim;

  const check = await recheckBeforeSending(db, email, now);
  if (!check.send && check.later) {
    // Not yet: back to pending at its new moment, and this claim was no attempt (nothing reached the transport).
    const { notBefore, sendBefore } = check.later;
    const waiting = { status: 'pending', nextAttemptAt: notBefore, sendBefore, attempts: email.attempts - 1, errorMessage: check.reason } as const;
    const recorded = await finish(db, claim, waiting);
    await releaseSlot(db, claim);
    return { outcome: 'retry', id: email.id, at: notBefore, reason: check.reason, recorded };
  }
  if (!check.send) {
    const recorded = await finish(db, claim, { status: 'failed', errorMessage: check.reason });
    await releaseSlot(db, claim);
    return { outcome: 'failed', id: email.id, reason: check.reason, attempted: false, recorded };
  }

  let rendered: ReturnType<typeof renderEmail>;
  try {
    rendered = renderEmail(email, { publicUrl: config.publicUrl, unsubscribeToken: check.unsubscribeToken });
  } catch (error) {
    // The same row renders the same way on every try: failed at once, and nothing left, so the slot is given back.
    const reason = `Not sent: it could not be rendered (${error instanceof Error ? error.message : String(error)})`;
    const recorded = await finish(db, claim, { status: 'failed', errorMessage: reason });
    await releaseSlot(db, claim);
    return { outcome: 'failed', id: email.id, reason, attempted: false, recorded };
  }
  try {
    await transport.send({ id: email.id, to: email.recipientEmail, ...rendered });
  } catch (error) {
    return recordFailure(db, claim, error, now);
  }
  const recorded = await finish(db, claim, { status: 'sent', sentAt: now, errorMessage: null });
  return { outcome: 'sent', id: email.id, recorded };
}

async function recordFailure(db: Db, claim: ClaimedEmail, error: unknown, now: Date): Promise<EmailStep> {
  const { id, attempts } = claim.email;
  const message = error instanceof Error ? error.message : String(error);
  // Only a DeliveryError marked permanent (an SMTP 5xx) is final; anything else may pass on a later try.
  if (error instanceof DeliveryError && error.permanent) {
    const recorded = await finish(db, claim, { status: 'failed', errorMessage: message });
    return { outcome: 'failed', id, reason: message, attempted: true, recorded };
  }
  const backoff = RETRY_BACKOFF_MS[attempts - 1];
  if (attempts >= MAX_ATTEMPTS || backoff === undefined) {
    const reason = `Gave up after ${attempts} attempts: ${message}`;
    const recorded = await finish(db, claim, { status: 'failed', errorMessage: reason });
    return { outcome: 'failed', id, reason, attempted: true, recorded };
  }
  const at = new Date(now.getTime() + backoff);
  const recorded = await finish(db, claim, { status: 'pending', nextAttemptAt: at, errorMessage: message });
  return { outcome: 'retry', id, at, reason: message, recorded };
}

type Outcome = Pick<typeof emailMessages.$inferInsert, 'status' | 'errorMessage' | 'sentAt' | 'nextAttemptAt' | 'sendBefore' | 'attempts'>;

/** Writes the outcome and lets go of the claim; false when the claim is no longer ours (it was taken over). */
async function finish(db: Db, claim: ClaimedEmail, outcome: Outcome): Promise<boolean> {
  const { email } = claim;
  const isFinal = outcome.status !== 'pending';
  const rows = await db
    .update(emailMessages)
    .set({
      ...outcome,
      claimedAt: null,
      claimId: null,
      // A reset link must not outlive its e-mail in the log; a row going back to pending still needs it.
      ...(isFinal && hasSecretLink(email.kind) && { message: hideSecretLinks(email.kind, email.message) }),
    })
    .where(and(eq(emailMessages.id, email.id), eq(emailMessages.claimId, claim.claimId)))
    .returning({ id: emailMessages.id });
  return rows.length > 0;
}
