import { Link, useParams } from 'react-router';
import { brand } from '../../../common/brand.ts';
import type { Movie } from '../../../common/catalogue.ts';
import { clipDescription, staticPageMeta, type PageMeta } from '../../../common/page-meta.ts';
import { ApiError } from '../../api/api-client.ts';
import { useMovie, useMovieBackstage } from '../../api/catalogue/catalogue.ts';
import { BackstageHero } from '../../components/backstage/backstage-hero.tsx';
import { BackstageMedia } from '../../components/backstage/backstage-media.tsx';
import { BackstageMessage } from '../../components/backstage/backstage-message.tsx';
import { backstageTexts, isCatalogueId } from '../../components/backstage/backstage-texts.ts';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { usePageMeta } from '../../hooks/use-document-title.ts';

const moviesDescription = staticPageMeta['/movies'].description;
const notFoundMeta: PageMeta = { title: backstageTexts.movieNotFoundHeading, description: moviesDescription };

function movieMeta(movie: Movie | undefined): PageMeta {
  if (!movie) return { title: backstageTexts.label, description: moviesDescription };
  return {
    title: `${movie.title} — ${backstageTexts.label}`,
    description: clipDescription(movie.logline || movie.description || brand.description),
  };
}

/** /movies/:movieId/backstage: a movie's behind-the-scenes photos and videos (SPEC.md §2 'Movie backstage'). */
export function MovieBackstagePage() {
  const { movieId } = useParams();
  // An id the server cannot know is a missing movie: no call is made for it.
  if (!isCatalogueId(movieId)) return <InvalidMovie />;
  return <MovieBackstage key={movieId} movieId={movieId} />;
}

function InvalidMovie() {
  usePageMeta(notFoundMeta);
  return (
    <div className="page container backstage-page">
      <MovieNotFound />
    </div>
  );
}

function MovieNotFound() {
  return (
    <BackstageMessage title={backstageTexts.movieNotFoundHeading} text={backstageTexts.movieNotFoundText}>
      <Link to="/movies" className="button button--primary">
        {backstageTexts.backToMovies}
      </Link>
    </BackstageMessage>
  );
}

function MovieBackstage({ movieId }: { movieId: string }) {
  const movieQuery = useMovie(movieId);
  const backstageQuery = useMovieBackstage(movieId);
  const movie = movieQuery.data;
  const isNotFound = movieQuery.error instanceof ApiError && movieQuery.error.status === 404;
  usePageMeta(isNotFound ? notFoundMeta : movieMeta(movie));

  let content;
  if (movieQuery.isError && !movie && !movieQuery.isFetching) {
    content = isNotFound ? (
      <MovieNotFound />
    ) : (
      <BackstageMessage title={backstageTexts.errorHeading} text={movieQuery.error.message} isAlert>
        <button type="button" className="button button--primary" onClick={() => void movieQuery.refetch()}>
          {backstageTexts.tryAgain}
        </button>
        <Link to="/movies" className="button button--secondary">
          {backstageTexts.backToMovies}
        </Link>
      </BackstageMessage>
    );
  } else if (!movie || backstageQuery.isPending) {
    content = <PageStatus>{backstageTexts.loading}</PageStatus>;
  } else {
    content = (
      <>
        <BackstageHero
          backTo={`/movies/${movie.id}`}
          backLabel={backstageTexts.backToMovieDetails}
          title={movie.title}
          subtitle={movie.logline}
          image={{ src: movie.thumbnail_url, alt: `${movie.title} poster`, shape: 'portrait' }}
        />
        <BackstageMedia photos={backstageQuery.data?.photos ?? []} videos={backstageQuery.data?.videos ?? []} />
      </>
    );
  }
  return <div className="page container backstage-page">{content}</div>;
}
