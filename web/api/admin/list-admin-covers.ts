import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCover } from '../../../common/admin-catalogue.ts';
import { adminMessages, errorMessages } from '../../../common/messages.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/admin/movie-galleries: every cover in display order, with the title of the movie it links to. */
export async function fetchAdminCovers(signal?: AbortSignal): Promise<AdminCover[]> {
  const body = await apiRequest<{ covers?: unknown }>('/admin/movie-galleries', {
    signal,
    fallbackMessage: adminMessages.coversLoadFailed,
  });
  if (!body || !Array.isArray(body.covers)) throw new ApiError(200, errorMessages.invalidResponse);
  return body.covers as AdminCover[];
}

export const adminCoversQuery = () =>
  queryOptions({ queryKey: adminKeys.covers, queryFn: ({ signal }) => fetchAdminCovers(signal) });

export function useAdminCovers() {
  return useQuery(adminCoversQuery());
}
