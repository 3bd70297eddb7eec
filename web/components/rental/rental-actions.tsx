import { Link, useLocation } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { formatDate, formatPrice } from '../../../common/format.ts';
import { rentalContent } from '../../content/catalogue.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { returnStateFor } from '../../auth/return-path.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { RentButton } from './rent-button.tsx';
import { RentalCountdown } from './rental-countdown.tsx';
import type { RentalCountdownState } from './use-rental-countdown.ts';
import './rental.css';

export interface RentalActionsProps {
  movie: Movie;
  /** From useRentalCountdown, called by the parent (which also places the 'Rented' badge). */
  rental: RentalCountdownState;
  /** 'Watch Now' on a rented movie. */
  onWatch: (movie: Movie) => void;
  size?: 'small' | 'large';
  /** Price and rental length beside the button; off where the page states them already. */
  showTerms?: boolean;
}

/**
 * What a viewer can do with a movie (docs/product.md#rentals-and-payments): a visitor is asked to log in first and
 * comes back here afterwards; a logged-in viewer rents it, or watches it while the rental runs, with its expiry
 * and the time left. A movie with nothing to play yet says 'Coming soon' instead of offering the rental, so
 * nobody pays for what cannot play (a viewer who rents it already still gets Watch Now).
 */
export function RentalActions({ movie, rental, onWatch, size, showTerms = true }: RentalActionsProps) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const buttonSize = size ? ` button--${size}` : '';

  const isRented = isAuthenticated && rental.isRented && rental.endsAt !== null && rental.remainingMs !== null;
  if (!isRented && !movie.is_playable) {
    return (
      <div className="rental-actions">
        {showTerms && <RentalTerms movie={movie} />}
        <p className={`caps rental-actions__coming-soon${size === 'large' ? ' rental-actions__coming-soon--large' : ''}`}>
          {publicScreenMessages.comingSoon}
        </p>
      </div>
    );
  }

  if (!isAuthenticated) {
    return (
      <div className="rental-actions">
        {showTerms && <RentalTerms movie={movie} />}
        <Link
          to="/login"
          state={returnStateFor(location)}
          className={`button button--secondary button--block${buttonSize}`}
        >
          {rentalContent.loginToRent}
        </Link>
      </div>
    );
  }

  if (isRented && rental.endsAt !== null && rental.remainingMs !== null) {
    return (
      <div className="rental-actions rental-actions--rented">
        <div className="rental-actions__status">
          <p className="rental-actions__expiry">
            {rentalContent.expires} <time dateTime={new Date(rental.endsAt).toISOString()}>{formatDate(rental.endsAt)}</time>
          </p>
          <RentalCountdown remainingMs={rental.remainingMs} />
        </div>
        <button
          type="button"
          className={`button button--primary button--block${buttonSize}`}
          onClick={() => onWatch(movie)}
        >
          <svg className="rental-actions__play" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l10.5-6.5L8 5.5z" />
          </svg>
          {screenTexts.common.watchNow}
        </button>
      </div>
    );
  }

  return (
    <div className="rental-actions">
      {showTerms && (
        <p className="rental-actions__terms">
          <span className="rental-actions__length">{rentalLengthOf(movie)}</span>
        </p>
      )}
      <RentButton movieId={movie.id} price={movie.price} size={size} />
    </div>
  );
}

const rentalLengthOf = (movie: Movie) => rentalContent.length(movie.rental_duration_hours);

/** The price and the rental's length, where the viewer decides. */
function RentalTerms({ movie }: { movie: Movie }) {
  return (
    <p className="rental-actions__terms">
      <span className="rental-actions__price">{formatPrice(movie.price)}</span>
      <span className="rental-actions__length">{rentalLengthOf(movie)}</span>
    </p>
  );
}
