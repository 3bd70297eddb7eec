// GET /api/admin/movies/{id}/film -> {film: AdminFilm | null}: a movie's self-hosted film as the admin sees it
// (packaging state, the ladder made, captions). Read again every 2 s while the packager has work on it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFilm, FilmStatus } from '../../../common/films.ts';
import { filmMessages } from '../../../common/film-messages.ts';
import { ApiError, INVALID_RESPONSE_MESSAGE, apiRequest } from '../api-client.ts';
import { adminKeys } from './keys.ts';

/** How often a queued or processing film is read again, so 'Processing 42%' moves. */
export const FILM_POLL_MS = 2_000;

/** Queued or processing: the packager will still change it, so screens showing it poll. */
export const isFilmBusy = (status: FilmStatus | undefined): boolean => status === 'queued' || status === 'processing';

/** The film an answer carries (`{film: …}`, null when the movie has none); anything else cannot be read. */
export function filmIn(body: unknown, status = 200): AdminFilm | null {
  if (typeof body === 'object' && body !== null && 'film' in body) {
    const { film } = body as { film: unknown };
    if (film === null || typeof film === 'object') return film as AdminFilm | null;
  }
  throw new ApiError(status, INVALID_RESPONSE_MESSAGE);
}

export const filmPath = (movieId: number) => `/admin/movies/${movieId}/film`;

export async function fetchFilm(movieId: number, signal?: AbortSignal): Promise<AdminFilm | null> {
  const body = await apiRequest<unknown>(filmPath(movieId), { signal, fallbackMessage: filmMessages.filmLoadFailed });
  return filmIn(body);
}

export const filmQuery = (movieId: number) =>
  queryOptions({
    queryKey: adminKeys.film(movieId),
    queryFn: ({ signal }) => fetchFilm(movieId, signal),
    refetchInterval: (query) => (isFilmBusy(query.state.data?.status) ? FILM_POLL_MS : false),
  });

export function useFilm(movieId: number) {
  return useQuery(filmQuery(movieId));
}
