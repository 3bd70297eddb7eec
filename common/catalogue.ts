// The public catalogue's answers (docs/product.md#data and docs/product.md#api): movies, covers, backstage photos and
// videos. The server serialises with these schemas; the web app imports only their types (`import type`), so
// zod stays out of the public pages' bundle.
import { z } from 'zod';
import { RENTAL_DURATIONS_HOURS } from './constants.ts';
import { RENTAL_STATES } from './premieres.ts';

const id = z.number().int().positive();

const ratingStatsSchema = z.object({
  /** Mean rating, two decimals; 0 when there are no reviews. */
  average_rating: z.number(),
  total_reviews: z.number().int(),
});

/** The reader's rental of the movie (docs/product.md#premieres-and-windows). */
const rentalStatusSchema = z.object({
  /** From payment on while the rental is held: preordered, not_started or watching. */
  is_rented: z.boolean(),
  /** ISO date-time the rental ends once its clock runs (watching), else null. */
  rental_end: z.string().nullable(),
  /** The same instant in epoch milliseconds. */
  rental_end_timestamp: z.number().nullable(),
  /** The reader's latest rental's state; null when they never rented the movie (or it was refunded). */
  state: z.enum(RENTAL_STATES).nullable(),
  /** The last moment to press play, for a rental with a window to start that has not started; else null. */
  starts_by: z.string().nullable(),
  /** A pre-order's premiere (ISO), while it is ahead; else null. */
  premiere_at: z.string().nullable(),
  /** Whether the reader may play it now: held, and the premiere (if any) reached. */
  can_watch: z.boolean(),
});

/** One line of a film's credits, in the order the admin gave them ('Director' · 'Ada Reyes'). */
const creditSchema = z.object({ role: z.string(), name: z.string() });
/** An award or festival selection ('Sundance Film Festival' · 'Official Selection' · 2024). */
const laurelSchema = z.object({ festival: z.string(), award: z.string(), year: z.number().int().nullable() });

export const movieSchema = z.object({
  id,
  title: z.string(),
  logline: z.string(),
  description: z.string(),
  /** US dollars with two decimals (4.99). */
  price: z.number(),
  rental_duration_hours: z.union(RENTAL_DURATIONS_HOURS.map((hours) => z.literal(hours))),
  /** Running time in minutes. */
  duration: z.number().int().nullable(),
  thumbnail_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  website_url: z.string().nullable(),
  is_active: z.boolean(),
  rating_stats: ratingStatsSchema,
  /** Only with ?include_rental=true for a logged-in user. */
  rental_status: rentalStatusSchema.optional(),
  /**
   * Only for an active renter of the movie and for admins (docs/decisions/0005-public-catalogue.md): a YouTube link, or
   * for a self-hosted film the app path /api/movies/{id}/stream (common/films.ts), never a file's address.
   */
  video_url: z.string().nullable().optional(),
  /** Whether there is something to play (a YouTube link or a packaged film): if not, 'Coming soon', no Rent. */
  is_playable: z.boolean(),
  /** The title page's wide image (a stored image with WebP variants), null when none was uploaded. */
  backdrop_url: z.string().nullable(),
  /**
   * The trailer: a YouTube link (played in the player on demand) or an uploaded short clip under /uploads/ (also
   * played muted as the title page's backdrop where the browser allows). Public: everyone may watch a trailer.
   */
  trailer_url: z.string().nullable(),
  release_year: z.number().int().nullable(),
  genres: z.array(z.string()),
  /** The age rating as the studio gives it ('PG-13', '12A'), null when none. */
  certificate: z.string().nullable(),
  credits: z.array(creditSchema),
  laurels: z.array(laurelSchema),
  /** Chosen in the admin to lead the home page; the lowest `featured_order` leads. */
  is_featured: z.boolean(),
  featured_order: z.number().int(),
  /** Whether the movie has backstage photos or videos (the title page offers Behind the Scenes only then). */
  has_backstage: z.boolean(),
  /**
   * The premiere (docs/product.md#premieres-and-windows): ISO 8601 with the studio's offset, null when none. Before it
   * the film is pre-ordered, and plays from it on.
   */
  premiere_at: z.string().nullable(),
  /** The studio's IANA zone `premiere_at` is written in ('America/Los_Angeles'), null when there is no premiere. */
  premiere_time_zone: z.string().nullable(),
  /** Days a renter has to press play (1–90), after which the rental's hours run; null: the clock starts at once. */
  start_window_days: z.number().int().nullable(),
});

export const coverSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  movie_id: id.nullable(),
  display_order: z.number().int(),
  cover_image_url: z.string().nullable(),
  is_coming_soon: z.boolean(),
});

export const backstagePhotoSchema = z.object({
  id,
  image_url: z.string(),
  /** Intrinsic size when known, so the page can reserve the image's box. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
});

export const backstageVideoSchema = z.object({
  id,
  video_url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** true for a video-sharing-site link (played embedded), false for an uploaded file (native player). */
  is_youtube: z.boolean(),
});

export const moviesResponseSchema = z.object({ movies: z.array(movieSchema) });
export const movieResponseSchema = z.object({ movie: movieSchema });
export const coversResponseSchema = z.array(coverSchema);
export const backstagePhotosResponseSchema = z.array(backstagePhotoSchema);
export const backstageVideosResponseSchema = z.array(backstageVideoSchema);

export type RentalStatus = z.infer<typeof rentalStatusSchema>;
export type Movie = z.infer<typeof movieSchema>;
export type Credit = z.infer<typeof creditSchema>;
export type Laurel = z.infer<typeof laurelSchema>;
export type Cover = z.infer<typeof coverSchema>;
export type BackstagePhoto = z.infer<typeof backstagePhotoSchema>;
export type BackstageVideo = z.infer<typeof backstageVideoSchema>;
export type MoviesResponse = z.infer<typeof moviesResponseSchema>;
export type MovieResponse = z.infer<typeof movieResponseSchema>;

/** The fields of a viewer's row about one movie (a rental, a payment, a review): its id, and the movie's id and title. */
export const movieRowFields = { id: z.number().int(), movie_id: z.number().int(), movie_title: z.string() };
