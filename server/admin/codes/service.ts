// Making and switching codes (docs/product.md#offers). One code (custom or generated), or a batch of `count` generated
// single-use codes sharing one batch_id, is written with its films and its one audit entry in one transaction. A code
// is unique: a custom one already taken is refused, a generated one that clashes is drawn again.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdminCode, CreateCode } from '../../../common/admin-offers.ts';
import { offerMessages } from '../../../common/messages/offers.ts';
import { auditFieldsOf, changedFields, recordAudit, type AuditActor } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { foldedEmail } from '../../db/email-match.ts';
import { movies, promoCodeMovies, promoCodes } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { existingMovieIds } from '../existing-movies.ts';
import { generateCodes } from './generate.ts';
import { adminCodesByIds } from './list.ts';

/** The columns of the codes a request makes, but the code (the e-mail as SQL: lower() in PostgreSQL). */
type SharedColumns = Omit<typeof promoCodes.$inferInsert, 'code' | 'email'> & { email: SQL | null };
type CodeRow = typeof promoCodes.$inferSelect;

/** Draws of a whole batch before giving up: each draw clashes with a stored code only once in billions. */
const MAX_DRAWS = 5;

const codeNotFound = () => new NotFoundError(offerMessages.codeNotFound);

/** The columns every code of the request shares. A batch's codes are single-use each. */
function sharedColumns(body: CreateCode, actor: AuditActor, batchId: string | null): SharedColumns {
  return {
    kind: body.kind,
    percentOff: body.percentOff,
    amountOffCents: body.amountOffCents,
    maxRedemptions: batchId ? 1 : (body.max_redemptions ?? null),
    perViewer: body.per_viewer ?? null,
    startsAt: body.starts_at ?? null,
    endsAt: body.ends_at ?? null,
    // Stored as accounts compare it (db/email-match.ts): normalised, lower-cased by PostgreSQL.
    email: body.email ? foldedEmail(body.email) : null,
    batchId,
    createdBy: actor.id,
  };
}

/** Inserts `count` generated codes; those that clash with a stored code are drawn again. */
async function insertGenerated(tx: Db, shared: SharedColumns, count: number): Promise<CodeRow[]> {
  const inserted: CodeRow[] = [];
  const drawn = new Set<string>();
  for (let draw = 0; inserted.length < count; draw += 1) {
    if (draw === MAX_DRAWS) throw new Error(`could not draw ${count} unique codes in ${MAX_DRAWS} tries`);
    const codes = generateCodes(count - inserted.length, drawn);
    codes.forEach((code) => drawn.add(code));
    const rows = await tx
      .insert(promoCodes)
      .values(codes.map((code) => ({ ...shared, code })))
      .onConflictDoNothing({ target: promoCodes.code })
      .returning();
    inserted.push(...rows);
  }
  return inserted;
}

async function insertCustom(tx: Db, shared: SharedColumns, code: string): Promise<CodeRow> {
  const [row] = await tx
    .insert(promoCodes)
    .values({ ...shared, code })
    .onConflictDoNothing({ target: promoCodes.code })
    .returning();
  if (!row) throw new ConflictError(offerMessages.codeTaken);
  return row;
}

/** Every code of `codeIds` limited to each of `movieIds`, in one statement whatever the batch's size. */
async function limitToMovies(tx: Db, codeIds: number[], movieIds: number[]): Promise<void> {
  if (movieIds.length === 0) return;
  await tx.insert(promoCodeMovies).select(
    tx
      .select({ codeId: promoCodes.id, movieId: movies.id })
      .from(promoCodes)
      .crossJoin(movies)
      .where(and(inArray(promoCodes.id, codeIds), inArray(movies.id, movieIds))),
  );
}

/**
 * The audit entry of a create: the code's fields and films; a batch's one entry names its shared fields, its batch and
 * how many codes it made (not each code: the batch's CSV lists them).
 */
function createChanges(rows: CodeRow[], movieIds: number[], batch: boolean) {
  const { code, created_by: _createdBy, ...shared } = auditFieldsOf(promoCodes, rows[0]!);
  const fields = batch ? { ...shared, count: rows.length } : { code, ...shared };
  return changedFields(null, { ...fields, movie_ids: movieIds });
}

/** POST /api/admin/codes: `{code}` for one code, `{codes}` for a batch (`count`). */
export async function createCodes(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuditActor,
  body: CreateCode,
): Promise<{ code: AdminCode } | { codes: AdminCode[] }> {
  const movieIds = await existingMovieIds(db, body.movie_ids, offerMessages.codeMovieMissing);
  const batch = body.count !== undefined;
  const rows = await db.transaction(async (tx) => {
    const shared = sharedColumns(body, actor, batch ? randomUUID() : null);
    const created = body.code ? [await insertCustom(tx, shared, body.code)] : await insertGenerated(tx, shared, body.count ?? 1);
    await limitToMovies(tx, created.map((row) => row.id), movieIds);
    await recordAudit(tx, {
      actor,
      action: 'code.create',
      subjectKind: 'code',
      subjectId: batch ? null : created[0]!.id,
      changes: createChanges(created, movieIds, batch),
    });
    return created;
  });
  const codes = await adminCodesByIds(db, rows.map((row) => row.id));
  return batch ? { codes } : { code: codes[0]! };
}

/** PATCH /api/admin/codes/{id}: a code switched off (no longer accepted) or on again. */
export async function setCodeActive({ db }: Pick<ServiceDeps, 'db'>, actor: AuditActor, codeId: number, isActive: boolean): Promise<AdminCode> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, codeId)).for('update');
    if (!before) throw codeNotFound();
    const [after] = await tx.update(promoCodes).set({ isActive, updatedAt: new Date() }).where(eq(promoCodes.id, codeId)).returning();
    const changes = changedFields(auditFieldsOf(promoCodes, before), auditFieldsOf(promoCodes, after!));
    await recordAudit(tx, { actor, action: 'code.update', subjectKind: 'code', subjectId: codeId, changes });
  });
  const [code] = await adminCodesByIds(db, [codeId]);
  if (!code) throw codeNotFound();
  return code;
}
