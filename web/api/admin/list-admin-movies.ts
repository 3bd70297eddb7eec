// GET /api/admin/movies: every movie, active or not, newest first, each with its rental count; and the studio's time
// zone, in which the movie form reads and shows a premiere (docs/product.md#premieres-and-windows). One answer in
// the cache; each hook selects the part it needs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMovie, AdminMovieListResponse } from '../../../common/admin-catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';

async function fetchAdminMovies(signal?: AbortSignal): Promise<AdminMovieListResponse> {
  const body = await apiRequest<AdminMovieListResponse>('/admin/movies', { signal, fallbackMessage: adminScreenMessages.moviesLoadFailed });
  listIn(body, 'movies');
  return body;
}

export const adminMoviesQuery = () => queryOptions({ queryKey: adminKeys.movies, queryFn: ({ signal }) => fetchAdminMovies(signal) });

export const moviesOf = (answer: AdminMovieListResponse): AdminMovie[] => answer.movies;
const studioTimeZoneOf = (answer: AdminMovieListResponse): string => answer.studio_time_zone;

export const useAdminMovies = () => useQuery({ ...adminMoviesQuery(), select: moviesOf });

/** The studio's IANA time zone (TIMEZONE); undefined until the list has loaded. */
export const useStudioTimeZone = (): string | undefined => useQuery({ ...adminMoviesQuery(), select: studioTimeZoneOf }).data;
