// Bundles as viewers see and buy them (docs/product.md#offers): a title, films and one price. A signed-in viewer's
// price leaves out the films they already rent: it drops by what they paid for those rentals (a gift received: 0),
// never below 0. The checkout (payments/purchase.ts) and the code check price a bundle here too.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Bundle } from '../../common/offers.ts';
import { centsToDollars } from '../../common/format.ts';
import { offerMessages } from '../../common/messages/offers.ts';
import type { Db } from '../db/client.ts';
import { bundleMovies, bundles, movies, payments, rentals } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import type { Viewer } from '../http/viewer.ts';
import { leavingChargeable } from '../codes/chargeable.ts';
import { rentalIsHeld } from '../rentals/rental-state.ts';

interface BundleFilm {
  id: number;
  title: string;
  thumbnailUrl: string | null;
  priceCents: number;
  rentalDurationHours: number;
  startWindowDays: number | null;
  isActive: boolean;
  videoUrl: string | null;
}

export interface LoadedBundle {
  id: number;
  title: string;
  description: string;
  priceCents: number;
  isActive: boolean;
  /** In the bundle's order. */
  films: BundleFilm[];
}

const filmColumns = {
  id: movies.id,
  title: movies.title,
  thumbnailUrl: movies.thumbnailUrl,
  priceCents: movies.priceCents,
  rentalDurationHours: movies.rentalDurationHours,
  startWindowDays: movies.startWindowDays,
  isActive: movies.isActive,
  videoUrl: movies.videoUrl,
};

/** Active, and every film of the bundle on the site: only such a bundle is shown, or sold. */
const isShown = and(
  eq(bundles.isActive, true),
  sql`not exists (select 1 from ${bundleMovies} join ${movies} on ${movies.id} = ${bundleMovies.movieId}
  where ${bundleMovies.bundleId} = ${bundles.id} and not ${movies.isActive})`,
);

async function loadBundles(db: Db, where: SQL | undefined): Promise<LoadedBundle[]> {
  const rows = await db.select().from(bundles).where(where).orderBy(desc(bundles.createdAt), desc(bundles.id));
  if (rows.length === 0) return [];
  const films = await db
    .select({ bundleId: bundleMovies.bundleId, ...filmColumns })
    .from(bundleMovies)
    .innerJoin(movies, eq(movies.id, bundleMovies.movieId))
    .where(inArray(bundleMovies.bundleId, rows.map((row) => row.id)))
    .orderBy(asc(bundleMovies.bundleId), asc(bundleMovies.position), asc(movies.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    isActive: row.isActive,
    films: films.filter((film) => film.bundleId === row.id).map(({ bundleId: _bundleId, ...film }) => film),
  }));
}

/** The bundle as it stands (active or not), or null. */
export async function findBundle(db: Db, bundleId: number): Promise<LoadedBundle | null> {
  const [bundle] = await loadBundles(db, eq(bundles.id, bundleId));
  return bundle ?? null;
}

/**
 * What the viewer paid for the rentals they hold of these films, by film: the rental's share of its payment, or 0 for
 * a rental they did not pay for (a gift they redeemed: its payment is the giver's). Films they do not hold are absent.
 */
