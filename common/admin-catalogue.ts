// The admin side of the catalogue (docs/product.md#admin, docs/decisions/0012-admin-catalogue-and-uploads.md): the
// fields of the movie, cover and backstage forms, and the answers of the admin calls. The fields are strings because
// they travel as multipart text parts; the lazy admin forms validate with the same schemas, so the browser and the
// server give the same words for the same input.
//
// What a field's value means to the server (the edit form relies on it):
// - absent: keep what is stored (on create: the default),
// - '' : clear it (a link or the running time become null, a text becomes ''),
// - anything else: the new value.
import { z } from 'zod';
import { adminFilmSummarySchema } from './films.ts';
import { backstagePhotoSchema, backstageVideoSchema, coverSchema, movieSchema } from './catalogue.ts';
import { MAX_ROW_ID, RENTAL_DURATIONS_HOURS, TITLE_MAX_LENGTH } from './constants.ts';
import { adminMessages } from './messages/admin.ts';
import { premiereMessages } from './messages/premieres.ts';
import { START_WINDOW_DAYS_MAX, START_WINDOW_DAYS_MIN } from './premieres.ts';
import { parseYouTubeId } from './youtube.ts';
import { isInstantWithOffset } from './zoned-time.ts';
import { dollarsToCents } from './format.ts';
import { validationMessages } from './messages/validation.ts';

export const MOVIE_LOGLINE_MAX = 500;
export const MOVIE_DESCRIPTION_MAX = 5000;
export const COVER_DESCRIPTION_MAX = 2000;
export const BACKSTAGE_DESCRIPTION_MAX = 2000;
export const URL_MAX = 2000;
/** Stripe's smallest card charge in USD: a paid film costs at least this while card payments are on. */
export const STRIPE_MIN_CHARGE_CENTS = 50;
/** Photos one backstage upload may carry. */
export const BACKSTAGE_PHOTOS_PER_UPLOAD = 20;
/** A running time beyond this (in minutes) is a typo. */
const MOVIE_DURATION_MAX = 1_000;

/** What the upload pipeline accepts, judged by the file's bytes (the browser checks the declared type first). */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png'] as const;
export const VIDEO_UPLOAD_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const;
/** For <input type="file" accept>: types and extensions, since some systems declare no type. */
export const IMAGE_UPLOAD_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const VIDEO_UPLOAD_ACCEPT = '.mp4,.webm,.ogg,.ogv,video/mp4,video/webm,video/ogg';

const text = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, tooLong)
    .transform((value) => value.trim());

/** A link typed into a form: '' clears it (null); otherwise an http(s) URL. */
const link = (invalid: string) =>
  z
    .string()
    .trim()
    .max(URL_MAX, invalid)
    .refine((value) => value === '' || isWebUrl(value), invalid)
    .transform((value) => (value === '' ? null : value));

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const required = validationMessages.movieTitleAndPriceRequired;

export const MOVIE_GENRES_MAX = 5;
export const MOVIE_CREDITS_MAX = 60;
export const MOVIE_LAURELS_MAX = 20;
const CREDIT_TEXT_MAX = 100;

const creditText = z.string().trim().min(1).max(CREDIT_TEXT_MAX);
const creditFieldSchema = z.object({ role: creditText, name: creditText });
const laurelFieldSchema = z.object({
  festival: creditText,
  award: creditText,
  year: z.number().int().min(1888).max(2100).nullable(),
});

