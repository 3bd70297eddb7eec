import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StreamInfo } from '../../../common/films.ts';
import { playerMessages } from '../../content/player.ts';
import { useViewerId } from '../../auth/use-auth.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { filmKeys } from './keys.ts';

/** GET /api/movies/{id}/stream: the signed links a renter's (or an admin's) player streams the film with now. */
function fetchStreamInfo(movieId: number, signal?: AbortSignal): Promise<StreamInfo> {
  return apiRequest<StreamInfo>(`/movies/${movieId}/stream`, { signal, fallbackMessage: playerMessages.playerLoadFailed });
}

/** 401/403: the viewer may no longer watch (the rental ended or was refunded, the session was ended). */
export function isAccessEnded(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * Asked again every `refresh_in_seconds`, also while the tab is hidden (the film plays on), since each answer's
 * token expires within minutes; no longer once the server has refused (the rental is over). Never retried on
 * its own (the player's Retry does that) and never kept after the player closes: the links are short-lived.
 */
const streamInfoQuery = (movieId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: filmKeys.stream(movieId, viewerId),
    queryFn: ({ signal }) => fetchStreamInfo(movieId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      const { data, error } = query.state;
      return data && !isAccessEnded(error) ? data.refresh_in_seconds * 1000 : false;
    },
  });

export function useStreamInfo(movieId: number) {
  return useQuery(streamInfoQuery(movieId, useViewerId()));
}
