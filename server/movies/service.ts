// The public movie catalogue: active movies with their rating summary, whether each has something to play and
// backstage media to show, and for a logged-in reader their rental state. A list is two queries whatever its length
// (movies with ratings, films and backstage, then the reader's rentals).
import { desc, eq, sql } from 'drizzle-orm';
import type { Movie } from '../../common/catalogue.ts';
import type { RentalDurationHours } from '../../common/constants.ts';
import { streamPathOf } from '../../common/films.ts';
import { centsToDollars } from '../../common/format.ts';
import { publicMessages } from '../../common/messages/public.ts';
import type { Db } from '../db/client.ts';
import { backstagePhotos, backstageVideos, movies, reviews } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { hasPackagedFilm } from '../films/service.ts';
import type { Viewer } from '../http/viewer.ts';
import { holdsRental, viewerRentalOf, viewerRentals, type ViewerRental } from '../rentals/rental-state.ts';
import { toZonedIso } from '../../common/zoned-time.ts';

type MovieRow = typeof movies.$inferSelect;
export interface RatedMovieRow {
  movie: MovieRow;
  averageRating: number | null;
  totalReviews: number | null;
  /** Whether the movie's self-hosted film has a package that streams now. */
  hasFilm: boolean;
  /** Whether the movie has backstage photos or videos. */
  hasBackstage: boolean;
}

/** A mean rating as the API sends it: two decimals, 0 when there are no reviews. */
export const roundedAverage = (average: number | null): number => (average === null ? 0 : Math.round(average * 100) / 100);

/** Average and count of reviews per movie, to be joined to the movies being read. */
function ratingSummary(db: Db) {
  return db
    .select({
      movieId: reviews.movieId,
      averageRating: sql<number>`avg(${reviews.rating})::float8`.as('average_rating'),
      totalReviews: sql<number>`count(*)::int`.as('total_reviews'),
    })
    .from(reviews)
    .groupBy(reviews.movieId)
    .as('rating_summary');
}

/**
 * In a select from `movies`: whether the movie has any backstage photo or video (correlated subqueries on the
 * backstage tables' movie indexes, in the same round trip).
 */
const hasBackstageMedia = () =>
  sql<boolean>`(exists (select 1 from ${backstagePhotos} where ${backstagePhotos.movieId} = ${movies.id})
    or exists (select 1 from ${backstageVideos} where ${backstageVideos.movieId} = ${movies.id}))`;

/** Movies with their rating summary, film and backstage state (a select to add conditions to); rows go through toMovie. */
export function selectRatedMovies(db: Db) {
  const summary = ratingSummary(db);
  return db
    .select({
      movie: movies,
      averageRating: summary.averageRating,
      totalReviews: summary.totalReviews,
      hasFilm: hasPackagedFilm(),
      hasBackstage: hasBackstageMedia(),
    })
    .from(movies)
    .leftJoin(summary, eq(summary.movieId, movies.id));
}

export interface MovieReadOptions {
  /** Whose rental state to include (?include_rental=true), if anyone's. */
  rentalViewer: Viewer | null;
  /** Who is asking: decides whether the movie's video link is sent. */
  viewer: Viewer | null;
}

/**
 * A movie as every visitor sees it, with what a viewer allowed to watch it gets to play kept beside it (never in
 * it): the public answer cache keeps these, and a logged-in reader's answer is made from them (forViewer).
 */
export interface SharedMovie {
  movie: Movie;
  videoUrl: string | null;
}

type CatalogueDeps = Pick<ServiceDeps, 'db' | 'config'>;

/** Active movies (premiered or not), newest first, as visitors see them. */
export async function readActiveMovies({ db, config }: CatalogueDeps): Promise<SharedMovie[]> {
  const rows = await selectRatedMovies(db)
    .where(eq(movies.isActive, true))
    .orderBy(desc(movies.createdAt), desc(movies.id));
  return rows.map((row) => toSharedMovie(row, config.timeZone));
}

/** The shared list with the reader's part: one query, their rentals' states, read now. */
export async function activeMoviesFor({ db }: Pick<ServiceDeps, 'db'>, shared: readonly SharedMovie[], options: MovieReadOptions): Promise<Movie[]> {
  const rentals = options.viewer ? await viewerRentals(db, options.viewer.id) : new Map<number, ViewerRental>();
  return shared.map((one) => forViewer(one, rentals.get(one.movie.id) ?? null, options));
}

const movieNotFound = () => new NotFoundError(publicMessages.movieNotFound);

/** Who may see a movie: everyone while it is active; afterwards admins, and viewers still inside a rental of it. */
function mayViewMovie(isActive: boolean, viewer: Viewer | null, isRenting: boolean): boolean {
  return isActive || viewer?.isAdmin === true || isRenting;
}

/**
 * Refuses, as not found (with `notFoundMessage`), a movie the viewer may not see: what belongs to it (its reviews)
 * is as hidden as the movie itself.
 */
