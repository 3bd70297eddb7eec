import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cover } from '../../../common/catalogue.ts';
import { publicMessages } from '../../../common/messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/movies/covers: covers in display order; the answer is an array (`{covers}` accepted too). */
export async function fetchCovers(signal?: AbortSignal): Promise<Cover[]> {
  const body = await apiRequest<Cover[] | { covers: Cover[] }>('/movies/covers', {
    signal,
    fallbackMessage: publicMessages.coversFetchFailed,
  });
  return Array.isArray(body) ? body : listIn<Cover>(body, 'covers');
}

export const coversQuery = () =>
  queryOptions({ queryKey: catalogueKeys.coverList(), queryFn: ({ signal }) => fetchCovers(signal) });

export function useCovers() {
  return useQuery(coversQuery());
}
