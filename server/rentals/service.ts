// A viewer's own rentals, newest first, with whether each can still be watched. Which movies a viewer may watch
// right now, for other features, is rental-state.ts.
import { desc, eq } from 'drizzle-orm';
import { centsToDollars } from '../../common/format.ts';
import type { UserRental } from '../../common/payments.ts';
import { movies, rentals } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { rentalCanPlay, toViewerRental, viewerRentalColumns } from './rental-state.ts';

// A viewer's own history; generous, but bounded.
const MAX_LISTED_RENTALS = 200;

export async function listUserRentals({ db }: Pick<ServiceDeps, 'db'>, userId: number): Promise<UserRental[]> {
  const rows = await db
    // Whether it can still be watched: decided in SQL, on the database's clock (docs/decisions/0020).
    .select({ rental: rentals, title: movies.title, thumbnailUrl: movies.thumbnailUrl, canWatch: rentalCanPlay, ...viewerRentalColumns })
    .from(rentals)
    .innerJoin(movies, eq(movies.id, rentals.movieId))
    .where(eq(rentals.userId, userId))
    .orderBy(desc(rentals.rentalStart), desc(rentals.id))
    .limit(MAX_LISTED_RENTALS);
  return rows.map(({ rental, title, thumbnailUrl, canWatch, ...state }) => {
    const viewerRental = toViewerRental(state);
    return {
    id: rental.id,
    movie_id: rental.movieId,
    movie_title: title,
    thumbnail_url: thumbnailUrl,
    rental_start: rental.rentalStart.toISOString(),
    // History keeps a past rental's end; a pre-order's scheduled clock is not running yet.
    rental_end: viewerRental.state === 'preordered' ? null : (rental.rentalEnd?.toISOString() ?? null),
    amount_paid: centsToDollars(rental.amountPaidCents),
    is_active: rental.isActive,
    can_watch: canWatch,
    state: viewerRental.state,
    starts_by: viewerRental.startsBy?.toISOString() ?? null,
    premiere_at: viewerRental.premiereAt?.toISOString() ?? null,
    };
  });
}
