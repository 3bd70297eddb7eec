import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRental } from '../../../common/payments.ts';
import { useViewerId } from '../../auth/use-auth.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { accountKeys } from './keys.ts';

/** GET /api/users/rentals: the logged-in viewer's rentals, newest first, each saying whether it can be watched now. */
export async function fetchOwnRentals(signal?: AbortSignal): Promise<UserRental[]> {
  return listIn<UserRental>(await apiRequest<unknown>('/users/rentals', { signal }), 'rentals');
}

// Read afresh on every visit of the account page (staleTime 0): a rental may have started or ended elsewhere.
export const ownRentalsQuery = (viewerId: number | null) =>
  queryOptions({ queryKey: accountKeys.rentals(viewerId), queryFn: ({ signal }) => fetchOwnRentals(signal), staleTime: 0 });

export function useOwnRentals() {
  return useQuery(ownRentalsQuery(useViewerId()));
}