/** A list edited as rows in the form and sent as one JSON text part; any fault in it gives `invalid`. */
function jsonList<T extends z.ZodType>(item: T, max: number, invalid: string) {
  return z.string().transform((value, context): z.output<T>[] => {
    const parsed = z.array(item).max(max).safeParse(parseJson(value === '' ? '[]' : value));
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  });
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const isStartWindowDays = (value: string) =>
  /^\d{1,2}$/.test(value) && Number(value) >= START_WINDOW_DAYS_MIN && Number(value) <= START_WINDOW_DAYS_MAX;

export const movieFieldsSchema = z.object({
  title: z.string(required).trim().min(1, required).max(TITLE_MAX_LENGTH, adminMessages.titleTooLong),
  price: z
    .string(required)
    .trim()
    .min(1, required)
    .regex(/^\d{1,5}(\.\d{1,2})?$/, adminMessages.priceInvalid)
    .transform(dollarsToCents),
  rental_duration_hours: z
    .enum(RENTAL_DURATIONS_HOURS.map(String) as [string, ...string[]], adminMessages.rentalDurationInvalid)
    .transform(Number)
    .optional(),
  duration: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= MOVIE_DURATION_MAX), adminMessages.durationInvalid)
    .transform((value) => (value === '' ? null : Number(value)))
    .optional(),
  logline: text(MOVIE_LOGLINE_MAX, adminMessages.loglineTooLong).optional(),
  description: text(MOVIE_DESCRIPTION_MAX, adminMessages.descriptionTooLong).optional(),
  video_url: link(adminMessages.videoUrlInvalid).optional(),
  website_url: link(adminMessages.websiteUrlInvalid).optional(),
  // The title page (docs/product.md#admin-movies). A new backdrop image is the file part `backdrop`, a trailer clip
  // the file part `trailer` (a short MP4/WebM, through the video upload); `trailer_url` is a YouTube link, '' clears
  // either kind of trailer, and the stored clip's own /uploads/ address (which the edit form sends back) keeps it.
  release_year: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1888 && Number(value) <= 2100), adminMessages.releaseYearInvalid)
    .transform((value) => (value === '' ? null : Number(value)))
    .optional(),
  /** 'Drama, Mystery': comma-separated in the form, a list in the answers. */
  genres: z
    .string()
    .transform((value) => value.split(',').map((genre) => genre.trim()).filter((genre) => genre !== ''))
    .refine((genres) => genres.length <= MOVIE_GENRES_MAX && genres.every((genre) => genre.length <= 30), adminMessages.genresInvalid)
    .optional(),
  certificate: z
    .string()
    .trim()
    .max(12, adminMessages.certificateInvalid)
    .transform((value) => (value === '' ? null : value))
    .optional(),
  /** JSON: [{role, name}], in order. */
  credits: jsonList(creditFieldSchema, MOVIE_CREDITS_MAX, adminMessages.creditsInvalid).optional(),
  /** JSON: [{festival, award, year}], in order. */
  laurels: jsonList(laurelFieldSchema, MOVIE_LAURELS_MAX, adminMessages.laurelsInvalid).optional(),
  trailer_url: z
    .string()
    .trim()
    .max(URL_MAX, adminMessages.trailerUrlInvalid)
    .refine((value) => value === '' || value.startsWith('/uploads/') || parseYouTubeId(value) !== null, adminMessages.trailerUrlInvalid)
    .transform((value) => (value === '' ? null : value))
    .optional(),
  is_featured: z
    .enum(['true', 'false'], adminMessages.featuredInvalid)
    .transform((value) => value === 'true')
    .optional(),
  featured_order: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, adminMessages.featuredOrderInvalid)
    .transform((value) => (value === '' ? 0 : Number(value)))
    .optional(),
  /** ISO 8601 with an offset ('2026-12-12T20:00:00-08:00'); '' clears it (docs/product.md#premieres-and-windows). */
  premiere_at: z
    .string()
    .trim()
    .refine((value) => value === '' || isInstantWithOffset(value), premiereMessages.premiereInvalid)
    .transform((value) => (value === '' ? null : new Date(value)))
    .optional(),
  /** 1–90 days to press play; '' clears it. */
  start_window_days: z
    .string()
    .trim()
    .refine((value) => value === '' || isStartWindowDays(value), premiereMessages.startWindowInvalid)
    .transform((value) => (value === '' ? null : Number(value)))
    .optional(),
});
export type ParsedMovieFields = z.output<typeof movieFieldsSchema>;

