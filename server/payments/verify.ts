// The success page's check: is this checkout session the caller's, and is it paid? A Stripe session still
// pending here (the webhook not yet arrived) is asked of Stripe and fulfilled on the spot.
import { and, eq } from 'drizzle-orm';
import type { VerifyPaymentResponse } from '../../common/payments.ts';
import { centsToDollars } from '../../common/format.ts';
import { paymentMessages } from '../../common/messages.ts';
import type { Db } from '../db/client.ts';
import { movies, payments, rentals } from '../db/schema.ts';
import { HttpError } from '../plugins/errors.ts';
import { completePayment } from './fulfilment.ts';
import type { PaymentProvider } from './provider.ts';

export async function verifyPayment(
  { db, provider }: { db: Db; provider: PaymentProvider },
  userId: number,
  checkoutSessionId: string,
): Promise<VerifyPaymentResponse> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutSessionId, checkoutSessionId), eq(payments.userId, userId)));
  // Someone else's session reads exactly like a missing one.
  if (!payment) throw new HttpError(404, paymentMessages.noSession);

  if (payment.status === 'pending' && payment.provider === 'stripe' && provider.name === 'stripe') {
    const state = await provider.retrieveCheckoutSession(checkoutSessionId).catch((error: unknown) => {
      throw new HttpError(503, paymentMessages.verificationFailed, {}, error);
    });
    if (state?.isPaid) await completePayment(db, { checkoutSessionId, paymentIntentId: state.paymentIntentId });
  }

  const [row] = await db
    .select({ payment: payments, rental: rentals, movieTitle: movies.title })
    .from(payments)
    .innerJoin(rentals, eq(rentals.paymentId, payments.id))
    .innerJoin(movies, eq(movies.id, payments.movieId))
    .where(eq(payments.id, payment.id));
  if (!row || row.payment.status !== 'completed') throw new HttpError(400, paymentMessages.verificationFailed);
  return {
    movie_id: row.payment.movieId,
    movie_title: row.movieTitle,
    amount: centsToDollars(row.payment.amountCents),
    rental_duration: row.payment.rentalDurationHours,
    rental_start: row.rental.rentalStart.toISOString(),
    expires_at: row.rental.rentalEnd.toISOString(),
  };
}
