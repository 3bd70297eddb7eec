// Pressing play (docs/product.md#premieres-and-windows): who may, and what the first play does. The self-hosted
// stream's start (films/service.ts) and POST /api/movies/{id}/play (the YouTube player's) both come here, and so does
// the start of every play, which a screener's rental logs (docs/product.md#offers).
import { eq } from 'drizzle-orm';
import { filmMessages } from '../../common/messages/films.ts';
import { premiereMessages } from '../../common/messages/premieres.ts';
import { publicMessages } from '../../common/messages/public.ts';
import { formatPremiereTime } from '../../common/premieres.ts';
import { logScreenerPlay } from '../codes/screener-plays.ts';
import type { Db } from '../db/client.ts';
import { movies } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import type { Viewer } from '../http/viewer.ts';
import { recordFirstPlay } from './clock.ts';
import { viewerRentalOf } from './rental-state.ts';

type PlayDeps = Pick<ServiceDeps, 'db' | 'config'>;

/**
 * Refuses a viewer who may not play the movie now: without a rental of it 403 'Rent this movie to watch it' (404
 * for a movie taken off the site, as hidden as in the catalogue), and before its premiere 403 naming the premiere
 * in the studio's zone. Admins may always play. Answers whether the movie exists for them.
 */
export async function assertMayPlay({ db, config }: PlayDeps, viewer: Viewer, movie: { id: number; isActive: boolean }): Promise<void> {
  if (viewer.isAdmin) return;
  const rental = await viewerRentalOf(db, viewer.id, movie.id);
  if (!rental?.isHeld) throw movie.isActive ? new ForbiddenError(filmMessages.rentToWatch) : new NotFoundError(publicMessages.movieNotFound);
  if (rental.state === 'preordered' && rental.premiereAt) {
    throw new ForbiddenError(premiereMessages.notYetShowing(formatPremiereTime(rental.premiereAt, config.timeZone, true)));
  }
}

/** The movie, or 404. */
export async function findMovieToPlay({ db }: PlayDeps, movieId: number): Promise<{ id: number; isActive: boolean; posterUrl: string | null }> {
  const [movie] = await db.select({ id: movies.id, isActive: movies.isActive, posterUrl: movies.posterUrl }).from(movies).where(eq(movies.id, movieId));
  if (!movie) throw new NotFoundError(publicMessages.movieNotFound);
  return movie;
}

/**
 * The viewer's play has begun: starts a waiting rental's clock (once, however many calls at once) and notes the
 * first play. Answers the rental's end, or null for an admin (no rental, no end). Call after assertMayPlay.
 */
export async function beginPlay({ db, config }: PlayDeps, viewer: Viewer, movieId: number): Promise<Date | null> {
  if (viewer.isAdmin) return null;
  const rentalEnd = await recordFirstPlay(db, viewer.id, movieId, config);
  // Held a moment ago and refunded or run out since: as if it had been refused.
  if (!rentalEnd) throw new ForbiddenError(filmMessages.rentToWatch);
  return rentalEnd;
}

/**
 * A play has started: logged when the viewer's rental of the movie came with a screener code. Once per play, so not
 * from the stream info (GET /api/movies/{id}/stream), which the player asks again every minute for a fresh token, but
 * from POST /play (each opening of the YouTube player) and from the self-hosted stream's master playlist, which a
 * player reads once when it starts (films/routes.ts) and then keeps, swapping only the token in later requests.
 */
export async function playStarted(db: Db, play: { userId: number; movieId: number }): Promise<void> {
  await logScreenerPlay(db, play);
}

/** POST /api/movies/{id}/play: the YouTube player pressed play. */
export async function pressPlay(deps: PlayDeps, viewer: Viewer, movieId: number): Promise<void> {
  const movie = await findMovieToPlay(deps, movieId);
  await assertMayPlay(deps, viewer, movie);
  await beginPlay(deps, viewer, movieId);
  await playStarted(deps.db, { userId: viewer.id, movieId });
}
