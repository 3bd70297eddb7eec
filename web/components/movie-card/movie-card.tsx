import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { useArrivedInServerHtml } from '../../hooks/use-is-hydrating.ts';
import { RentalActions } from '../rental/rental-actions.tsx';
import { RentedBadge } from '../rental/rented-badge.tsx';
import { useRentalCountdown } from '../rental/use-rental-countdown.ts';
import { ResponsiveImage } from '../responsive-image/responsive-image.tsx';
import { StarRating } from '../star-rating/star-rating.tsx';
import { MOVIE_CARD_IMAGE_SIZES, POSTER_HEIGHT, POSTER_WIDTH } from './movie-grid.ts';
import './movie-card.css';

// Past this many cards the entrance stagger would only make the visitor wait.
const MAX_STAGGERED_CARDS = 8;

export interface MovieCardProps {
  movie: Movie;
  /** 'Watch Now' on a movie the viewer has rented. */
  onWatch: (movie: Movie) => void;
  /** The viewer's rental of this movie ran out while on screen (the page refetches). */
  onRentalExpired?: (movie: Movie) => void;
  /** In the first row: its poster loads at once instead of lazily. */
  priority?: boolean;
  /** Position in the grid, for the entrance stagger. */
  index?: number;
}

/**
 * A movie in the catalogue grid (SPEC.md §2 Movies list): poster to its backstage, title, logline, rating,
 * then the rent/watch actions for the viewer and the way to its details and reviews.
 */
export function MovieCard({ movie, onWatch, onRentalExpired, priority = false, index = 0 }: MovieCardProps) {
  const titleId = useId();
  const rental = useRentalCountdown(movie.rental_status, onRentalExpired && (() => onRentalExpired(movie)));
  const style = { '--card-index': Math.min(index, MAX_STAGGERED_CARDS) } as CSSProperties;
  const entersAnimated = !useArrivedInServerHtml();

  return (
    <article className={entersAnimated ? 'movie-card movie-card--enter' : 'movie-card'} aria-labelledby={titleId} style={style}>
      <div className="movie-card__poster">
        <Link
          to={`/movies/${movie.id}/backstage`}
          className="movie-card__media"
          aria-label={`${movie.title}: Behind the Scenes`}
        >
          <ResponsiveImage
            className="movie-card__image"
            src={movie.thumbnail_url}
            alt=""
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            sizes={MOVIE_CARD_IMAGE_SIZES}
            priority={priority}
          />
          <span className="movie-card__media-hint" aria-hidden="true">
            Behind the Scenes
          </span>
        </Link>
        {rental.isRented && <RentedBadge className="movie-card__badge" />}
      </div>
      <div className="movie-card__body">
        <h2 id={titleId} className="movie-card__title">
          {movie.title}
        </h2>
        <StarRating
          average={movie.rating_stats.average_rating}
          total={movie.rating_stats.total_reviews}
          size="sm"
        />
        {movie.logline && <p className="movie-card__logline">{movie.logline}</p>}
        <div className="movie-card__actions">
          <RentalActions movie={movie} rental={rental} onWatch={onWatch} />
          <Link to={`/movies/${movie.id}`} className="movie-card__details" aria-describedby={titleId}>
            {'View Details & Reviews'}
            <span aria-hidden="true" className="movie-card__arrow">
              →
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}
