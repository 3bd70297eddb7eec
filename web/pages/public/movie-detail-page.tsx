import { Suspense, useCallback, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { MOVIE_DETAIL_POSTER_SIZES } from '../../../common/media.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { clipDescription, staticPageMeta, type PageMeta } from '../../../common/page-meta.ts';
import { isNotFoundError } from '../../api/api-client.ts';
import { lazyNamed } from '../../app/lazy-named.tsx';
import { useMovie } from '../../api/catalogue/get-movie.ts';
import { useRefreshRentals } from '../../api/rentals/refresh-rentals.ts';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../../components/movie-card/movie-grid.ts';
import { ItemLoadError } from '../../components/query-view/item-load-error.tsx';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { RentalActions } from '../../components/rental/rental-actions.tsx';
import { RentedBadge } from '../../components/rental/rented-badge.tsx';
import { useRentalCountdown } from '../../components/rental/use-rental-countdown.ts';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image.tsx';
import { RatingOverview } from '../../components/reviews/rating-overview.tsx';
import { ratingOf, StarRating } from '../../components/star-rating/star-rating.tsx';
import { CreditList } from '../../components/title-page/credits.tsx';
import { LaurelList } from '../../components/title-page/laurels.tsx';
import { TitleBackdrop } from '../../components/title-page/title-backdrop.tsx';
import { rentalTerms, titleFacts } from '../../components/title-page/title-facts.ts';
import { TrailerButton } from '../../components/title-page/trailer-button.tsx';
import { useWatch } from '../../components/watch/use-watch.tsx';
import { movieDetailContent as content } from '../../content/catalogue.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import { useNearViewport } from '../../hooks/use-near-viewport.ts';
import { useFilmPageView } from '../../insights/use-film-page-view.ts';
import './movie-detail-page.css';

// Far below the first screen of a title page, and more than a first visit needs: its own chunk, fetched once the
// visitor scrolls towards it (Reviews below), with the summary shown until it arrives.
const ReviewsSection = lazyNamed(() => import('../../components/reviews/reviews-section.tsx'), 'ReviewsSection');

/**
 * The movie's title page (docs/product.md#home-and-catalogue): backdrop, title, facts, rating, terms and the one
 * primary action in the first screen; then the synopsis, credits, laurels and reviews.
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
        <div className="page container movie-detail-error">
          <ItemLoadError eyebrow={content.errorEyebrow} message={error.message} onRetry={isNotFoundError(error) ? undefined : retry} />
        </div>
      )}
    >
      {(loaded) => <MovieDetail movie={loaded} />}
    </QueryView>
  );
}

function MovieDetail({ movie }: { movie: Movie }) {
  const refreshRentals = useRefreshRentals();
  const { watch, stopWatching, watchElement } = useWatch();
  // The rental ran out on screen: the player closes and the movie is read again, rentable once more. The same read
  // again at a pre-order's premiere gives Watch Now (docs/product.md#premieres-and-windows).
  const handleRentalExpired = useCallback(() => {
    stopWatching(movie.id);
    refreshRentals();
  }, [refreshRentals, stopWatching, movie.id]);
  const rental = useRentalCountdown(movie.rental_status, handleRentalExpired);
  const facts = titleFacts(movie);
  useFilmPageView(movie.id);

  return (
    <article className="movie-detail" aria-labelledby="movie-detail-title">
      <div className={`movie-detail__hero${movie.backdrop_url ? '' : ' movie-detail__hero--poster'}`}>
        <TitleBackdrop movie={movie} />
        <div className="container movie-detail__intro">
          <Link to="/movies" className="back-link movie-detail__back">
            <span aria-hidden="true">←</span> {content.allMovies}
          </Link>
          {!movie.backdrop_url && <MoviePoster movie={movie} />}
          <div className="movie-detail__info">
            <div className="movie-detail__eyebrow">
              <p className="eyebrow">{content.eyebrow}</p>
              {rental.isRented && <RentedBadge state={rental.state} />}
            </div>
            <h1 id="movie-detail-title" className="movie-detail__title">
              {movie.title}
            </h1>
            {movie.logline && <p className="movie-detail__logline">{movie.logline}</p>}
            {facts && <p className="movie-detail__facts">{facts}</p>}
            <StarRating {...ratingOf(movie.rating_stats)} size="md" />
            <div className="movie-detail__offer">
              {!rental.isRented && <p className="movie-detail__price">{rentalTerms(movie)}</p>}
              <RentalActions movie={movie} rental={rental} onWatch={watch} size="large" showTerms={false} offersResume countsDown offers />
            </div>
            <SecondaryActions movie={movie} />
          </div>
        </div>
      </div>

      <div className="container movie-detail__body">
        {movie.description && (
          <DetailSection id="movie-detail-synopsis" title={content.synopsis}>
            <p className="movie-detail__description">{movie.description}</p>
          </DetailSection>
        )}
        {movie.credits.length > 0 && (
          <DetailSection id="movie-detail-credits" title={content.credits}>
            <CreditList credits={movie.credits} />
          </DetailSection>
        )}
        {movie.laurels.length > 0 && (
          <DetailSection id="movie-detail-laurels" title={content.laurels}>
            <LaurelList laurels={movie.laurels} />
          </DetailSection>
        )}
        <DetailSection id="movie-detail-reviews" title={content.reviews} anchor="reviews">
          <Reviews movie={movie} />
        </DetailSection>
      </div>
      {watchElement}
    </article>
  );
}

/** A movie without a backdrop shows its poster beside the title (the blurred backdrop is the same file). */
function MoviePoster({ movie }: { movie: Movie }) {
  return (
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
    </div>
  );
}

/** Lighter than the primary action: the trailer, Behind the Scenes (when there is any) and the film's website. */
function SecondaryActions({ movie }: { movie: Movie }) {
  if (!movie.trailer_url && !movie.has_backstage && !movie.website_url) return null;
  return (
    <div className="button-row movie-detail__more">
      {movie.trailer_url && <TrailerButton movie={movie} trailerUrl={movie.trailer_url} />}
      {movie.has_backstage && (
        <Link to={`/movies/${movie.id}/backstage`} className="button button--secondary">
          {screenTexts.movieDetail.behindTheScenes}
        </Link>
      )}
      {movie.website_url && (
        <a
          href={movie.website_url}
          target="_blank"
          rel="noopener noreferrer"
          className="button button--secondary"
          aria-label={content.websiteLabel}
        >
          {content.website}
          <svg className="movie-detail__external" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
        </a>
      )}
    </div>
  );
}

/** One part of the page under the first screen, named by its heading. */
function DetailSection({ id, title, anchor, children }: { id: string; title: string; anchor?: string; children: ReactNode }) {
  return (
    <section id={anchor} className="movie-detail__section" aria-labelledby={id}>
      <h2 id={id} className="movie-detail__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The summary until the visitor scrolls towards the reviews; then the reviews' own chunk (not in the first load). */
function Reviews({ movie }: { movie: Movie }) {
  const { ref, isNear } = useNearViewport<HTMLDivElement>();
  const summary = <RatingOverview stats={movie.rating_stats} />;
  return (
    <div ref={ref}>
      {isNear ? (
        <Suspense fallback={summary}>
          <ReviewsSection movie={movie} />
        </Suspense>
      ) : (
        summary
      )}
    </div>
  );
}
