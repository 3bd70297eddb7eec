import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '../../../common/admin-business.ts';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/admin/activity: the latest 20 rentals, sign-ups and payments, newest first. */
export async function fetchAdminActivity(signal?: AbortSignal): Promise<Activity[]> {
  const body = await apiRequest<unknown>('/admin/activity', { signal, fallbackMessage: adminMessages.dashboardLoadFailed });
  return listIn<Activity>(body, 'activities');
}

export const adminActivityQuery = () =>
  queryOptions({ queryKey: adminKeys.activity, queryFn: ({ signal }) => fetchAdminActivity(signal) });

export function useAdminActivity() {
  return useQuery(adminActivityQuery());
}
