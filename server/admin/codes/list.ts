// Codes as admins browse them (docs/product.md#offers): filtered by status, batch and a part of the code, sorted, paged
// and exported as CSV. Each code's uses and revenue are its completed payments (a refunded one no longer counts), read
// for the codes shown only, by one grouped query on payments_code_completed_idx, never by scanning every payment. (A
// lateral aggregate per row reads the same rows, but PostgreSQL's estimate for it grows with the rows asked: at a
// CSV batch of 1 000 codes it crossed jit_above_cost, and compiling took 200 ms for a 9 ms query.)
import { and, desc, eq, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCode, CODE_SORTS, codeFiltersSchema, codesQuerySchema } from '../../../common/admin-offers.ts';
import { centsToDollars } from '../../../common/format.ts';
import { paginationOf } from '../../../common/paging.ts';
import type { Db } from '../../db/client.ts';
import { countRows, inOrder, readPageByIds } from '../../db/paging.ts';
import { payments, promoCodeMovies, promoCodes } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { keysetBatches, type CsvValue } from '../../http/csv.ts';
import { csvRecord } from '../csv-batches.ts';
import { escapeLike } from '../customer-search.ts';

export type CodeFilters = z.output<typeof codeFiltersSchema>;
export type CodeListQuery = z.output<typeof codesQuerySchema>;
type CodeSort = (typeof CODE_SORTS)[number];

interface Uses {
  redemptions: number;
  revenueCents: number;
}
const NO_USES: Uses = { redemptions: 0, revenueCents: 0 };

const completedWithCode = and(sql`${payments.codeId} is not null`, eq(payments.status, 'completed'));

/** The uses of the codes of `ids`: their completed payments, counted and summed per code. */
async function usesOf(db: Db, ids: number[]): Promise<Map<number, Uses>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      codeId: payments.codeId,
      redemptions: sql`count(*)::int`.mapWith(Number),
      revenueCents: sql`sum(${payments.amountCents})::bigint`.mapWith(Number),
    })
    .from(payments)
    .where(and(completedWithCode, inArray(payments.codeId, ids)))
    .groupBy(payments.codeId);
  return new Map(rows.map((row) => [row.codeId!, { redemptions: row.redemptions, revenueCents: row.revenueCents }]));
}

/** The films a code is limited to, in id order (none: every film). */
const movieIdsOfCode = sql<number[]>`array(
  select ${promoCodeMovies.movieId} from ${promoCodeMovies} where ${promoCodeMovies.codeId} = ${promoCodes.id} order by 1
)`.mapWith((ids: unknown) => (Array.isArray(ids) ? ids.map(Number) : []));

/** The codes under `where` with their films, as a query to order and cut. */
function selectCodes(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: promoCodes.id,
      code: promoCodes.code,
      kind: promoCodes.kind,
      percentOff: promoCodes.percentOff,
      amountOffCents: promoCodes.amountOffCents,
      maxRedemptions: promoCodes.maxRedemptions,
      perViewer: promoCodes.perViewer,
      startsAt: promoCodes.startsAt,
      endsAt: promoCodes.endsAt,
      email: promoCodes.email,
      batchId: promoCodes.batchId,
      isActive: promoCodes.isActive,
      createdAt: promoCodes.createdAt,
      movieIds: movieIdsOfCode,
    })
    .from(promoCodes)
    .where(where)
    .$dynamic();
}

type CodeRow = Awaited<ReturnType<ReturnType<typeof selectCodes>['execute']>>[number];

/** A code's value as the admin enters it: percent off, dollars off, or none for a free code. */
function valueOf(row: Pick<CodeRow, 'kind' | 'percentOff' | 'amountOffCents'>): number | null {
  if (row.kind === 'percent') return row.percentOff;
  if (row.kind === 'amount') return row.amountOffCents === null ? null : centsToDollars(row.amountOffCents);
  return null;
}

function toAdminCode(row: CodeRow, uses: Uses): AdminCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: valueOf(row),
    movie_ids: row.movieIds,
    max_redemptions: row.maxRedemptions,
    per_viewer: row.perViewer,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    email: row.email,
    batch_id: row.batchId,
    is_active: row.isActive,
    redemptions: uses.redemptions,
    revenue: centsToDollars(uses.revenueCents),
    created_at: row.createdAt.toISOString(),
  };
}

/** `rows` as the list shows them, with their uses. */
async function withUses(db: Db, rows: CodeRow[]): Promise<AdminCode[]> {
  const uses = await usesOf(db, rows.map((row) => row.id));
  return rows.map((row) => toAdminCode(row, uses.get(row.id) ?? NO_USES));
}

