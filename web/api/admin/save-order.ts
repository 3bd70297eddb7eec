// Reordering (docs/product.md#admin-reordering, common/admin-order.ts): a list's new order, sent whole in one request.
import type { AdminCover, AdminMovie } from '../../../common/admin-catalogue.ts';
import type { OrderRequest } from '../../../common/admin-order.ts';
import { coverOrderContent, featuredOrderContent } from '../../content/admin-order.ts';
import { apiRequest } from '../api-client.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { useRefreshingMutation } from '../refreshing-mutation.ts';
import { adminKeys } from './keys.ts';

/** PUT /api/admin/covers/order {ids} → {covers}: every cover, in the new display order. */
async function saveCoverOrder(ids: number[]): Promise<AdminCover[]> {
  const body: OrderRequest = { ids };
  const answer = await apiRequest<{ covers: AdminCover[] }>('/admin/covers/order', {
    method: 'PUT',
    body,
    fallbackMessage: coverOrderContent.saveFailed,
  });
  return answer.covers;
}

/** PUT /api/admin/movies/featured-order {ids} → {movies}: the admin movie list, the featured films in their new order. */
async function saveFeaturedOrder(ids: number[]): Promise<AdminMovie[]> {
  const body: OrderRequest = { ids };
  const answer = await apiRequest<{ movies: AdminMovie[] }>('/admin/movies/featured-order', {
    method: 'PUT',
    body,
    fallbackMessage: featuredOrderContent.saveFailed,
  });
  return answer.movies;
}

// Read again after a refusal too: a 400 means the list changed elsewhere (a cover added, a film featured), so the
// one on show is stale.
export function useSaveCoverOrderMutation() {
  return useRefreshingMutation(saveCoverOrder, [adminKeys.covers, catalogueKeys.covers], { evenOnFailure: true });
}

export function useSaveFeaturedOrderMutation() {
  return useRefreshingMutation(saveFeaturedOrder, [adminKeys.movies, catalogueKeys.movies], { evenOnFailure: true });
}
