// The e-mail log as admins read it (docs/product.md#admin-newsletter-and-email-logs): every outbox row, newest first,
// filtered by status and paged in SQL, and a failed row queued again. The list reads the (created_at, id) index, or
// (status, created_at, id) under a status filter, backwards; neither sort nor filter touches another table. A retry
// records its email.retry audit entry in its own transaction (docs/product.md#admin-audit).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { EmailLog, EmailLogsResponse, EmailStatus } from '../../../common/newsletter-admin.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import type { PageRequest } from '../../../common/paging.ts';
import { changedFields, recordAudit, type AuditActor } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { countRows, readQueryPage } from '../../db/paging.ts';
import { emailMessages } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { hideSecretLinks } from '../../mail/hide-secret-links.ts';

const logColumns = {
  id: emailMessages.id,
  kind: emailMessages.kind,
  status: emailMessages.status,
  recipientEmail: emailMessages.recipientEmail,
  subject: emailMessages.subject,
  message: emailMessages.message,
  isHtml: emailMessages.isHtml,
  attempts: emailMessages.attempts,
  errorMessage: emailMessages.errorMessage,
  nextAttemptAt: emailMessages.nextAttemptAt,
  createdAt: emailMessages.createdAt,
  sentAt: emailMessages.sentAt,
};

type LogRow = Pick<typeof emailMessages.$inferSelect, keyof typeof logColumns>;

function toEmailLog(row: LogRow): EmailLog {
  return {
    id: row.id,
    status: row.status,
    recipient_email: row.recipientEmail,
    subject: row.subject,
    message: hideSecretLinks(row.kind, row.message),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    error_message: row.errorMessage,
    kind: row.kind,
    is_html: row.isHtml,
    attempts: row.attempts,
    next_attempt_at: row.nextAttemptAt.toISOString(),
  };
}

export type EmailLogsListQuery = PageRequest & { status: 'all' | EmailStatus };

/**
 * A page of the log, newest first (ties by id), with the envelope of docs/product.md#api: total, hasMore, totalPages.
 */
export async function listEmailLogs({ db }: Pick<ServiceDeps, 'db'>, query: EmailLogsListQuery): Promise<EmailLogsResponse> {
  const where = query.status === 'all' ? undefined : eq(emailMessages.status, query.status);
  const newestFirst = db
    .select(logColumns)
    .from(emailMessages)
    .where(where)
    .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
    .$dynamic();
  const { rows, total, page, totalPages } = await readQueryPage(query, newestFirst, () => countRows(db, emailMessages, where));
  return { logs: rows.map(toEmailLog), pagination: { total, hasMore: page < totalPages, totalPages } };
}

async function findEmailLog(db: Db, id: number, { lock = false } = {}): Promise<LogRow | undefined> {
  const query = db.select(logColumns).from(emailMessages).where(eq(emailMessages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const retryState = (row: LogRow) => ({ status: row.status, attempts: row.attempts, error_message: row.errorMessage });

/** What a retry's audit entry says: the e-mail's state before and after, and its kind. */
const retryChanges = (before: LogRow, after: LogRow) => ({
  ...changedFields(retryState(before), retryState(after)),
  ...changedFields(null, { kind: after.kind }),
});

/**
 * Queues a failed e-mail again: pending, due now, its attempts and error cleared, no claim. One UPDATE that only
 * a failed row passes, so two admins clicking at once queue it once: the other gets the not-retryable conflict.
 * `send_before` stays: a reminder past its time is failed again by the worker, with that reason. A password reset
 * is never sent again: its stored link was hidden when it failed, and the viewer asks for a new one instead.
 */
export async function retryEmail({ db }: Pick<ServiceDeps, 'db'>, actor: AuditActor, id: number): Promise<EmailLog> {
  const row = await db.transaction(async (tx) => {
    // Locked first, so that the entry's "before" is the row the UPDATE changes.
    const before = await findEmailLog(tx, id, { lock: true });
    const [after] = await tx
      .update(emailMessages)
      .set({ status: 'pending', errorMessage: null, attempts: 0, nextAttemptAt: sql`now()`, claimedAt: null, claimId: null })
      .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'failed'), ne(emailMessages.kind, 'password_reset')))
      .returning(logColumns);
    if (!before || !after) return undefined;
    await recordAudit(tx, { actor, action: 'email.retry', subjectKind: 'email', subjectId: id, changes: retryChanges(before, after) });
    return after;
  });
  if (row) return toEmailLog(row);
  const existing = await findEmailLog(db, id);
  if (!existing) throw new NotFoundError(adminMessages.emailNotFound);
  if (existing.kind === 'password_reset' && existing.status === 'failed') throw new ConflictError(adminMessages.resetEmailNotRetryable);
  throw new ConflictError(adminMessages.emailNotRetryable);
}
