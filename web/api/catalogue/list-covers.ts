import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cover } from '../../../common/catalogue.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/movies/covers: covers in display order; the answer is an array (`{covers}` accepted too). */
async function fetchCovers(signal?: AbortSignal): Promise<Cover[]> {
  const body = await apiRequest<Cover[] | { covers: Cover[] }>('/movies/covers', {
    signal,
    fallbackMessage: publicScreenMessages.coversFetchFailed,
  });
  return Array.isArray(body) ? body : listIn<Cover>(body, 'covers');
}

const coversQuery = () =>
  queryOptions({ queryKey: catalogueKeys.coverList(), queryFn: ({ signal }) => fetchCovers(signal) });

export function useCovers() {
  return useQuery(coversQuery());
}
