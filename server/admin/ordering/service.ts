// Reordering (docs/product.md#admin-reordering): the movie galleries' covers and the home page's featured films, each
// list saved whole in one transaction: the ids sent must be exactly the list's items, each once, and take the
// positions 0, 1, 2, ... in that order. One audit row records the order before and after. The public answers follow
// by themselves: the database tells the public cache which rows the update changed (migration 0010).
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminCover, AdminMovie } from '../../../common/admin-catalogue.ts';
import type { AuditAction, AuditSubjectKind } from '../../../common/admin-audit.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import type { Db } from '../../db/client.ts';
import { covers, movies } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { ValidationError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../audit/record.ts';
import { listAdminCovers } from '../covers/service.ts';
import { listAdminMovies } from '../movies/service.ts';

/** One list that can be reordered: its rows, the column that holds their place, and how the change is audited. */
interface OrderedList {
  table: PgTable;
  id: AnyPgColumn;
  position: AnyPgColumn;
  /** Which rows belong to the list (all of the table when absent). */
  member?: SQL;
  /** Orders rows of the same place as the list on show does. */
  tieBreak: SQL[];
  action: AuditAction;
  subjectKind: AuditSubjectKind;
}

const coverList: OrderedList = {
  table: covers,
  id: covers.id,
  position: covers.displayOrder,
  tieBreak: [asc(covers.id)],
  action: 'cover.reorder',
  subjectKind: 'cover',
};

const featuredList: OrderedList = {
  table: movies,
  id: movies.id,
  position: movies.featuredOrder,
  member: eq(movies.isFeatured, true),
  // Newest first, as the admin list and the home page break a tie.
  tieBreak: [desc(movies.createdAt), desc(movies.id)],
  action: 'movie.reorder_featured',
  subjectKind: 'movie',
};

/** True when `ids` names each of `current` exactly once (and nothing else). */
function isSameItems(current: readonly number[], ids: readonly number[]): boolean {
  if (ids.length !== current.length) return false;
  const sent = new Set(ids);
  return sent.size === ids.length && current.every((id) => sent.has(id));
}

/**
 * The list's ids in their current order, locked until the transaction ends: a form saving a row's place, or another
 * reorder, waits for this one rather than slipping between the check and the update.
 */
async function lockedOrder(tx: Db, list: OrderedList): Promise<number[]> {
  const rows = await tx
    .select({ id: list.id })
    .from(list.table)
    .where(list.member)
    .orderBy(asc(list.position), ...list.tieBreak)
    .for('update');
  return rows.map((row) => row.id as number);
}

/** One statement for the whole list (so one change notification): each row's place is its index in `ids`. */
async function writePositions(tx: Db, list: OrderedList, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const idArray = sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  const member = list.member ? sql` and ${list.member}` : sql``;
  await tx.execute(
    sql`update ${list.table} set ${sql.identifier(list.position.name)} = array_position(${idArray}, ${list.id}) - 1 where ${list.id} = any(${idArray})${member}`,
  );
}

async function reorder(db: Db, actor: AuditActor, list: OrderedList, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedOrder(tx, list);
    if (!isSameItems(before, ids)) throw new ValidationError(adminMessages.orderInvalid);
    await writePositions(tx, list, ids);
    await recordAudit(tx, {
      actor,
      action: list.action,
      subjectKind: list.subjectKind,
      subjectId: null,
      changes: { order: { before, after: [...ids] } },
    });
  });
}

/** Puts every cover in the order of `ids` (display_order 0, 1, 2, ...); answers the admin list of covers. */
export async function reorderCovers(deps: Pick<ServiceDeps, 'db'>, actor: AuditActor, ids: readonly number[]): Promise<AdminCover[]> {
  await reorder(deps.db, actor, coverList, ids);
  return listAdminCovers(deps);
}

/** Puts every featured movie in the order of `ids` (featured_order 0, 1, 2, ...); answers the admin list of movies. */
export async function reorderFeaturedMovies(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  actor: AuditActor,
  ids: readonly number[],
): Promise<AdminMovie[]> {
  await reorder(deps.db, actor, featuredList, ids);
  return listAdminMovies(deps);
}
