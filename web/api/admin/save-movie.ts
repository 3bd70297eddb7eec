import type { AdminMovie, AdminMovieResponse, ParsedMovieFields } from '../../../common/admin-catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { adminKeys } from './keys.ts';
import { partText, type StartUpload } from './multipart.ts';
import { useItemSaveMutation, type ItemSave } from './save-item.ts';

/** The movie form's checked values (common/admin-catalogue.ts) and the poster picked, if any. */
type MovieSaveValues = ParsedMovieFields & { thumbnail?: File | null };

/** 499 -> '4.99', 0 -> '0.00': the form's price as the server reads it. */
export function centsToPriceText(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents - whole * 100).padStart(2, '0')}`;
}

/**
 * POST /api/admin/movies (a new movie) or PUT /api/admin/movies/{id}, as multipart with the poster file if one was
 * picked. One uploaded image sets both thumbnail_url and poster_url. The admin lists and every public movie and
 * cover answer are read again: the movie shows on /movies at once, and covers carry its title.
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
  ],
  file: (values) => ['thumbnail', values.thumbnail],
  fallbackMessage: adminScreenMessages.movieSaveFailed,
  itemOf: (answer) => answer.movie,
  refreshes: [adminKeys.movies, adminKeys.covers, catalogueKeys.movies, catalogueKeys.covers],
};

/** Adds (movieId null) or edits a movie. */
export function useSaveMovieMutation(movieId: number | null, startUpload?: StartUpload) {
  return useItemSaveMutation(movieSave, movieId, startUpload);
}
