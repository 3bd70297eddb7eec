// The one place a payment becomes a rental, used by the Stripe webhook, the success page's verification and
// the sandbox checkout alike. Safe under retries and concurrent calls: the payment row is locked, and the
// rental insert relies on the unique checkout_session_id, never on a check-then-insert.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentEvents, payments, rentals, users } from '../db/schema.ts';
import { activeRentalEnds } from '../rentals/active-rentals.ts';

const HOUR_MS = 3_600_000;

type PaymentRow = typeof payments.$inferSelect;
type RentalRow = typeof rentals.$inferSelect;

export type FulfilmentResult =
  | { outcome: 'granted'; payment: PaymentRow; rental: RentalRow }
  | { outcome: 'refunded'; payment: PaymentRow }
  /** The viewer already holds a running rental of the movie from another payment: nothing granted. */
  | { outcome: 'already-rented'; payment: PaymentRow }
  | { outcome: 'unknown-session' };

async function lockPayment(tx: Db, where: ReturnType<typeof eq>): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(where).for('update');
  return payment;
}

/**
 * Marks the checkout session's payment completed and grants its rental, once. A rental starts now and lasts
 * the duration bought at checkout. A payment already refunded (also by a refund that arrived first) grants
 * nothing, and neither does a second payment for a movie the viewer is still renting: the caller decides
 * what becomes of that money (the sandbox never takes it, Stripe's is refunded).
 */
export async function completePayment(
  db: Db,
  { checkoutSessionId, paymentIntentId = null }: { checkoutSessionId: string; paymentIntentId?: string | null },
): Promise<FulfilmentResult> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, eq(payments.checkoutSessionId, checkoutSessionId));
    if (!payment) return { outcome: 'unknown-session' as const };
    const intentId = paymentIntentId ?? payment.paymentIntentId;
    if (payment.status === 'refunded') return { outcome: 'refunded' as const, payment };
    if (intentId && (await wasRefundedEarly(tx, intentId))) {
      const [refunded] = await tx
        .update(payments)
        .set({ status: 'refunded', paymentIntentId: intentId, refundedAt: new Date(), updatedAt: new Date() })
        .where(eq(payments.id, payment.id))
        .returning();
      return { outcome: 'refunded' as const, payment: refunded ?? payment };
    }

    if (payment.status !== 'completed' && (await isRentingElsewhere(tx, payment))) {
      return { outcome: 'already-rented' as const, payment };
    }

    const now = new Date();
    const [completed] =
      payment.status === 'completed'
        ? [payment]
        : await tx
            .update(payments)
            .set({ status: 'completed', completedAt: now, paymentIntentId: intentId, failureReason: null, updatedAt: now })
            .where(eq(payments.id, payment.id))
            .returning();
    if (!completed) throw new Error(`payment ${payment.id} vanished while locked`);

    const start = completed.completedAt ?? now;
    await tx
      .insert(rentals)
      .values({
        userId: completed.userId,
        movieId: completed.movieId,
        paymentId: completed.id,
        checkoutSessionId,
        rentalStart: start,
        rentalEnd: new Date(start.getTime() + completed.rentalDurationHours * HOUR_MS),
        amountPaidCents: completed.amountCents,
      })
      .onConflictDoNothing({ target: rentals.checkoutSessionId });
    const [rental] = await tx.select().from(rentals).where(eq(rentals.checkoutSessionId, checkoutSessionId));
    if (!rental) throw new Error(`rental for ${checkoutSessionId} missing after insert`);
    return { outcome: 'granted' as const, payment: completed, rental };
  });
}

/** A declined or failed payment. A completed or refunded payment is never turned back into a failure. */
export async function failPayment(db: Db, checkoutSessionId: string, reason: string): Promise<PaymentRow | undefined> {
  const [failed] = await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
    .where(and(eq(payments.checkoutSessionId, checkoutSessionId), sql`${payments.status} in ('pending', 'failed')`))
    .returning();
  return failed;
}

// Why a payment was given back when it bought a movie its viewer was already renting (see paid-session.ts).
export const DUPLICATE_PAYMENT_REASON = 'Refunded: the viewer was already renting this movie';

/**
 * Refunds end the rental at once. Finds the payment by its id or its payment intent; answers undefined when
 * no payment has that intent yet (the caller records the event so a later completion sees it). `details`
 * records the intent refunded and why, for a refund we made ourselves (see paid-session.ts).
 */
export async function refundPayment(
  db: Db,
  key: { paymentId: number } | { paymentIntentId: string },
  details: { paymentIntentId?: string; failureReason?: string } = {},
): Promise<PaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const where = 'paymentId' in key ? eq(payments.id, key.paymentId) : eq(payments.paymentIntentId, key.paymentIntentId);
    const payment = await lockPayment(tx, where);
    if (!payment) return undefined;
    const now = new Date();
    const [refunded] = await tx
      .update(payments)
      .set({ ...details, status: 'refunded', refundedAt: payment.refundedAt ?? now, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    await tx.update(rentals).set({ isActive: false }).where(eq(rentals.paymentId, payment.id));
    return refunded;
  });
}

/**
 * Whether the payment's viewer has a running rental of its movie already. Their user row is locked first,
 * so two sessions of one viewer completing at once are decided one after the other, never both granted.
 */
async function isRentingElsewhere(tx: Db, payment: PaymentRow): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, payment.userId)).for('update');
  return (await activeRentalEnds(tx, payment.userId, [payment.movieId])).size > 0;
}

async function wasRefundedEarly(tx: Db, paymentIntentId: string): Promise<boolean> {
  const [event] = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentIntentId, paymentIntentId), eq(paymentEvents.type, 'charge.refunded')))
    .limit(1);
  return event !== undefined;
}
