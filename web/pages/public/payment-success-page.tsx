import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { formatDate, formatPrice } from '../../../common/format.ts';
import { paymentMessages } from '../../../common/messages/payments.ts';
import { premiereMessages } from '../../../common/messages/premieres.ts';
import type { VerifyPaymentResponse } from '../../../common/payments.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { ApiError, errorMessageOf } from '../../api/api-client.ts';
import { useMovie } from '../../api/catalogue/get-movie.ts';
import { usePaymentVerification } from '../../api/payments/request-payment-verification.ts';
import { returnStateFor } from '../../auth/return-path.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { FactList, type Fact } from '../../components/fact-list/fact-list.tsx';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { watchPathOf } from '../../components/watch/watch-path.ts';
import { paymentSuccessContent as content } from '../../content/payment.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PaymentCard } from './payment-card.tsx';

/** The film the checkout's return address names (`movie_id`, docs/product.md#screens-and-routes), or null. */
function movieIdOf(value: string | null): number | null {
  const id = /^\d{1,10}$/.test(value ?? '') ? Number(value) : 0;
  return id > 0 ? id : null;
}

const isStillProcessing = (error: Error | null) => error instanceof ApiError && error.message === paymentMessages.stillProcessing;

/**
 * Where the checkout sends the buyer back: verifies the session, then shows what they rented. The film the address
 * names is on the card from the start, with its Watch Now (which waits for the verification if pressed before).
 */
export function PaymentSuccessPage() {
  useDocumentTitle(content.documentTitle);
  const location = useLocation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const movieId = movieIdOf(params.get('movie_id'));
  const { isAuthenticated, loading } = useAuth();
  const verification = usePaymentVerification(isAuthenticated ? sessionId : null);
  const [watchesOnceVerified, setWatchesOnceVerified] = useState(false);

  if (loading) return <PageStatus>{screenTexts.common.loading}</PageStatus>;
  // Verifying needs the buyer's session; after logging in they come straight back here.
  if (!isAuthenticated) return <Navigate to="/login" replace state={returnStateFor(location)} />;
  if (!sessionId) return <PaymentProblem message={paymentMessages.noSession} />;

  const payment = verification.data;
  // Watch Now pressed while verifying leads on once the payment is through, if it rented that film.
  if (payment?.kind === 'rental' && payment.movie_id !== null && watchesOnceVerified) return <Navigate to={watchPathOf(payment.movie_id)} />;
  if (payment) return <PaymentDone payment={payment} />;
  if (verification.error && !verification.isFetching) {
    const message = errorMessageOf(verification.error, paymentMessages.verificationFailed);
    // This payment was refunded because the viewer already rents the film: that rental is theirs to watch.
    return <PaymentProblem message={message} watchMovieId={message === paymentMessages.alreadyRentedRefunded ? movieId : null} />;
  }
  return (
    <PaymentCard
      tone="pending"
      title={content.verifying}
      primary={[
        watchesOnceVerified ? screenTexts.movies.processing : screenTexts.common.watchNow,
        movieId === null ? '/movies' : watchPathOf(movieId),
      ]}
      secondary={[screenTexts.common.goHome, '/']}
      onPrimaryClick={(event) => {
        // The movies page opens the player only for a rental it can see: the payment must be through first.
        event.preventDefault();
        setWatchesOnceVerified(true);
      }}
    >
      <p className="payment-card__lead" role="status">
        {isStillProcessing(verification.failureReason) ? paymentMessages.stillProcessing : content.verifyingLead}
      </p>
      {movieId !== null && <MovieBeingVerified movieId={movieId} />}
    </PaymentCard>
  );
}

/** What was bought (docs/product.md#offers): a film, a bundle, or a gift of either. */
function PaymentDone({ payment }: { payment: VerifyPaymentResponse }) {
  if (payment.kind === 'gift') return <GiftDone payment={payment} />;
  if (payment.kind === 'bundle') return <BundleDone payment={payment} />;
  return <RentalDone rental={payment} />;
}

/** The amount, and the code that took something off it, if any. */
function amountFacts(payment: VerifyPaymentResponse): Fact[] {
  const amount = { term: content.amount, value: formatPrice(payment.amount) };
  if (payment.code === null) return [amount];
  return [amount, { term: content.code, value: content.codeDiscount(payment.code, formatPrice(payment.discount)) }];
}

/**
 * A film rented. A pre-order (docs/product.md#premieres-and-windows) says when the film premieres and leads to its
 * page (nothing plays yet); a rental waiting for its first play gives its rules and the last moment to start; a
 * running one its expiry.
 */
