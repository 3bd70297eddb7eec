// Whether a film is sold under more than its hours (docs/product.md#premieres-and-windows), told from the movie answer
// alone (no time, no zone): the public pages' first load decides with it, and loads those rules' words apart.
import type { Movie } from '../../../common/catalogue.ts';

/** The film has (or had) a premiere, or gives its renters a window to start: premiere-actions.tsx offers it. */
export const hasRentalRules = (movie: Pick<Movie, 'premiere_at' | 'start_window_days'>): boolean =>
  movie.premiere_at !== null || movie.start_window_days !== null;
