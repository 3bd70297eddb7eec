// The files of a movie's form (docs/product.md#admin-movies): the poster (`thumbnail`), the title page's backdrop
// (`backdrop`, both through the image pipeline) and its trailer, a short clip (`trailer`, through the video upload
// checks) or a YouTube link (`trailer_url`). Files are stored before the row is written; the row's write decides
// what they replace, and the replaced files go once it has committed.
import type { ParsedMovieFields } from '../../../common/admin-catalogue.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { parseYouTubeId, youTubeWatchUrl } from '../../../common/youtube.ts';
import type { movies } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { ValidationError } from '../../errors.ts';
import { UPLOADS_URL_PREFIX } from '../../media/store.ts';
import type { FilesByPart, ReceivedFile } from '../../uploads/receive.ts';
import { removeStoredMedia, storeUploadedImage, storeUploadedVideo } from '../../uploads/store-upload.ts';

type MovieRow = typeof movies.$inferSelect;

/** The columns the form's files set: only those of the files sent. */
interface StoredMovieFiles {
  thumbnailUrl?: string;
  posterUrl?: string;
  backdropUrl?: string;
  trailerUrl?: string;
}

/** A clip and a YouTube link at once: which one was meant cannot be told. */
export function assertOneTrailer(fields: ParsedMovieFields, files: FilesByPart): void {
  const link = fields.trailer_url;
  if (files.trailer && link && !link.startsWith(UPLOADS_URL_PREFIX)) throw new ValidationError(adminMessages.trailerFileOrLink);
}

/**
 * Stores the files sent, one after another (one image decoded at a time keeps memory flat); if one of them fails,
 * those already stored are removed.
 */
export async function storeMovieFiles(
  { media }: Pick<ServiceDeps, 'media'>,
  thumbnail: ReceivedFile | null,
  { backdrop, trailer }: FilesByPart,
): Promise<StoredMovieFiles> {
  const stored: StoredMovieFiles = {};
  try {
    if (thumbnail) {
      const { url } = await storeUploadedImage(media, 'movies', thumbnail);
      Object.assign(stored, { thumbnailUrl: url, posterUrl: url });
    }
    if (backdrop) stored.backdropUrl = (await storeUploadedImage(media, 'movies', backdrop)).url;
    if (trailer) stored.trailerUrl = await storeUploadedVideo(media, 'trailers', trailer);
  } catch (error) {
    await Promise.all(storedUrls(stored).map((url) => removeStoredMedia(media, url)));
    throw error;
  }
  return stored;
}

export const storedUrls = (stored: StoredMovieFiles): string[] => [
  ...new Set([stored.thumbnailUrl, stored.backdropUrl, stored.trailerUrl].filter((url) => url !== undefined)),
];

/**
 * The trailer column for what was sent, against what the row holds (`stored`, null on create); undefined keeps it.
 * A new clip wins. A /uploads/ address is only ever the row's own clip, sent back by the edit form to keep it: any
 * other would point the trailer at some other stored file. '' clears; a YouTube link is stored in its one form.
 */
export function trailerColumn(sent: string | null | undefined, newClipUrl: string | undefined, stored: string | null): string | null | undefined {
  if (sent?.startsWith(UPLOADS_URL_PREFIX) && sent !== stored) throw new ValidationError(adminMessages.trailerUrlInvalid);
  if (newClipUrl) return newClipUrl;
  if (sent === undefined || sent === stored) return undefined;
  if (sent === null) return null;
  const videoId = parseYouTubeId(sent);
  if (videoId === null) throw new ValidationError(adminMessages.trailerUrlInvalid);
  return youTubeWatchUrl(videoId);
}

/** The files the row held that the write replaced or cleared: the old poster, backdrop and trailer clip. */
export function replacedFiles(before: MovieRow, after: { thumbnailUrl?: string; backdropUrl?: string; trailerUrl?: string | null }): string[] {
  const urls = [
    ...(after.thumbnailUrl ? [before.thumbnailUrl, before.posterUrl] : []),
    after.backdropUrl ? before.backdropUrl : null,
    after.trailerUrl !== undefined && after.trailerUrl !== before.trailerUrl ? before.trailerUrl : null,
  ];
  return [...new Set(urls.filter((url) => url !== null))];
}

/** Removes them (a YouTube link is not a file: removeStoredMedia leaves it). */
export async function removeFiles({ media }: Pick<ServiceDeps, 'media'>, urls: string[]): Promise<void> {
  await Promise.all(urls.map((url) => removeStoredMedia(media, url)));
}
