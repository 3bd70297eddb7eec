import { useCallback, useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { useMovies } from '../../api/catalogue/list-movies.ts';
import { useBundles } from '../../api/offers/list-bundles.ts';
import { useRefreshRentals } from '../../api/rentals/refresh-rentals.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { CardGridPage } from '../../components/card-grid/card-grid-page.tsx';
import { ContinueWatching } from '../../components/continue-watching/continue-watching.tsx';
import { MovieCard } from '../../components/movie-card/movie-card.tsx';
import { useMovieGridColumns } from '../../components/movie-card/movie-grid.ts';
import { useWatch, type Watch } from '../../components/watch/use-watch.tsx';
import { WATCH_PARAM } from '../../components/watch/watch-path.ts';
import { moviesContent as content } from '../../content/catalogue.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import './movies-page.css';
import { BundlesSection } from '../../components/offers/bundles-section.tsx';

/**
 * The movies list of docs/product.md#home-and-catalogue: every active movie as a card, with loading, error and empty
 * states; above it, a signed-in viewer's Continue watching row; after it, the bundles (docs/product.md#offers).
 */
export function MoviesPage() {
  usePageMeta(staticPageMeta['/movies']);
  const movies = useMovies();
  const refreshRentals = useRefreshRentals();
  const columns = useMovieGridColumns();

  const { watch, stopWatching, watchElement } = useWatch();
  // A rental that ran out on screen: its player closes, and the list (and any cached detail) is read again
  // (docs/product.md#states).
  const handleRentalExpired = useCallback(
    (movie: Movie) => {
      stopWatching(movie.id);
      refreshRentals();
    },
    [refreshRentals, stopWatching],
  );
  useWatchFromLink(movies, watch);

  return (
    <>
      <ContinueWatching />
      <CardGridPage
        className="page container movies-page"
        introClassName="movies-page__intro"
        gridClassName="movie-grid"
        texts={content}
        query={movies}
        states={{
          errorText: publicScreenMessages.moviesLoadFailed,
          showErrorMessage: true,
          emptyIcon: <EmptyReelIcon />,
          emptyTitle: screenTexts.movies.emptyTitle,
          emptyHint: screenTexts.movies.emptyHint,
        }}
        after={
          <>
            <Bundles />
            {watchElement}
          </>
        }
      >
        {(movie, index) => (
          <MovieCard movie={movie} index={index} priority={index < columns} onWatch={watch} onRentalExpired={handleRentalExpired} />
        )}
      </CardGridPage>
    </>
  );
}

/** The active bundles after the films: nothing at all while there are none. */
function Bundles() {
  const bundles = useBundles().data ?? [];
  if (bundles.length === 0) return null;
  return <BundlesSection bundles={bundles} />;
}

/**
 * `/movies?watch=ID` (the payment success page's Watch Now) opens that film's player once the list, with the
 * viewer's rentals, has loaded; then `watch` leaves the address, so Back or a reload does not open it again. A
 * movie the viewer may not play now (the payment is not through yet, or it is a pre-order) opens nothing.
 */
function useWatchFromLink(movies: ReturnType<typeof useMovies>, watch: Watch['watch']) {
  const [params, setParams] = useSearchParams();
  const { loading: isSessionLoading } = useAuth();
  const watchId = params.get(WATCH_PARAM);
  // A list still being read again may be the one from before the rental (the payment page marks it stale).
  const list = isSessionLoading || movies.isFetching ? undefined : movies.data;

  const open = useEffectEvent((movies: Movie[], id: string) => {
    const movie = movies.find((item) => String(item.id) === id);
    if (movie?.rental_status?.can_watch) watch(movie);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(WATCH_PARAM);
        return next;
      },
      { replace: true },
    );
  });
  useEffect(() => {
    if (watchId !== null && list) open(list, watchId);
  }, [watchId, list]);
}

function EmptyReelIcon() {
  return (
    <svg className="movies-page__empty-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 9h18M8 5l2 4M14 5l2 4" />
    </svg>
  );
}
