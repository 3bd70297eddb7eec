// The one place a payment is completed, used by the Stripe webhook, the success page's verification, the sandbox
// checkout and the free path alike (docs/decisions/0006, docs/product.md#offers). Safe under retries and concurrent
// calls: the payment row is locked, and rentals are inserted once per payment and film by constraint
// (rentals/grant.ts), never by a check-then-insert. Nothing here calls a provider: these run inside transactions
// (docs/decisions/0009). What a completion queues (the rentals' e-mails, a gift's) is queued in the same transaction,
// so it exists exactly when the completion does.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { adminMessages } from '../../common/messages/admin.ts';
import type { Db } from '../db/client.ts';
import { gifts, paymentEvents, payments, rentals, users } from '../db/schema.ts';
import { ConflictError } from '../errors.ts';
import { findBundle } from '../bundles/service.ts';
import { lockedCodeIsUsedUp } from '../codes/redemption.ts';
import { enqueueGiftEmails } from '../gifts/gift-emails.ts';
import { recordPaymentEvents, recordRefundEvents, type FilmShare } from '../insights/record.ts';
import { grantRentals, type FilmToGrant } from '../rentals/grant.ts';
import { holdsRental, viewerRentals } from '../rentals/rental-state.ts';
import type { RentalMailSettings } from '../rentals/rental-emails.ts';

export type PaymentRow = typeof payments.$inferSelect;
type RentalRow = typeof rentals.$inferSelect;
export type PaymentFailureCode = NonNullable<PaymentRow['failureCode']>;

export type FulfilmentResult =
  /** A film's rental, or a bundle's (`rentals`, in the bundle's order; `rental` is the first). */
  | { outcome: 'granted'; payment: PaymentRow; rental: RentalRow; rentals: RentalRow[] }
  /** A gift: completed, and its e-mails queued; the buyer gets no rental (whoever redeems it does). */
  | { outcome: 'gifted'; payment: PaymentRow }
  | { outcome: 'refunded'; payment: PaymentRow }
  /** The viewer already holds a running rental of the film (of every film of the bundle): nothing granted, nothing taken. */
  | { outcome: 'already-rented'; payment: PaymentRow }
  /** The code's last use (or this viewer's last) went to another payment first: nothing granted, nothing taken. */
  | { outcome: 'code-used-up'; payment: PaymentRow }
  /** One of the two, but the provider has taken the money: recorded as owed back (owed-refunds.ts settles it). */
  | { outcome: 'refund-owed'; payment: PaymentRow }
  | { outcome: 'unknown-session' };

/**
 * What becomes of a payment turned away (a film its viewer is still renting, a code used up): 'decline' when no money
 * has moved yet (the sandbox decides before it charges, the free path charges nothing), 'refund' when the provider has
 * already taken it (Stripe).
 */
export type DuplicatePolicy = 'decline' | 'refund';

/** Why a paid payment was turned away and its money is owed back (pending with this failure code). */
const OWED_BACK: readonly PaymentFailureCode[] = ['duplicate', 'code_used_up'];

/** Paid, then turned away (a film already rented, a code used up), and not yet given back. */
export const owesRefund = (payment: PaymentRow): boolean =>
  payment.status === 'pending' && payment.failureCode !== null && OWED_BACK.includes(payment.failureCode);

async function lockPayment(tx: Db, where: ReturnType<typeof eq>): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(where).for('update');
  return payment;
}

/**
 * Completes the checkout session's payment, once: a film's rental, a bundle's rentals, or a gift. A payment already
 * refunded (also by a refund that arrived first) completes nothing. Under the lock, in this order, a payment is
 * turned away when its code has no use left for it (the code's row locked: redemption.ts), or when its buyer already
 * holds the film (every film of the bundle); `ifTurnedAway` says what becomes of the money, and the decision is
 * recorded here and kept on every later call. `mail` is what the e-mails need: pass `deps.config`.
 */
