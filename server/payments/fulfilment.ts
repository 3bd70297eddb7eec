// The one place a payment becomes a rental, used by the Stripe webhook, the success page's verification and
// the sandbox checkout alike. Safe under retries and concurrent calls: the payment row is locked, and the
// rental insert relies on the unique checkout_session_id, never on a check-then-insert. Nothing here calls a
// provider: these run inside transactions (docs/decisions/0009). A granted rental's e-mails (its receipt, and the
// reminders and "Now showing" its times call for) are queued in the same transaction (rentals/rental-emails.ts), so they
// exist exactly when the rental does.
import { and, eq, sql } from 'drizzle-orm';
import { adminMessages } from '../../common/messages/admin.ts';
import type { Db } from '../db/client.ts';
import { movies, paymentEvents, payments, rentals, users } from '../db/schema.ts';
import { ConflictError } from '../errors.ts';
import { holdsRental } from '../rentals/rental-state.ts';
import { enqueueRentalEmails, type RentalMailSettings } from '../rentals/rental-emails.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type PaymentRow = typeof payments.$inferSelect;
type RentalRow = typeof rentals.$inferSelect;
export type PaymentFailureCode = NonNullable<PaymentRow['failureCode']>;

export type FulfilmentResult =
  | { outcome: 'granted'; payment: PaymentRow; rental: RentalRow }
  | { outcome: 'refunded'; payment: PaymentRow }
  /** The viewer already holds a running rental of the movie from another payment: nothing granted, nothing taken. */
  | { outcome: 'already-rented'; payment: PaymentRow }
  /** The same, but the provider has taken the money: recorded as owed back (owed-refunds.ts settles it). */
  | { outcome: 'refund-owed'; payment: PaymentRow }
  | { outcome: 'unknown-session' };

/**
 * What becomes of a payment for a movie its viewer is still renting: 'decline' when no money has moved yet (the
 * sandbox decides before it charges), 'refund' when the provider has already taken it (Stripe).
 */
export type DuplicatePolicy = 'decline' | 'refund';

/** Paid for a movie its viewer was already renting, and not yet given back. */
export const owesRefund = (payment: PaymentRow): boolean => payment.status === 'pending' && payment.failureCode === 'duplicate';

async function lockPayment(tx: Db, where: ReturnType<typeof eq>): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(where).for('update');
  return payment;
}

/**
 * Marks the checkout session's payment completed and grants its rental, once. A rental starts now and lasts
 * the duration bought at checkout. A payment already refunded (also by a refund that arrived first) grants
 * nothing, and neither does a second payment for a movie the viewer is still renting: `ifAlreadyRented` says
 * what becomes of that money, and the decision is recorded here, under the lock, and kept on every later call.
 * `mail` is what the rental's e-mails need (the site's address, the studio's time zone): pass `deps.config`.
 */
export async function completePayment(
  db: Db,
  { checkoutSessionId, paymentIntentId = null }: { checkoutSessionId: string; paymentIntentId?: string | null },
  ifAlreadyRented: DuplicatePolicy,
  mail: RentalMailSettings,
): Promise<FulfilmentResult> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, eq(payments.checkoutSessionId, checkoutSessionId));
    if (!payment) return { outcome: 'unknown-session' as const };
    const intentId = paymentIntentId ?? payment.paymentIntentId;
    if (payment.status === 'refunded') return { outcome: 'refunded' as const, payment };
    if (owesRefund(payment)) return { outcome: 'refund-owed' as const, payment };
    if (intentId && (await wasRefundedEarly(tx, intentId))) {
      const [refunded] = await tx
        .update(payments)
        .set({ status: 'refunded', paymentIntentId: intentId, refundedAt: new Date(), updatedAt: new Date() })
        .where(eq(payments.id, payment.id))
        .returning();
      return { outcome: 'refunded' as const, payment: refunded ?? payment };
    }

    if (payment.status !== 'completed' && (await isRentingElsewhere(tx, payment))) {
      return turnAwayDuplicate(tx, { ...payment, paymentIntentId: intentId }, ifAlreadyRented);
    }
    return grantRental(tx, payment, intentId, mail);
  });
}

