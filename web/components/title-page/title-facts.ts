// The words of a title page's first screen that are worked out from the movie: its facts line and its terms.
import type { Movie } from '../../../common/catalogue.ts';
import { formatPrice } from '../../../common/format.ts';
import { movieDetailContent as content } from '../../content/catalogue.ts';
import { hasRentalRules } from '../rental/rental-rules.ts';

/** '1 h 42 min', '2 h' or '45 min' from a running time in minutes. */
export function formatRunningTime(minutes: number): string {
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const parts = [hours > 0 ? content.hours(hours) : '', rest > 0 || hours === 0 ? content.minutes(rest) : ''];
  return parts.filter(Boolean).join(' ');
}

/** Year · genres · certificate · running time, leaving out what the movie does not have. */
export function titleFacts(movie: Pick<Movie, 'release_year' | 'genres' | 'certificate' | 'duration'>): string {
  const facts = [
    movie.release_year === null ? '' : String(movie.release_year),
    movie.genres.join(content.listSeparator),
    movie.certificate ?? '',
    movie.duration !== null && movie.duration > 0 ? formatRunningTime(movie.duration) : '',
  ];
  return facts.filter(Boolean).join(content.factSeparator);
}

/**
 * '$4.99 · 48-hour rental', 'Free · 7-day rental'. A film with a premiere or a window to start: the price alone, its
 * rules following under it (premiere-actions.tsx).
 */
export function rentalTerms(movie: Pick<Movie, 'price' | 'rental_duration_hours' | 'premiere_at' | 'start_window_days'>): string {
  const price = movie.price === 0 ? content.free : formatPrice(movie.price);
  return hasRentalRules(movie) ? price : content.terms(price, content.rentalLength(movie.rental_duration_hours));
}