export async function assertVisibleMovie(
  { db }: Pick<ServiceDeps, 'db'>,
  movieId: number,
  viewer: Viewer | null,
  notFoundMessage: string = publicMessages.movieNotFound,
): Promise<void> {
  const [movie] = await db.select({ isActive: movies.isActive }).from(movies).where(eq(movies.id, movieId));
  const renting = movie && !movie.isActive && viewer ? await holdsRental(db, viewer.id, movieId) : false;
  if (!movie || !mayViewMovie(movie.isActive, viewer, renting)) throw new NotFoundError(notFoundMessage);
}

/** A movie, active or not, as visitors would see it if it were public; null when there is none. */
export async function readMovie({ db, config }: CatalogueDeps, movieId: number): Promise<SharedMovie | null> {
  const [row] = await selectRatedMovies(db).where(eq(movies.id, movieId));
  return row ? toSharedMovie(row, config.timeZone) : null;
}

/**
 * `shared` (readMovie's) as the asker may see it, with their part read now: an inactive movie only to admins and
 * to viewers still inside a rental of it (they keep watching until it ends). Not found when it is not theirs to see.
 */
export async function visibleMovieFor({ db }: Pick<ServiceDeps, 'db'>, shared: SharedMovie | null, options: MovieReadOptions): Promise<Movie> {
  if (!shared) throw movieNotFound();
  const movieId = shared.movie.id;
  const rental = options.viewer ? await viewerRentalOf(db, options.viewer.id, movieId) : null;
  if (!mayViewMovie(shared.movie.is_active, options.viewer, rental?.isHeld === true)) throw movieNotFound();
  return forViewer(shared, rental, options);
}

/** Whether a movie exists and is open to visitors (its backstage media are public then). */
export async function isPublicMovie({ db }: Pick<ServiceDeps, 'db'>, movieId: number): Promise<boolean> {
  const [row] = await db.select({ isActive: movies.isActive }).from(movies).where(eq(movies.id, movieId));
  return row?.isActive === true;
}

/**
 * What a viewer allowed to watch is given to play: for a self-hosted film the app path that hands out stream
 * links to renters only (never a file's address), else the YouTube link, if any.
 */
const videoUrlOf = (row: RatedMovieRow): string | null => (row.hasFilm ? streamPathOf(row.movie.id) : row.movie.videoUrl);

/** `timeZone`: the studio's (config.timeZone), the one premiere_at is written in. */
export function toMovie(row: RatedMovieRow, timeZone: string, options: MovieReadOptions): Movie {
  return forViewer(toSharedMovie(row, timeZone), null, options);
}

/** The reader's rental_status (docs/product.md#premieres-and-windows); `rental` null when they hold or held none. */
function rentalStatusOf(rental: ViewerRental | null): NonNullable<Movie['rental_status']> {
  return {
    is_rented: rental?.isHeld === true,
    rental_end: rental?.rentalEnd?.toISOString() ?? null,
    rental_end_timestamp: rental?.rentalEnd?.getTime() ?? null,
    state: rental?.state ?? null,
    starts_by: rental?.startsBy?.toISOString() ?? null,
    premiere_at: rental?.premiereAt?.toISOString() ?? null,
    can_watch: rental?.canWatch === true,
  };
}

/**
 * A new object (the shared one is never changed): the movie with the reader's rental state and video link. The link
 * goes to those who may play now (not before the premiere); a not-started renter gets it, to press play.
 */
function forViewer({ movie, videoUrl }: SharedMovie, rental: ViewerRental | null, options: MovieReadOptions): Movie {
  const mayWatch = options.viewer?.isAdmin === true || rental?.canWatch === true;
  return {
    ...movie,
    ...(options.rentalViewer && { rental_status: rentalStatusOf(rental) }),
    ...(mayWatch && { video_url: videoUrl }),
  };
}

function toSharedMovie(row: RatedMovieRow, timeZone: string): SharedMovie {
  const { movie } = row;
  const videoUrl = videoUrlOf(row);
  return {
    videoUrl,
    movie: {
      id: movie.id,
      title: movie.title,
      logline: movie.logline,
      description: movie.description,
      price: centsToDollars(movie.priceCents),
      rental_duration_hours: movie.rentalDurationHours as RentalDurationHours,
      duration: movie.durationMinutes,
      thumbnail_url: movie.thumbnailUrl,
      poster_url: movie.posterUrl,
      website_url: movie.websiteUrl,
      is_active: movie.isActive,
      is_playable: videoUrl !== null,
      rating_stats: {
        average_rating: roundedAverage(row.averageRating),
        total_reviews: row.totalReviews ?? 0,
      },
      backdrop_url: movie.backdropUrl,
      trailer_url: movie.trailerUrl,
      release_year: movie.releaseYear,
      genres: movie.genres,
      certificate: movie.certificate,
      credits: movie.credits,
      laurels: movie.laurels,
      is_featured: movie.isFeatured,
      featured_order: movie.featuredOrder,
      has_backstage: row.hasBackstage,
      premiere_at: movie.premiereAt ? toZonedIso(movie.premiereAt, timeZone) : null,
      premiere_time_zone: movie.premiereAt ? timeZone : null,
      start_window_days: movie.startWindowDays,
    },
  };
}
