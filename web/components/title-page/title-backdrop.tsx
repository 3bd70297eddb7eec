import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Movie } from '../../../common/catalogue.ts';
import { MOVIE_BACKDROP_SIZES, MOVIE_DETAIL_POSTER_SIZES } from '../../../common/media.ts';
import { REDUCED_MOTION_QUERY, prefersSavingData } from '../../hooks/media-queries.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../movie-card/movie-grid.ts';
import { ResponsiveImage } from '../responsive-image/responsive-image.tsx';
import { isUploadedClip } from './trailer-button.tsx';
import './title-page.css';

// Its own chunk, asked for once the page has loaded: visitors who get no moving backdrop never download it.
const BackdropVideo = lazy(async () => ({ default: (await import('./backdrop-video.tsx')).BackdropVideo }));


function subscribeToPageLoad(onLoad: () => void) {
  window.addEventListener('load', onLoad);
  return () => window.removeEventListener('load', onLoad);
}

/** Whether the page has loaded (the still painted first); never on the server, nor in the render that hydrates. */
function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribeToPageLoad, () => document.readyState === 'complete', () => false);
}

/** The stored backdrop 16:9 wide, or for a movie without one its poster: the page's first and largest image. */
const BACKDROP_WIDTH = 1920;
const BACKDROP_HEIGHT = 1080;

/**
 * The title page's backdrop, full-bleed under the header and darkened where the words go. A movie without a
 * backdrop gets its poster, blurred (the same file the poster beside the title shows, so one download). An
 * uploaded trailer plays over the backdrop, muted and looped, where the browser allows.
 */
export function TitleBackdrop({ movie }: { movie: Pick<Movie, 'backdrop_url' | 'poster_url' | 'thumbnail_url' | 'trailer_url'> }) {
  const isLoaded = usePageLoaded();
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const { backdrop_url: backdropUrl, trailer_url: trailerUrl } = movie;
  const clipUrl = backdropUrl && trailerUrl && isUploadedClip(trailerUrl) ? trailerUrl : null;
  const playsClip = clipUrl !== null && isLoaded && !prefersReducedMotion && !prefersSavingData();
  return (
    <div className={`title-backdrop${backdropUrl ? '' : ' title-backdrop--poster'}`}>
      <ResponsiveImage
        className="title-backdrop__image"
        src={backdropUrl || movie.poster_url || movie.thumbnail_url}
        alt=""
        width={backdropUrl ? BACKDROP_WIDTH : POSTER_WIDTH}
        height={backdropUrl ? BACKDROP_HEIGHT : POSTER_HEIGHT}
        sizes={backdropUrl ? MOVIE_BACKDROP_SIZES : MOVIE_DETAIL_POSTER_SIZES}
        priority
      />
      {playsClip && (
        <Suspense fallback={null}>
          <BackdropVideo src={clipUrl} />
        </Suspense>
      )}
      <div className="title-backdrop__shade" />
    </div>
  );
}
