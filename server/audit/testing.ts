// What the tests of admin writes check of the audit log (docs/product.md#admin-audit): the entry a write recorded, and
// that a refused or failed write recorded none. Test files run one after another on the shared database, so the
// entries written during a test are exactly those after the log's last id before it.
import { and, desc, eq, gt, max } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AuditAction, AuditChanges, AuditSubjectKind } from '../../common/admin-audit.ts';
import { auditLog } from '../db/schema.ts';
import { db } from '../test/database.ts';
import type { AuditActor } from './record.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/** The signed-in test admin as the log names them. */
export const actorOf = (admin: { id: number; email: string }): AuditActor => ({ id: admin.id, email: admin.email });

/** Every entry about one subject, newest first. */
export async function auditEntriesOf(subjectKind: AuditSubjectKind, subjectId: number | string): Promise<AuditRow[]> {
  return (await db())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectKind, subjectKind), eq(auditLog.subjectId, String(subjectId))))
    .orderBy(desc(auditLog.id));
}

export interface ExpectedEntry {
  actor: AuditActor;
  action: AuditAction;
  subjectKind: AuditSubjectKind;
  subjectId: number | string | null;
  changes: AuditChanges;
}

/** The entry as a test expects it: who, what, about which row, and exactly which changes. */
function expectEntry(row: AuditRow | undefined, expected: ExpectedEntry): void {
  expect(row).toMatchObject({
    actorId: expected.actor.id,
    actorEmail: expected.actor.email,
    action: expected.action,
    subjectKind: expected.subjectKind,
    subjectId: expected.subjectId === null ? null : String(expected.subjectId),
  });
  expect(row?.changes).toEqual(expected.changes);
}

/** The subject's newest entry is `expected`. */
export async function expectLatestAudit(expected: ExpectedEntry & { subjectId: number | string }): Promise<AuditRow> {
  const [latest] = await auditEntriesOf(expected.subjectKind, expected.subjectId);
  expectEntry(latest, expected);
  return latest!;
}

async function lastAuditId(): Promise<number> {
  const [row] = await (await db()).select({ last: max(auditLog.id) }).from(auditLog);
  return row?.last ?? 0;
}

/** The entries `run` recorded, oldest first. */
export async function auditEntriesDuring(run: () => Promise<unknown>): Promise<AuditRow[]> {
  const before = await lastAuditId();
  await run();
  return (await db()).select().from(auditLog).where(gt(auditLog.id, before)).orderBy(auditLog.id);
}

/** `run` recorded exactly the `expected` entries, in that order. */
export async function expectAuditDuring(run: () => Promise<unknown>, expected: ExpectedEntry[]): Promise<AuditRow[]> {
  const rows = await auditEntriesDuring(run);
  expect(rows).toHaveLength(expected.length);
  expected.forEach((entry, i) => expectEntry(rows[i], entry));
  return rows;
}

/** `run` (a refused or failed write) recorded no entry. */
export async function expectNoAuditDuring(run: () => Promise<unknown>): Promise<void> {
  expect(await auditEntriesDuring(run)).toEqual([]);
}
