// The success page's check: is this checkout session the caller's, and is it paid? A Stripe session still
// pending here (the webhook not yet arrived) is asked of Stripe and fulfilled on the spot; one Stripe has
// not finished either is answered 409 'still processing', and the page asks again.
import { and, eq } from 'drizzle-orm';
import type { VerifyPaymentResponse } from '../../common/payments.ts';
import { centsToDollars } from '../../common/format.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import type { Db } from '../db/client.ts';
import { movies, payments, rentals } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { ConflictError, NotFoundError, UnavailableError, ValidationError, type DomainError } from '../errors.ts';
import { toViewerRental, viewerRentalColumns } from '../rentals/rental-state.ts';
import { fulfilPaidSession } from './paid-session.ts';

export async function verifyPayment(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'payments'>,
  userId: number,
  checkoutSessionId: string,
): Promise<VerifyPaymentResponse> {
  const { db, payments: { provider } } = deps;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutSessionId, checkoutSessionId), eq(payments.userId, userId)));
  // Someone else's session reads exactly like a missing one.
  if (!payment) throw new NotFoundError(paymentMessages.noSession);

  // Pending also while a duplicate's refund is owed: asking again settles it (owed-refunds.ts).
  if (payment.status === 'pending' && payment.provider === 'stripe' && provider.name === 'stripe') {
    try {
      const state = await provider.retrieveCheckoutSession(checkoutSessionId);
      if (state?.isPaid) await fulfilPaidSession(deps, { checkoutSessionId, paymentIntentId: state.paymentIntentId });
    } catch (error) {
      // Stripe unreachable or the refund of a duplicate failed: the webhook settles it later.
      throw new UnavailableError(paymentMessages.verificationFailed, { cause: error });
    }
  }

  const [row] = await db
    .select({ payment: payments, rental: rentals, movieTitle: movies.title, ...viewerRentalColumns })
    .from(payments)
    .innerJoin(rentals, eq(rentals.paymentId, payments.id))
    .innerJoin(movies, eq(movies.id, payments.movieId))
    .where(eq(payments.id, payment.id));
  if (!row || row.payment.status !== 'completed') throw await unverifiedPayment(db, payment.id);
  const rental = toViewerRental(row);
  return {
    movie_id: row.payment.movieId,
    movie_title: row.movieTitle,
    amount: centsToDollars(row.payment.amountCents),
    rental_duration: row.payment.rentalDurationHours,
    rental_start: row.rental.rentalStart.toISOString(),
    // Once its clock runs (docs/product.md#premieres-and-windows): a pre-order or a rental waiting for its first play has none yet.
    expires_at: rental.state === 'preordered' ? null : (row.rental.rentalEnd?.toISOString() ?? null),
    state: rental.state,
    starts_by: rental.startsBy?.toISOString() ?? null,
    premiere_at: rental.premiereAt?.toISOString() ?? null,
    start_window_days: row.payment.startWindowDays,
  };
}

/**
 * Why a session bought no rental: still being paid at Stripe, or its refund still owed (the page asks again),
 * given back (the viewer was already renting the movie), or failed. The sandbox pays before it redirects, so a pending sandbox session here
 * was simply never paid.
 */
async function unverifiedPayment(db: Db, paymentId: number): Promise<DomainError> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.status === 'pending' && payment.provider === 'stripe') return new ConflictError(paymentMessages.stillProcessing);
  if (payment?.failureCode === 'duplicate') return new ConflictError(paymentMessages.alreadyRentedRefunded);
  return new ValidationError(paymentMessages.verificationFailed);
}
