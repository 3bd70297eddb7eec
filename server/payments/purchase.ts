// What a checkout sells (docs/product.md#offers), and whether it may: a film as before, or a bundle priced for its
// buyer (bundles/service.ts). A gift is priced whole and never refused for what the giver already rents: the giver
// gets no rental. The code comes after (codes/service.ts), applied to the base price worked out here.
import { eq } from 'drizzle-orm';
import { checkoutRulesText } from '../../common/premieres.ts';
import { filmMessages } from '../../common/messages/films.ts';
import { offerMessages } from '../../common/messages/offers.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import { publicMessages } from '../../common/messages/public.ts';
import type { Db } from '../db/client.ts';
import { movies } from '../db/schema.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { isPlayableMovie } from '../films/service.ts';
import { holdsRental } from '../rentals/rental-state.ts';
import { bundleOfferFor, type BundleOffer } from '../bundles/service.ts';
import type { LineItem } from './lines.ts';

type MovieRow = typeof movies.$inferSelect;

export interface Purchase {
  /** The film bought, or null for a bundle. */
  movie: MovieRow | null;
  /** The bundle bought, priced for the buyer, or null for a film. */
  bundle: BundleOffer | null;
  /** Every film of what is bought, as a code limited to films is checked (a bundle: all of its films). */
  movieIds: number[];
  /** The price before any code: the film's, or the buyer's price of the bundle. */
  baseCents: number;
  line: LineItem;
}

export interface PurchaseRequest {
  movieId?: number | undefined;
  bundleId?: number | undefined;
  gift: boolean;
}

/** The film or the bundle the buyer asks for, or the refusal the checkout answers (nothing is recorded then). */
export async function resolvePurchase(db: Db, buyerId: number, request: PurchaseRequest, timeZone: string): Promise<Purchase> {
  if (request.bundleId !== undefined) return resolveBundle(db, buyerId, request.bundleId, request.gift);
  const [movie] = await db.select().from(movies).where(eq(movies.id, request.movieId ?? 0));
  if (!movie) throw new NotFoundError(publicMessages.movieNotFound);
  if (!movie.isActive) throw new ValidationError(paymentMessages.movieUnavailable);
  if (!(await isPlayableMovie(db, movie))) throw new ConflictError(filmMessages.notPlayable);
  if (!request.gift && (await holdsRental(db, buyerId, movie.id))) throw new ConflictError(paymentMessages.alreadyRented);
  return {
    movie,
    bundle: null,
    movieIds: [movie.id],
    baseCents: movie.priceCents,
    line: { kind: 'film', title: movie.title, rulesText: checkoutRulesText(rulesOf(movie), Date.now(), timeZone) },
  };
}

async function resolveBundle(db: Db, buyerId: number, bundleId: number, gift: boolean): Promise<Purchase> {
  const offer = await bundleOfferFor(db, bundleId, { userId: buyerId, gift });
  const { films } = offer.bundle;
  if (films.some((film) => !film.isActive)) throw new ValidationError(offerMessages.bundleUnavailable);
  for (const film of films) if (!(await isPlayableMovie(db, film))) throw new ConflictError(filmMessages.notPlayable);
  if (offer.films.length === 0) throw new ConflictError(offerMessages.bundleAllRented);
  return {
    movie: null,
    bundle: offer,
    movieIds: films.map((film) => film.id),
    baseCents: offer.priceCents,
    line: { kind: 'bundle', title: offer.bundle.title, filmTitles: offer.films.map((film) => film.title), heldDropCents: offer.heldDropCents },
  };
}

/** The rules a film is sold under, as the movie answers and the checkout write them. */
const rulesOf = (movie: Pick<MovieRow, 'rentalDurationHours' | 'startWindowDays' | 'premiereAt'>) => ({
  rental_duration_hours: movie.rentalDurationHours,
  start_window_days: movie.startWindowDays,
  premiere_at: movie.premiereAt?.toISOString() ?? null,
});
