// Taking the next e-mail to send (docs/decisions/0014 "Spacing across restarts and instances"). One transaction:
// the single row of email_outbox_state is locked first, so every instance on the database queues behind the same
// lock and reads the same last send; the slot is taken when a row is claimed, not when the SMTP server answers,
// so a slow server cannot let a second e-mail start inside the interval.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailMessages, emailOutboxState } from '../db/schema.ts';

/**
 * How long a claim protects its row. Longer than one send may take (the SMTP transport gives up after 30 s
 * connecting, 30 s for the greeting, 60 s of a silent socket: transport.ts), so a live worker keeps its row; a
 * claim older than this belonged to a worker that died, and the row is sent again (at least once, 0014).
 */
export const CLAIM_TIMEOUT_MS = 5 * 60_000;

export type OutboxRow = typeof emailMessages.$inferSelect;

export interface ClaimedEmail {
  status: 'claimed';
  /** The row as it stands after the claim (attempts already counts this one). */
  email: OutboxRow;
  /** Ours alone: the row is finished only WHERE claim_id = this, so a late worker cannot overwrite another's. */
  claimId: string;
  /** last_sent_at before this claim took the slot: given back when the row turns out not to be sendable. */
  previousLastSentAt: Date | null;
}

export type ClaimResult = ClaimedEmail | { status: 'wait'; until: Date } | { status: 'idle' };

export interface ClaimOptions {
  /** EMAIL_MIN_INTERVAL_MS: the least time between two claims, by any instance. */
  intervalMs: number;
  claimTimeoutMs: number;
}

export async function claimNextEmail(db: Db, options: ClaimOptions, now: Date): Promise<ClaimResult> {
  return db.transaction(async (tx): Promise<ClaimResult> => {
    const [state] = await tx
      .select({ lastSentAt: emailOutboxState.lastSentAt })
      .from(emailOutboxState)
      .where(eq(emailOutboxState.id, 1))
      .for('update');
    if (!state) throw new Error('email_outbox_state has no row 1 (migration 0008 writes it)');
    const lastSentAt = state.lastSentAt;
    if (lastSentAt && now.getTime() < lastSentAt.getTime() + options.intervalMs) {
      return { status: 'wait', until: new Date(lastSentAt.getTime() + options.intervalMs) };
    }

    const staleBefore = new Date(now.getTime() - options.claimTimeoutMs);
    // SKIP LOCKED: a row someone else holds (an admin's retry, a finishing worker) is passed over, not waited on.
    const [due] = await tx
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.status, 'pending'),
          lte(emailMessages.nextAttemptAt, now),
          or(isNull(emailMessages.claimedAt), lt(emailMessages.claimedAt, staleBefore)),
        ),
      )
      .orderBy(asc(emailMessages.priority), asc(emailMessages.nextAttemptAt), asc(emailMessages.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return { status: 'idle' };

    const claimId = randomUUID();
    const [email] = await tx
      .update(emailMessages)
      .set({ claimedAt: now, claimId, attempts: sql`${emailMessages.attempts} + 1` })
      .where(eq(emailMessages.id, due.id))
      .returning();
    if (!email) throw new Error(`outbox row ${due.id} vanished while locked`);
    await tx.update(emailOutboxState).set({ lastSentAt: now }).where(eq(emailOutboxState.id, 1));
    return { status: 'claimed', email, claimId, previousLastSentAt: lastSentAt };
  });
}

/**
 * Gives the slot a claim took back, for a row that was not sent after all (its subscriber left, its rental
 * ended): the next row need not wait a whole interval for nothing. Only while the slot is still this claim's.
 */
export async function releaseSlot(db: Db, claim: ClaimedEmail): Promise<void> {
  const claimedAt = claim.email.claimedAt;
  if (!claimedAt) return;
  await db
    .update(emailOutboxState)
    .set({ lastSentAt: claim.previousLastSentAt })
    .where(and(eq(emailOutboxState.id, 1), eq(emailOutboxState.lastSentAt, claimedAt)));
}
