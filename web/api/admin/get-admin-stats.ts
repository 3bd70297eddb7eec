import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../common/admin-business.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest, recordIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';

const STAT_FIELDS = ['totalUsers', 'totalMovies', 'totalRentals', 'totalRevenue'] as const;

/** GET /api/admin/stats: the studio's four totals (revenue: completed payments, in dollars). */
async function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  const body = await apiRequest<unknown>('/admin/stats', { signal, fallbackMessage: adminScreenMessages.dashboardLoadFailed });
  return recordIn<AdminStats>(body, (record) => STAT_FIELDS.every((field) => typeof record[field] === 'number'));
}

export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => fetchAdminStats(signal) });
}
