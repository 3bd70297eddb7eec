import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPayment, PaymentSummary } from '../../../common/admin-business.ts';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';
import type { AdminPagination } from './list-admin-users.ts';
import { listQueryString, type AdminListQuery } from './list-query.ts';

export interface AdminPaymentsPage {
  payments: AdminPayment[];
  /** Over the whole filtered set, not the page. */
  summary: PaymentSummary;
  pagination: AdminPagination;
}

/** GET /api/admin/payments?status&date_range&search&sort&order&page&limit: a page of payments and the summary. */
export async function fetchAdminPayments(query: AdminListQuery, signal?: AbortSignal): Promise<AdminPaymentsPage> {
  const body = await apiRequest<AdminPaymentsPage>(`/admin/payments${listQueryString(query)}`, {
    signal,
    fallbackMessage: adminMessages.paymentsLoadFailed,
  });
  listIn<AdminPayment>(body, 'payments');
  return body;
}

export const adminPaymentsQuery = (query: AdminListQuery) =>
  queryOptions({
    queryKey: adminKeys.paymentsPage(query),
    queryFn: ({ signal }) => fetchAdminPayments(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminPayments(query: AdminListQuery) {
  return useQuery(adminPaymentsQuery(query));
}
