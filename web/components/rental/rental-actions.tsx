import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { isStreamPath } from '../../../common/film-paths.ts';
import { formatDate, formatPrice } from '../../../common/format.ts';
import { rentalContent } from '../../content/catalogue.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { RentButton, rentLabel } from './rent-button.tsx';
import { signUpToRentPath, useRentRequestedByLink } from './rent-flow.ts';
import { RentalCountdown } from './rental-countdown.tsx';
import type { RentalCountdownState } from './use-rental-countdown.ts';
import { WatchNowButton } from './watch-now-button.tsx';
import './rental.css';

const ResumeButton = lazy(async () => ({ default: (await import('./resume-button.tsx')).ResumeButton }));

export interface RentalActionsProps {
  movie: Movie;
  /** From useRentalCountdown, called by the parent (which also places the 'Rented' badge). */
  rental: RentalCountdownState;
  /** 'Watch Now' on a rented movie. */
  onWatch: (movie: Movie) => void;
  size?: 'small' | 'large';
  /** Price and rental length beside the button; off where the page states them already. */
  showTerms?: boolean;
  /**
   * A renter of a self-hosted film who stopped partway is offered 'Resume from 42:10' instead of 'Watch Now' (the
   * film's page; a list of cards does not read every film's position).
   */
  offersResume?: boolean;
}

/**
 * What a viewer can do with a movie (docs/product.md#rentals-and-payments), as one filled button: Rent, for a
 * visitor too (who registers or logs in on the way, then comes back to the checkout), Watch Now or Resume while the
 * rental runs, with its expiry and the time left. A movie with nothing to play yet says 'Coming soon' instead of
 * offering the rental, so nobody pays for what cannot play (a viewer who rents it already still gets Watch Now).
 */
export function RentalActions({ movie, rental, onWatch, size, showTerms = true, offersResume = false }: RentalActionsProps) {
  const { isAuthenticated, loading } = useAuth();
  const isRented = isAuthenticated && rental.isRented && rental.endsAt !== null && rental.remainingMs !== null;
  // Known once the session is checked and, for a viewer, their own answer (which always has a rental_status) has
  // replaced the visitor's one shown meanwhile.
  const isKnown = !loading && (!isAuthenticated || movie.rental_status !== undefined);
  const startsCheckout = useRentRequestedByLink(movie.id, isKnown ? isAuthenticated && !isRented && movie.is_playable : null);

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
        <Link to={signUpToRentPath(movie.id)} className={`button button--primary button--block${size ? ` button--${size}` : ''}`}>
          {rentLabel(movie.price)}
        </Link>
      </div>
    );
  }

  if (isRented && rental.endsAt !== null && rental.remainingMs !== null) {
    const watch = () => onWatch(movie);
    const watchNow = <WatchNowButton size={size} onClick={watch} />;
    return (
      <div className="rental-actions rental-actions--rented">
        <div className="rental-actions__status">
          <p className="rental-actions__expiry">
            {rentalContent.expires} <time dateTime={new Date(rental.endsAt).toISOString()}>{formatDate(rental.endsAt)}</time>
          </p>
          <RentalCountdown remainingMs={rental.remainingMs} />
        </div>
        {offersResume && isStreamPath(movie.video_url ?? '') ? (
          <Suspense fallback={watchNow}>
            <ResumeButton movieId={movie.id} size={size} onClick={watch} />
          </Suspense>
        ) : (
          watchNow
        )}
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
      <RentButton movieId={movie.id} price={movie.price} size={size} startsAtOnce={startsCheckout} />
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
