import { useQuery } from '@tanstack/react-query';
import type { Bundle } from '../../../common/offers.ts';
import { useViewerId } from '../../auth/use-auth.ts';
import { apiRequest, recordIn } from '../api-client.ts';
import { offerKeys } from './keys.ts';

/**
 * GET /api/bundles/{id}: `{bundle}`. A signed-in viewer's answer marks the films they rent and gives their price, so
 * it is cached per viewer. A 404 carries the server's 'Bundle not found'.
 */
async function fetchBundle(bundleId: string, signal?: AbortSignal): Promise<Bundle> {
  const body = await apiRequest<unknown>(`/bundles/${encodeURIComponent(bundleId)}`, { signal });
  const { bundle } = recordIn<{ bundle: Bundle }>(body, (record) => typeof record.bundle === 'object' && record.bundle !== null);
  return bundle;
}

export function useBundle(bundleId: string) {
  const viewerId = useViewerId();
  return useQuery({ queryKey: offerKeys.bundle(bundleId, viewerId), queryFn: ({ signal }) => fetchBundle(bundleId, signal) });
}
