import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountPayment } from '../../../common/account.ts';
import { useViewerId } from '../../auth/use-auth.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { accountKeys } from './keys.ts';

/** GET /api/account/payments: the logged-in viewer's receipts, newest first. */
export async function fetchOwnPayments(signal?: AbortSignal): Promise<AccountPayment[]> {
  return listIn<AccountPayment>(await apiRequest<unknown>('/account/payments', { signal }), 'payments');
}

// Read afresh on every visit of the account page (staleTime 0): a payment may have gone through or back meanwhile.
export const ownPaymentsQuery = (viewerId: number | null) =>
  queryOptions({ queryKey: accountKeys.payments(viewerId), queryFn: ({ signal }) => fetchOwnPayments(signal), staleTime: 0 });

export function useOwnPayments() {
  return useQuery(ownPaymentsQuery(useViewerId()));
}
