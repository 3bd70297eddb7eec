// The wording of a movie's film in the admin (the movie form's Film section, the movies list's Film fact). The
// server's refusals are filmMessages in common/messages/films.ts; the section's own messages (states, notices,
// failures with no text of the server's own) are adminFilmMessages below.
import { CAPTION_MAX_BYTES, type FilmStatus } from '../../common/films.ts';

export const adminFilmMessages = {
  filmRemoved: 'Film removed',
  filmRetried: 'Packaging started again',
  filmProcessing: (percent: number) => `Processing ${percent}%`,
  filmQueued: 'Waiting to be packaged',
  // Admin web: failures with no text of the server's own.
  filmLoadFailed: 'Failed to load the film',
  filmRetryFailed: 'Failed to start packaging again',
  filmRemoveFailed: 'Failed to remove the film',
  captionUploadFailed: 'Failed to upload captions',
  captionDeleteFailed: 'Failed to delete captions',
} as const;

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** '4.2 GB', '820.5 MB', '96 KB': films run to gigabytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(2)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(bytes === 0 ? 0 : 1, Math.round(bytes / KB))} KB`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A running time as players show it: '1:36:05', '4:05'. */
export function formatRunningTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${minutes}:${twoDigits(rest)}`;
}

/** What is left of an upload: '2 h 05 min', '14 min', '40 s'. */
export function formatTimeLeft(totalSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${twoDigits(minutes % 60)} min`;
}

/** The movies list's Film fact: the film's state in a word (processing with its percentage). */
export const filmStatusLabels: Record<FilmStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
};

export const adminFilmContent = {
  heading: 'Film',
  intro: 'The film itself, streamed only to renters. It uploads and is packaged on its own: Save Changes does not wait for it.',
  newMovieNote: 'Save the movie first, then add its film here.',
  loading: 'Loading the film...',
  tryAgain: 'Try Again',
  listTerm: 'Film',
  none: '—',
  listProcessing: adminFilmMessages.filmProcessing,

  drop: {
    label: 'Film file',
    title: 'Drop the film here or choose a file',
    hint: 'MP4, MOV, MKV or WebM. It goes up in parts: a dropped connection, a pause or a reload loses nothing sent.',
  },
  interrupted: (name: string, size: string | null) =>
    `An upload of “${name}”${size ? ` (${size})` : ''} was interrupted. Choose the same file to resume.`,
  discardInterrupted: 'Discard it',
  cancelReplace: 'Keep the current file',

  transfer: {
    uploading: (name: string) => `Uploading ${name}`,
    resuming: (name: string) => `Resuming ${name}`,
    paused: (name: string) => `Paused: ${name}`,
    failed: (name: string) => `Upload stopped: ${name}`,
    finishing: 'Upload complete. Queuing it for packaging...',
    cancelling: 'Cancelling the upload...',
    bytes: (sent: string, total: string) => `${sent} of ${total}`,
    speed: (perSecond: string) => `${perSecond}/s`,
    timeLeft: (left: string) => `about ${left} left`,
    pause: 'Pause',
    resume: 'Resume',
    cancel: 'Cancel',
    tryAgain: 'Try again',
    chooseAnother: 'Choose another file',
    resumeHint: 'Choose the same file to resume after a reload.',
  },

  keepsPlaying: 'The current version keeps playing until the new one is ready.',
  queuedBadge: filmStatusLabels.queued,
  processingLabel: 'Packaging progress',
  failedHeading: 'Packaging failed',
  facts: { duration: 'Running time', renditions: 'Quality', source: 'Source file' },
  renditions: (heights: readonly number[]) => heights.map((height) => `${height}p`).join(' · '),
  sourceFile: (name: string, size: string | null) => (size ? `${name} · ${size}` : name),
  unknown: 'Unknown',
  replace: 'Replace file',
  remove: 'Remove film',
  retry: 'Retry',
  retrying: 'Retrying...',
  confirmRemove: {
    title: 'Remove this film?',
    message: 'Its stream, source file and captions are deleted, and renters can no longer play it. This cannot be undone.',
    confirmLabel: 'Remove Film',
    busyLabel: 'Removing...',
  },

  captions: {
    heading: 'Captions',
    listLabel: 'Captions',
    empty: 'No captions yet.',
    hint: `WebVTT (.vtt) or SubRip (.srt, converted), up to ${CAPTION_MAX_BYTES / MB} MB. A language added again replaces its captions.`,
    file: 'Caption file',
    fileRequired: 'Please choose a .vtt or .srt file',
    language: 'Language code',
    languagePlaceholder: 'en',
    label: 'Label',
    labelPlaceholder: 'English',
    add: 'Add captions',
    adding: 'Uploading...',
    languageOf: (language: string) => `(${language})`,
    delete: 'Delete',
    deleteLabel: (label: string) => `Delete captions: ${label}`,
    confirmDelete: (label: string) => ({
      title: 'Delete these captions?',
      message: `The “${label}” captions leave the player and their file is deleted.`,
      confirmLabel: 'Delete Captions',
      busyLabel: 'Deleting...',
    }),
  },
} as const;
