// Starting a checkout (docs/product.md#rentals-and-payments, docs/product.md#offers): a film or a bundle, maybe with a
// code, maybe as a gift. What is bought and its price come from the database, never from the client
// (purchase.ts); the code is checked as POST /api/codes/check checks it and its discount taken off on the server.
// Nothing is charged for nothing: a $0 result (a free film, a free bundle, a code that takes everything) is
// completed at once, without a provider.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import type { CheckoutRequest, CheckoutResponse } from '../../common/payments.ts';
import type { GiftRequest } from '../../common/offers.ts';
import { GIFT_DELIVERY_MAX_AHEAD_MS } from '../../common/offers.ts';
import { offerMessages } from '../../common/messages/offers.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { gifts, payments } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { ConflictError, UnavailableError, ValidationError } from '../errors.ts';
import { applyCode, type AppliedCode } from '../codes/service.ts';
import { throttledCodeAttempt } from '../codes/throttle.ts';
import type { RentalMailSettings } from '../rentals/rental-emails.ts';
import { completePayment } from './fulfilment.ts';
import { checkoutLines } from './lines.ts';
import type { CheckoutSession, PaymentProvider } from './provider.ts';
import { resolvePurchase, type Purchase } from './purchase.ts';
import { successPath } from './success-url.ts';

// Simultaneous clicks within this window get one provider session (Stripe's idempotency key).
const IDEMPOTENCY_WINDOW_MS = 10 * 60_000;
// Stripe Checkout sessions stay payable for 24 hours.
const RESUME_WINDOW_MS = 24 * 3_600_000;

/**
 * The buyer: their account, their address as the code throttle counts it (codes/throttle.ts), and where their visit
 * came from and their country, kept on the payment for insight (insights/visit.ts; never the address).
 */
export interface Buyer {
  id: number;
  email: string;
  clientKey: string;
  attribution: { source: string; country: string };
}

/** A checkout decided: what is bought, the code applied, the gift, and what is charged. */
interface Order {
  buyer: Buyer;
  purchase: Purchase;
  code: AppliedCode | null;
  gift: GiftRequest | null;
  amountCents: number;
}

export async function startCheckout(
  { db, config, payments: { provider } }: Pick<ServiceDeps, 'db' | 'config' | 'payments'>,
  buyer: Buyer,
  request: CheckoutRequest,
): Promise<CheckoutResponse> {
  const gift = request.gift ?? null;
  const purchase = await resolvePurchase(db, buyer.id, { movieId: request.movieId, bundleId: request.bundleId, gift: gift !== null }, config.timeZone);
  if (gift?.deliver_at) await assertDeliverable(db, gift.deliver_at);
  const code = await appliedCode(db, buyer, purchase, request.code);
  const order: Order = { buyer, purchase, code, gift, amountCents: purchase.baseCents - (code?.discountCents ?? 0) };
  const successUrl = `${config.publicUrl}${successPath('{CHECKOUT_SESSION_ID}', itemOf(purchase))}`;
  if (order.amountCents === 0) return completeFreeOrder(db, config, order, successUrl);

  let session;
  try {
    const resumed = await resumePendingCheckout(db, provider, order);
    if (resumed) return toResponse(resumed);
    session = await provider.createCheckoutSession({
      userId: buyer.id,
      userEmail: buyer.email,
      item: purchase.bundle ? { bundleId: purchase.bundle.bundle.id } : { movieId: purchase.movie?.id ?? 0 },
      amountCents: order.amountCents,
      lines: checkoutLines(purchase.line, code, gift?.email ?? null),
      code: code?.code ?? null,
      gift: gift !== null,
      successUrl,
      cancelUrl: `${config.publicUrl}/payment/cancel`,
      idempotencyKey: idempotencyKey(order),
    });
  } catch (error) {
    throw new UnavailableError(paymentMessages.checkoutUnavailable, { cause: error });
  }
  await recordOrder(db, order, provider.name, session.sessionId);
  return toResponse(session);
}

/**
 * The code typed, applied to the purchase's base price (codes/service.ts), counted by the code throttle. A blank code
 * is no code; any other that does not apply is refused with the check's texts, never silently left out.
 */
async function appliedCode(db: Db, buyer: Buyer, purchase: Purchase, text: string | undefined): Promise<AppliedCode | null> {
  if (!text) return null;
  const use = { viewer: buyer, movieIds: purchase.movieIds, baseCents: purchase.baseCents };
  return throttledCodeAttempt(db, { userId: buyer.id, clientKey: buyer.clientKey }, () => applyCode(db, text, use));
}

/** A gift is sent within a year at most (on the database's clock, docs/decisions/0020). */
async function assertDeliverable(db: Db, deliverAt: Date): Promise<void> {
  const result = await db.execute(
    sql`select ${deliverAt.toISOString()}::timestamptz > now() + ${GIFT_DELIVERY_MAX_AHEAD_MS} * interval '1 millisecond' as too_far`,
  );
  if (rowsOf<{ too_far: boolean }>(result)[0]?.too_far) throw new ValidationError(offerMessages.giftDeliverAtTooFar);
}

const itemOf = ({ movie, bundle }: Purchase) => ({ movieId: movie?.id ?? null, bundleId: bundle?.bundle.id ?? null });