export const coverFieldsSchema = z.object({
  title: z
    .string(validationMessages.coverTitleRequired)
    .trim()
    .min(1, validationMessages.coverTitleRequired)
    .max(TITLE_MAX_LENGTH, adminMessages.titleTooLong),
  description: text(COVER_DESCRIPTION_MAX, adminMessages.descriptionTooLong).optional(),
  /** '' (or absent on create): no movie. */
  movie_id: z
    .string()
    .trim()
    .regex(/^(\d{1,10})?$/, adminMessages.coverMovieInvalid)
    .refine((value) => value === '' || Number(value) <= MAX_ROW_ID, adminMessages.coverMovieInvalid)
    .transform((value) => (value === '' ? null : Number(value)))
    .optional(),
  display_order: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, adminMessages.displayOrderInvalid)
    .transform((value) => (value === '' ? 0 : Number(value)))
    .optional(),
  is_coming_soon: z
    .enum(['true', 'false'], adminMessages.comingSoonInvalid)
    .transform((value) => value === 'true')
    .optional(),
});
export type ParsedCoverFields = z.output<typeof coverFieldsSchema>;

/** Title and description of uploaded backstage photos, or of a video. */
export const backstageCaptionSchema = z.object({
  title: text(TITLE_MAX_LENGTH, adminMessages.titleTooLong).optional(),
  description: text(BACKSTAGE_DESCRIPTION_MAX, adminMessages.descriptionTooLong).optional(),
});

export const backstageVideoFieldsSchema = backstageCaptionSchema.extend({
  video_url: z.string().trim().max(URL_MAX, adminMessages.backstageVideoUrlInvalid).optional(),
});

// --- Answers -------------------------------------------------------------------------------------------------

/** A movie as admins see it: active or not, always with its video link and how often it was rented. */
const adminMovieSchema = movieSchema.omit({ rental_status: true, video_url: true }).extend({
  /** The YouTube link as stored (the form edits it); a self-hosted film is `film`. */
  video_url: z.string().nullable(),
  /** The self-hosted film's packaging state, null when none was uploaded. */
  film: adminFilmSummarySchema.nullable(),
  rental_count: z.number().int().min(0),
  created_at: z.string(),
});
export type AdminMovie = z.infer<typeof adminMovieSchema>;

/** A cover with the movie it is linked to, whether or not that movie is public. */
const adminCoverSchema = coverSchema.extend({ movie_title: z.string().nullable() });
export type AdminCover = z.infer<typeof adminCoverSchema>;

export const adminMoviesResponseSchema = z.object({ movies: z.array(adminMovieSchema) });
export const adminMovieResponseSchema = z.object({ movie: adminMovieSchema });
/**
 * GET /api/admin/movies: every movie, and the studio's IANA time zone (TIMEZONE), in which the movie form reads and
 * shows a premiere (docs/product.md#premieres-and-windows).
 */
export const adminMovieListResponseSchema = adminMoviesResponseSchema.extend({ studio_time_zone: z.string() });
export type AdminMovieListResponse = z.infer<typeof adminMovieListResponseSchema>;
export const adminCoversResponseSchema = z.object({ covers: z.array(adminCoverSchema) });
export const adminCoverResponseSchema = z.object({ cover: adminCoverSchema });
export const adminPhotosResponseSchema = z.object({ photos: z.array(backstagePhotoSchema) });
export const adminVideosResponseSchema = z.object({ videos: z.array(backstageVideoSchema) });
export const adminVideoResponseSchema = z.object({ video: backstageVideoSchema });
export type AdminMovieResponse = z.infer<typeof adminMovieResponseSchema>;
export type AdminCoverResponse = z.infer<typeof adminCoverResponseSchema>;
export type AdminVideoResponse = z.infer<typeof adminVideoResponseSchema>;
