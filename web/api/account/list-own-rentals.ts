import type { UserRental } from '../../../common/payments.ts';
import { accountKeys } from './keys.ts';
import { useOwnList } from './own-list.ts';

/** GET /api/users/rentals: the logged-in viewer's rentals, newest first, each saying whether it can be watched now. */
export function useOwnRentals() {
  return useOwnList<UserRental>('/users/rentals', 'rentals', accountKeys.rentals);
}
