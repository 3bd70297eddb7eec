import type { AdminBundle } from '../../../common/admin-offers.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest } from '../api-client.ts';
import { useRefreshingMutation } from '../refreshing-mutation.ts';
import { adminKeys } from './keys.ts';

/** The body of POST /api/admin/bundles and PUT /api/admin/bundles/{id} (common/admin-offers.ts bundleBodySchema). */
export interface BundleSaveBody {
  title: string;
  description: string;
  /** In the order the bundle's page shows them. */
  movie_ids: number[];
  /** Dollars as typed ('12.00'). */
  price: string;
  is_active: boolean;
}

async function saveBundle(bundleId: number | null, body: BundleSaveBody): Promise<AdminBundle> {
  const answer = await apiRequest<{ bundle: AdminBundle }>(bundleId === null ? '/admin/bundles' : `/admin/bundles/${bundleId}`, {
    method: bundleId === null ? 'POST' : 'PUT',
    body,
    fallbackMessage: adminScreenMessages.bundleSaveFailed,
  });
  return answer.bundle;
}

/** Adds (bundleId null) or edits a bundle: the bundles list changes. */
export function useSaveBundleMutation(bundleId: number | null) {
  return useRefreshingMutation((body: BundleSaveBody) => saveBundle(bundleId, body), [adminKeys.bundles]);
}
