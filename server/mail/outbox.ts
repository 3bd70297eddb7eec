// Writing e-mails into the outbox (docs/decisions/0014). Every e-mail is a row of email_messages, written with
// the `db` of the transaction that causes it (a payment's fulfilment, a reset request, an admin's send), so an
// e-mail exists exactly when its cause does. The worker (worker.ts) sends the rows one at a time.
import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { EmailKind, OutboxQueue } from '../../common/newsletter-admin.ts';
import type { Db } from '../db/client.ts';
import { emailMessages, emailOutboxState } from '../db/schema.ts';

/**
 * Each kind's number in the due index (email_messages_due_idx orders pending rows by it first): the claim reads one
 * kind's rows at a time through it (fair-order.ts), so every row must carry its kind's. It does not decide which
 * kind leaves first any more: kinds take turns (docs/decisions/0014 "Order: kinds and addresses take turns").
 */
export const PRIORITY_BY_KIND: Record<EmailKind, number> = {
  password_reset: 0,
  receipt: 1,
  reminder: 1,
  newsletter: 2,
  newsletter_confirmation: 1,
  now_showing: 1,
  start_reminder: 1,
  rental_extended: 1,
  gift: 1,
};

export interface NewEmail {
  kind: EmailKind;
  recipientEmail: string;
  subject: string;
  /** Plain text, or HTML when `isHtml`; the studio's layout is added when it is sent (render.ts). */
  message: string;
  isHtml?: boolean;
  subscriberId?: number;
  rentalId?: number;
  /** At most one row per key: a second enqueue with the same key writes nothing. */
  dedupeKey?: string;
  /** Not before this time (default: now). */
  notBefore?: Date;
  /** Failed instead of sent after this time. */
  sendBefore?: Date;
}

function toRow(email: NewEmail): typeof emailMessages.$inferInsert {
  return {
    kind: email.kind,
    priority: PRIORITY_BY_KIND[email.kind],
    recipientEmail: email.recipientEmail,
    subject: email.subject,
    message: email.message,
    isHtml: email.isHtml ?? false,
    subscriberId: email.subscriberId ?? null,
    rentalId: email.rentalId ?? null,
    dedupeKey: email.dedupeKey ?? null,
    ...(email.notBefore && { nextAttemptAt: email.notBefore }),
    sendBefore: email.sendBefore ?? null,
  };
}

/** Queues one e-mail; its row id, or undefined when a row with its dedupe key already exists. */
export async function enqueueEmail(db: Db, email: NewEmail): Promise<number | undefined> {
  const [row] = await db
    .insert(emailMessages)
    .values(toRow(email))
    .onConflictDoNothing({ target: emailMessages.dedupeKey })
    .returning({ id: emailMessages.id });
  return row?.id;
}

/** Queues e-mails in one statement; those whose dedupe key already has a row are left out. */
export async function enqueueEmails(db: Db, emails: NewEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await db.insert(emailMessages).values(emails.map(toRow)).onConflictDoNothing({ target: emailMessages.dedupeKey });
}

/**
 * Queues each e-mail, or, where a row with its dedupe key is still waiting (pending and not being sent), gives that
 * row the e-mail's new times and text: a rental's e-mails when its times move (rentals/rental-emails.ts). A row
 * already sent, failed or claimed by a worker is left as it is. One statement for all of them.
 */
export async function enqueueOrMoveEmails(db: Db, emails: (NewEmail & { dedupeKey: string })[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .insert(emailMessages)
    .values(emails.map(toRow))
    .onConflictDoUpdate({
      target: emailMessages.dedupeKey,
      set: {
        subject: sql`excluded.subject`,
        message: sql`excluded.message`,
        nextAttemptAt: sql`excluded.next_attempt_at`,
        sendBefore: sql`excluded.send_before`,
      },
      setWhere: and(eq(emailMessages.status, 'pending'), isNull(emailMessages.claimedAt)),
    });
}

/**
 * The queue now: pending rows already due, the next free slot (the last send plus the spacing, or now), and when
 * the last due row should leave if nothing else were queued. An estimate: the other kinds take turns with these
 * rows (fair-order.ts), so they leave later when other e-mails are queued meanwhile.
 */
export async function outboxQueue(db: Db, intervalMs: number): Promise<OutboxQueue> {
  const now = new Date();
  const [[due], [state]] = await Promise.all([
    db
      .select({ n: count() })
      .from(emailMessages)
      // Due by the database's clock, which stamped the rows in microseconds: by a JavaScript Date of the same
      // millisecond, rows just queued would read as later than now and be left out of the count.
      .where(and(eq(emailMessages.status, 'pending'), lte(emailMessages.nextAttemptAt, sql`statement_timestamp()`))),
    db.select({ lastSentAt: emailOutboxState.lastSentAt }).from(emailOutboxState).where(eq(emailOutboxState.id, 1)),
  ]);
  const pending = due?.n ?? 0;
  const lastSent = state?.lastSentAt?.getTime();
  const nextSlot = Math.max(now.getTime(), lastSent === undefined ? 0 : lastSent + intervalMs);
  return {
    pending,
    next_send_at: pending > 0 ? new Date(nextSlot).toISOString() : null,
    last_send_at: pending > 0 ? new Date(nextSlot + (pending - 1) * intervalMs).toISOString() : null,
    interval_ms: intervalMs,
  };
}

/** For raw SQL that needs a kind's priority (an INSERT ... SELECT of a whole newsletter). */
export const priorityOf = (kind: EmailKind) => sql`${PRIORITY_BY_KIND[kind]}::smallint`;
