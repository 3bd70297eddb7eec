import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cover } from '../../../common/catalogue.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { catalogueKeys } from './keys.ts';

/**
 * GET /api/movies/covers/{id}. A 404 keeps its status (the page shows 'Cover Not Found'); other answers become
 * 'Cover not found (status)'; no answer at all, 'An error occurred while loading the cover'.
 */
async function fetchCover(coverId: string, signal?: AbortSignal): Promise<Cover> {
  let body: Cover | { cover: Cover };
  try {
    body = await apiRequest<Cover | { cover: Cover }>(`/movies/covers/${encodeURIComponent(coverId)}`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.status === 404) throw new ApiError(404, publicMessages.coverNotFound);
    if (error instanceof ApiError && error.status > 0) {
      throw new ApiError(error.status, publicScreenMessages.coverNotFoundStatus(error.status));
    }
    throw new ApiError(0, publicScreenMessages.coverLoadFailed);
  }
  const cover = body && 'cover' in body ? body.cover : body;
  if (!cover || typeof cover !== 'object' || typeof cover.id !== 'number') {
    throw new ApiError(200, publicScreenMessages.coverLoadFailed);
  }
  return cover;
}

const coverQuery = (coverId: string) =>
  queryOptions({ queryKey: catalogueKeys.cover(coverId), queryFn: ({ signal }) => fetchCover(coverId, signal) });

export function useCover(coverId: string) {
  return useQuery(coverQuery(coverId));
}
