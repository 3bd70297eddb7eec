// The logged-in viewer's own lists on the account page, read afresh on every visit (staleTime 0): a payment or a
// rental may have changed elsewhere meanwhile.
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useViewerId } from '../../auth/use-auth.ts';
import { apiRequest, listIn } from '../api-client.ts';

/** GET `path`, whose answer carries the rows under `rows`; cached per viewer under `queryKeyOf(viewerId)`. */
export function useOwnList<Row>(path: string, rows: string, queryKeyOf: (viewerId: number | null) => QueryKey) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: queryKeyOf(viewerId),
    queryFn: async ({ signal }) => listIn<Row>(await apiRequest<unknown>(path, { signal }), rows),
    staleTime: 0,
  });
}
