import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchBackstage } from './fetch-backstage.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/movies/covers/{id}/backstage/photos and /videos. */
const coverBackstageQuery = (coverId: string) =>
  queryOptions({
    queryKey: catalogueKeys.coverBackstage(coverId),
    queryFn: ({ signal }) => fetchBackstage(`/movies/covers/${encodeURIComponent(coverId)}`, 'empty', signal),
  });

export function useCoverBackstage(coverId: string) {
  return useQuery(coverBackstageQuery(coverId));
}
