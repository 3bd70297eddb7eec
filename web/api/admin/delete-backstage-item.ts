// DELETE /api/admin/backstage/photos/{id} and /api/admin/backstage/videos/{id} -> 204.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest } from '../api-client.ts';
import { refreshAfterBackstageChange, type BackstageOwner } from './list-backstage-media.ts';

export interface BackstageItemRef {
  kind: 'photos' | 'videos';
  id: number;
}

function deleteBackstageItem({ kind, id }: BackstageItemRef): Promise<void> {
  return apiRequest<void>(`/admin/backstage/${kind}/${id}`, {
    method: 'DELETE',
    fallbackMessage: kind === 'photos' ? adminScreenMessages.photoDeleteFailed : adminScreenMessages.videoDeleteFailed,
  });
}

/** Deletes a photo or a video of a movie's or a cover's backstage (`owner`: whose public pages to refresh). */
export function useDeleteBackstageItemMutation(owner: BackstageOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBackstageItem,
    onSuccess: () => refreshAfterBackstageChange(queryClient, owner),
  });
}
