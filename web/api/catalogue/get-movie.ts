import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Movie, MovieResponse } from '../../../common/catalogue.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { errorMessages } from '../../content/request-errors.ts';
import { useViewerId } from '../../auth/use-auth.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { includeRentalFor, useVisitorAnswerUntilTheirs } from './include-rental.ts';
import { catalogueKeys } from './keys.ts';

/**
 * GET /api/movies/{id}: `{movie}` or the bare movie. Errors carry the texts of docs/product.md#errors: 'Movie not
 * found' for a 404, 'Failed to fetch movie details (status)' for other failures, the network text when there is no
 * answer.
 */
async function fetchMovie(movieId: string, viewerId: number | null, signal?: AbortSignal): Promise<Movie> {
  let body: MovieResponse | Movie;
  try {
    body = await apiRequest<MovieResponse | Movie>(`/movies/${encodeURIComponent(movieId)}${includeRentalFor(viewerId)}`, {
      signal,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    if (error.status === 404) throw new ApiError(404, publicMessages.movieNotFound);
    if (error.message === errorMessages.invalidResponse) throw error;
    throw new ApiError(error.status, publicScreenMessages.movieDetailsFailed(error.status));
  }
  const movie = body && 'movie' in body ? body.movie : body;
  if (!movie || typeof movie !== 'object' || typeof movie.id !== 'number') {
    throw new ApiError(200, errorMessages.invalidResponse);
  }
  return movie;
}

const movieQuery = (movieId: string, viewerId: number | null) =>
  queryOptions({
    queryKey: catalogueKeys.movie(movieId, viewerId),
    queryFn: ({ signal }) => fetchMovie(movieId, viewerId, signal),
  });

export function useMovie(movieId: string) {
  const viewerId = useViewerId();
  const placeholderData = useVisitorAnswerUntilTheirs<Movie>(viewerId, catalogueKeys.movie(movieId, null));
  return useQuery({ ...movieQuery(movieId, viewerId), placeholderData });
}
