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
import { activeRentalEnds, isRenting } from '../rentals/active-rentals.ts';

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

/** Active movies, newest first, as visitors see them. */
export async function readActiveMovies({ db }: Pick<ServiceDeps, 'db'>): Promise<SharedMovie[]> {
  const rows = await selectRatedMovies(db)
    .where(eq(movies.isActive, true))
    .orderBy(desc(movies.createdAt), desc(movies.id));
  return rows.map(toSharedMovie);
}

/** The shared list with the reader's part: one query, their running rentals, read now (an ended one is over). */
export async function activeMoviesFor({ db }: Pick<ServiceDeps, 'db'>, shared: readonly SharedMovie[], options: MovieReadOptions): Promise<Movie[]> {
  const rentalEnds = options.viewer ? await activeRentalEnds(db, options.viewer.id) : new Map<number, Date>();
  return shared.map((one) => forViewer(one, rentalEnds.get(one.movie.id) ?? null, options));
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
  const renting = movie && !movie.isActive && viewer ? await isRenting(db, viewer.id, movieId) : false;
  if (!movie || !mayViewMovie(movie.isActive, viewer, renting)) throw new NotFoundError(notFoundMessage);
}

/** A movie, active or not, as visitors would see it if it were public; null when there is none. */
export async function readMovie({ db }: Pick<ServiceDeps, 'db'>, movieId: number): Promise<SharedMovie | null> {
  const [row] = await selectRatedMovies(db).where(eq(movies.id, movieId));
  return row ? toSharedMovie(row) : null;
}

/**
 * `shared` (readMovie's) as the asker may see it, with their part read now: an inactive movie only to admins and
 * to viewers still inside a rental of it (they keep watching until it ends). Not found when it is not theirs to see.
 */
export async function visibleMovieFor({ db }: Pick<ServiceDeps, 'db'>, shared: SharedMovie | null, options: MovieReadOptions): Promise<Movie> {
  if (!shared) throw movieNotFound();
  const movieId = shared.movie.id;
  const rentalEnd = options.viewer ? ((await activeRentalEnds(db, options.viewer.id, [movieId])).get(movieId) ?? null) : null;
  if (!mayViewMovie(shared.movie.is_active, options.viewer, rentalEnd !== null)) throw movieNotFound();
  return forViewer(shared, rentalEnd, options);
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

export function toMovie(row: RatedMovieRow, rentalEnd: Date | null, options: MovieReadOptions): Movie {
  return forViewer(toSharedMovie(row), rentalEnd, options);
}

/** A new object (the shared one is never changed): the movie with the reader's rental state and video link. */
function forViewer({ movie, videoUrl }: SharedMovie, rentalEnd: Date | null, options: MovieReadOptions): Movie {
  const mayWatch = options.viewer?.isAdmin === true || rentalEnd !== null;
  return {
    ...movie,
    ...(options.rentalViewer && {
      rental_status: {
        is_rented: rentalEnd !== null,
        rental_end: rentalEnd?.toISOString() ?? null,
        rental_end_timestamp: rentalEnd?.getTime() ?? null,
      },
    }),
    ...(mayWatch && { video_url: videoUrl }),
  };
}

function toSharedMovie(row: RatedMovieRow): SharedMovie {
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
    },
  };
}