/** Declines the payment, or records its money as owed back; the caller gives it back once this commits. */
async function turnAwayDuplicate(tx: Db, payment: PaymentRow, policy: DuplicatePolicy): Promise<FulfilmentResult> {
  if (policy === 'decline') {
    const declined = await failPayment(tx, payment.checkoutSessionId, 'already_rented');
    return { outcome: 'already-rented', payment: declined ?? payment };
  }
  // Without the payment intent there is nothing to refund: failing here keeps the session pending, and the
  // provider's retry (or a person) comes back to it.
  if (!payment.paymentIntentId) throw new Error(`paid session ${payment.checkoutSessionId} names no payment intent to refund`);
  const [owing] = await tx
    .update(payments)
    .set({ failureCode: 'duplicate', paymentIntentId: payment.paymentIntentId, updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
    .returning();
  return { outcome: 'refund-owed', payment: owing ?? payment };
}

/**
 * Completes the locked payment (if it is not yet) and inserts its rental, once per checkout session. Its e-mails
 * are queued when the rental is inserted, not on later runs for the same session.
 */
async function grantRental(tx: Db, payment: PaymentRow, intentId: string | null, mail: RentalMailSettings): Promise<FulfilmentResult> {
  const { checkoutSessionId } = payment;
  // The rental starts on the database's clock, which every instance checks it against (docs/decisions/0020).
  const now = sql`now()`;
  const [completed] =
    payment.status === 'completed'
      ? [payment]
      : await tx
          .update(payments)
          .set({ status: 'completed', completedAt: now, paymentIntentId: intentId, failureCode: null, updatedAt: now })
          .where(eq(payments.id, payment.id))
          .returning();
  if (!completed) throw new Error(`payment ${payment.id} vanished while locked`);

  // A payment completed before completed_at was kept has none: its rental starts now.
  const start = completed.completedAt ?? new Date();
  const [movie] = await tx.select({ premiereAt: movies.premiereAt }).from(movies).where(eq(movies.id, completed.movieId));
  const [inserted] = await tx
    .insert(rentals)
    .values({
      userId: completed.userId,
      movieId: completed.movieId,
      paymentId: completed.id,
      checkoutSessionId,
      rentalStart: start,
      ...rentalClock(start, completed, movie?.premiereAt ?? null),
      amountPaidCents: completed.amountCents,
    })
    .onConflictDoNothing({ target: rentals.checkoutSessionId })
    .returning();
  if (inserted) await enqueueRentalEmails(tx, inserted, mail);
  const [rental] = inserted ? [inserted] : await tx.select().from(rentals).where(eq(rentals.checkoutSessionId, checkoutSessionId));
  if (!rental) throw new Error(`rental for ${checkoutSessionId} missing after insert`);
  return { outcome: 'granted', payment: completed, rental };
}

/**
 * When a rental granted at `grantedAt` may be watched and its clock runs (docs/product.md#premieres-and-windows): a
 * pre-order waits for the premiere; with a window to start (bought at checkout) the clock waits for the first play
 * until starts_by, the grant or the premiere plus the window's days; without one it runs from the grant, or from the
 * premiere for a pre-order.
 */
function rentalClock(grantedAt: Date, payment: PaymentRow, filmPremiere: Date | null) {
  const premiereAt = filmPremiere && filmPremiere > grantedAt ? filmPremiere : null;
  const opensAt = premiereAt ?? grantedAt;
  const rentalDurationHours = payment.rentalDurationHours;
  if (payment.startWindowDays !== null) {
    return { rentalDurationHours, premiereAt, rentalEnd: null, startsBy: new Date(opensAt.getTime() + payment.startWindowDays * DAY_MS) };
  }
  return { rentalDurationHours, premiereAt, rentalEnd: new Date(opensAt.getTime() + rentalDurationHours * HOUR_MS), startsBy: null };
}

/**
 * A declined or failed payment. A completed or refunded payment is never turned back into a failure, and
 * neither is one whose money is owed back (it was paid).
 */
export async function failPayment(db: Db, checkoutSessionId: string, code: PaymentFailureCode): Promise<PaymentRow | undefined> {
  const [failed] = await db
    .update(payments)
    .set({ status: 'failed', failureCode: code, updatedAt: new Date() })
    .where(
      and(
        eq(payments.checkoutSessionId, checkoutSessionId),
        sql`${payments.status} in ('pending', 'failed')`,
        sql`${payments.failureCode} is distinct from 'duplicate'`,
      ),
    )
    .returning();
  return failed;
}

/** An administrator giving a payment back (admin/payments/refund.ts), rather than a refund the provider reports. */
export interface AdminRefund {
  /** The administrator's user id, recorded as refunded_by. */
  refundedBy: number;
  /**
   * The provider has just accepted this administrator's refund: a refund it reported meanwhile (its webhook,
   * recorded with no administrator) is that same refund, and is recorded as theirs rather than refused.
   */
  providerAccepted: boolean;
}

/**
 * Refunds end the rental at once. Finds the payment by its id or its payment intent; answers undefined when
 * no payment has that intent yet (the caller records the event so a later completion sees it).
 *
 * With `admin`, the rules of an administrator's refund are checked under the row lock, so that two refunds at
 * once cannot both pass: only a completed payment is refunded (ConflictError otherwise), and the
 * administrator is recorded as refunded_by. Without it (the provider reports a refund, or a duplicate's money
 * owed back is settled) any payment is marked refunded, as the provider's word is final.
 */
export async function markPaymentRefunded(
  db: Db,
  key: { paymentId: number } | { paymentIntentId: string },
  admin?: AdminRefund,
): Promise<PaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const where = 'paymentId' in key ? eq(payments.id, key.paymentId) : eq(payments.paymentIntentId, key.paymentIntentId);
    const payment = await lockPayment(tx, where);
    if (!payment) return undefined;
    if (admin) assertRefundable(payment, admin);
    const now = new Date();
    const [refunded] = await tx
      .update(payments)
      .set({
        status: 'refunded',
        refundedAt: payment.refundedAt ?? now,
        ...(admin && { refundedBy: payment.refundedBy ?? admin.refundedBy }),
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    await tx.update(rentals).set({ isActive: false }).where(eq(rentals.paymentId, payment.id));
    return refunded;
  });
}

function assertRefundable(payment: PaymentRow, admin: AdminRefund): void {
  if (payment.status === 'refunded') {
    const isOwnReportedRefund = admin.providerAccepted && payment.refundedBy === null;
    if (!isOwnReportedRefund) throw new ConflictError(adminMessages.paymentAlreadyRefunded);
    return;
  }
  if (payment.status !== 'completed') throw new ConflictError(adminMessages.paymentNotRefundable);
}

/**
 * Whether the payment's viewer has a running rental of its movie already. Their user row is locked first,
 * so two sessions of one viewer completing at once are decided one after the other, never both granted.
 */
async function isRentingElsewhere(tx: Db, payment: PaymentRow): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, payment.userId)).for('update');
  return holdsRental(tx, payment.userId, payment.movieId);
}

async function wasRefundedEarly(tx: Db, paymentIntentId: string): Promise<boolean> {
  const [event] = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentIntentId, paymentIntentId), eq(paymentEvents.type, 'charge.refunded')))
    .limit(1);
  return event !== undefined;
}
