// A film's resumable upload: the tus protocol at FILM_UPLOADS_PATH (tus-js-client, loaded only when a film page
// needs it). Films are gigabytes, so the file goes in 64 MB chunks that survive a dropped connection (retried),
// a pause, and a reload: the upload's address is kept in localStorage under the file's fingerprint, and choosing
// the same file again for the same movie carries on where the server stopped.
//
// Uploads live here, outside React, one per movie: closing the movie form does not stop one, and reopening the
// form finds it again. Screens read them with useFilmUpload().
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type * as TusClient from 'tus-js-client';
import type { DetailedError, HttpRequest, PreviousUpload, Upload, UploadOptions } from 'tus-js-client';
import { FILM_UPLOADS_PATH } from '../../../common/films.ts';
import { filmMessages } from '../../../common/film-messages.ts';
import { endStoredSession } from '../api-client.ts';
import { readStoredToken } from '../session-store.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { adminKeys } from './keys.ts';

/** 64 MB a request: few requests for a feature film, little to send again when one is cut off. */
export const FILM_CHUNK_BYTES = 64 * 1024 * 1024;
/** A failed request is tried again after these pauses (ms) before the upload reports the failure. */
export const FILM_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];
/** The speed is measured over this much of the recent past, so it follows the connection. */
const RATE_WINDOW_MS = 8_000;

/** finishing: the server has the file, the screens are being refreshed; cancelling: deleting what was sent. */
export type FilmUploadPhase = 'uploading' | 'paused' | 'failed' | 'finishing' | 'cancelling';

export interface FilmUploadState {
  movieId: number;
  fileName: string;
  phase: FilmUploadPhase;
  bytesSent: number;
  bytesTotal: number;
  /** Bytes a second over the last seconds; null until there is enough to measure. */
  bytesPerSecond: number | null;
  /** The server's reason (its `{error}` text) or the default, when the phase is failed. */
  error: string | null;
  /** Whether trying again can help (a network or server failure); a refusal (400, 413, 415) cannot. */
  canRetry: boolean;
  /** This upload carries on one stopped earlier (found by the file's fingerprint). */
  resumed: boolean;
}

/** An upload of this movie's film stopped by a reload or a closed tab, which the same file can carry on. */
export interface InterruptedUpload {
  fileName: string;
  bytesTotal: number | null;
  storageKey: string;
  uploadUrl: string | null;
}

type TusModule = typeof TusClient;
let tusModule: Promise<TusModule> | null = null;
const loadTus = () => (tusModule ??= import('tus-js-client'));

interface Entry {
  state: FilmUploadState;
  upload: Upload | null;
  samples: { at: number; bytes: number }[];
}

const entries = new Map<number, Entry>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(movieId: number, entry: Entry | null) {
  if (entry) entries.set(movieId, entry);
  else entries.delete(movieId);
  syncLeaveWarning();
  for (const listener of listeners) listener();
}

function update(movieId: number, change: Partial<FilmUploadState>) {
  const entry = entries.get(movieId);
  if (entry) publish(movieId, { ...entry, state: { ...entry.state, ...change } });
}

/** The film upload of a movie now, or null. */
export function filmUploadOf(movieId: number): FilmUploadState | null {
  return entries.get(movieId)?.state ?? null;
}

/** Bytes a second between the oldest and the newest sample of the window. */
function rateOf(samples: readonly { at: number; bytes: number }[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 1000) return null;
  return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
}

function recordProgress(movieId: number, bytesSent: number, bytesTotal: number) {
  const entry = entries.get(movieId);
  if (!entry || entry.state.phase !== 'uploading') return;
  const now = Date.now();
  const samples = [...entry.samples, { at: now, bytes: bytesSent }].filter((sample) => now - sample.at <= RATE_WINDOW_MS);
  publish(movieId, { ...entry, samples, state: { ...entry.state, bytesSent, bytesTotal, bytesPerSecond: rateOf(samples) } });
}

// Leaving the page stops the transfer; the browser asks first while one runs (it can be resumed, but not for free).
function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
}

function syncLeaveWarning() {
  const isSending = [...entries.values()].some((entry) => entry.state.phase === 'uploading');
  if (isSending) window.addEventListener('beforeunload', warnBeforeLeaving);
  else window.removeEventListener('beforeunload', warnBeforeLeaving);
}

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

