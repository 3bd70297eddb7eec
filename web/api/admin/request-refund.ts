import type { AdminPayment, AdminPaymentResponse } from '../../../common/admin-business.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest } from '../api-client.ts';
import { useRefreshingMutation } from '../refreshing-mutation.ts';
import { adminKeys } from './keys.ts';

/**
 * POST /api/admin/payments/{id}/refund -> {payment}. 409 when already refunded or not completed, 502 with
 * Stripe's reason when Stripe refuses (the payment stays completed).
 */
async function requestRefund(paymentId: number): Promise<AdminPayment> {
  const answer = await apiRequest<AdminPaymentResponse>(`/admin/payments/${paymentId}/refund`, {
    method: 'POST',
    fallbackMessage: adminScreenMessages.refundFailed,
  });
  return answer.payment;
}

/**
 * Refunds a payment: its status, the rental it paid for (which ends), the customer's totals, the dashboard's revenue
 * and its code's and bundle's figures (a refund gives the code's use back) all change, so those lists are read again;
 * after a refusal too, since a 409 means the payment changed elsewhere (another admin, Stripe) and the row on show is
 * stale.
 */
const REFRESHED = [adminKeys.payments, adminKeys.rentals, adminKeys.users, adminKeys.dashboard, adminKeys.codes, adminKeys.bundles];

export function useRequestRefundMutation() {
  return useRefreshingMutation(requestRefund, REFRESHED, { evenOnFailure: true });
}
