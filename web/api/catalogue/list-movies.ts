import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Movie } from '../../../common/catalogue.ts';
import { errorMessages, publicMessages } from '../../../common/messages.ts';
import { useViewerId } from '../../auth/use-auth.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { includeRentalFor } from './include-rental.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/movies. The answer is `{movies}`; a bare array is accepted too (SPEC.md §7). */
export async function fetchMovies(viewerId: number | null, signal?: AbortSignal): Promise<Movie[]> {
  const body = await apiRequest<{ movies: Movie[] } | Movie[]>(`/movies${includeRentalFor(viewerId)}`, {
    signal,
    fallbackMessage: publicMessages.moviesLoadFailed,
  });
  if (Array.isArray(body)) return body;
  if (body && Array.isArray(body.movies)) return body.movies;
  throw new ApiError(200, errorMessages.invalidResponse);
}

export const moviesQuery = (viewerId: number | null) =>
  queryOptions({ queryKey: catalogueKeys.movieList(viewerId), queryFn: ({ signal }) => fetchMovies(viewerId, signal) });

export function useMovies() {
  return useQuery(moviesQuery(useViewerId()));
}
