import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMovie, ParsedMovieFields } from '../../../common/admin-catalogue.ts';
import { adminMessages } from '../../../common/messages.ts';
import { uploadRequest } from '../upload-request.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { adminKeys } from './keys.ts';
import { partText, textParts, type StartUpload, type UploadTracking } from './multipart.ts';

/** The movie form's checked values (common/admin-catalogue.ts) and the poster picked, if any. */
export type MovieSaveValues = ParsedMovieFields & { thumbnail?: File | null };

/** 499 -> '4.99', 0 -> '0.00': the form's price as the server reads it. */
export function centsToPriceText(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents - whole * 100).padStart(2, '0')}`;
}

export function movieFormData(values: MovieSaveValues, { isCreate }: { isCreate: boolean }): FormData {
  const body = textParts(
    [
      ['title', values.title],
      ['price', centsToPriceText(values.price)],
      ['rental_duration_hours', partText(values.rental_duration_hours)],
      ['duration', partText(values.duration)],
      ['logline', values.logline],
      ['description', values.description],
      ['video_url', partText(values.video_url)],
      ['website_url', partText(values.website_url)],
    ],
    { omitEmpty: isCreate },
  );
  if (values.thumbnail) body.append('thumbnail', values.thumbnail);
  return body;
}

/**
 * POST /api/admin/movies (movieId null) or PUT /api/admin/movies/{id}, as multipart with the poster file if
 * one was picked. One uploaded image sets both thumbnail_url and poster_url.
 */
export async function saveMovie(movieId: number | null, values: MovieSaveValues, upload: UploadTracking = {}): Promise<AdminMovie> {
  const isCreate = movieId === null;
  const answer = await uploadRequest<{ movie: AdminMovie }>(
    isCreate ? '/admin/movies' : `/admin/movies/${movieId}`,
    movieFormData(values, { isCreate }),
    { ...upload, method: isCreate ? 'POST' : 'PUT', fallbackMessage: adminMessages.movieSaveFailed },
  );
  return answer.movie;
}

/**
 * Adds (movieId null) or edits a movie. The admin lists and every public movie and cover answer are read
 * again: the movie shows on /movies at once, and covers carry its title.
 */
export function useSaveMovieMutation(movieId: number | null, startUpload?: StartUpload) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: MovieSaveValues) => saveMovie(movieId, values, startUpload?.()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.movies }),
        queryClient.invalidateQueries({ queryKey: adminKeys.covers }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.movies }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.covers }),
      ]),
  });
}
