import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WatchProgress } from '../../../common/films.ts';
import { useViewerId } from '../../auth/use-auth.ts';
import { apiRequest } from '../api-client.ts';
import { filmKeys } from './keys.ts';

/** GET /api/movies/{id}/progress: where the viewer stopped ({position_seconds: 0, updated_at: null} if never). */
function fetchWatchProgress(movieId: number, signal?: AbortSignal): Promise<WatchProgress> {
  return apiRequest<WatchProgress>(`/movies/${movieId}/progress`, { signal });
}

/**
 * Read once per opening of the player: fresh each time (gcTime 0), and never again while it is open (the
 * player offers to resume once, then saves the position itself).
 */
const watchProgressQuery = (movieId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: filmKeys.progress(movieId, viewerId),
    queryFn: ({ signal }) => fetchWatchProgress(movieId, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useWatchProgress(movieId: number) {
  return useQuery(watchProgressQuery(movieId, useViewerId()));
}
