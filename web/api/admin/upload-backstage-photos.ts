// POST /api/admin/{movies|covers}/{id}/backstage/photos (multipart: optional title and description, then one
// `photos` part per file) -> 201 {photos}. Sent with upload progress and cancellable (uploadRequest).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackstagePhoto } from '../../../common/catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { listIn } from '../api-client.ts';
import { uploadRequest } from '../upload-request.ts';
import { backstagePath, refreshAfterBackstageChange, type BackstageTarget } from './list-backstage-media.ts';
import type { StartUpload, UploadTracking } from './multipart.ts';

export interface BackstagePhotoUpload {
  title?: string;
  description?: string;
  photos: readonly File[];
}

/** The caption parts are sent only when filled in; text parts go before the files (the server reads in order). */
export function appendCaption(formData: FormData, { title, description }: { title?: string; description?: string }): void {
  if (title) formData.append('title', title);
  if (description) formData.append('description', description);
}

async function uploadBackstagePhotos(
  target: BackstageTarget,
  upload: BackstagePhotoUpload,
  tracking: UploadTracking = {},
): Promise<BackstagePhoto[]> {
  const formData = new FormData();
  appendCaption(formData, upload);
  for (const photo of upload.photos) formData.append('photos', photo, photo.name);
  const body = await uploadRequest<unknown>(backstagePath(target, 'photos'), formData, {
    ...tracking,
    fallbackMessage: adminScreenMessages.photoUploadFailed,
  });
  return listIn<BackstagePhoto>(body, 'photos', 201);
}

/**
 * Uploads photos to the target. `startUpload` is called as each upload begins and gives its progress
 * callback and abort signal (the screen's progress bar and Cancel button).
 */
export function useUploadBackstagePhotosMutation(target: BackstageTarget, startUpload: StartUpload) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: BackstagePhotoUpload) => uploadBackstagePhotos(target, upload, startUpload()),
    // Also after a failure or a cancel: one cancelled once fully sent may have been stored all the same.
    onSettled: () => refreshAfterBackstageChange(queryClient, target.owner),
  });
}
