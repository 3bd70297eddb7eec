import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest } from '../api-client.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { adminKeys } from './keys.ts';

/** DELETE /api/admin/movie-galleries/{id} (204): the cover goes, and its backstage photos and videos with it. */
export function deleteCover(coverId: number): Promise<void> {
  return apiRequest<void>(`/admin/movie-galleries/${coverId}`, {
    method: 'DELETE',
    fallbackMessage: adminMessages.coverDeleteFailed,
  });
}

export function useDeleteCoverMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCover,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.covers }),
        queryClient.invalidateQueries({ queryKey: adminKeys.backstage }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.covers }),
      ]),
  });
}