function failureOf(error: Error | DetailedError): { text: string; canRetry: boolean; status: number } {
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

/**
 * Starts sending `file` as the film of the movie, or carries on an earlier upload of the same file. Other
 * stopped uploads of this movie are deleted: the film is replaced by this file. `onFinished` runs once the
 * server has the whole file (it queues the packaging); the upload is forgotten after it.
 */
export async function startFilmUpload(movieId: number, file: File, onFinished: () => Promise<unknown>): Promise<void> {
  const current = entries.get(movieId);
  if (current && current.state.phase !== 'failed') return;
  // A failed upload replaced by another file: nothing of it runs any more, and its stored address is discarded below.
  publish(movieId, {
    upload: null,
    samples: [],
    state: {
      movieId,
      fileName: file.name,
      phase: 'uploading',
      bytesSent: 0,
      bytesTotal: file.size,
      bytesPerSecond: null,
      error: null,
      canRetry: true,
      resumed: false,
    },
  });
  try {
    const tus = await loadTus();
    const upload = new tus.Upload(file, {
      ...requestOptions(),
      chunkSize: FILM_CHUNK_BYTES,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: (chosen) => Promise.resolve(filmUploadFingerprint(movieId, chosen as File)),
      metadata: { movieId: String(movieId), filename: file.name, filetype: file.type || 'application/octet-stream' },
      onProgress: (bytesSent, bytesTotal) => recordProgress(movieId, bytesSent, bytesTotal),
      onSuccess: () => void finish(movieId, onFinished),
      onError: (error) => fail(movieId, error),
    });
    const stored = await storedUploadsOf(movieId);
    const previous = (await upload.findPreviousUploads()).sort(newestFirst)[0];
    await Promise.all(stored.filter((item) => item.urlStorageKey !== previous?.urlStorageKey).map((item) => discardStored(item)));
    if (previous) upload.resumeFromPreviousUpload(previous);
    const entry = entries.get(movieId);
    // Cancelled meanwhile.
    if (!entry || entry.state.phase === 'cancelling') return;
    publish(movieId, { ...entry, upload, state: { ...entry.state, resumed: Boolean(previous) } });
    // Paused before it could start: Resume starts it.
    if (entry.state.phase === 'uploading') upload.start();
  } catch (error) {
    fail(movieId, error instanceof Error ? error : new Error(String(error)));
  }
}

function fail(movieId: number, error: Error | DetailedError) {
  const { text, canRetry, status } = failureOf(error);
  if (status === 401) endStoredSession();
  // Before tus-js-client had the upload in hand (it could not load) there is nothing to try again.
  const hasUpload = Boolean(entries.get(movieId)?.upload);
  update(movieId, { phase: 'failed', error: text, canRetry: canRetry && hasUpload, bytesPerSecond: null });
}

async function finish(movieId: number, onFinished: () => Promise<unknown>) {
  update(movieId, { phase: 'finishing', bytesPerSecond: null });
  // Kept on show until the film's answer says 'queued', so the form never flashes 'no film' in between.
  await onFinished().catch(() => undefined);
  publish(movieId, null);
}

/** Stops sending; what the server has is kept, and resumeFilmUpload carries on from there. */
export function pauseFilmUpload(movieId: number): void {
  const entry = entries.get(movieId);
  if (!entry || entry.state.phase !== 'uploading') return;
  void entry.upload?.abort(false);
  publish(movieId, { ...entry, samples: [], state: { ...entry.state, phase: 'paused', bytesPerSecond: null } });
}

/** Carries on a paused upload, or one that failed on the way (tus asks the server where it stopped). */
export function resumeFilmUpload(movieId: number): void {
  const entry = entries.get(movieId);
  if (!entry || (entry.state.phase !== 'paused' && entry.state.phase !== 'failed')) return;
  // Failed before tus-js-client could start: there is nothing to carry on.
  if (entry.state.phase === 'failed' && !entry.upload) return;
  publish(movieId, { ...entry, samples: [], state: { ...entry.state, phase: 'uploading', error: null, canRetry: true } });
  // Without the upload yet (paused while it was being prepared), startFilmUpload starts it when ready.
  entry.upload?.start();
}

/**
 * Stops the upload and deletes what the server received of it; also how a refused one is put away (its stored
 * address goes too, or the form would offer to resume it).
 */
export async function cancelFilmUpload(movieId: number): Promise<void> {
  const entry = entries.get(movieId);
  if (!entry || entry.state.phase === 'finishing' || entry.state.phase === 'cancelling') return;
  // A refused upload is no longer on the server (a wrong type is deleted there, one too large never made).
  const onServer = !(entry.state.phase === 'failed' && !entry.state.canRetry);
  update(movieId, { phase: 'cancelling', bytesPerSecond: null });
  try {
    if (onServer) await entry.upload?.abort(true).catch(() => undefined);
    else await entry.upload?.abort(false);
    await discardInterruptedUploads(movieId, { onServer });
  } finally {
    publish(movieId, null);
  }
}

/**
 * A movie's film upload and its controls. `interrupted` is an upload a reload stopped (shown while none runs),
 * which choosing the same file again resumes.
 */
export function useFilmUpload(movieId: number) {
  const queryClient = useQueryClient();
  const upload = useSyncExternalStore(
    subscribe,
    () => filmUploadOf(movieId),
    () => null,
  );
  const [interrupted, setInterrupted] = useState<InterruptedUpload | null>(null);
  const isIdle = upload === null;

  useEffect(() => {
    if (!isIdle) return;
    let isCurrent = true;
    findInterruptedUpload(movieId).then(
      (found) => {
        if (isCurrent) setInterrupted(found);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [movieId, isIdle]);

  const start = useCallback(
    (file: File) => {
      setInterrupted(null);
      // The server has the file and has queued its packaging: the film and the list show that.
      const onFinished = () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: adminKeys.film(movieId) }),
          queryClient.invalidateQueries({ queryKey: adminKeys.movies, exact: true }),
          queryClient.invalidateQueries({ queryKey: catalogueKeys.movies }),
        ]);
      void startFilmUpload(movieId, file, onFinished);
    },
    [movieId, queryClient],
  );

  const discardInterrupted = useCallback(() => {
    setInterrupted(null);
    void discardInterruptedUploads(movieId);
  }, [movieId]);

  return {
    upload,
    interrupted,
    start,
    pause: () => pauseFilmUpload(movieId),
    resume: () => resumeFilmUpload(movieId),
    cancel: () => void cancelFilmUpload(movieId),
    discardInterrupted,
  };
}
