import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RentalInsight } from '../../../common/admin-premieres.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest, recordIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';

/**
 * GET /api/admin/movies/{id}/rental-insight: the film's rentals by state now (refunded ones left out) and the median
 * time from payment to first play (docs/product.md#premieres-and-windows).
 */
async function fetchRentalInsight(movieId: number, signal?: AbortSignal): Promise<RentalInsight> {
  const body = await apiRequest<unknown>(`/admin/movies/${movieId}/rental-insight`, {
    signal,
    fallbackMessage: adminScreenMessages.rentalInsightLoadFailed,
  });
  return recordIn<{ insight: RentalInsight }>(body, (record) => typeof record.insight === 'object' && record.insight !== null).insight;
}

export function useRentalInsight(movieId: number) {
  return useQuery(queryOptions({ queryKey: adminKeys.rentalInsight(movieId), queryFn: ({ signal }) => fetchRentalInsight(movieId, signal) }));
}