/**
 * The payment row, pending, and for a gift its row of gifts, in one transaction. The provider may hand back a
 * session already recorded (an idempotent retry of the same clicks): that is the same checkout, already written.
 */
async function recordOrder(db: Db, order: Order, provider: 'sandbox' | 'stripe' | 'free', checkoutSessionId: string): Promise<void> {
  const { movie } = order.purchase;
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: order.buyer.id,
        ...itemOf(order.purchase),
        amountCents: order.amountCents,
        codeId: order.code?.id ?? null,
        discountCents: order.code?.discountCents ?? 0,
        // A film's rules are kept as sold; a bundle's films take theirs when granted (fulfilment.ts).
        rentalDurationHours: movie?.rentalDurationHours ?? null,
        startWindowDays: movie?.startWindowDays ?? null,
        source: order.buyer.attribution.source,
        country: order.buyer.attribution.country,
        provider,
        checkoutSessionId,
      })
      .onConflictDoNothing({ target: payments.checkoutSessionId })
      .returning({ id: payments.id });
    if (payment && order.gift) {
      const { email, message, deliver_at: deliverAt } = order.gift;
      await tx.insert(gifts).values({ paymentId: payment.id, token: newGiftToken(), recipientEmail: email, message: message ?? null, deliverAt: deliverAt ?? null });
    }
  });
}

/** The gift's link, PUBLIC_URL/gift/{token}: 192 random bits, url-safe. */
const newGiftToken = () => randomBytes(24).toString('base64url');

/**
 * A $0 order needs no provider: it is recorded as a completed $0.00 payment through the same fulfilment as a paid one,
 * and the buyer goes straight to the success page. The code's last use may have gone meanwhile to someone else: then
 * the order is refused as the check refuses it.
 */
async function completeFreeOrder(db: Db, mail: RentalMailSettings, order: Order, successUrl: string): Promise<CheckoutResponse> {
  const sessionId = `free_${randomUUID()}`;
  await recordOrder(db, order, 'free', sessionId);
  const result = await completePayment(db, { checkoutSessionId: sessionId }, 'decline', mail);
  if (result.outcome === 'code-used-up') throw new ValidationError(offerMessages.codeUsedUp);
  if (result.outcome === 'already-rented') throw new ConflictError(order.purchase.bundle ? offerMessages.bundleAllRented : paymentMessages.alreadyRented);
  return toResponse({ sessionId, url: successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId) });
}

const toResponse = (session: CheckoutSession): CheckoutResponse => ({ url: session.url, checkout_url: session.url, session_id: session.sessionId });

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * One provider session for the same clicks within the window: the same buyer, item and rules, price, code and
 * discount, and gift (its recipient, message and time). Anything different is another purchase, another session.
 */
function idempotencyKey({ buyer, purchase: { movie, bundle }, code, gift, amountCents }: Order): string {
  const bucket = Math.floor(Date.now() / IDEMPOTENCY_WINDOW_MS);
  const item = movie
    ? `${movie.id}-${amountCents}-${movie.rentalDurationHours}-${movie.startWindowDays ?? 'none'}-${movie.premiereAt?.getTime() ?? 'none'}`
    : `bundle${bundle?.bundle.id}-${amountCents}-${digest(bundle?.films.map((film) => film.id).join(',') ?? '')}`;
  const codePart = code ? `code${code.id}-${code.discountCents}` : 'nocode';
  const giftPart = gift ? `gift${digest(JSON.stringify([gift.email, gift.message ?? null, gift.deliver_at?.toISOString() ?? null]))}` : 'own';
  return `checkout-${buyer.id}-${item}-${codePart}-${giftPart}-${bucket}`;
}

/**
 * The buyer's latest unpaid session for the same purchase, if it can still be paid: the same item at the same amount
 * and rules, with the same code and discount (or none). Sending a second click (another tab, the back button) to it
 * keeps two payable sessions from existing. A gift's session is never resumed: its recipient, message and time are
 * its own, so a second gift checkout opens a session of its own.
 */
async function resumePendingCheckout(db: Db, provider: PaymentProvider, order: Order): Promise<CheckoutSession | null> {
  if (order.gift) return null;
  const { movie, bundle } = order.purchase;
  const item = movie
    ? and(
        eq(payments.movieId, movie.id),
        eq(payments.rentalDurationHours, movie.rentalDurationHours),
        // The same rules as bought: a window added or removed since makes a new session.
        movie.startWindowDays === null ? isNull(payments.startWindowDays) : eq(payments.startWindowDays, movie.startWindowDays),
      )
    : eq(payments.bundleId, bundle?.bundle.id ?? 0);
  const [pending] = await db
    .select({ sessionId: payments.checkoutSessionId })
    .from(payments)
    .where(
      and(
        eq(payments.userId, order.buyer.id),
        item,
        eq(payments.status, 'pending'),
        eq(payments.provider, provider.name),
        eq(payments.amountCents, order.amountCents),
        order.code ? eq(payments.codeId, order.code.id) : isNull(payments.codeId),
        eq(payments.discountCents, order.code?.discountCents ?? 0),
        notExists(db.select({ id: gifts.id }).from(gifts).where(eq(gifts.paymentId, payments.id))),
        gt(payments.createdAt, sql`now() - ${RESUME_WINDOW_MS} * interval '1 millisecond'`),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return pending ? provider.resumeCheckoutSession(pending.sessionId) : null;
}
