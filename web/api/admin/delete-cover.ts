import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest } from '../api-client.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { useRefreshingMutation } from '../refreshing-mutation.ts';
import { adminKeys } from './keys.ts';

/** DELETE /api/admin/movie-galleries/{id} (204): the cover goes, and its backstage photos and videos with it. */
function deleteCover(coverId: number): Promise<void> {
  return apiRequest<void>(`/admin/movie-galleries/${coverId}`, {
    method: 'DELETE',
    fallbackMessage: adminScreenMessages.coverDeleteFailed,
  });
}

export function useDeleteCoverMutation() {
  return useRefreshingMutation(deleteCover, [adminKeys.covers, adminKeys.backstage, catalogueKeys.covers]);
}
