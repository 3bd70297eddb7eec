// A chunk of its own (rental-actions.tsx loads it once there is a session): what a signed-in viewer can do with a
// film. The server renders the public pages as a visitor, so none of this is in their first load (which has a budget).
import { lazy, Suspense } from 'react';
import { formatDate } from '../../../common/format.ts';
import { isStreamPath } from '../../../common/film-paths.ts';
import { rentalContent } from '../../content/catalogue.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { OfferCheckout } from '../offers/offer-checkout.tsx';
import { RentButton } from './rent-button.tsx';
import { filmPagePath, useRentRequestedByLink } from './rent-flow.ts';
import { ComingSoon, rentalLengthOf, rentLabel, type RentalActionsProps, type RentalRulesParts } from './rental-actions.tsx';
import { RentalCountdown } from './rental-countdown.tsx';
import { WatchNowButton } from './watch-now-button.tsx';

const ResumeButton = lazy(async () => ({ default: (await import('./resume-button.tsx')).ResumeButton }));

/**
 * A viewer's Rent starts the checkout (by itself when they come back from Register asking for it: rent-flow.ts),
 * with the offers under it on the film's page; a held rental shows its expiry, the time left and Watch Now (or
 * Resume), or what `status` says it waits for.
 */
export function ViewerRentalActions(props: RentalActionsProps & RentalRulesParts) {
  const { movie, rental, size, showTerms = true, offers = false, labelFor = rentLabel } = props;
  const { loading } = useAuth();
  const isRented = rental.isRented && rental.endsAt !== null && rental.remainingMs !== null;
  // Known once the session is checked and their own answer (which always has a rental_status) has replaced the
  // visitor's shown meanwhile.
  const isKnown = !loading && movie.rental_status !== undefined;
  const request = useRentRequestedByLink(filmPagePath(movie.id), isKnown ? !isRented && movie.is_playable : null);

  if (isRented) return <HeldRental {...props} />;
  if (!movie.is_playable) return <ComingSoon movie={movie} size={size} showTerms={showTerms} />;
  return (
    <div className="rental-actions">
      {showTerms && (
        <p className="rental-actions__terms">
          <span className="rental-actions__length">{rentalLengthOf(movie)}</span>
        </p>
      )}
      {offers ? (
        <OfferCheckout target={{ movieId: movie.id }} price={movie.price} giftPrice={movie.price} labelFor={labelFor} size={size} request={request} />
      ) : (
        <RentButton order={{ movieId: movie.id }} price={movie.price} size={size} startsAtOnce={request === 'rent'} label={labelFor(movie.price)} />
      )}
    </div>
  );
}

function HeldRental({ movie, rental, onWatch, size, offersResume = false, status }: RentalActionsProps & RentalRulesParts) {
  const watch = () => onWatch(movie);
  const watchNow = <WatchNowButton size={size} onClick={watch} />;
  return (
    <div className="rental-actions rental-actions--rented">
      <div className="rental-actions__status">
        {status ??
          (rental.endsAt !== null && rental.remainingMs !== null && (
            <>
              <p className="rental-actions__expiry">
                {rentalContent.expires} <time dateTime={new Date(rental.endsAt).toISOString()}>{formatDate(rental.endsAt)}</time>
              </p>
              <RentalCountdown remainingMs={rental.remainingMs} />
            </>
          ))}
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
