import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeRedemptions } from '../../../common/admin-offers.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';

/**
 * GET /api/admin/codes/{id}/redemptions (docs/product.md#offers): each completed payment with the code, newest first,
 * and for a screener every play.
 */
async function fetchCodeRedemptions(codeId: number, signal?: AbortSignal): Promise<CodeRedemptions> {
  const body = await apiRequest<CodeRedemptions>(`/admin/codes/${codeId}/redemptions`, {
    signal,
    fallbackMessage: adminScreenMessages.redemptionsLoadFailed,
  });
  listIn(body, 'redemptions');
  listIn(body, 'plays');
  return body;
}

export function useCodeRedemptions(codeId: number) {
  return useQuery(queryOptions({ queryKey: adminKeys.codeRedemptions(codeId), queryFn: ({ signal }) => fetchCodeRedemptions(codeId, signal) }));
}
