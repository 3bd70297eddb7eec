import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRental } from '../../../common/admin-business.ts';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';
import type { AdminPagination } from './list-admin-users.ts';
import { listQueryString, type AdminListQuery } from './list-query.ts';

export interface AdminRentalsPage {
  rentals: AdminRental[];
  pagination: AdminPagination;
}

/** GET /api/admin/rentals?status&movie_id&search&sort&order&page&limit: one page of rentals. */
export async function fetchAdminRentals(query: AdminListQuery, signal?: AbortSignal): Promise<AdminRentalsPage> {
  const body = await apiRequest<AdminRentalsPage>(`/admin/rentals${listQueryString(query)}`, {
    signal,
    fallbackMessage: adminMessages.rentalsLoadFailed,
  });
  listIn<AdminRental>(body, 'rentals');
  return body;
}

export const adminRentalsQuery = (query: AdminListQuery) =>
  queryOptions({
    queryKey: adminKeys.rentalsPage(query),
    queryFn: ({ signal }) => fetchAdminRentals(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminRentals(query: AdminListQuery) {
  return useQuery(adminRentalsQuery(query));
}
