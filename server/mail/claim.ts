// Taking the next e-mail to send (docs/decisions/0014 "Spacing across restarts and instances"). One transaction:
// the single row of email_outbox_state is locked first, so every instance on the database queues behind the same
// lock and reads the same last send; the slot is taken when a row is claimed, not when the SMTP server answers,
// so a slow server cannot let a second e-mail start inside the interval. The time is the database's, read once the
// lock is held: one clock for every instance, so a fast clock on one cannot shorten the spacing
// (docs/decisions/0020). Which row takes the slot is fair-order.ts's: kinds, and addresses within a kind, take turns.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { emailMessages, emailOutboxState } from '../db/schema.ts';
import { nextInFairOrder } from './fair-order.ts';

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
  /** The claim's time (the database's, unless a test gave its own): the step's re-check, sent_at and backoff use it. */
  now: Date;
}

export type ClaimResult = ClaimedEmail | { status: 'wait'; until: Date; now: Date } | { status: 'idle'; now: Date };

export interface ClaimOptions {
  /** EMAIL_MIN_INTERVAL_MS: the least time between two claims, by any instance. */
  intervalMs: number;
  claimTimeoutMs: number;
}

/**
 * The database's clock, to the millisecond (stored times are written from a JavaScript Date: a claim's claimed_at
 * must equal the last_sent_at it wrote, releaseSlot compares them). statement_timestamp(), not now(): now() is the
 * transaction's start, before the wait for the spacing lock.
 */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = rowsOf<{ ms: number | string }>(await db.execute(sql`select floor(extract(epoch from statement_timestamp()) * 1000)::float8 as ms`));
  if (!row) throw new Error('the database did not say what time it is');
  return new Date(Number(row.ms));
}

/**
 * `clock`: a test's own time; without it (the worker) the claim reads the database's, after taking the lock.
 */
export async function claimNextEmail(db: Db, options: ClaimOptions, clock?: Date): Promise<ClaimResult> {
  return db.transaction(async (tx): Promise<ClaimResult> => {
    const [state] = await tx
      .select({ lastSentAt: emailOutboxState.lastSentAt })
      .from(emailOutboxState)
      .where(eq(emailOutboxState.id, 1))
      .for('update');
    if (!state) throw new Error('email_outbox_state has no row 1 (migration 0008 writes it)');
    const now = clock ?? (await databaseNow(tx));
    const lastSentAt = state.lastSentAt;
    if (lastSentAt && now.getTime() < lastSentAt.getTime() + options.intervalMs) {
      return { status: 'wait', until: new Date(lastSentAt.getTime() + options.intervalMs), now };
    }

    const staleBefore = new Date(now.getTime() - options.claimTimeoutMs);
    const id = await nextInFairOrder(tx, { now, staleBefore });
    if (id === undefined) return { status: 'idle', now };

    const claimId = randomUUID();
    const [email] = await tx
      .update(emailMessages)
      .set({ claimedAt: now, claimId, attempts: sql`${emailMessages.attempts} + 1` })
      .where(eq(emailMessages.id, id))
      .returning();
    if (!email) throw new Error(`outbox row ${id} vanished while locked`);
    await tx.update(emailOutboxState).set({ lastSentAt: now }).where(eq(emailOutboxState.id, 1));
    return { status: 'claimed', email, claimId, previousLastSentAt: lastSentAt, now };
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
