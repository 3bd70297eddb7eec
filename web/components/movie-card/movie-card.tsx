import { useId } from 'react';
import { Link } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { movieCardContent } from '../../content/catalogue.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { useCardEntrance } from '../../hooks/use-card-entrance.ts';
import { RentalActions } from '../rental/rental-actions.tsx';
import { RentedBadge } from '../rental/rented-badge.tsx';
import { useRentalCountdown } from '../rental/use-rental-countdown.ts';
import { ResponsiveImage } from '../responsive-image/responsive-image.tsx';
import { ratingOf, StarRating } from '../star-rating/star-rating.tsx';
import { MOVIE_CARD_IMAGE_SIZES, POSTER_HEIGHT, POSTER_WIDTH } from './movie-grid.ts';
import './movie-card.css';

export interface MovieCardProps {
  movie: Movie;
  /** 'Watch Now' on a movie the viewer has rented. */
  onWatch: (movie: Movie) => void;
  /** The viewer's rental of this movie ran out, or its pre-order's premiere came, while on screen (the page refetches). */
  onRentalExpired?: (movie: Movie) => void;
  /** In the first row: its poster loads at once instead of lazily. */
  priority?: boolean;
  /** Position in the grid, for the entrance stagger. */
  index?: number;
}

/**
 * A movie in the catalogue grid (docs/product.md#home-and-catalogue): poster to its backstage, title, logline, rating,
 * then the rent/watch actions for the viewer and the way to its details and reviews.
 */
export function MovieCard({ movie, onWatch, onRentalExpired, priority = false, index = 0 }: MovieCardProps) {
  const titleId = useId();
  const rental = useRentalCountdown(movie.rental_status, onRentalExpired && (() => onRentalExpired(movie)));
  const entrance = useCardEntrance(index);

  return (
    <article className={`movie-card grid-card--lift ${entrance.className}`} aria-labelledby={titleId} style={entrance.style}>
      <div className="movie-card__poster">
        <Link
          to={`/movies/${movie.id}/backstage`}
          className="grid-card__media movie-card__media"
          aria-label={movieCardContent.backstageLabel(movie.title)}
        >
          <ResponsiveImage
            className="zoom-image grid-card__image movie-card__image"
            src={movie.thumbnail_url}
            alt=""
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            sizes={MOVIE_CARD_IMAGE_SIZES}
            priority={priority}
          />
          <span className="caps movie-card__media-hint" aria-hidden="true">
            {screenTexts.movieDetail.behindTheScenes}
          </span>
        </Link>
        {rental.isRented && <RentedBadge className="movie-card__badge" state={rental.state} />}
      </div>
      <div className="grid-card__body movie-card__body">
        <h2 id={titleId} className="grid-card__title movie-card__title">
          {movie.title}
        </h2>
        <StarRating {...ratingOf(movie.rating_stats)} size="sm" />
        {movie.logline && <p className="grid-card__blurb movie-card__logline">{movie.logline}</p>}
        <div className="movie-card__actions">
          <RentalActions movie={movie} rental={rental} onWatch={onWatch} />
          <Link to={`/movies/${movie.id}`} className="movie-card__details" aria-describedby={titleId}>
            {movieCardContent.viewDetails}
            <span aria-hidden="true" className="grid-card__arrow">
              →
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}
