import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Movie, MoviesResponse } from '../../../common/catalogue.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { useViewerId } from '../../auth/use-auth.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { includeRentalFor, useVisitorAnswerUntilTheirs } from './include-rental.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/movies. The answer is `{movies}`; a bare array is accepted too (docs/product.md#api). */
async function fetchMovies(viewerId: number | null, signal?: AbortSignal): Promise<Movie[]> {
  const body = await apiRequest<MoviesResponse | Movie[]>(`/movies${includeRentalFor(viewerId)}`, {
    signal,
    fallbackMessage: publicScreenMessages.moviesLoadFailed,
  });
  return Array.isArray(body) ? body : listIn<Movie>(body, 'movies');
}

const moviesQuery = (viewerId: number | null) =>
  queryOptions({ queryKey: catalogueKeys.movieList(viewerId), queryFn: ({ signal }) => fetchMovies(viewerId, signal) });

export function useMovies() {
  const viewerId = useViewerId();
  const placeholderData = useVisitorAnswerUntilTheirs<Movie[]>(viewerId, catalogueKeys.movieList(null));
  return useQuery({ ...moviesQuery(viewerId), placeholderData });
}
