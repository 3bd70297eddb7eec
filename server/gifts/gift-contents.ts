// What a gift gives (docs/product.md#offers): its payment's film under the rules bought at checkout (the payment's
// hours and window), or its bundle's films in order, each under its own rules as they stand (a bundle's payment keeps
// none: rentals/grant.ts). One reader for the gift's page, its e-mails and its redemption, so all three name the same
// films with the same rules.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bundleMovies, bundles, movies, type payments } from '../db/schema.ts';

export interface GiftFilm {
  movieId: number;
  title: string;
  thumbnailUrl: string | null;
  rentalDurationHours: number;
  startWindowDays: number | null;
  /** The film's premiere as it stands (a rental granted before it waits for it). */
  premiereAt: Date | null;
}

export interface GiftContents {
  /** Null for a film. */
  bundle: { id: number; title: string } | null;
  /** The film, or the bundle's films in their order (at least one). */
  films: GiftFilm[];
}

type GiftPayment = Pick<typeof payments.$inferSelect, 'id' | 'movieId' | 'bundleId' | 'rentalDurationHours' | 'startWindowDays'>;

const filmColumns = {
  movieId: movies.id,
  title: movies.title,
  thumbnailUrl: movies.thumbnailUrl,
  rentalDurationHours: movies.rentalDurationHours,
  startWindowDays: movies.startWindowDays,
  premiereAt: movies.premiereAt,
};

export async function giftContentsOf(db: Db, payment: GiftPayment): Promise<GiftContents> {
  if (payment.bundleId !== null) {
    const [bundle] = await db.select({ id: bundles.id, title: bundles.title }).from(bundles).where(eq(bundles.id, payment.bundleId));
    const films = await db
      .select(filmColumns)
      .from(bundleMovies)
      .innerJoin(movies, eq(movies.id, bundleMovies.movieId))
      .where(eq(bundleMovies.bundleId, payment.bundleId))
      .orderBy(asc(bundleMovies.position), asc(movies.id));
    if (!bundle || films.length === 0) throw new Error(`payment ${payment.id}: its bundle ${payment.bundleId} or its films are missing`);
    return { bundle, films };
  }
  if (payment.movieId === null || payment.rentalDurationHours === null) throw new Error(`payment ${payment.id} names neither a film nor a bundle`);
  const [film] = await db.select(filmColumns).from(movies).where(eq(movies.id, payment.movieId));
  if (!film) throw new Error(`payment ${payment.id}: its movie ${payment.movieId} is missing`);
  // The rules bought at checkout, not the film's as they stand now.
  return { bundle: null, films: [{ ...film, rentalDurationHours: payment.rentalDurationHours, startWindowDays: payment.startWindowDays }] };
}