export async function heldFilmsPaid(db: Db, userId: number, movieIds: number[]): Promise<Map<number, number>> {
  if (movieIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([rentals.movieId], {
      movieId: rentals.movieId,
      paidCents: sql<number>`(case when ${payments.userId} = ${rentals.userId} then ${rentals.amountPaidCents} else 0 end)`.mapWith(Number),
    })
    .from(rentals)
    .innerJoin(payments, eq(payments.id, rentals.paymentId))
    .where(and(eq(rentals.userId, userId), inArray(rentals.movieId, movieIds), rentalIsHeld))
    .orderBy(rentals.movieId, desc(rentals.id));
  return new Map(rows.map((row) => [row.movieId, row.paidCents]));
}

/** A bundle priced for one buyer. */
export interface BundleOffer {
  bundle: LoadedBundle;
  /** The films the purchase grants: those the buyer does not hold (every one, for a gift). */
  films: BundleFilm[];
  /** What the buyer pays before any code: the price less what they paid for the films they hold, never below 0. */
  priceCents: number;
  /** What the films they hold took off the price. */
  heldDropCents: number;
}

/** `held`: what the buyer paid for the films they hold (heldFilmsPaid); empty for a visitor or a gift. */
export function offerOf(bundle: LoadedBundle, held: ReadonlyMap<number, number>): BundleOffer {
  const paid = bundle.films.reduce((sum, film) => sum + (held.get(film.id) ?? 0), 0);
  // What the held films take off may not leave less than a card can be charged (codes/service.ts leavingChargeable).
  const priceCents = bundle.priceCents - leavingChargeable(bundle.priceCents, Math.min(paid, bundle.priceCents));
  return { bundle, films: bundle.films.filter((film) => !held.has(film.id)), priceCents, heldDropCents: bundle.priceCents - priceCents };
}

/**
 * The active bundle priced for the buyer (a gift: whole, every film), or NotFoundError. Whether its films may be sold
 * is the checkout's to say (payments/purchase.ts).
 */
export async function bundleOfferFor(db: Db, bundleId: number, buyer: { userId: number; gift: boolean }): Promise<BundleOffer> {
  const bundle = await findBundle(db, bundleId);
  if (!bundle?.isActive) throw new NotFoundError(offerMessages.bundleNotFound);
  const held = buyer.gift ? new Map<number, number>() : await heldFilmsPaid(db, buyer.userId, bundle.films.map((film) => film.id));
  return offerOf(bundle, held);
}

function toBundle(bundle: LoadedBundle, held: ReadonlyMap<number, number>): Bundle {
  const offer = offerOf(bundle, held);
  return {
    id: bundle.id,
    title: bundle.title,
    description: bundle.description,
    price: centsToDollars(bundle.priceCents),
    films_price: centsToDollars(bundle.films.reduce((sum, film) => sum + film.priceCents, 0)),
    your_price: centsToDollars(offer.priceCents),
    movies: bundle.films.map((film) => ({
      id: film.id,
      title: film.title,
      thumbnail_url: film.thumbnailUrl,
      price: centsToDollars(film.priceCents),
      rental_duration_hours: film.rentalDurationHours,
      is_rented: held.has(film.id),
    })),
  };
}

async function heldFor(db: Db, viewer: Viewer | null, shown: LoadedBundle[]): Promise<ReadonlyMap<number, number>> {
  if (!viewer) return new Map();
  return heldFilmsPaid(db, viewer.id, [...new Set(shown.flatMap((bundle) => bundle.films.map((film) => film.id)))]);
}

/** GET /api/bundles: the active bundles whose films are all on the site, newest first, priced for the viewer. */
export async function listBundles({ db }: Pick<ServiceDeps, 'db'>, viewer: Viewer | null): Promise<Bundle[]> {
  const shown = await loadBundles(db, isShown);
  const held = await heldFor(db, viewer, shown);
  return shown.map((bundle) => toBundle(bundle, held));
}

/** The bundle if it is shown (active, every film on the site), else null: its page (and its page's meta) or a 404. */
export async function shownBundle(db: Db, bundleId: number): Promise<LoadedBundle | null> {
  const [bundle] = await loadBundles(db, and(eq(bundles.id, bundleId), isShown));
  return bundle ?? null;
}

/** The shown bundles' ids and when each last changed, for the sitemap. */
export async function shownBundleDates(db: Db): Promise<{ id: number; updatedAt: Date }[]> {
  return db.select({ id: bundles.id, updatedAt: bundles.updatedAt }).from(bundles).where(isShown).orderBy(asc(bundles.id));
}

/** GET /api/bundles/{id}: one of those bundles; any other reads as not found. */
export async function publicBundle({ db }: Pick<ServiceDeps, 'db'>, viewer: Viewer | null, bundleId: number): Promise<Bundle> {
  const bundle = await shownBundle(db, bundleId);
  if (!bundle) throw new NotFoundError(offerMessages.bundleNotFound);
  return toBundle(bundle, await heldFor(db, viewer, [bundle]));
}
