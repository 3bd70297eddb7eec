// The browser's check of a picked poster or cover image (docs/product.md#validation: an image file,
// JPG/PNG up to 20 MB). The server judges the file's bytes again; this saves uploading a file it would refuse.
import { z } from 'zod';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_TYPES } from '../../../../common/admin-catalogue.ts';
import { PHOTO_MAX_BYTES } from '../../../../common/constants.ts';
import { adminMessages } from '../../../../common/messages/admin.ts';
import { imageFieldContent } from '../../../content/admin-shell.ts';
import { fileProblem, hasAcceptedType, problemText, type FileRule } from '../upload/file-checks.ts';

const imageRule: FileRule = {
  types: IMAGE_UPLOAD_TYPES,
  accept: IMAGE_UPLOAD_ACCEPT,
  maxBytes: PHOTO_MAX_BYTES,
  wrongType: adminMessages.photoTypeInvalid,
  tooLarge: imageFieldContent.tooLarge,
};

/** Whether the browser says the file is a JPG or PNG (by its declared type, or its name when it declares none). */
export const isAcceptedImage = (file: File): boolean => hasAcceptedType(file, imageRule);

/** What is wrong with a picked image, or null when it may be uploaded. */
function imageFileProblem(file: File): string | null {
  const problem = fileProblem(file, imageRule);
  return problem && problemText(problem, imageRule);
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** A form field holding the picked image, or null for none (keep the current one). */
export const imageFileSchema = z
  .custom<File | null>((value) => value === null || isFile(value))
  .superRefine((file, context) => {
    const problem = file ? imageFileProblem(file) : null;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
