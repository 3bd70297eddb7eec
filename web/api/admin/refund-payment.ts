import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPayment } from '../../../common/admin-business.ts';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest } from '../api-client.ts';
import { adminKeys } from './keys.ts';

/**
 * POST /api/admin/payments/{id}/refund -> {payment}. 409 when already refunded or not completed, 502 with
 * Stripe's reason when Stripe refuses (the payment stays completed).
 */
export async function refundPayment(paymentId: number): Promise<AdminPayment> {
  const answer = await apiRequest<{ payment: AdminPayment }>(`/admin/payments/${paymentId}/refund`, {
    method: 'POST',
    fallbackMessage: adminMessages.refundFailed,
  });
  return answer.payment;
}

/**
 * Refunds a payment: its status, the rental it paid for (which ends), the customer's totals and the dashboard's
 * revenue all change, so those lists are read again; after a refusal too, since a 409 means the payment changed
 * elsewhere (another admin, Stripe) and the row on show is stale.
 */
export function useRefundPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.payments }),
        queryClient.invalidateQueries({ queryKey: adminKeys.rentals }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]),
  });
}
