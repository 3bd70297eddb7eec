import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { isStreamPath } from '../../../common/film-paths.ts';
import { formatDate, formatPrice } from '../../../common/format.ts';
import { lazyNamed } from '../../app/lazy-named.tsx';
import { rentalContent } from '../../content/catalogue.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { RentButton, rentLabel } from './rent-button.tsx';
import { signUpToRentPath, useRentRequestedByLink } from './rent-flow.ts';
import { RentalCountdown } from './rental-countdown.tsx';
import { hasRentalRules } from './rental-rules.ts';
import type { RentalCountdownState } from './use-rental-countdown.ts';
import { WatchNowButton } from './watch-now-button.tsx';
import './rental.css';

const ResumeButton = lazy(async () => ({ default: (await import('./resume-button.tsx')).ResumeButton }));
// Only a film with a premiere or a window to start (or a rental waiting for either) needs their words and the
// premiere's countdown: a chunk of its own, out of the public pages' first load (which has a budget). Named, so that
// a page the server renders with it loads it before hydrating (web/app/lazy-named.tsx).
const PremiereActions = lazyNamed(() => import('./premiere-actions.tsx'), 'PremiereActions');

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
  /**
   * The film's page: a premiere ahead counts down to the second and is also given in the viewer's own time (a
   * card gives its date only).
   */
  countsDown?: boolean;
}

/**
 * What a viewer can do with a movie (docs/product.md#rentals-and-payments), as one filled button: Rent, for a
 * visitor too (who registers or logs in on the way, then comes back to the checkout), Watch Now or Resume while the
 * rental runs, with its expiry and the time left. A movie with nothing to play yet says 'Coming soon' instead of
 * offering the rental, so nobody pays for what cannot play (a viewer who rents it already still gets Watch Now).
 * A film with a premiere or a window to start says so on the way (premiere-actions.tsx).
 */
export function RentalActions(props: RentalActionsProps) {
  const { movie, rental } = props;
  if (hasRentalRules(movie) || rental.state === 'preordered' || rental.state === 'not_started') {
    return (
      <Suspense fallback={null}>
        <PremiereActions {...props} />
      </Suspense>
    );
  }
  return <TimedRentalActions {...props} />;
}

/** What a film's premiere or window changes in the actions (premiere-actions.tsx gives them). */
interface RentalRulesParts {
  /** Instead of 'Rent for $4.99': 'Pre-order for $4.99' (the same checkout). */
  label?: string;
  /** Instead of a held rental's expiry and time left: what it waits for (its first play, by a date). */
  status?: ReactNode;
}

/**
 * The actions of a film whose rental runs from the payment; given a `label` or a `status`, those of a film with a
 * premiere or a window to start (premiere-actions.tsx).
 */
export function TimedRentalActions({ label, status, ...props }: RentalActionsProps & RentalRulesParts) {
  const { movie, rental, onWatch, size, showTerms = true, offersResume = false } = props;
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
          {label ?? rentLabel(movie.price)}
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
          {status ?? (
            <>
              <p className="rental-actions__expiry">
                {rentalContent.expires} <time dateTime={new Date(rental.endsAt).toISOString()}>{formatDate(rental.endsAt)}</time>
              </p>
              <RentalCountdown remainingMs={rental.remainingMs} />
            </>
          )}
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
      <RentButton movieId={movie.id} price={movie.price} size={size} startsAtOnce={startsCheckout} label={label} />
    </div>
  );
}

export const rentalLengthOf = (movie: Pick<Movie, 'rental_duration_hours'>) => rentalContent.length(movie.rental_duration_hours);

/** The price and the rental's length, where the viewer decides. */
function RentalTerms({ movie }: { movie: Movie }) {
  return (
    <p className="rental-actions__terms">
      <span className="rental-actions__price">{formatPrice(movie.price)}</span>
      <span className="rental-actions__length">{rentalLengthOf(movie)}</span>
    </p>
  );
}
