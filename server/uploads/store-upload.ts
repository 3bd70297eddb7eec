// From a received upload (receive.ts) to the media store: images re-encoded by sharp with their WebP variants,
// videos streamed as they are. Names are random, chosen here; the uploader's file name is never used.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { adminMessages } from '../../common/messages/admin.ts';
import { ValidationError } from '../errors.ts';
import { removeImage, storeImage, type StoredImage } from '../media/images.ts';
import type { MediaStore } from '../media/store.ts';
import type { ReceivedFile } from './receive.ts';

const randomName = () => randomBytes(12).toString('hex');

/** Re-encodes an uploaded JPG/PNG (metadata dropped) and stores it with its variants under `folder`. */
export async function storeUploadedImage(media: MediaStore, folder: string, file: ReceivedFile): Promise<StoredImage> {
  try {
    return await storeImage(media, folder, randomName(), file.path);
  } catch (error) {
    // Bytes that start like a JPG or PNG but do not decode (truncated, corrupt), or a canvas beyond the pixel limit.
    const isPixelLimit = error instanceof Error && /pixel limit/i.test(error.message);
    throw new ValidationError(isPixelLimit ? adminMessages.imageTooManyPixels : adminMessages.imageUnreadable, { cause: error });
  }
}

/** Stores an uploaded video as it is, streamed from its temporary file. Returns its public URL. */
export async function storeUploadedVideo(media: MediaStore, folder: string, file: ReceivedFile): Promise<string> {
  return media.save(`${folder}/${randomName()}.${file.extension}`, createReadStream(file.path));
}

/**
 * Runs `write` (the database change that refers to freshly stored files) and, if it fails, removes those files:
 * a failed upload leaves no file behind.
 */
export async function keepFilesOnlyIf<T>(media: MediaStore, storedUrls: Array<string | null>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await Promise.all(storedUrls.map((url) => removeStoredMedia(media, url)));
    throw error;
  }
}

/** Removes a stored image (with its variants) or video; URLs the store does not own (YouTube links) are ignored. */
export async function removeStoredMedia(media: MediaStore, url: string | null | undefined): Promise<void> {
  await removeImage(media, url);
}
