import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../common/admin-business.ts';
import { adminMessages } from '../../../common/messages.ts';
import { ApiError, apiRequest, INVALID_RESPONSE_MESSAGE } from '../api-client.ts';
import { adminKeys } from './keys.ts';

const STAT_FIELDS = ['totalUsers', 'totalMovies', 'totalRentals', 'totalRevenue'] as const;

/** GET /api/admin/stats: the studio's four totals (revenue: completed payments, in dollars). */
export async function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  const body = await apiRequest<unknown>('/admin/stats', { signal, fallbackMessage: adminMessages.dashboardLoadFailed });
  if (!isStats(body)) throw new ApiError(200, INVALID_RESPONSE_MESSAGE);
  return body;
}

function isStats(body: unknown): body is AdminStats {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return STAT_FIELDS.every((field) => typeof record[field] === 'number');
}

export const adminStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: ({ signal }) => fetchAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
