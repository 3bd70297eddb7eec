import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Movie } from '../../../common/catalogue.ts';
import { publicMessages } from '../../../common/messages.ts';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { useMovies } from '../../api/catalogue/catalogue.ts';
import { MovieCard } from '../../components/movie-card/movie-card.tsx';
import { useMovieGridColumns } from '../../components/movie-card/movie-grid.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { useWatch } from '../../components/watch/use-watch.tsx';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import './movies-page.css';

/** The movies list of SPEC.md §2: every active movie as a card, with loading, error and empty states. */
export function MoviesPage() {
  usePageMeta(staticPageMeta['/movies']);
  const movies = useMovies();
  const queryClient = useQueryClient();
  const columns = useMovieGridColumns();

  const { watch, stopWatching, watchElement } = useWatch();
  // A rental that ran out on screen: its player closes, and the list (and any cached detail) is read again
  // (SPEC.md §4).
  const handleRentalExpired = useCallback(
    (movie: Movie) => {
      stopWatching(movie.id);
      void queryClient.invalidateQueries({ queryKey: ['movies'] });
    },
    [queryClient, stopWatching],
  );

  let content;
  if (movies.data === undefined) {
    content =
      movies.isError && !movies.isFetching ? (
        <LoadError error={movies.error} onRetry={() => void movies.refetch()} />
      ) : (
        <div className="catalogue-loading">
          <PageStatus>Loading movies...</PageStatus>
        </div>
      );
  } else if (movies.data.length === 0) {
    content = (
      <div className="catalogue-empty">
        <svg className="catalogue-empty__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3 9h18M8 5l2 4M14 5l2 4" />
        </svg>
        <h2 className="catalogue-empty__title">No movies available</h2>
        <p className="catalogue-empty__text">Check back later for new releases.</p>
      </div>
    );
  } else {
    content = (
      <>
        {movies.isError && (
          <div className="catalogue-banner" role="alert">
            <p>{publicMessages.moviesLoadFailed}</p>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={movies.isFetching}
              onClick={() => void movies.refetch()}
            >
              Try Again
            </button>
          </div>
        )}
        <ul className="movie-grid" aria-label="Movies">
          {movies.data.map((movie, index) => (
            <li key={movie.id}>
              <MovieCard
                movie={movie}
                index={index}
                priority={index < columns}
                onWatch={watch}
                onRentalExpired={handleRentalExpired}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="page container movies-page">
      <PageHeader eyebrow="Rent & Watch" title="Movies">
        <p className="movies-page__intro">
          Rent a film, stream it as often as you like while your rental lasts, and go behind the scenes of every
          production.
        </p>
      </PageHeader>
      {content}
      {watchElement}
    </div>
  );
}

function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  // The server's own words, when it gave any beyond the spec's heading.
  const detail = error.message && error.message !== publicMessages.moviesLoadFailed ? error.message : null;
  return (
    <div className="page-error catalogue-error" role="alert">
      <h2 className="catalogue-error__title">{publicMessages.moviesLoadFailed}</h2>
      {detail && <p className="page-error__text">{detail}</p>}
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
