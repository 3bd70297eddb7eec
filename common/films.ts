// Self-hosted films (docs/decisions/0015-self-hosted-films.md): what the admin sees of a film's packaging, what a
// viewer's player is given to stream it, the resume position and captions. The server serialises with these schemas;
// the web app imports their types (and the admin chunk the form schemas).
import { z } from 'zod';
import { filmMessages } from './messages/films.ts';

/** queued: waiting for the packager; processing: ffmpeg running; ready: packaged; failed: see `error`. */
export const FILM_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type FilmStatus = (typeof FILM_STATUSES)[number];

/** What a film upload may be, by its bytes (file-type's names): MP4 (and its iTunes flavour M4V), MOV, MKV, WebM. */
export const FILM_UPLOAD_TYPES = ['video/mp4', 'video/x-m4v', 'video/quicktime', 'video/x-matroska', 'video/webm'] as const;
export const FILM_UPLOAD_ACCEPT = '.mp4,.m4v,.mov,.mkv,.webm,video/mp4,video/quicktime,video/x-matroska,video/webm';

/** The ladder: each height is made only when the source is at least that tall (never upscaled). */
export const FILM_LADDER_HEIGHTS = [360, 720, 1080] as const;

/** Where the tus protocol lives (inside the admin scope). Upload metadata: movieId, filename, filetype. */
export const FILM_UPLOADS_PATH = '/api/admin/films/uploads';

export const CAPTION_MAX_BYTES = 2 * 1024 * 1024;
export const CAPTION_UPLOAD_ACCEPT = '.vtt,.srt,text/vtt';
/** The longest film position we keep: a week, longer than any rental. */
const PROGRESS_MAX_SECONDS = 604_800;

export const captionLanguageSchema = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, filmMessages.captionLanguageInvalid);

/** The fields of a caption upload (multipart beside the file). */
export const captionFieldsSchema = z.object({
  language: captionLanguageSchema,
  label: z
    .string()
    .trim()
    .min(1, filmMessages.captionLabelInvalid)
    .max(40, filmMessages.captionLabelInvalid)
    // A label is one line of a menu.
    .regex(/^[^\p{Cc}]*$/u, filmMessages.captionLabelInvalid),
});
export type CaptionFields = z.infer<typeof captionFieldsSchema>;

const captionSchema = z.object({ language: z.string(), label: z.string() });
export type Caption = z.infer<typeof captionSchema>;

const renditionSchema = z.object({ width: z.number().int(), height: z.number().int() });

/** The admin's view of a movie's film. */
const adminFilmSchema = z.object({
  status: z.enum(FILM_STATUSES),
  /** 0-100 while processing. */
  progress: z.number().int().min(0).max(100),
  /** ffmpeg's reason (its last lines), when status is failed. */
  error: z.string().nullable(),
  /** Whether a packaged version streams now (a replacement being packaged keeps the previous one playing). */
  is_playable: z.boolean(),
  duration_seconds: z.number().int().nullable(),
  renditions: z.array(renditionSchema),
  source_name: z.string().nullable(),
  source_bytes: z.number().int().nullable(),
  updated_at: z.string(),
  captions: z.array(captionSchema),
});
export type AdminFilm = z.infer<typeof adminFilmSchema>;
export const adminFilmResponseSchema = z.object({ film: adminFilmSchema.nullable() });

/** The short form in the admin movie list (the table's Film column). */
export const adminFilmSummarySchema = adminFilmSchema.pick({ status: true, progress: true, error: true, is_playable: true });
export type AdminFilmSummary = z.infer<typeof adminFilmSummarySchema>;

/**
 * GET /api/movies/{id}/stream: how a renter's (or an admin's) player streams the film now. Every URL carries a
 * signed token that expires at `expires_at`; fetch this again after `refresh_in_seconds` and use the new token.
 */
export const streamInfoSchema = z.object({
  /** The master playlist, e.g. /api/stream/<token>/master.m3u8. */
  playlist_url: z.string(),
  /** The signed token alone: the player swaps it into URLs it already holds when it refreshes. */
  token: z.string(),
  expires_at: z.string(),
  refresh_in_seconds: z.number().int().positive(),
  duration_seconds: z.number().int().nullable(),
  poster_url: z.string().nullable(),
  captions: z.array(captionSchema.extend({ url: z.string() })),
});
export type StreamInfo = z.infer<typeof streamInfoSchema>;

export const watchProgressBodySchema = z.object({
  position_seconds: z
    .number({ message: filmMessages.progressInvalid })
    .int(filmMessages.progressInvalid)
    .min(0, filmMessages.progressInvalid)
    .max(PROGRESS_MAX_SECONDS, filmMessages.progressInvalid),
});
export const watchProgressSchema = z.object({
  position_seconds: z.number().int(),
  /** null when the viewer has not watched the movie yet. */
  updated_at: z.string().nullable(),
});
export type WatchProgress = z.infer<typeof watchProgressSchema>;

export { streamPathOf } from './film-paths.ts';