/** The codes of `ids` as the list shows them, in id order. */
export async function adminCodesByIds(db: Db, ids: number[]): Promise<AdminCode[]> {
  if (ids.length === 0) return [];
  return withUses(db, await selectCodes(db, inArray(promoCodes.id, ids)).orderBy(promoCodes.id));
}

/** Codes are stored upper-case: the search is a part of one, whatever the case typed (`%`, `_`, `\` as themselves). */
function filtersOf({ status, batch, search }: CodeFilters): SQL | undefined {
  return and(
    status === 'all' ? undefined : eq(promoCodes.isActive, status === 'active'),
    batch === undefined || batch === '' ? undefined : eq(promoCodes.batchId, batch),
    search ? like(promoCodes.code, `%${escapeLike(search.toUpperCase())}%`) : undefined,
  );
}

/**
 * Every code's uses, to sort by them: one grouped pass over payments_code_completed_idx (the completed payments with a
 * code, not every payment), hash-joined to the codes under the filters.
 */
function allUses(db: Db) {
  return db
    .select({
      codeId: sql<number>`${payments.codeId}`.as('code_id'),
      redemptions: sql<number>`count(*)`.as('redemptions'),
      revenueCents: sql<number>`sum(${payments.amountCents})`.as('revenue_cents'),
    })
    .from(payments)
    .where(completedWithCode)
    .groupBy(payments.codeId)
    .as('uses');
}

/** The ids of one page: sorted on the code's own columns, or on its uses (a code without any has 0). */
async function pageIds(db: Db, query: CodeListQuery, limit: number, offset: number): Promise<number[]> {
  const uses = allUses(db);
  const keys: Record<CodeSort, SQL | typeof promoCodes.code | typeof promoCodes.createdAt> = {
    created_at: promoCodes.createdAt,
    code: promoCodes.code,
    redemptions: sql`coalesce(${uses.redemptions}, 0)`,
    revenue: sql`coalesce(${uses.revenueCents}, 0)`,
  };
  let ids = db.select({ id: promoCodes.id }).from(promoCodes).$dynamic();
  if (query.sort === 'redemptions' || query.sort === 'revenue') ids = ids.leftJoin(uses, eq(uses.codeId, promoCodes.id));
  const rows = await ids
    .where(filtersOf(query))
    .orderBy(...inOrder([keys[query.sort], promoCodes.id], query.order))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** A page of codes under the filters, in the asked order (ties broken by id, in the same direction). */
export async function listAdminCodes({ db }: Pick<ServiceDeps, 'db'>, query: CodeListQuery) {
  const page = await readPageByIds(query, {
    ids: (limit, offset) => pageIds(db, query, limit, offset),
    rowsOf: (ids) => selectCodes(db, inArray(promoCodes.id, ids)),
    total: () => countRows(db, promoCodes, filtersOf(query)),
  });
  return { codes: await withUses(db, page.rows), pagination: paginationOf(page) };
}

export const CODE_CSV_HEADER = [
  'id',
  'code',
  'kind',
  'value',
  'movie_ids',
  'max_redemptions',
  'per_viewer',
  'starts_at',
  'ends_at',
  'email',
  'batch_id',
  'is_active',
  'redemptions',
  'revenue',
  'created_at',
] as const satisfies readonly (keyof AdminCode)[];

/** A code's CSV record: its films as ids separated by spaces, a dollar value with two decimals. */
function csvOf(code: AdminCode): CsvValue[] {
  const value = code.kind === 'amount' && code.value !== null ? code.value.toFixed(2) : code.value;
  return csvRecord(CODE_CSV_HEADER, { ...code, value, movie_ids: code.movie_ids.join(' ') }, ['revenue']);
}

/**
 * Every code under the filters (`batch` for one batch's codes) as CSV values, newest (highest id) first, read in keyset
 * batches of `batchSize` (as csv-batches.ts newestFirst, each batch then with its uses), each its own query.
 */
export async function* codeCsvRows(
  { db }: Pick<ServiceDeps, 'db'>,
  filters: CodeFilters,
  { batchSize }: { batchSize?: number } = {},
): AsyncGenerator<CsvValue[]> {
  const where = filtersOf(filters);
  const codes = keysetBatches<AdminCode>(async (beforeId, limit) => {
    const before = beforeId === undefined ? undefined : lt(promoCodes.id, beforeId);
    return withUses(db, await selectCodes(db, and(where, before)).orderBy(desc(promoCodes.id)).limit(limit));
  }, batchSize);
  for await (const code of codes) yield csvOf(code);
}
