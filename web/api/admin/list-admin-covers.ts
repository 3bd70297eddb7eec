import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCover } from '../../../common/admin-catalogue.ts';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/admin/movie-galleries: every cover in display order, with the title of the movie it links to. */
export async function fetchAdminCovers(signal?: AbortSignal): Promise<AdminCover[]> {
  const body = await apiRequest<unknown>('/admin/movie-galleries', {
    signal,
    fallbackMessage: adminMessages.coversLoadFailed,
  });
  return listIn<AdminCover>(body, 'covers');
}

export const adminCoversQuery = () =>
  queryOptions({ queryKey: adminKeys.covers, queryFn: ({ signal }) => fetchAdminCovers(signal) });

export function useAdminCovers() {
  return useQuery(adminCoversQuery());
}
