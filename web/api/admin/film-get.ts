// GET /api/admin/movies/{id}/film -> {film: AdminFilm | null}: a movie's self-hosted film as the admin sees it
// (packaging state, the ladder made, captions). Read again every 2 s while the packager has work on it.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminFilm, FilmStatus } from '../../../common/films.ts';
import { adminFilmMessages } from '../../content/admin-films.ts';
import { ApiError, INVALID_RESPONSE_MESSAGE, apiRequest, type ApiRequestOptions } from '../api-client.ts';
import { adminKeys } from './keys.ts';

/** How often a queued or processing film is read again, so 'Processing 42%' moves. */
const FILM_POLL_MS = 2_000;

/** Queued or processing: the packager will still change it, so screens showing it poll. */
export const isFilmBusy = (status: FilmStatus | undefined): boolean => status === 'queued' || status === 'processing';

/** The film an answer carries (`{film: …}`, null when the movie has none); anything else cannot be read. */
function filmIn(body: unknown, status = 200): AdminFilm | null {
  if (typeof body === 'object' && body !== null && 'film' in body) {
    const { film } = body as { film: unknown };
    if (film === null || typeof film === 'object') return film as AdminFilm | null;
  }
  throw new ApiError(status, INVALID_RESPONSE_MESSAGE);
}

export const filmPath = (movieId: number) => `/admin/movies/${movieId}/film`;

async function fetchFilm(movieId: number, signal?: AbortSignal): Promise<AdminFilm | null> {
  const body = await apiRequest<unknown>(filmPath(movieId), { signal, fallbackMessage: adminFilmMessages.filmLoadFailed });
  return filmIn(body);
}

const filmQuery = (movieId: number) =>
  queryOptions({
    queryKey: adminKeys.film(movieId),
    queryFn: ({ signal }) => fetchFilm(movieId, signal),
    refetchInterval: (query) => (isFilmBusy(query.state.data?.status) ? FILM_POLL_MS : false),
  });

export function useFilm(movieId: number) {
  return useQuery(filmQuery(movieId));
}

/**
 * A write answered with the film as it now stands (`{film}`), which replaces the cached one; `afterwards`, what
 * else it changes.
 */
export function useFilmWriteMutation<Variables>(
  movieId: number,
  request: (variables: Variables) => ApiRequestOptions & { path: string },
  afterwards?: (queryClient: QueryClient) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => {
      const { path, ...options } = request(variables);
      return filmIn(await apiRequest<unknown>(path, options));
    },
    onSuccess: (film) => {
      queryClient.setQueryData(adminKeys.film(movieId), film);
      return afterwards?.(queryClient);
    },
  });
}
