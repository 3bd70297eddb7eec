import { useId } from 'react';
import { Link } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { homeFilms } from '../../content/home.ts';
import { ResponsiveImage } from '../responsive-image/responsive-image.tsx';
import './featured-film.css';

/** Backdrops are wide 16:9 stills (1280 x 720 as the largest stored variant): the box is reserved at that ratio. */
const BACKDROP_WIDTH = 1280;
const BACKDROP_HEIGHT = 720;
const BACKDROP_SIZES = '(min-width: 1200px) 1136px, 94vw';

/**
 * The film the studio leads with (docs/product.md#home-and-catalogue): among the active movies marked featured, the
 * lowest featured_order; the list's order (newest first) breaks a tie. Null when the admin features none.
 */
export function featuredFilmOf(movies: readonly Movie[]): Movie | null {
  let featured: Movie | null = null;
  for (const movie of movies) {
    if (!movie.is_active || !movie.is_featured) continue;
    if (!featured || movie.featured_order < featured.featured_order) featured = movie;
  }
  return featured;
}

/** A wide card: the film's backdrop (its poster without one), title, logline and the way to its page. */
export function FeaturedFilm({ movie }: { movie: Movie }) {
  const titleId = useId();
  return (
    <article className="featured-film" aria-labelledby={titleId}>
      <ResponsiveImage
        className="featured-film__backdrop"
        src={movie.backdrop_url ?? movie.poster_url}
        alt=""
        width={BACKDROP_WIDTH}
        height={BACKDROP_HEIGHT}
        sizes={BACKDROP_SIZES}
      />
      <div className="featured-film__body">
        <p className="eyebrow">{homeFilms.featuredEyebrow}</p>
        <h3 id={titleId} className="featured-film__title">
          {movie.title}
        </h3>
        {movie.logline && <p className="lead featured-film__logline">{movie.logline}</p>}
        <Link to={`/movies/${movie.id}`} className="button button--primary" aria-describedby={titleId}>
          {homeFilms.viewFilm}
        </Link>
      </div>
    </article>
  );
}
