import type { AccountPayment } from '../../../common/account.ts';
import { accountKeys } from './keys.ts';
import { useOwnList } from './own-list.ts';

/** GET /api/account/payments: the logged-in viewer's receipts, newest first (a payment may go through or back). */
export function useOwnPayments() {
  return useOwnList<AccountPayment>('/account/payments', 'payments', accountKeys.payments);
}
