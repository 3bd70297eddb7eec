import { useParams } from 'react-router';
import { brand } from '../../../common/brand.ts';
import type { Movie } from '../../../common/catalogue.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { clipDescription, staticPageMeta, type PageMeta } from '../../../common/page-meta.ts';
import { isNotFoundError } from '../../api/api-client.ts';
import { useMovie } from '../../api/catalogue/get-movie.ts';
import { useMovieBackstage } from '../../api/catalogue/list-movie-backstage.ts';
import { BackLink } from '../../components/backstage/back-link.tsx';
import type { BackstageHeroProps } from '../../components/backstage/backstage-hero.tsx';
import { BackstageMessage } from '../../components/backstage/backstage-message.tsx';
import { BackstageView } from '../../components/backstage/backstage-view.tsx';
import { isCatalogueId } from '../../components/backstage/catalogue-id.ts';
import { movieDetailContent } from '../../content/catalogue.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';

const texts = screenTexts.backstage;
const moviesDescription = staticPageMeta['/movies'].description;
const notFoundMeta: PageMeta = { title: texts.movieNotFoundHeading, description: moviesDescription };

function movieMeta(movie: Movie | undefined): PageMeta {
  if (!movie) return { title: texts.label, description: moviesDescription };
  return {
    title: `${movie.title} — ${texts.label}`,
    description: clipDescription(movie.logline || movie.description || brand.description),
  };
}

/**
 * /movies/:movieId/backstage: a movie's behind-the-scenes photos and videos
 * (docs/product.md#trailers-galleries-and-behind-the-scenes).
 */
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

const backToMovies = { to: '/movies', label: screenTexts.common.backToMovies };

function MovieNotFound() {
  return (
    <BackstageMessage title={texts.movieNotFoundHeading} text={texts.movieNotFoundText}>
      <BackLink {...backToMovies} primary />
    </BackstageMessage>
  );
}

function movieHero(movie: Movie): BackstageHeroProps {
  return {
    backTo: `/movies/${movie.id}`,
    backLabel: texts.backToMovieDetails,
    title: movie.title,
    subtitle: movie.logline,
    image: { src: movie.thumbnail_url, alt: movieDetailContent.posterAlt(movie.title), shape: 'portrait' },
  };
}

function MovieBackstage({ movieId }: { movieId: string }) {
  const movieQuery = useMovie(movieId);
  const backstageQuery = useMovieBackstage(movieId);
  usePageMeta(isNotFoundError(movieQuery.error) ? notFoundMeta : movieMeta(movieQuery.data));
  return (
    <BackstageView
      itemQuery={movieQuery}
      mediaQuery={backstageQuery}
      notFound={<MovieNotFound />}
      back={backToMovies}
      hero={movieHero}
    />
  );
}
