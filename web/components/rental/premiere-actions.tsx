// A chunk of its own (rental-actions.tsx loads it): the rental actions of a film with a premiere or a window to start
// (docs/product.md#premieres-and-windows), which most films have not, and the public pages' first load has a budget.
import { useEffect, useState } from 'react';
import type { Movie } from '../../../common/catalogue.ts';
import { formatPrice } from '../../../common/format.ts';
import { premiereMessages } from '../../../common/messages/premieres.ts';
import { formatPremiereCountdown, premiereInViewerTime } from '../../../common/premiere-countdown.ts';
import { formatPremiereTime, isBeforePremiere, rentalRulesText } from '../../../common/premieres.ts';
import { movieDetailContent } from '../../content/catalogue.ts';
import { premiereContent } from '../../content/premieres.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { useIsHydrating } from '../../hooks/use-is-hydrating.ts';
import { filmPagePath, useRentRequestedByLink } from './rent-flow.ts';
import { rentalLengthOf, TimedRentalActions, type RentalActionsProps } from './rental-actions.tsx';
import { RentalCountdown } from './rental-countdown.tsx';

const SECOND_MS = 1_000;
// A timer fires a hair early at times: this late, the clock has surely turned the second (or reached the premiere).
const TICK_SLACK_MS = 20;
// setTimeout keeps its delay in 32 bits: a card waits only for a premiere within about 24 days.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * The usual actions (TimedRentalActions) with what the film's rules change: a pre-order shows its premiere and no
 * Watch Now; a rental waiting for its first play the last moment to start it; anyone else is offered the film under
 * its rules, as 'Pre-order for $4.99' with the premiere's date while it is ahead.
 */
export function PremiereActions(props: RentalActionsProps) {
  const { movie, rental, showTerms = true, countsDown = false } = props;
  const premiereAt = (rental.state === 'preordered' ? movie.rental_status?.premiere_at : null) ?? movie.premiere_at;
  const now = usePremiereClock(premiereAt, countsDown);
  const isHydrating = useIsHydrating();
  const { isAuthenticated } = useAuth();
  const isHeld = isAuthenticated && rental.isRented;

  if (isHeld && rental.state === 'preordered' && premiereAt !== null) {
    return <Preordered movie={movie} premiereAt={premiereAt} now={now} countsDown={countsDown} />;
  }
  if (isHeld && rental.state === 'not_started' && rental.endsAt !== null && rental.remainingMs !== null) {
    return <TimedRentalActions {...props} status={<StartBy startsBy={rental.endsAt} remainingMs={rental.remainingMs} />} />;
  }
  if (isHeld) return <TimedRentalActions {...props} />;

  const isPremiereAhead = isBeforePremiere(movie.premiere_at, now);
  // In the viewer's own zone once the page is theirs; the server's render, and the hydration of it, use the studio's.
  const rules = rentalRulesText(movie, now, isHydrating ? (movie.premiere_time_zone ?? undefined) : undefined);
  // The film's rules (and its premiere) over the usual offer, which then states neither price nor length.
  return (
    <div className="rental-actions">
      <p className="rental-actions__terms">
        {showTerms && <span className="rental-actions__price">{formatPrice(movie.price)}</span>}
        {rules === null ? (
          <span className="rental-actions__length">{rentalLengthOf(movie)}</span>
        ) : (
          <span className="rental-actions__rules">{rules}</span>
        )}
      </p>
      {isPremiereAhead && movie.premiere_at !== null && (
        <div className="rental-actions__status">
          <PremiereWhen movie={movie} premiereAt={movie.premiere_at} now={now} countsDown={countsDown} />
        </div>
      )}
      <TimedRentalActions {...props} showTerms={false} labelFor={isPremiereAhead ? preOrderLabel : undefined} />
    </div>
  );
}

/** 'Pre-order for $4.99' (for the price the viewer pays, a code's included): the same checkout as Rent. */
const preOrderLabel = (price: number) => premiereMessages.preOrderFor(price === 0 ? movieDetailContent.free : formatPrice(price));

/**
 * A held pre-order, drawn as a held rental is (TimedRentalActions) without Watch Now: nothing plays before the
 * premiere. Nothing to buy either: a link asking for the checkout only leaves the address (rent-flow.ts).
 */
function Preordered(props: PremiereWhenProps & { movie: Pick<Movie, 'id'> }) {
  useRentRequestedByLink(filmPagePath(props.movie.id), false);
  return (
    <div className="rental-actions rental-actions--rented">
      <div className="rental-actions__status">
        <PremiereWhen {...props} />
      </div>
    </div>
  );
}

interface PremiereWhenProps {
  movie: Pick<Movie, 'premiere_time_zone'>;
  premiereAt: string;
  now: number;
  countsDown: boolean;
}

/**
 * 'Premieres Dec 12, 8:00 PM PST', in the studio's zone and naming it; on the film's page also the countdown to the
 * second and, where the viewer's clock reads it otherwise, 'Dec 13, 5:00 AM your time'. Those two depend on the
 * moment and the viewer's zone: not written in the server's render (their lines are kept, rental.css).
 */
function PremiereWhen({ movie, premiereAt, now, countsDown }: PremiereWhenProps) {
  const isHydrating = useIsHydrating();
  const studioTimeZone = movie.premiere_time_zone ?? undefined;
  const viewerTime = studioTimeZone === undefined ? null : premiereInViewerTime(premiereAt, studioTimeZone);
  return (
    <>
      <p className="rental-actions__expiry">
        <time dateTime={premiereAt}>{premiereMessages.premieres(formatPremiereTime(premiereAt, studioTimeZone, true))}</time>
      </p>
      {countsDown && (
        <div className="premiere-countdown">
          {!isHydrating && (
            <>
              <p className="rental-countdown" role="timer">
                {premiereContent.premieresIn(formatPremiereCountdown(Date.parse(premiereAt) - now))}
              </p>
              {viewerTime !== null && <p className="rental-actions__expiry">{premiereContent.yourTime(viewerTime)}</p>}
            </>
          )}
        </div>
      )}
    </>
  );
}

/** A rental waiting for its first play: 'Start by Jan 11, 8:00 PM' and the time left, 'Expires soon' in the last two hours. */
function StartBy({ startsBy, remainingMs }: { startsBy: number; remainingMs: number }) {
  return (
    <>
      <p className="rental-actions__expiry">
        <time dateTime={new Date(startsBy).toISOString()}>{premiereMessages.startBy(formatPremiereTime(startsBy))}</time>
      </p>
      <RentalCountdown remainingMs={remainingMs} />
    </>
  );
}

/**
 * The time, read again while the premiere is ahead: every second, on the second the countdown turns, where it counts
 * down (the film's page); elsewhere once, at the premiere itself (Pre-order becomes Rent).
 */
function usePremiereClock(premiereAt: string | null, everySecond: boolean): number {
  const [now, setNow] = useState(Date.now);
  const premiereMs = premiereAt === null ? Number.NaN : Date.parse(premiereAt);
  const isAhead = premiereMs > now;

  useEffect(() => {
    if (!isAhead) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const untilPremiere = premiereMs - Date.now();
      const delay = everySecond ? (untilPremiere % SECOND_MS) + TICK_SLACK_MS : untilPremiere + TICK_SLACK_MS;
      if (delay >= MAX_TIMER_DELAY_MS) return;
      timer = setTimeout(() => {
        setNow(Date.now());
        if (everySecond) schedule();
      }, Math.max(0, delay));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [isAhead, premiereMs, everySecond]);

  return now;
}
