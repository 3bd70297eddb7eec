// Starting a rental checkout: the price and duration come from the database, never from the client; a
// viewer with a running rental of the movie cannot buy it again, and nobody pays for a movie with nothing to
// play (no YouTube link, no packaged film): it is 'Coming soon'.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { checkoutRulesText } from '../../common/premieres.ts';
import type { CheckoutResponse } from '../../common/payments.ts';
import { filmMessages } from '../../common/messages/films.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import { publicMessages } from '../../common/messages/public.ts';
import { isUniqueViolation, type Db } from '../db/client.ts';
import { movies, payments } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { ConflictError, NotFoundError, UnavailableError, ValidationError } from '../errors.ts';
import { isPlayableMovie } from '../films/service.ts';
import { holdsRental } from '../rentals/rental-state.ts';
import { completePayment } from './fulfilment.ts';
import type { RentalMailSettings } from '../rentals/rental-emails.ts';
import type { CheckoutSession, PaymentProvider } from './provider.ts';

// Simultaneous clicks within this window get one provider session (Stripe's idempotency key).
const IDEMPOTENCY_WINDOW_MS = 10 * 60_000;
// Stripe Checkout sessions stay payable for 24 hours.
const RESUME_WINDOW_MS = 24 * 3_600_000;

export async function startCheckout(
  { db, config, payments: { provider } }: Pick<ServiceDeps, 'db' | 'config' | 'payments'>,
  user: { id: number; email: string },
  movieId: number,
): Promise<CheckoutResponse> {
  const [movie] = await db.select().from(movies).where(eq(movies.id, movieId));
  if (!movie) throw new NotFoundError(publicMessages.movieNotFound);
  if (!movie.isActive) throw new ValidationError(paymentMessages.movieUnavailable);
  if (!(await isPlayableMovie(db, movie))) throw new ConflictError(filmMessages.notPlayable);
  if (await holdsRental(db, user.id, movie.id)) throw new ConflictError(paymentMessages.alreadyRented);

  const { publicUrl } = config;
  const successUrl = `${publicUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}&movie_id=${movie.id}`;
  if (movie.priceCents === 0) return grantFreeRental(db, config, user.id, movie, successUrl);
  const bucket = Math.floor(Date.now() / IDEMPOTENCY_WINDOW_MS);
  let session;
  try {
    const resumed = await resumePendingCheckout(db, provider, user.id, movie);
    if (resumed) return toResponse(resumed);
    session = await provider.createCheckoutSession({
      userId: user.id,
      userEmail: user.email,
      movieId: movie.id,
      movieTitle: movie.title,
      amountCents: movie.priceCents,
      rentalDurationHours: movie.rentalDurationHours,
      rulesText: checkoutRulesText(rulesOf(movie), Date.now(), config.timeZone),
      successUrl,
      cancelUrl: `${publicUrl}/payment/cancel`,
      idempotencyKey: `checkout-${user.id}-${movie.id}-${movie.priceCents}-${movie.rentalDurationHours}-${movie.startWindowDays ?? 'none'}-${movie.premiereAt?.getTime() ?? 'none'}-${bucket}`,
    });
  } catch (error) {
    throw new UnavailableError(paymentMessages.checkoutUnavailable, { cause: error });
  }

  try {
    await db.insert(payments).values({
      userId: user.id,
      movieId: movie.id,
      amountCents: movie.priceCents,
      rentalDurationHours: movie.rentalDurationHours,
      startWindowDays: movie.startWindowDays,
      provider: provider.name,
      checkoutSessionId: session.sessionId,
    });
  } catch (error) {
    // The provider handed back a session we already recorded (an idempotent retry): same checkout.
    if (!isUniqueViolation(error, 'payments_checkout_session_id_unique')) throw error;
  }
  return toResponse(session);
}

/**
 * A free film (price 0) needs no checkout: the rental is granted at once, through the same fulfilment as a paid
 * one, recorded as a completed $0.00 payment, and the viewer goes straight to the success page.
 */
async function grantFreeRental(
  db: Db,
  mail: RentalMailSettings,
  userId: number,
  movie: { id: number; rentalDurationHours: number; startWindowDays: number | null },
  successUrl: string,
): Promise<CheckoutResponse> {
  const sessionId = `free_${randomUUID()}`;
  await db.insert(payments).values({
    userId,
    movieId: movie.id,
    amountCents: 0,
    rentalDurationHours: movie.rentalDurationHours,
    startWindowDays: movie.startWindowDays,
    provider: 'free',
    checkoutSessionId: sessionId,
  });
  await completePayment(db, { checkoutSessionId: sessionId }, 'decline', mail);
  return toResponse({ sessionId, url: successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId) });
}

/** The rules a film is sold under, as the movie answers and the checkout write them. */
const rulesOf = (movie: typeof movies.$inferSelect) => ({
  rental_duration_hours: movie.rentalDurationHours,
  start_window_days: movie.startWindowDays,
  premiere_at: movie.premiereAt?.toISOString() ?? null,
});

const toResponse = (session: CheckoutSession): CheckoutResponse => ({ url: session.url, checkout_url: session.url, session_id: session.sessionId });

/**
 * The viewer's latest unpaid session for this movie at its current price, if it can still be paid. Sending
 * a second click (another tab, the back button) to the same session keeps two payable sessions from existing.
 */
async function resumePendingCheckout(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  movie: { id: number; priceCents: number; rentalDurationHours: number; startWindowDays: number | null },
): Promise<CheckoutSession | null> {
  const [pending] = await db
    .select({ sessionId: payments.checkoutSessionId })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.movieId, movie.id),
        eq(payments.status, 'pending'),
        eq(payments.provider, provider.name),
        eq(payments.amountCents, movie.priceCents),
        eq(payments.rentalDurationHours, movie.rentalDurationHours),
        // The same rules as bought: a window added or removed since makes a new session.
        movie.startWindowDays === null ? isNull(payments.startWindowDays) : eq(payments.startWindowDays, movie.startWindowDays),
        gt(payments.createdAt, sql`now() - ${RESUME_WINDOW_MS} * interval '1 millisecond'`),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return pending ? provider.resumeCheckoutSession(pending.sessionId) : null;
}
