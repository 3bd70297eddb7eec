import type { AdminMovie, AdminMovieResponse, ParsedMovieFields } from '../../../common/admin-catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { adminKeys } from './keys.ts';
import { partText, type StartUpload } from './multipart.ts';
import { useItemSaveMutation, type ItemSave } from './save-item.ts';

/**
 * The movie form's checked values (common/admin-catalogue.ts) and the files picked, if any. The premiere is the text
 * the form made of the studio's wall time ('2026-12-12T20:00:00-08:00'), null when cleared.
 */
type MovieSaveValues = Omit<ParsedMovieFields, 'premiere_at'> & {
  premiere_at?: string | null;
  thumbnail?: File | null;
  backdrop?: File | null;
  trailer?: File | null;
};

/**
 * A list as its text part: absent stays absent, an empty list is '' (left out of a create, clearing on an edit),
 * otherwise `format` of it (genres comma-separated, credits and laurels as JSON).
 */
function listText<Item>(list: Item[] | undefined, format: (items: Item[]) => string): string | undefined {
  if (list === undefined) return undefined;
  return list.length === 0 ? '' : format(list);
}

/** 499 -> '4.99', 0 -> '0.00': the form's price as the server reads it. */
export function centsToPriceText(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents - whole * 100).padStart(2, '0')}`;
}

/**
 * POST /api/admin/movies (a new movie) or PUT /api/admin/movies/{id}, as multipart with the poster, backdrop and
 * trailer clip files that were picked. One uploaded poster image sets both thumbnail_url and poster_url. The admin
 * lists and every public movie and cover answer are read again: the movie shows on /movies at once, and covers carry
 * its title.
 */
const movieSave: ItemSave<MovieSaveValues, AdminMovieResponse, AdminMovie> = {
  path: '/admin/movies',
  parts: (values) => [
    ['title', values.title],
    ['price', centsToPriceText(values.price)],
    ['rental_duration_hours', partText(values.rental_duration_hours)],
    ['duration', partText(values.duration)],
    ['logline', values.logline],
    ['description', values.description],
    ['video_url', partText(values.video_url)],
    ['website_url', partText(values.website_url)],
    ['release_year', partText(values.release_year)],
    ['genres', listText(values.genres, (genres) => genres.join(', '))],
    ['certificate', partText(values.certificate)],
    ['credits', listText(values.credits, JSON.stringify)],
    ['laurels', listText(values.laurels, JSON.stringify)],
    ['trailer_url', partText(values.trailer_url)],
    ['is_featured', partText(values.is_featured)],
    ['featured_order', partText(values.featured_order)],
    ['premiere_at', partText(values.premiere_at)],
    ['start_window_days', partText(values.start_window_days)],
  ],
  // The clip last: the largest, and the server reads the parts in order.
  file: (values) => [
    ['thumbnail', values.thumbnail],
    ['backdrop', values.backdrop],
    ['trailer', values.trailer],
  ],
  fallbackMessage: adminScreenMessages.movieSaveFailed,
  itemOf: (answer) => answer.movie,
  refreshes: [adminKeys.movies, adminKeys.covers, catalogueKeys.movies, catalogueKeys.covers],
};

/** Adds (movieId null) or edits a movie. */
export function useSaveMovieMutation(movieId: number | null, startUpload?: StartUpload) {
  return useItemSaveMutation(movieSave, movieId, startUpload);
}
