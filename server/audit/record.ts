// Writing the audit log (docs/product.md#admin-audit): every admin write calls recordAudit with its own transaction,
// so that the change and its record commit or roll back together.
import type { FastifyRequest } from 'fastify';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditChanges, AuditSubjectKind } from '../../common/admin-audit.ts';
import { currentUser } from '../auth/guards.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Who made a change: the admin's id and e-mail at that moment. */
export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  subjectKind: AuditSubjectKind;
  /** The row's id; null for an action on many (a newsletter send, a reorder). */
  subjectId: number | string | null;
  changes: AuditChanges;
}

/** Inserts one audit row. `db` must be the write's transaction. */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    subjectKind: record.subjectKind,
    subjectId: record.subjectId === null ? null : String(record.subjectId),
    changes: record.changes,
  });
}

// A text longer than this (a movie's long description) is stored cut, with an ellipsis: the log says what changed,
// it is no copy of the catalogue.
export const AUDIT_TEXT_MAX_LENGTH = 500;

/** Not a plain value: left out of the changes (file bytes, streams, functions). */
const LEFT_OUT = Symbol('left out');

/**
 * A value as the log stores it: JSON's own values as they are (texts cut at AUDIT_TEXT_MAX_LENGTH), a time as its
 * ISO text, arrays and plain objects value by value; anything else is LEFT_OUT.
 */
function plainValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.length > AUDIT_TEXT_MAX_LENGTH ? `${value.slice(0, AUDIT_TEXT_MAX_LENGTH)}…` : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : LEFT_OUT;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map(plainValue);
    return items.includes(LEFT_OUT) ? LEFT_OUT : items;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(([key, item]) => [key, plainValue(item)] as const);
    return entries.some(([, item]) => item === LEFT_OUT) ? LEFT_OUT : Object.fromEntries(entries);
  }
  return LEFT_OUT;
}

/** Compared by their stored form: two texts that differ only past the cut still count as changed. */
function sameValue(before: unknown, after: unknown): boolean {
  if (before instanceof Date && after instanceof Date) return before.getTime() === after.getTime();
  if (typeof before === 'string' || typeof after === 'string') return before === after;
  return JSON.stringify(plainValue(before)) === JSON.stringify(plainValue(after));
}

/** A text, list or object with nothing in it: what a create's or a delete's changes leave out. */
const isEmpty = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && Object.keys(value).length === 0);

/**
 * The fields that differ between `before` and `after` (null for a create or a delete), as {before, after}, leaving
 * out `secret` fields (and anything not a plain value). Equal values are left out, and so are the empty fields of
 * a created or deleted row: its record says what it had.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  secret: readonly string[] = [],
): AuditChanges {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (secret.includes(field)) continue;
    const [was, is] = [before?.[field] ?? null, after?.[field] ?? null];
    if (sameValue(was, is)) continue;
    const [storedWas, storedIs] = [plainValue(was), plainValue(is)];
    if (storedWas === LEFT_OUT || storedIs === LEFT_OUT) continue;
    if ((before === null && isEmpty(storedIs)) || (after === null && isEmpty(storedWas))) continue;
    changes[field] = { before: storedWas, after: storedIs };
  }
  return changes;
}

// Never worth a line of the log: the row's id is the entry's subject, its times are the entry's own time.
const BOOKKEEPING_COLUMNS: readonly string[] = ['id', 'createdAt', 'updatedAt'];

/**
 * A row of `table` as the log names its fields: by column name (`price_cents`), without its id and times. Pass it
 * to changedFields as `before` or `after`.
 */
export function auditFieldsOf<Table extends PgTable>(table: Table, row: Partial<Table['$inferSelect']>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (BOOKKEEPING_COLUMNS.includes(property) || !(property in row)) continue;
    fields[column.name] = (row as Record<string, unknown>)[property];
  }
  return fields;
}

/** The signed-in admin of a request inside the admin scope. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const { id, email } = currentUser(request);
  return { id, email };
}