export async function completePayment(
  db: Db,
  { checkoutSessionId, paymentIntentId = null }: { checkoutSessionId: string; paymentIntentId?: string | null },
  ifTurnedAway: DuplicatePolicy,
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
    if (payment.status === 'completed') return completedAgain(tx, payment, mail);

    const paid = { ...payment, paymentIntentId: intentId };
    const { codeId } = payment;
    if (codeId !== null && (await lockedCodeIsUsedUp(tx, { ...payment, codeId }))) return turnAway(tx, paid, ifTurnedAway, 'code_used_up');
    const gift = await giftOf(tx, payment);
    if (gift) {
      const completed = await markCompleted(tx, paid);
      await recordPaymentEvents(tx, completed, await giftShares(tx, completed));
      await enqueueGiftEmails(tx, gift.id, mail);
      return { outcome: 'gifted' as const, payment: completed };
    }
    const films = await filmsToGrant(tx, payment);
    if (films.length === 0) return turnAway(tx, paid, ifTurnedAway, 'already_rented');
    const completed = await markCompleted(tx, paid);
    await recordPaymentEvents(tx, completed, films.map((film) => ({ movieId: film.movieId, amountCents: film.amountPaidCents })));
    return grant(tx, completed, films, mail);
  });
}

/** What a gift paid for, film by film: its film, or its bundle's films sharing the amount as a bundle's rentals do. */
async function giftShares(tx: Db, payment: PaymentRow): Promise<FilmShare[]> {
  if (payment.movieId !== null) return [{ movieId: payment.movieId, amountCents: payment.amountCents }];
  const bundle = payment.bundleId === null ? null : await findBundle(tx, payment.bundleId);
  if (!bundle) return [];
  const shares = spreadCents(payment.amountCents, bundle.films.map((film) => film.priceCents));
  return bundle.films.map((film, i) => ({ movieId: film.id, amountCents: shares[i] ?? 0 }));
}

/** A payment completed before: what it completed, again (a film's missing rental would be inserted now). */
async function completedAgain(tx: Db, payment: PaymentRow, mail: RentalMailSettings): Promise<FulfilmentResult> {
  // A gift's rentals (once redeemed) are its recipient's: nothing is granted to the buyer, ever.
  if (await giftOf(tx, payment)) return { outcome: 'gifted', payment };
  if (payment.movieId !== null) return grant(tx, payment, [filmOfPayment(payment, payment.movieId)], mail);
  // A bundle's films were worked out when it completed; the buyer holds some of them through it now, so they are not
  // worked out again: its rentals are what it granted.
  const granted = await tx
    .select()
    .from(rentals)
    .where(and(eq(rentals.paymentId, payment.id), eq(rentals.userId, payment.userId)))
    .orderBy(rentals.id);
  const [first] = granted;
  if (!first) throw new Error(`completed bundle payment ${payment.id} has no rentals`);
  return { outcome: 'granted', payment, rental: first, rentals: granted };
}

async function giftOf(tx: Db, payment: PaymentRow): Promise<{ id: number } | undefined> {
  const [gift] = await tx.select({ id: gifts.id }).from(gifts).where(eq(gifts.paymentId, payment.id));
  return gift;
}

