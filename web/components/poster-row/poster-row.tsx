import { Link } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../movie-card/movie-grid.ts';
import { ResponsiveImage } from '../responsive-image/responsive-image.tsx';
import './scroll-row.css';
import './poster-row.css';

const POSTER_SIZES = '(min-width: 720px) 180px, 38vw';

/** Every film's poster in a row that scrolls sideways, each a link to the film's page (its title names the link). */
export function PosterRow({ movies, label }: { movies: readonly Movie[]; label: string }) {
  return (
    <ul className="scroll-row poster-row" aria-label={label}>
      {movies.map((movie) => (
        <li key={movie.id}>
          <Link to={`/movies/${movie.id}`} className="poster-row__link">
            <span className="grid-card__media poster-row__frame">
              <ResponsiveImage
                className="zoom-image poster-row__image"
                src={movie.thumbnail_url}
                alt=""
                width={POSTER_WIDTH}
                height={POSTER_HEIGHT}
                sizes={POSTER_SIZES}
              />
            </span>
            <span className="poster-row__title">{movie.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
