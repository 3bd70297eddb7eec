import { useQuery } from '@tanstack/react-query';
import type { Insights } from '../../../common/admin-business.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest, recordIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';

const INSIGHT_LISTS = ['by_day', 'by_month', 'top_by_revenue', 'top_by_rentals', 'ratings'] as const;

/**
 * GET /api/admin/insights: revenue and rentals by day (30 days) and by month (12 months) in the studio's time
 * zone, the top movies by revenue and by rentals, and every reviewed movie's average rating.
 */
async function fetchAdminInsights(signal?: AbortSignal): Promise<Insights> {
  const body = await apiRequest<unknown>('/admin/insights', { signal, fallbackMessage: adminScreenMessages.insightsLoadFailed });
  return recordIn<Insights>(body, (record) => INSIGHT_LISTS.every((list) => Array.isArray(record[list])));
}

export function useAdminInsights() {
  return useQuery({ queryKey: adminKeys.insights, queryFn: ({ signal }) => fetchAdminInsights(signal) });
}
