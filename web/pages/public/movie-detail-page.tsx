import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { formatPrice } from '../../../common/format.ts';
import { MOVIE_DETAIL_POSTER_SIZES } from '../../../common/media.ts';
import { clipDescription, staticPageMeta, type PageMeta } from '../../../common/page-meta.ts';
import { ApiError } from '../../api/api-client.ts';
import { useMovie } from '../../api/catalogue/catalogue.ts';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../../components/movie-card/movie-grid.ts';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { RentalActions } from '../../components/rental/rental-actions.tsx';
import { RentedBadge } from '../../components/rental/rented-badge.tsx';
import { useRentalCountdown } from '../../components/rental/use-rental-countdown.ts';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image.tsx';
import { ratingLabel } from '../../components/star-rating/rating-label.ts';
import { StarRating } from '../../components/star-rating/star-rating.tsx';
import { useWatch } from '../../components/watch/use-watch.tsx';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import './movie-detail-page.css';

/** '1h 42m', '2h' or '45m' from a running time in minutes. */
function formatRunningTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** The movie detail screen of SPEC.md §2: poster, facts, rent/watch actions, backstage link and reviews. */
export function MovieDetailPage() {
  const { movieId = '' } = useParams();
  const query = useMovie(movieId);
  const movie = query.data;

  let meta: PageMeta = staticPageMeta['/movies'];
  if (movie) meta = { title: movie.title, description: clipDescription(movie.logline || movie.description) };
  else if (query.isError) meta = { ...meta, title: query.error.message };
  usePageMeta(meta);

  if (movie) return <MovieDetail movie={movie} />;
  if (query.isError && !query.isFetching) {
    const isNotFound = query.error instanceof ApiError && query.error.status === 404;
    const retry = isNotFound ? undefined : () => void query.refetch();
    return <MovieLoadError message={query.error.message} onRetry={retry} />;
  }
  return (
    <div className="page container movie-detail-loading">
      <PageStatus>Loading movie...</PageStatus>
    </div>
  );
}

function MovieLoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="page container movie-detail-error">
      <div className="page-error" role="alert">
        <p className="eyebrow">Movies</p>
        <h1 className="page-header__title">{message}</h1>
        <div className="button-row">
          <Link to="/movies" className="button button--primary">
            Back to Movies
          </Link>
          {onRetry && (
            <button type="button" className="button button--secondary" onClick={onRetry}>
              Try Again
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

function MovieDetail({ movie }: { movie: Movie }) {
  const queryClient = useQueryClient();
  const { watch, stopWatching, watchElement } = useWatch();
  // The rental ran out on screen: the player closes and the movie is read again, rentable once more.
  const handleRentalExpired = useCallback(() => {
    stopWatching(movie.id);
    void queryClient.invalidateQueries({ queryKey: ['movies'] });
  }, [queryClient, stopWatching, movie.id]);
  const rental = useRentalCountdown(movie.rental_status, handleRentalExpired);

  return (
    <article className="page container movie-detail" aria-labelledby="movie-detail-title">
      <div className="movie-detail__backdrop" aria-hidden="true" />
      <Link to="/movies" className="movie-detail__back">
        <span aria-hidden="true">←</span> All Movies
      </Link>
      <div className="movie-detail__hero">
        <div className="movie-detail__poster">
          <ResponsiveImage
            className="movie-detail__image"
            src={movie.poster_url || movie.thumbnail_url}
            alt={`${movie.title} poster`}
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            sizes={MOVIE_DETAIL_POSTER_SIZES}
            priority
          />
          {rental.isRented && <RentedBadge className="movie-detail__badge" />}
        </div>

        <div className="movie-detail__info">
          <p className="eyebrow">Feature Film</p>
          <h1 id="movie-detail-title" className="movie-detail__title">
            {movie.title}
          </h1>
          <StarRating
            average={movie.rating_stats.average_rating}
            total={movie.rating_stats.total_reviews}
            size="md"
          />
          {movie.logline && <p className="movie-detail__logline">{movie.logline}</p>}

          <dl className="movie-detail__facts">
            <div>
              <dt>Price</dt>
              <dd>{formatPrice(movie.price)}</dd>
            </div>
            <div>
              <dt>Rental</dt>
              <dd>{movie.rental_duration_hours} hours</dd>
            </div>
            {movie.duration !== null && movie.duration > 0 && (
              <div>
                <dt>Running time</dt>
                <dd>{formatRunningTime(movie.duration)}</dd>
              </div>
            )}
          </dl>

          <div className="movie-detail__actions">
            <RentalActions movie={movie} rental={rental} onWatch={watch} size="large" showTerms={false} />
            <div className="button-row">
              <Link to={`/movies/${movie.id}/backstage`} className="button button--secondary button--large">
                Behind the Scenes
              </Link>
              {movie.website_url && (
                <a
                  href={movie.website_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="button button--secondary button--large"
                  aria-label="Official Website (opens in a new tab)"
                >
                  Official Website
                  <svg className="movie-detail__external" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
                  </svg>
                </a>
              )}
            </div>
          </div>
        </div>
      </div>

      {movie.description && (
        <section className="movie-detail__section" aria-labelledby="movie-detail-synopsis">
          <h2 id="movie-detail-synopsis" className="movie-detail__heading">
            Synopsis
          </h2>
          <p className="movie-detail__description">{movie.description}</p>
        </section>
      )}

      <section id="reviews" className="movie-detail__section" aria-labelledby="movie-detail-reviews">
        <h2 id="movie-detail-reviews" className="movie-detail__heading">
          Reviews
        </h2>
        <ReviewsSummary average={movie.rating_stats.average_rating} total={movie.rating_stats.total_reviews} />
      </section>
      {watchElement}
    </article>
  );
}

/** The rating at a glance: the average, its word, the stars and how many reviews it rests on. */
function ReviewsSummary({ average, total }: { average: number; total: number }) {
  const hasReviews = total > 0;
  return (
    <div className="reviews-summary">
      <p className="reviews-summary__score" aria-hidden="true">
        {hasReviews ? average.toFixed(1) : '–'}
        <span className="reviews-summary__out-of">/ 5</span>
      </p>
      <div className="reviews-summary__details">
        {hasReviews && <p className="reviews-summary__label">{ratingLabel(average)}</p>}
        <StarRating average={average} total={total} size="lg" showValue={false} showCount={false} />
        <p className="reviews-summary__count">
          {hasReviews
            ? `Based on ${total} ${total === 1 ? 'review' : 'reviews'}`
            : 'Viewers who rent this film can leave the first review.'}
        </p>
      </div>
    </div>
  );
}
