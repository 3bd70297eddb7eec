// Bundles as admins run them (docs/product.md#offers): a title, a description, two or more films in the order given and
// one price. Every one is listed, newest first, with its completed payments and their sum (a lateral probe of
// payments_bundle_idx per bundle). A create or an edit writes the bundle, its films' positions and its audit entry in
// one transaction.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdminBundle, BundleBody } from '../../../common/admin-offers.ts';
import { centsToDollars } from '../../../common/format.ts';
import { offerMessages } from '../../../common/messages/offers.ts';
import { auditFieldsOf, changedFields, recordAudit, type AuditActor } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { bundleMovies, bundles, payments } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { assertChargeablePrice } from '../movies/service.ts';
import { NotFoundError } from '../../errors.ts';
import { existingMovieIds } from '../existing-movies.ts';

type BundleRow = typeof bundles.$inferSelect;

const bundleNotFound = () => new NotFoundError(offerMessages.bundleNotFound);

/** The films of the bundle of the row it is selected beside, in their positions. */
const movieIdsOfBundle = sql<number[]>`array(
  select ${bundleMovies.movieId} from ${bundleMovies} where ${bundleMovies.bundleId} = ${bundles.id} order by ${bundleMovies.position}
)`.mapWith((ids: unknown) => (Array.isArray(ids) ? ids.map(Number) : []));

function selectBundles(db: Db) {
  const sales = db
    .select({
      payments: sql<number>`count(*)::int`.as('payments'),
      revenueCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::bigint`.as('revenue_cents'),
    })
    .from(payments)
    .where(and(eq(payments.bundleId, bundles.id), eq(payments.status, 'completed')))
    .as('sales');
  return db
    .select({
      id: bundles.id,
      title: bundles.title,
      description: bundles.description,
      priceCents: bundles.priceCents,
      isActive: bundles.isActive,
      createdAt: bundles.createdAt,
      movieIds: movieIdsOfBundle,
      payments: sql`${sales.payments}`.mapWith(Number),
      revenueCents: sql`${sales.revenueCents}`.mapWith(Number),
    })
    .from(bundles)
    .leftJoinLateral(sales, sql`true`)
    .$dynamic();
}

type ListedBundle = Awaited<ReturnType<ReturnType<typeof selectBundles>['execute']>>[number];

function toAdminBundle(row: ListedBundle): AdminBundle {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: centsToDollars(row.priceCents),
    movie_ids: row.movieIds,
    is_active: row.isActive,
    payments: row.payments,
    revenue: centsToDollars(row.revenueCents),
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/bundles: every bundle, newest first (a studio makes a handful). */
export async function listAdminBundles({ db }: Pick<ServiceDeps, 'db'>): Promise<AdminBundle[]> {
  const rows = await selectBundles(db).orderBy(desc(bundles.createdAt), desc(bundles.id));
  return rows.map(toAdminBundle);
}

async function getAdminBundle(db: Db, bundleId: number): Promise<AdminBundle> {
  const [row] = await selectBundles(db).where(eq(bundles.id, bundleId));
  if (!row) throw bundleNotFound();
  return toAdminBundle(row);
}

/** The bundle's columns the body sets; `is_active` only when sent. */
function columnsOf(body: BundleBody) {
  return {
    title: body.title,
    description: body.description,
    priceCents: body.price,
    ...(body.is_active !== undefined && { isActive: body.is_active }),
  };
}

/** The bundle's films, replaced by `movieIds` in that order (positions from 0). */
async function placeFilms(tx: Db, bundleId: number, movieIds: number[]): Promise<void> {
  await tx.delete(bundleMovies).where(eq(bundleMovies.bundleId, bundleId));
  await tx.insert(bundleMovies).values(movieIds.map((movieId, position) => ({ bundleId, movieId, position })));
}

async function filmsOf(tx: Db, bundleId: number): Promise<number[]> {
  const rows = await tx.select({ movieId: bundleMovies.movieId }).from(bundleMovies).where(eq(bundleMovies.bundleId, bundleId)).orderBy(bundleMovies.position);
  return rows.map((row) => row.movieId);
}

/** The audit fields of a bundle: its columns and its films in order. */
const auditedBundle = (row: BundleRow, movieIds: number[]) => ({ ...auditFieldsOf(bundles, row), movie_ids: movieIds });

export async function createBundle({ db, config }: Pick<ServiceDeps, 'db' | 'config'>, actor: AuditActor, body: BundleBody): Promise<AdminBundle> {
  assertChargeablePrice(config, body.price);
  const movieIds = await existingMovieIds(db, body.movie_ids, offerMessages.bundleMovieMissing);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(bundles).values(columnsOf(body)).returning();
    await placeFilms(tx, row!.id, movieIds);
    const changes = changedFields(null, auditedBundle(row!, movieIds));
    await recordAudit(tx, { actor, action: 'bundle.create', subjectKind: 'bundle', subjectId: row!.id, changes });
    return row!;
  });
  return getAdminBundle(db, created.id);
}

/** PUT /api/admin/bundles/{id}: the body replaces the bundle's fields and films (is_active only when sent). */
export async function updateBundle({ db, config }: Pick<ServiceDeps, 'db' | 'config'>, actor: AuditActor, bundleId: number, body: BundleBody): Promise<AdminBundle> {
  assertChargeablePrice(config, body.price);
  const movieIds = await existingMovieIds(db, body.movie_ids, offerMessages.bundleMovieMissing);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(bundles).where(eq(bundles.id, bundleId)).for('update');
    if (!before) throw bundleNotFound();
    const filmsBefore = await filmsOf(tx, bundleId);
    const [after] = await tx.update(bundles).set({ ...columnsOf(body), updatedAt: new Date() }).where(eq(bundles.id, bundleId)).returning();
    await placeFilms(tx, bundleId, movieIds);
    const changes = changedFields(auditedBundle(before, filmsBefore), auditedBundle(after!, movieIds));
    await recordAudit(tx, { actor, action: 'bundle.update', subjectKind: 'bundle', subjectId: bundleId, changes });
  });
  return getAdminBundle(db, bundleId);
}
