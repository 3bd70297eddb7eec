import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { formatPrice } from '../../../common/format.ts';
import { lazyNamed } from '../../app/lazy-named.tsx';
import { moviesContent, offerLinksContent, rentalContent } from '../../content/catalogue.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { filmPagePath, signUpToRentPath, useRentRequestedByLink, type RentRequest } from './rent-flow.ts';
import { hasRentalRules } from './rental-rules.ts';
import type { RentalCountdownState } from './use-rental-countdown.ts';
import './rental.css';

// Only a film with a premiere or a window to start (or a rental waiting for either) needs their words and the
// premiere's countdown: a chunk of its own, out of the public pages' first load (which has a budget). Named, so that
// a page the server renders with it loads it before hydrating (web/app/lazy-named.tsx).
const PremiereActions = lazyNamed(() => import('./premiere-actions.tsx'), 'PremiereActions');
// A signed-in viewer's actions (the checkout, a held rental's countdown and Watch Now, the offers' panels): never in
// a page the server renders, which is a visitor's, so a chunk of their own, loaded once there is a session.
const ViewerRentalActions = lazyNamed(() => import('./viewer-rental-actions.tsx'), 'ViewerRentalActions');

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
  /** The film's page: 'Have a code?' and 'Give as a gift' under Rent (docs/product.md#offers). */
  offers?: boolean;
}

/** 'Rent for $4.99', or 'Watch for Free' for a film priced at 0. */
export const rentLabel = (price: number) => (price === 0 ? moviesContent.watchFree : screenTexts.movies.rentFor(formatPrice(price)));

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
export interface RentalRulesParts {
  /** Instead of rentLabel: 'Pre-order for $4.99' (the same checkout), for the price the viewer pays. */
  labelFor?: (price: number) => string;
  /** Instead of a held rental's expiry and time left: what it waits for (its first play, by a date). */
  status?: ReactNode;
}

/**
 * The actions of a film whose rental runs from the payment; given a `labelFor` or a `status`, those of a film with a
 * premiere or a window to start (premiere-actions.tsx). A visitor's are here; a viewer's in their own chunk, with
 * the visitor's Rent, inert, while it loads (a signed-in viewer's page starts as the visitor's the server rendered).
 */
export function TimedRentalActions(props: RentalActionsProps & RentalRulesParts) {
  const { isAuthenticated } = useAuth();
  // A visitor's link asking for the checkout only leaves the address; a viewer's is decided with their rental.
  useRentRequestedByLink(filmPagePath(props.movie.id), isAuthenticated ? null : false);
  if (!isAuthenticated) return <VisitorRentalActions {...props} />;
  return (
    <Suspense fallback={<VisitorRentalActions {...props} isInert />}>
      <ViewerRentalActions {...props} />
    </Suspense>
  );
}

/**
 * A visitor's Rent leads to Register and back (rent-flow.ts), and so do the offers' links. Inert, the same look
 * without a control to press, while a viewer's own actions load (a moment).
 */
function VisitorRentalActions({ movie, size, showTerms = true, offers, labelFor, isInert }: RentalActionsProps & RentalRulesParts & { isInert?: boolean }) {
  if (!movie.is_playable) return <ComingSoon movie={movie} size={size} showTerms={showTerms} />;
  const pagePath = filmPagePath(movie.id);
  const lead = (request: RentRequest, text: string, className?: string) =>
    isInert ? (
      <span className={className}>{text}</span>
    ) : (
      <Link to={signUpToRentPath(pagePath, request)} className={className}>
        {text}
      </Link>
    );
  return (
    <div className="rental-actions">
      {showTerms && <RentalTerms movie={movie} />}
      {lead('rent', labelFor?.(movie.price) ?? rentLabel(movie.price), `button button--primary button--block${size ? ` button--${size}` : ''}`)}
      {offers && (
        <p className="offer-links">
          {lead('code', offerLinksContent.code)}
          {lead('gift', offerLinksContent.gift)}
        </p>
      )}
    </div>
  );
}

/** Said where Rent would be for a film with nothing to play yet. */
export function ComingSoon({ movie, size, showTerms }: Pick<RentalActionsProps, 'movie' | 'size' | 'showTerms'>) {
  return (
    <div className="rental-actions">
      {showTerms && <RentalTerms movie={movie} />}
      <p className={`caps rental-actions__coming-soon${size === 'large' ? ' rental-actions__coming-soon--large' : ''}`}>
        {publicScreenMessages.comingSoon}
      </p>
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