/** Declines the payment, or records its money as owed back; the caller gives it back once this commits. */
async function turnAway(
  tx: Db,
  payment: PaymentRow,
  policy: DuplicatePolicy,
  reason: 'already_rented' | 'code_used_up',
): Promise<FulfilmentResult> {
  const outcome = reason === 'code_used_up' ? 'code-used-up' : 'already-rented';
  if (policy === 'decline') {
    const declined = await failPayment(tx, payment.checkoutSessionId, reason);
    return { outcome, payment: declined ?? payment };
  }
  // Without the payment intent there is nothing to refund: failing here keeps the session pending, and the
  // provider's retry (or a person) comes back to it.
  if (!payment.paymentIntentId) throw new Error(`paid session ${payment.checkoutSessionId} names no payment intent to refund`);
  const [owing] = await tx
    .update(payments)
    .set({ failureCode: reason === 'code_used_up' ? 'code_used_up' : 'duplicate', paymentIntentId: payment.paymentIntentId, updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
    .returning();
  return { outcome: 'refund-owed', payment: owing ?? payment };
}

/** Marks the locked payment completed, on the database's clock (docs/decisions/0020), which the rentals start from. */
async function markCompleted(tx: Db, payment: PaymentRow): Promise<PaymentRow> {
  const now = sql`now()`;
  const [completed] = await tx
    .update(payments)
    .set({ status: 'completed', completedAt: now, paymentIntentId: payment.paymentIntentId, failureCode: null, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!completed) throw new Error(`payment ${payment.id} vanished while locked`);
  return completed;
}

async function grant(tx: Db, payment: PaymentRow, films: FilmToGrant[], mail: RentalMailSettings): Promise<FulfilmentResult> {
  const granted = await grantRentals(
    tx,
    // A payment completed before completed_at was kept has none: its rentals start now.
    {
      paymentId: payment.id,
      checkoutSessionId: payment.checkoutSessionId,
      userId: payment.userId,
      grantedAt: payment.completedAt ?? new Date(),
      films,
      ...(payment.bundleId !== null && { bundleId: payment.bundleId }),
    },
    mail,
  );
  const [first] = granted;
  if (!first) throw new Error(`payment ${payment.id} granted no rental`);
  return { outcome: 'granted', payment, rental: first, rentals: granted };
}

/** A film's payment grants its film under the rules it was sold with (kept on the payment at checkout). */
function filmOfPayment(payment: PaymentRow, movieId: number): FilmToGrant {
  if (payment.rentalDurationHours === null) throw new Error(`film payment ${payment.id} has no rental duration`);
  return { movieId, rentalDurationHours: payment.rentalDurationHours, startWindowDays: payment.startWindowDays, amountPaidCents: payment.amountCents };
}

/**
 * The films the payment grants now, under its buyer's lock: their user row is locked first, so that two payments of
 * one viewer completing at once are decided one after the other, never both granted. A film: itself, unless they
 * hold it. A bundle: each of its films they do not hold at this moment, each under its film's current rules, the
 * amount spread over them in proportion to their prices.
 */
async function filmsToGrant(tx: Db, payment: PaymentRow): Promise<FilmToGrant[]> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, payment.userId)).for('update');
  if (payment.movieId !== null) return (await holdsRental(tx, payment.userId, payment.movieId)) ? [] : [filmOfPayment(payment, payment.movieId)];
  const bundle = payment.bundleId === null ? null : await findBundle(tx, payment.bundleId);
  if (!bundle) throw new Error(`payment ${payment.id} names no film and no bundle`);
  const held = await viewerRentals(tx, payment.userId, bundle.films.map((film) => film.id));
  const toGrant = bundle.films.filter((film) => held.get(film.id)?.isHeld !== true);
  const shares = spreadCents(payment.amountCents, toGrant.map((film) => film.priceCents));
  return toGrant.map((film, i) => ({
    movieId: film.id,
    rentalDurationHours: film.rentalDurationHours,
    startWindowDays: film.startWindowDays,
    amountPaidCents: shares[i] ?? 0,
  }));
}

/**
 * `totalCents` in whole cents over parts in proportion to `weights`, summing exactly to it: each part rounded down,
 * the cents left over going to the largest remainders (the earlier part on a tie). Equal parts when every weight is 0.
 */
export function spreadCents(totalCents: number, weights: number[]): number[] {
  const fair = weights.every((weight) => weight === 0) ? weights.map(() => 1) : weights;
  const sum = fair.reduce((total, weight) => total + weight, 0);
  if (sum === 0) return [];
  const shares = fair.map((weight) => Math.floor((totalCents * weight) / sum));
  const byRemainder = fair
    .map((weight, index) => ({ index, remainder: (totalCents * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = totalCents - shares.reduce((total, share) => total + share, 0);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
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
        sql`not (${payments.status} = 'pending' and ${payments.failureCode} is not null and ${inArray(payments.failureCode, [...OWED_BACK])})`,
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
 * Refunds end the payment's rentals at once (a bundle's, a redeemed gift's recipient's: all by payment id), and
 * cancel its gift while unredeemed. Finds the payment by its id or its payment intent; answers undefined when no
 * payment has that intent yet (the caller records the event so a later completion sees it).
 *
 * With `admin`, the rules of an administrator's refund are checked under the row lock, so that two refunds at
 * once cannot both pass: only a completed payment is refunded (ConflictError otherwise), and the
 * administrator is recorded as refunded_by. Without it (the provider reports a refund, or money owed back is
 * settled) any payment is marked refunded, as the provider's word is final.
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
    if (payment.status === 'completed' && refunded) await recordRefundEvents(tx, refunded);
    await tx
      .update(gifts)
      .set({ cancelledAt: sql`now()` })
      .where(and(eq(gifts.paymentId, payment.id), isNull(gifts.redeemedAt), isNull(gifts.cancelledAt)));
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

async function wasRefundedEarly(tx: Db, paymentIntentId: string): Promise<boolean> {
  const [event] = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentIntentId, paymentIntentId), eq(paymentEvents.type, 'charge.refunded')))
    .limit(1);
  return event !== undefined;
}
