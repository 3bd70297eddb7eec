import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCover, ParsedCoverFields } from '../../../common/admin-catalogue.ts';
import { adminMessages } from '../../../common/messages.ts';
import { uploadRequest } from '../upload-request.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { adminKeys } from './keys.ts';
import { partText, textParts, type StartUpload, type UploadTracking } from './multipart.ts';

/** The cover form's checked values (common/admin-catalogue.ts) and the image picked, if any. */
export type CoverSaveValues = ParsedCoverFields & { cover_image?: File | null };

export function coverFormData(values: CoverSaveValues, { isCreate }: { isCreate: boolean }): FormData {
  const body = textParts(
    [
      ['title', values.title],
      ['description', values.description],
      ['movie_id', partText(values.movie_id)],
      ['display_order', partText(values.display_order)],
      ['is_coming_soon', partText(values.is_coming_soon)],
    ],
    { omitEmpty: isCreate },
  );
  if (values.cover_image) body.append('cover_image', values.cover_image);
  return body;
}

/** POST /api/admin/movie-galleries (coverId null) or PUT /api/admin/movie-galleries/{id}, as multipart. */
export async function saveCover(coverId: number | null, values: CoverSaveValues, upload: UploadTracking = {}): Promise<AdminCover> {
  const isCreate = coverId === null;
  const answer = await uploadRequest<{ cover: AdminCover }>(
    isCreate ? '/admin/movie-galleries' : `/admin/movie-galleries/${coverId}`,
    coverFormData(values, { isCreate }),
    { ...upload, method: isCreate ? 'POST' : 'PUT', fallbackMessage: adminMessages.coverSaveFailed },
  );
  return answer.cover;
}

/** Adds (coverId null) or edits a cover: the admin list and the public covers answers are read again. */
export function useSaveCoverMutation(coverId: number | null, startUpload?: StartUpload) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CoverSaveValues) => saveCover(coverId, values, startUpload?.()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.covers }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.covers }),
      ]),
  });
}
