// A film's resumable upload: the tus protocol at FILM_UPLOADS_PATH (tus-js-client, loaded only when a film page
// needs it). Films are gigabytes, so the file goes in 64 MB chunks that survive a dropped connection (retried),
// a pause, and a reload: the upload's address is kept in localStorage under the file's fingerprint, and choosing
// the same file again for the same movie carries on where the server stopped.
//
// Only the protocol lives here; the uploads under way, their progress and controls are the film section's
// (web/components/admin/film-upload/).
import type * as TusClient from 'tus-js-client';
import type { DetailedError, HttpRequest, PreviousUpload, Upload, UploadOptions } from 'tus-js-client';
import { FILM_UPLOADS_PATH } from '../../../common/films.ts';
import { filmMessages } from '../../../common/messages/films.ts';
import { endStoredSession } from '../api-client.ts';
import { readStoredToken } from '../session-store.ts';

/** 64 MB a request: few requests for a feature film, little to send again when one is cut off. */
export const FILM_CHUNK_BYTES = 64 * 1024 * 1024;
/** A failed request is tried again after these pauses (ms) before the upload reports the failure. */
export const FILM_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

/** One film upload as tus-js-client runs it. */
export type TusUpload = Upload;

/** An upload of this movie's film stopped by a reload or a closed tab, which the same file can carry on. */
export interface InterruptedUpload {
  fileName: string;
  bytesTotal: number | null;
  storageKey: string;
  uploadUrl: string | null;
}

/** Why an upload failed: the server's reason (its `{error}` text) or the default, and whether trying again can help. */
export interface FilmUploadFailure {
  text: string;
  canRetry: boolean;
}

type TusModule = typeof TusClient;
let tusModule: Promise<TusModule> | null = null;
const loadTus = () => (tusModule ??= import('tus-js-client'));

/** The server's `{error}` text in a tus answer, if it sent one. */
function serverTextOf(body: string | undefined): string | null {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    const text = typeof parsed === 'object' && parsed !== null && 'error' in parsed ? parsed.error : null;
    if (typeof text === 'string' && text.trim() !== '') return text;
  } catch {
    // Not JSON: the default text applies.
  }
  return null;
}

export function failureOf(error: Error | DetailedError): FilmUploadFailure & { status: number } {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  return {
    text: serverTextOf(response?.getBody()) ?? filmMessages.filmUploadFailed,
    // Like tus-js-client's own retry rule: a 4xx other than 409/423 is a refusal that comes back the same.
    canRetry: status === 0 || status >= 500 || status === 409 || status === 423,
    status,
  };
}

/** Each request carries the session as the rest of the API does, read when it leaves (an upload can last hours). */
function authorise(request: HttpRequest) {
  const token = readStoredToken();
  if (token) request.setHeader('Authorization', `Bearer ${token}`);
}

/** The fingerprint names the movie too: the same file uploaded for another movie is another upload. */
export const filmUploadFingerprint = (movieId: number, file: File) =>
  ['film', movieId, file.name, file.type, file.size, file.lastModified].join('-');

/** Options every request of a film upload needs, also a termination's. */
function requestOptions(): UploadOptions {
  return {
    endpoint: new URL(FILM_UPLOADS_PATH, window.location.origin).toString(),
    retryDelays: FILM_RETRY_DELAYS,
    onBeforeRequest: authorise,
  };
}

const newestFirst = (a: PreviousUpload, b: PreviousUpload) => Date.parse(b.creationTime) - Date.parse(a.creationTime);

async function storedUploadsOf(movieId: number): Promise<PreviousUpload[]> {
  const tus = await loadTus();
  const stored = await tus.defaultOptions.urlStorage.findAllUploads();
  return stored.filter((upload) => upload.metadata.movieId === String(movieId)).sort(newestFirst);
}

/** Forgets a stored upload here and, unless the server dropped it already, deletes what it received. Best effort. */
async function discardStored(stored: PreviousUpload, { onServer = true } = {}): Promise<void> {
  const tus = await loadTus();
  if (onServer && stored.uploadUrl) await tus.Upload.terminate(stored.uploadUrl, requestOptions()).catch(() => undefined);
  await tus.defaultOptions.urlStorage.removeUpload(stored.urlStorageKey).catch(() => undefined);
}

/** The newest upload of this movie's film that a reload stopped, or null. */
export async function findInterruptedUpload(movieId: number): Promise<InterruptedUpload | null> {
  const [latest] = await storedUploadsOf(movieId);
  if (!latest) return null;
  return {
    fileName: latest.metadata.filename ?? '',
    bytesTotal: latest.size,
    storageKey: latest.urlStorageKey,
    uploadUrl: latest.uploadUrl,
  };
}

export async function discardInterruptedUploads(movieId: number, options: { onServer?: boolean } = {}): Promise<void> {
  await Promise.all((await storedUploadsOf(movieId)).map((stored) => discardStored(stored, options)));
}

export interface FilmTransferEvents {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** The server has the whole file (it queues the packaging). */
  onSuccess: () => void;
  onError: (failure: FilmUploadFailure) => void;
}

/**
 * The tus upload of `file` as the film of the movie, ready to start: it carries on an earlier upload of the same
 * file when one is stored (`resumed`). Other stopped uploads of this movie are deleted: the film is replaced by
 * this file.
 */
export async function prepareFilmTransfer(
  movieId: number,
  file: File,
  events: FilmTransferEvents,
): Promise<{ transfer: TusUpload; resumed: boolean }> {
  const tus = await loadTus();
  const transfer = new tus.Upload(file, {
    ...requestOptions(),
    chunkSize: FILM_CHUNK_BYTES,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    fingerprint: (chosen) => Promise.resolve(filmUploadFingerprint(movieId, chosen as File)),
    metadata: { movieId: String(movieId), filename: file.name, filetype: file.type || 'application/octet-stream' },
    onProgress: events.onProgress,
    onSuccess: events.onSuccess,
    onError: (error) => {
      const { status, ...failure } = failureOf(error);
      // The session ended: as for any other call that carried the stored token.
      if (status === 401) endStoredSession();
      events.onError(failure);
    },
  });
  const stored = await storedUploadsOf(movieId);
  const previous = (await transfer.findPreviousUploads()).sort(newestFirst)[0];
  await Promise.all(stored.filter((item) => item.urlStorageKey !== previous?.urlStorageKey).map((item) => discardStored(item)));
  if (previous) transfer.resumeFromPreviousUpload(previous);
  return { transfer, resumed: Boolean(previous) };
}
