// The success page's check: is this checkout session the caller's, and is it paid? A Stripe session still
// pending here (the webhook not yet arrived) is asked of Stripe and fulfilled on the spot; one Stripe has
// not finished either is answered 409 'still processing', and the page asks again. The answer says what was bought
// (docs/product.md#offers): a film's rental, a bundle's rentals, or a gift (the buyer holds no rental).
import { and, eq } from 'drizzle-orm';
import type { VerifyPaymentResponse } from '../../common/payments.ts';
import { centsToDollars } from '../../common/format.ts';
import { offerMessages } from '../../common/messages/offers.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import type { Db } from '../db/client.ts';
import { bundles, gifts, movies, payments, promoCodes, rentals } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { ConflictError, NotFoundError, UnavailableError, ValidationError, type DomainError } from '../errors.ts';
import { toViewerRental, viewerRentalColumns } from '../rentals/rental-state.ts';
import type { PaymentRow } from './fulfilment.ts';
import { fulfilPaidSession } from './paid-session.ts';

export async function verifyPayment(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'payments'>,
  userId: number,
  checkoutSessionId: string,
): Promise<VerifyPaymentResponse> {
  const { db, payments: { provider } } = deps;
  const [found] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutSessionId, checkoutSessionId), eq(payments.userId, userId)));
  // Someone else's session reads exactly like a missing one.
  if (!found) throw new NotFoundError(paymentMessages.noSession);

  // Pending also while a refund is owed: asking again settles it (owed-refunds.ts).
  if (found.status === 'pending' && found.provider === 'stripe' && provider.name === 'stripe') {
    try {
      const state = await provider.retrieveCheckoutSession(checkoutSessionId);
      if (state?.isPaid) await fulfilPaidSession(deps, { checkoutSessionId, paymentIntentId: state.paymentIntentId });
    } catch (error) {
      // Stripe unreachable or the refund of a turned-away payment failed: the webhook settles it later.
      throw new UnavailableError(paymentMessages.verificationFailed, { cause: error });
    }
  }

  const [row] = await db
    .select({
      payment: payments,
      movieTitle: movies.title,
      bundleTitle: bundles.title,
      code: promoCodes.code,
      gift: { recipientEmail: gifts.recipientEmail, deliverAt: gifts.deliverAt },
    })
    .from(payments)
    .leftJoin(movies, eq(movies.id, payments.movieId))
    .leftJoin(bundles, eq(bundles.id, payments.bundleId))
    .leftJoin(promoCodes, eq(promoCodes.id, payments.codeId))
    .leftJoin(gifts, eq(gifts.paymentId, payments.id))
    .where(eq(payments.id, found.id));
  if (row?.payment.status !== 'completed') throw await unverifiedPayment(db, found.id);
  const { payment } = row;
  // The buyer's own rentals of the payment: a gift's (once redeemed) are its recipient's, never shown here.
  const held = row.gift ? [] : await rentalsOf(db, payment);
  const common = {
    movie_id: payment.movieId,
    movie_title: row.movieTitle ?? row.bundleTitle ?? '',
    amount: centsToDollars(payment.amountCents),
    code: row.code,
    discount: centsToDollars(payment.discountCents),
    bundle: payment.bundleId === null ? null : { id: payment.bundleId, title: row.bundleTitle ?? '', rentals: held.map(toVerifiedRental) },
    gift: row.gift ? { recipient_email: row.gift.recipientEmail, deliver_at: row.gift.deliverAt?.toISOString() ?? null } : null,
    rental_duration: payment.rentalDurationHours,
    start_window_days: payment.startWindowDays,
  };
  const noClock = { rental_start: null, expires_at: null, state: null, starts_by: null, premiere_at: null };
  if (row.gift) return { kind: 'gift', ...common, ...noClock };
  const [first] = held;
  if (!first) throw await unverifiedPayment(db, found.id);
  // A bundle's films keep their own rules and clocks (each in `bundle.rentals`); they were all granted at once.
  if (payment.bundleId !== null) return { kind: 'bundle', ...common, ...noClock, rental_start: first.rentalStart };
  const { movie_id: _movieId, movie_title: _title, ...clock } = toVerifiedRental(first);
  return { kind: 'rental', ...common, rental_start: first.rentalStart, ...clock };
}

type HeldRental = Awaited<ReturnType<typeof rentalsOf>>[number];

/** The payment's rentals held by its buyer, in the order they were granted (a bundle's order), with their states. */
async function rentalsOf(db: Db, payment: PaymentRow) {
  const rows = await db
    .select({ movieId: rentals.movieId, movieTitle: movies.title, rentalStart: rentals.rentalStart, ...viewerRentalColumns })
    .from(rentals)
    .innerJoin(movies, eq(movies.id, rentals.movieId))
    .where(and(eq(rentals.paymentId, payment.id), eq(rentals.userId, payment.userId)))
    .orderBy(rentals.id);
  return rows.map((row) => ({ ...row, rentalStart: row.rentalStart.toISOString() }));
}

function toVerifiedRental(row: HeldRental) {
  const rental = toViewerRental(row);
  return {
    movie_id: row.movieId,
    movie_title: row.movieTitle,
    // Once its clock runs (docs/product.md#premieres-and-windows): a pre-order or a rental waiting for its first play has none yet.
    expires_at: rental.state === 'preordered' ? null : (row.rentalEnd?.toISOString() ?? null),
    state: rental.state,
    starts_by: rental.startsBy?.toISOString() ?? null,
    premiere_at: rental.premiereAt?.toISOString() ?? null,
  };
}

/**
 * Why a session bought nothing: still being paid at Stripe, or its refund still owed (the page asks again), given
 * back (the viewer was already renting the movie, or the code's last use went to someone else first), or failed. The
 * sandbox pays before it redirects, so a pending sandbox session here was simply never paid.
 */
async function unverifiedPayment(db: Db, paymentId: number): Promise<DomainError> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.status === 'pending' && payment.provider === 'stripe') return new ConflictError(paymentMessages.stillProcessing);
  if (payment?.failureCode === 'duplicate') {
    return new ConflictError(payment.bundleId === null ? paymentMessages.alreadyRentedRefunded : offerMessages.bundleAllRentedRefunded);
  }
  if (payment?.failureCode === 'code_used_up') {
    // Money taken and given back (Stripe), or nothing ever charged (the sandbox, the free path).
    return payment.status === 'refunded' ? new ConflictError(offerMessages.codeUsedUpRefunded) : new ValidationError(offerMessages.codeUsedUp);
  }
  return new ValidationError(paymentMessages.verificationFailed);
}
