// The film uploads under way, one per movie, outside React: closing the movie form does not stop one, and
// reopening the form finds it again. Screens read them with useFilmUpload(); the transfer itself is the tus
// protocol's (web/api/admin/film-upload.ts).
import {
  discardInterruptedUploads,
  failureOf,
  prepareFilmTransfer,
  type TusUpload,
  type FilmUploadFailure,
} from '../../../api/admin/film-upload.ts';
import { guardLeaving } from './leave-guard.ts';

/** The speed is measured over this much of the recent past, so it follows the connection. */
const RATE_WINDOW_MS = 8_000;

/** finishing: the server has the file, the screens are being refreshed; cancelling: deleting what was sent. */
type FilmUploadPhase = 'uploading' | 'paused' | 'failed' | 'finishing' | 'cancelling';

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

interface Entry {
  state: FilmUploadState;
  upload: TusUpload | null;
  samples: { at: number; bytes: number }[];
}

const entries = new Map<number, Entry>();
const listeners = new Set<() => void>();

export function subscribeToFilmUploads(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(movieId: number, entry: Entry | null) {
  if (entry) entries.set(movieId, entry);
  else entries.delete(movieId);
  guardLeaving([...entries.values()].some((each) => each.state.phase === 'uploading'));
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
    const { transfer, resumed } = await prepareFilmTransfer(movieId, file, {
      onProgress: (bytesSent, bytesTotal) => recordProgress(movieId, bytesSent, bytesTotal),
      onSuccess: () => void finish(movieId, onFinished),
      onError: (failure) => fail(movieId, failure),
    });
    const entry = entries.get(movieId);
    // Cancelled meanwhile.
    if (!entry || entry.state.phase === 'cancelling') return;
    publish(movieId, { ...entry, upload: transfer, state: { ...entry.state, resumed } });
    // Paused before it could start: Resume starts it.
    if (entry.state.phase === 'uploading') transfer.start();
  } catch (error) {
    fail(movieId, failureOf(error instanceof Error ? error : new Error(String(error))));
  }
}

function fail(movieId: number, { text, canRetry }: FilmUploadFailure) {
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
