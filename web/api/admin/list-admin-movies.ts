import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/admin/movies: every movie, active or not, newest first, each with its rental count. */
export async function fetchAdminMovies(signal?: AbortSignal): Promise<AdminMovie[]> {
  const body = await apiRequest<unknown>('/admin/movies', {
    signal,
    fallbackMessage: adminMessages.moviesLoadFailed,
  });
  return listIn<AdminMovie>(body, 'movies');
}

export const adminMoviesQuery = () =>
  queryOptions({ queryKey: adminKeys.movies, queryFn: ({ signal }) => fetchAdminMovies(signal) });

export function useAdminMovies() {
  return useQuery(adminMoviesQuery());
}
