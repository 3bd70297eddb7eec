import { Suspense, useCallback } from 'react';
import { Link, useParams } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { formatPrice } from '../../../common/format.ts';
import { MOVIE_DETAIL_POSTER_SIZES } from '../../../common/media.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { clipDescription, staticPageMeta, type PageMeta } from '../../../common/page-meta.ts';
import { isNotFoundError } from '../../api/api-client.ts';
import { lazyNamed } from '../../app/lazy-named.tsx';
import { useMovie } from '../../api/catalogue/get-movie.ts';
import { useRefreshRentals } from '../../api/rentals/refresh-rentals.ts';
import { FactList, type Fact } from '../../components/fact-list/fact-list.tsx';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../../components/movie-card/movie-grid.ts';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { RentalActions } from '../../components/rental/rental-actions.tsx';
import { RentedBadge } from '../../components/rental/rented-badge.tsx';
import { useRentalCountdown } from '../../components/rental/use-rental-countdown.ts';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image.tsx';
import { RatingOverview } from '../../components/reviews/rating-overview.tsx';
import { ratingOf, StarRating } from '../../components/star-rating/star-rating.tsx';
import { useWatch } from '../../components/watch/use-watch.tsx';
import { movieDetailContent as content } from '../../content/catalogue.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import './movie-detail-page.css';

// Below the fold, and more than a first visit needs: its own chunk, with the summary shown until it arrives.
const ReviewsSection = lazyNamed(() => import('../../components/reviews/reviews-section.tsx'), 'ReviewsSection');

/** '1h 42m', '2h' or '45m' from a running time in minutes. */
function formatRunningTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** Price, rental length and, when known, running time. */
function movieFacts(movie: Movie): Fact[] {
  const facts: Fact[] = [
    { term: content.price, value: formatPrice(movie.price) },
    { term: content.rental, value: screenTexts.movieDetail.rentalHours(movie.rental_duration_hours) },
  ];
  if (movie.duration !== null && movie.duration > 0) {
    facts.push({ term: content.runningTime, value: formatRunningTime(movie.duration) });
  }
  return facts;
}

/**
 * The movie detail screen of docs/product.md#home-and-catalogue: poster, facts, rent/watch actions, backstage link and
 * reviews.
 */
export function MovieDetailPage() {
  const { movieId = '' } = useParams();
  const query = useMovie(movieId);
  const movie = query.data;

  let meta: PageMeta = staticPageMeta['/movies'];
  if (movie) meta = { title: movie.title, description: clipDescription(movie.logline || movie.description) };
  else if (query.isError) meta = { ...meta, title: query.error.message };
  usePageMeta(meta);

  return (
    <QueryView
      query={query}
      loadingText={content.loading}
      fillScreen
      renderError={(error, retry) => (
        <MovieLoadError message={error.message} onRetry={isNotFoundError(error) ? undefined : retry} />
      )}
    >
      {(loaded) => <MovieDetail movie={loaded} />}
    </QueryView>
  );
}

function MovieLoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="page container movie-detail-error">
      <div className="page-error" role="alert">
        <p className="eyebrow">{content.errorEyebrow}</p>
        <h1 className="page-header__title">{message}</h1>
        <div className="button-row">
          <Link to="/movies" className="button button--primary">
            {screenTexts.common.backToMovies}
          </Link>
          {onRetry && (
            <button type="button" className="button button--secondary" onClick={onRetry}>
              {screenTexts.common.tryAgain}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

function MovieDetail({ movie }: { movie: Movie }) {
  const refreshRentals = useRefreshRentals();
  const { watch, stopWatching, watchElement } = useWatch();
  // The rental ran out on screen: the player closes and the movie is read again, rentable once more.
  const handleRentalExpired = useCallback(() => {
    stopWatching(movie.id);
    refreshRentals();
  }, [refreshRentals, stopWatching, movie.id]);
  const rental = useRentalCountdown(movie.rental_status, handleRentalExpired);

  return (
    <article className="page container movie-detail" aria-labelledby="movie-detail-title">
      <div className="movie-detail__backdrop" aria-hidden="true" />
      <Link to="/movies" className="back-link movie-detail__back">
        <span aria-hidden="true">←</span> {content.allMovies}
      </Link>
      <div className="movie-detail__hero">
        <div className="movie-detail__poster">
          <ResponsiveImage
            className="movie-detail__image"
            src={movie.poster_url || movie.thumbnail_url}
            alt={content.posterAlt(movie.title)}
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            sizes={MOVIE_DETAIL_POSTER_SIZES}
            priority
          />
          {rental.isRented && <RentedBadge className="movie-detail__badge" />}
        </div>

        <div className="movie-detail__info">
          <p className="eyebrow">{content.eyebrow}</p>
          <h1 id="movie-detail-title" className="movie-detail__title">
            {movie.title}
          </h1>
          <StarRating {...ratingOf(movie.rating_stats)} size="md" />
          {movie.logline && <p className="movie-detail__logline">{movie.logline}</p>}

          <FactList className="movie-detail__facts" facts={movieFacts(movie)} />

          <div className="movie-detail__actions">
            <RentalActions movie={movie} rental={rental} onWatch={watch} size="large" showTerms={false} />
            <div className="button-row">
              <Link to={`/movies/${movie.id}/backstage`} className="button button--secondary button--large">
                {screenTexts.movieDetail.behindTheScenes}
              </Link>
              {movie.website_url && (
                <a
                  href={movie.website_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="button button--secondary button--large"
                  aria-label={content.websiteLabel}
                >
                  {content.website}
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
            {content.synopsis}
          </h2>
          <p className="movie-detail__description">{movie.description}</p>
        </section>
      )}

      <section id="reviews" className="movie-detail__section" aria-labelledby="movie-detail-reviews">
        <h2 id="movie-detail-reviews" className="movie-detail__heading">
          {content.reviews}
        </h2>
        <Suspense fallback={<RatingOverview stats={movie.rating_stats} />}>
          <ReviewsSection movie={movie} />
        </Suspense>
      </section>
      {watchElement}
    </article>
  );
}
