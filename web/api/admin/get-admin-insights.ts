import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Insights } from '../../../common/admin-business.ts';
import { adminMessages } from '../../../common/messages.ts';
import { ApiError, apiRequest, INVALID_RESPONSE_MESSAGE } from '../api-client.ts';
import { adminKeys } from './keys.ts';

const INSIGHT_LISTS = ['by_day', 'by_month', 'top_by_revenue', 'top_by_rentals', 'ratings'] as const;

/**
 * GET /api/admin/insights: revenue and rentals by day (30 days) and by month (12 months) in the studio's time
 * zone, the top movies by revenue and by rentals, and every reviewed movie's average rating.
 */
export async function fetchAdminInsights(signal?: AbortSignal): Promise<Insights> {
  const body = await apiRequest<unknown>('/admin/insights', { signal, fallbackMessage: adminMessages.insightsLoadFailed });
  if (!isInsights(body)) throw new ApiError(200, INVALID_RESPONSE_MESSAGE);
  return body;
}

function isInsights(body: unknown): body is Insights {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return INSIGHT_LISTS.every((list) => Array.isArray(record[list]));
}

export const adminInsightsQuery = () =>
  queryOptions({ queryKey: adminKeys.insights, queryFn: ({ signal }) => fetchAdminInsights(signal) });

export function useAdminInsights() {
  return useQuery(adminInsightsQuery());
}