function RentalDone({ rental }: { rental: VerifyPaymentResponse }) {
  const isPreorder = rental.state === 'preordered';
  const filmPath = rental.movie_id === null ? '/movies' : `/movies/${rental.movie_id}`;
  return (
    <PaymentCard
      tone="success"
      title={content.title}
      primary={isPreorder || rental.movie_id === null ? [content.viewFilm, filmPath] : [screenTexts.common.watchNow, watchPathOf(rental.movie_id)]}
      secondary={[screenTexts.common.goHome, '/']}
    >
      <p className="payment-card__lead">{isPreorder ? content.preorderLead : content.lead}</p>
      <FactList
        className="payment-card__details"
        facts={[{ term: content.movie, value: rental.movie_title }, ...amountFacts(rental), ...rentalFacts(rental)]}
      />
    </PaymentCard>
  );
}

/** How long the rental runs, and what it waits for or when it ends. */
function rentalFacts(rental: VerifyPaymentResponse): Fact[] {
  const hours = rental.rental_duration ?? 0;
  const duration = { term: content.rentalDuration, value: screenTexts.movieDetail.rentalHours(hours) };
  if (rental.state === 'preordered' && rental.premiere_at) return [duration, { term: content.premieres, value: formatDate(rental.premiere_at) }];
  if (rental.state === 'not_started' && rental.starts_by && rental.start_window_days !== null) {
    return [
      { term: content.rules, value: premiereMessages.windowRules(rental.start_window_days, hours) },
      { term: content.startBy, value: formatDate(rental.starts_by) },
    ];
  }
  return [duration, { term: content.expires, value: formatDate(rental.expires_at) }];
}

type BundleRental = NonNullable<VerifyPaymentResponse['bundle']>['rentals'][number];

/** A bundle bought: each of its films with its state, and Watch Now (or its premiere) beside it. */
function BundleDone({ payment }: { payment: VerifyPaymentResponse }) {
  const rentals = payment.bundle?.rentals ?? [];
  return (
    <PaymentCard tone="success" title={content.title} primary={[content.goToMovies, '/movies']} secondary={[screenTexts.common.goHome, '/']}>
      <p className="payment-card__lead">{content.bundleLead}</p>
      <FactList
        className="payment-card__details"
        facts={[{ term: content.bundle, value: payment.bundle?.title ?? payment.movie_title }, ...amountFacts(payment)]}
      />
      <ul className="payment-card__films" aria-label={content.filmsLabel}>
        {rentals.map((rental) => (
          <li key={rental.movie_id} className="spread-row payment-card__film">
            <div>
              <p className="payment-card__film-title">{rental.movie_title}</p>
              <p className="muted payment-card__film-state">{filmState(rental)}</p>
            </div>
            {rental.state !== 'preordered' && rental.state !== 'expired' && (
              <Link
                to={watchPathOf(rental.movie_id)}
                className="button button--secondary button--small"
                aria-label={content.watchLabel(rental.movie_title)}
              >
                {screenTexts.common.watchNow}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </PaymentCard>
  );
}

/** 'Premieres Dec 12, 2026, 8:00 PM', 'Start by …', 'Expires …'. */
function filmState(rental: BundleRental): string {
  if (rental.state === 'preordered' && rental.premiere_at) return `${content.premieres} ${formatDate(rental.premiere_at)}`;
  if (rental.state === 'not_started' && rental.starts_by) return `${content.startBy} ${formatDate(rental.starts_by)}`;
  return `${content.expires} ${formatDate(rental.expires_at)}`;
}

/** A gift bought: who receives it and when it is sent; the buyer rents nothing. */
function GiftDone({ payment }: { payment: VerifyPaymentResponse }) {
  const deliverAt = payment.gift?.deliver_at ?? null;
  return (
    <PaymentCard tone="success" title={content.giftTitle} primary={[content.viewGifts, '/account']} secondary={[screenTexts.common.goHome, '/']}>
      <p className="payment-card__lead">{content.giftLead}</p>
      <FactList
        className="payment-card__details"
        facts={[
          { term: payment.movie_id === null ? content.bundle : content.movie, value: payment.movie_title },
          ...amountFacts(payment),
          { term: content.recipient, value: payment.gift?.recipient_email ?? '' },
          { term: content.delivery, value: deliverAt === null ? content.deliveryNow : formatDate(deliverAt) },
        ]}
      />
    </PaymentCard>
  );
}

/** The film's title while its payment is verified, once its answer has come. */
function MovieBeingVerified({ movieId }: { movieId: number }) {
  const title = useMovie(String(movieId)).data?.title;
  if (!title) return null;
  return <FactList className="payment-card__details" facts={[{ term: content.movie, value: title }]} />;
}

function PaymentProblem({ message, watchMovieId = null }: { message: string; watchMovieId?: number | null }) {
  return (
    <PaymentCard
      tone="problem"
      title={content.problemTitle}
      primary={watchMovieId === null ? [content.goToMovies, '/movies'] : [screenTexts.common.watchNow, watchPathOf(watchMovieId)]}
      secondary={[screenTexts.common.goHome, '/']}
    >
      <p className="payment-card__error" role="alert">
        {message}
      </p>
      <p className="payment-card__lead">{content.problemLead}</p>
    </PaymentCard>
  );
}
