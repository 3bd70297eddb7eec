import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '../../../common/admin-business.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/admin/users/{id}: the user with every rental and payment, newest first. */
async function fetchAdminUser(userId: number, signal?: AbortSignal): Promise<AdminUserDetail> {
  const body = await apiRequest<AdminUserDetail>(`/admin/users/${userId}`, {
    signal,
    fallbackMessage: adminScreenMessages.userDetailsLoadFailed,
  });
  listIn(body, 'rentals');
  listIn(body, 'payments');
  return body;
}

const adminUserQuery = (userId: number) =>
  queryOptions({ queryKey: adminKeys.user(userId), queryFn: ({ signal }) => fetchAdminUser(userId, signal) });

export function useAdminUser(userId: number) {
  return useQuery(adminUserQuery(userId));
}
