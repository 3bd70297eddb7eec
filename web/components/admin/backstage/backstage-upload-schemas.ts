// The backstage upload forms' checks: the caption fields of common/admin-catalogue.ts (the server's own), plus
// what the browser can judge of the files before sending them (docs/product.md#validation).
import { z } from 'zod';
import {
  BACKSTAGE_PHOTOS_PER_UPLOAD,
  IMAGE_UPLOAD_ACCEPT,
  IMAGE_UPLOAD_TYPES,
  VIDEO_UPLOAD_ACCEPT,
  VIDEO_UPLOAD_TYPES,
  backstageCaptionSchema,
  backstageVideoFieldsSchema,
} from '../../../../common/admin-catalogue.ts';
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '../../../../common/constants.ts';
import { adminMessages } from '../../../../common/messages/admin.ts';
import { validationMessages } from '../../../../common/messages/validation.ts';
import { parseYouTubeId } from '../../../../common/youtube.ts';
import type { BackstageVideoUpload } from '../../../api/admin/upload-backstage-video.ts';
import { adminBackstageContent } from '../../../content/admin-backstage.ts';
import { fileProblem, problemText, type FileRule } from '../upload/file-checks.ts';

export const photoRule: FileRule = {
  types: IMAGE_UPLOAD_TYPES,
  accept: IMAGE_UPLOAD_ACCEPT,
  maxBytes: PHOTO_MAX_BYTES,
  wrongType: adminMessages.photoTypeInvalid,
  tooLarge: adminMessages.photoTooLarge,
};

export const videoRule: FileRule = {
  types: VIDEO_UPLOAD_TYPES,
  accept: VIDEO_UPLOAD_ACCEPT,
  maxBytes: VIDEO_MAX_BYTES,
  wrongType: adminMessages.videoTypeInvalid,
  tooLarge: adminMessages.videoTooLarge,
};

/** The first file the rule refuses, named in the message ('still.gif: Only JPG and PNG images are allowed'). */
function firstRefusal(files: readonly File[], rule: FileRule): string | null {
  for (const file of files) {
    const problem = fileProblem(file, rule);
    if (problem) return adminBackstageContent.upload.fileRefused(file.name, problemText(problem, rule));
  }
  return null;
}

const file = z.instanceof(File);

export const photoUploadSchema = backstageCaptionSchema.extend({
  photos: z.array(file).superRefine((photos, context) => {
    const message =
      photos.length === 0
        ? validationMessages.photosRequired
        : photos.length > BACKSTAGE_PHOTOS_PER_UPLOAD
          ? adminMessages.tooManyPhotos
          : firstRefusal(photos, photoRule);
    if (message) context.addIssue({ code: 'custom', message });
  }),
});

export type VideoSource = 'link' | 'file';

/**
 * A video is a YouTube link or a file, as the admin chose; only the chosen one is checked and sent. Anything
 * but a YouTube link is refused as a link (it is to be uploaded as a file: docs/product.md#validation).
 */
export const videoUploadSchema = backstageVideoFieldsSchema
  .extend({
    source: z.enum(['link', 'file']),
    video: file.nullable(),
  })
  .superRefine((values, context) => {
    if (values.source === 'link') {
      const url = values.video_url ?? '';
      if (url === '') context.addIssue({ code: 'custom', path: ['video_url'], message: validationMessages.videoRequired });
      else if (!parseYouTubeId(url)) context.addIssue({ code: 'custom', path: ['video_url'], message: adminMessages.backstageVideoUrlInvalid });
      return;
    }
    const message = values.video ? firstRefusal([values.video], videoRule) : validationMessages.videoRequired;
    if (message) context.addIssue({ code: 'custom', path: ['video'], message });
  })
  .transform(({ title, description, source, video, video_url }): BackstageVideoUpload =>
    source === 'file' && video ? { title, description, video } : { title, description, video_url: video_url ?? '' },
  );
