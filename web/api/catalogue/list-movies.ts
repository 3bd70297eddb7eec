import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Movie } from '../../../common/catalogue.ts';
import { publicMessages } from '../../../common/messages.ts';
import { useViewerId } from '../../auth/use-auth.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { includeRentalFor } from './include-rental.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/movies. The answer is `{movies}`; a bare array is accepted too (SPEC.md §7). */
export async function fetchMovies(viewerId: number | null, signal?: AbortSignal): Promise<Movie[]> {
  const body = await apiRequest<{ movies: Movie[] } | Movie[]>(`/movies${includeRentalFor(viewerId)}`, {
    signal,
    fallbackMessage: publicMessages.moviesLoadFailed,
  });
  return Array.isArray(body) ? body : listIn<Movie>(body, 'movies');
}

export const moviesQuery = (viewerId: number | null) =>
  queryOptions({ queryKey: catalogueKeys.movieList(viewerId), queryFn: ({ signal }) => fetchMovies(viewerId, signal) });

export function useMovies() {
  const viewerId = useViewerId();
  const queryClient = useQueryClient();
  return useQuery({
    ...moviesQuery(viewerId),
    // A logged-in viewer's list shows the visitor's one (the page the server rendered) until theirs, with their
    // rentals, arrives: the page does not go back to Loading when their session takes over after hydration.
    placeholderData: () => (viewerId === null ? undefined : queryClient.getQueryData(catalogueKeys.movieList(null))),
  });
}
