import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchBackstage } from './fetch-backstage.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/movies/{id}/backstage/photos and /videos. */
const movieBackstageQuery = (movieId: string) =>
  queryOptions({
    queryKey: catalogueKeys.movieBackstage(movieId),
    queryFn: ({ signal }) => fetchBackstage(`/movies/${encodeURIComponent(movieId)}`, 'fail', signal),
  });

export function useMovieBackstage(movieId: string) {
  return useQuery(movieBackstageQuery(movieId));
}
