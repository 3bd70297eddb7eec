// POST /api/admin/{movies|covers}/{id}/backstage/videos (multipart: optional title and description, then either
// a `video_url` text part, a YouTube link, or a `video` file part) -> 201 {video}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVideoResponse } from '../../../common/admin-catalogue.ts';
import type { BackstageVideo } from '../../../common/catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { errorMessages } from '../../content/request-errors.ts';
import { ApiError } from '../api-client.ts';
import { uploadRequest } from '../upload-request.ts';
import { backstagePath, refreshAfterBackstageChange, type BackstageTarget } from './list-backstage-media.ts';
import type { StartUpload, UploadTracking } from './multipart.ts';
import { appendCaption } from './upload-backstage-photos.ts';

export type BackstageVideoUpload = { title?: string; description?: string } & (
  | { video_url: string; video?: undefined }
  | { video: File; video_url?: undefined }
);

async function uploadBackstageVideo(
  target: BackstageTarget,
  upload: BackstageVideoUpload,
  tracking: UploadTracking = {},
): Promise<BackstageVideo> {
  const formData = new FormData();
  appendCaption(formData, upload);
  if (upload.video) formData.append('video', upload.video, upload.video.name);
  else formData.append('video_url', upload.video_url);
  const body = await uploadRequest<Partial<AdminVideoResponse> | undefined>(backstagePath(target, 'videos'), formData, {
    ...tracking,
    fallbackMessage: adminScreenMessages.videoUploadFailed,
  });
  if (body && typeof body.video === 'object' && body.video !== null) return body.video;
  throw new ApiError(201, errorMessages.invalidResponse);
}

/** Adds a video to the target; `startUpload` as for the photos' upload. */
export function useUploadBackstageVideoMutation(target: BackstageTarget, startUpload: StartUpload) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: BackstageVideoUpload) => uploadBackstageVideo(target, upload, startUpload()),
    // Also after a failure or a cancel: one cancelled once fully sent may have been stored all the same.
    onSettled: () => refreshAfterBackstageChange(queryClient, target.owner),
  });
}
