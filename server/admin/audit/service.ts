// The audit log as admins read it (docs/product.md#admin-audit): every entry newest first, filtered by action or by
// admin and paged in SQL, each filter along its own index (schema.ts auditLog); and the admins who have entries, for
// the screen's filter.
import { and, asc, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AuditActorOption, AuditEntry, AuditPage, AuditQuery } from '../../../common/admin-audit.ts';
import { paginationOf } from '../../../common/paging.ts';
import { countRows, readQueryPage } from '../../db/paging.ts';
import { auditLog } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';

type AuditRow = typeof auditLog.$inferSelect;

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action,
    subject_kind: row.subjectKind,
    subject_id: row.subjectId,
    changes: row.changes,
  };
}

function filtersOf({ action, actor }: Pick<AuditQuery, 'action' | 'actor'>): SQL | undefined {
  return and(action === undefined ? undefined : eq(auditLog.action, action), actor === undefined ? undefined : eq(auditLog.actorId, actor));
}

/** A page of the log under the filters, newest first (ties by id), with the admin lists' pagination. */
export async function listAuditEntries({ db }: Pick<ServiceDeps, 'db'>, query: AuditQuery): Promise<AuditPage> {
  const where = filtersOf(query);
  const newestFirst = db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).$dynamic();
  const page = await readQueryPage(query, newestFirst, () => countRows(db, auditLog, where));
  return { entries: page.rows.map(toAuditEntry), pagination: paginationOf(page) };
}

/**
 * Every admin with an entry whose account row is still there, by e-mail: each with the e-mail of their latest
 * entry (an admin who changed address is listed once, as they are now known).
 */
export async function listAuditActors({ db }: Pick<ServiceDeps, 'db'>): Promise<AuditActorOption[]> {
  const latest = db
    .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, email: auditLog.actorEmail })
    .from(auditLog)
    .where(isNotNull(auditLog.actorId))
    .orderBy(auditLog.actorId, desc(auditLog.createdAt), desc(auditLog.id))
    .as('latest');
  const rows = await db.select().from(latest).orderBy(asc(latest.email), asc(latest.id));
  return rows.flatMap(({ id, email }) => (id === null ? [] : [{ id, email }]));
}
