import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminUser, paginationSchema } from '../../../common/admin-business.ts';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';
import { listQueryString, type AdminListQuery } from './list-query.ts';

export type AdminPagination = z.infer<typeof paginationSchema>;

export interface AdminUsersPage {
  users: AdminUser[];
  pagination: AdminPagination;
}

/** GET /api/admin/users?page&limit&search&sort&order: one page of users with their rental and spending totals. */
export async function fetchAdminUsers(query: AdminListQuery, signal?: AbortSignal): Promise<AdminUsersPage> {
  const body = await apiRequest<AdminUsersPage>(`/admin/users${listQueryString(query)}`, {
    signal,
    fallbackMessage: adminMessages.usersLoadFailed,
  });
  listIn<AdminUser>(body, 'users');
  return body;
}

export const adminUsersQuery = (query: AdminListQuery) =>
  queryOptions({
    queryKey: adminKeys.usersPage(query),
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
    // The page on show stays while the next page, sort or search loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: AdminListQuery) {
  return useQuery(adminUsersQuery(query));
}
