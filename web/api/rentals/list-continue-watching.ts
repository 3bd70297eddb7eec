import { useQuery } from '@tanstack/react-query';
import type { ContinueWatchingItem, ContinueWatchingResponse } from '../../../common/continue-watching.ts';
import { useViewerId } from '../../auth/use-auth.ts';
import { apiRequest } from '../api-client.ts';
import { rentalKeys } from './keys.ts';

/**
 * GET /api/users/continue-watching: the logged-in viewer's running rentals with where they stopped, the latest watched
 * or rented first. Read afresh on every visit (staleTime 0): the viewer may have watched on meanwhile. Only asked
 * for a logged-in viewer (a visitor's answer would be a 401).
 */
export function useContinueWatching() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: rentalKeys.continueWatching(viewerId),
    queryFn: async ({ signal }): Promise<ContinueWatchingItem[]> =>
      (await apiRequest<ContinueWatchingResponse>('/users/continue-watching', { signal })).items,
    enabled: viewerId !== null,
    staleTime: 0,
  });
}
