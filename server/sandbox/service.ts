// The sandbox checkout's payments (docs/decisions/0006-payments-and-fulfilment.md): a session is paid with one of two
// test cards, through the same fulfilment as a Stripe webhook. No money ever moves, so a payment the fulfilment turns
// away (a film already rented, a code whose last use went to someone else first) is simply not charged.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { checkoutRulesText } from '../../common/premieres.ts';
import { offerMessages } from '../../common/messages/offers.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import type { Db } from '../db/client.ts';
import { gifts, movies, payments, promoCodes } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { findBundle, heldFilmsPaid, offerOf, type LoadedBundle } from '../bundles/service.ts';
import { completePayment, failPayment, type PaymentRow } from '../payments/fulfilment.ts';
import { checkoutLines, type LineItem } from '../payments/lines.ts';
import type { CheckoutLines } from '../payments/provider.ts';

const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export interface SandboxSession {
  payment: PaymentRow;
  /** What the page says is bought, as Stripe's page says it (payments/lines.ts). */
  lines: CheckoutLines;
  /**
   * Why it can no longer be paid, even through a checkout opened before: its film taken off the site, its bundle
   * switched off or one of its films taken off. Null while it can.
   */
  unavailable: string | null;
}

/**
 * A sandbox session that can still be shown or paid; unknown, Stripe's and refunded sessions cannot. `studioTimeZone`
 * is the one a premiere is written in.
 */
export async function findOpenSandboxSession(
  { db }: Pick<ServiceDeps, 'db'>,
  sessionId: string,
  studioTimeZone: string,
): Promise<SandboxSession | undefined> {
  const [row] = await db
    .select({ payment: payments, movie: movies, code: promoCodes.code, giftEmail: gifts.recipientEmail })
    .from(payments)
    .leftJoin(movies, eq(movies.id, payments.movieId))
    .leftJoin(promoCodes, eq(promoCodes.id, payments.codeId))
    .leftJoin(gifts, eq(gifts.paymentId, payments.id))
    .where(eq(payments.checkoutSessionId, sessionId));
  if (row?.payment.provider !== 'sandbox' || row.payment.status === 'refunded') return undefined;
  const { payment } = row;
  const code = row.code === null ? null : { code: row.code, discountCents: payment.discountCents };
  if (row.movie) {
    const item: LineItem = { kind: 'film', title: row.movie.title, rulesText: sessionRulesText(payment, row.movie.premiereAt, studioTimeZone) };
    const unavailable = row.movie.isActive ? null : paymentMessages.movieUnavailable;
    return { payment, lines: checkoutLines(item, code, row.giftEmail), unavailable };
  }
  const bundle = payment.bundleId === null ? null : await findBundle(db, payment.bundleId);
  if (!bundle) return undefined;
  const item = await bundleItem(db, payment, bundle, row.giftEmail !== null);
  const unavailable = bundle.isActive && bundle.films.every((film) => film.isActive) ? null : offerMessages.bundleUnavailable;
  return { payment, lines: checkoutLines(item, code, row.giftEmail), unavailable };
}

/**
 * The rules the session buys, in the checkout's one line (docs/product.md#premieres-and-windows): the hours and the
 * window as the payment recorded them at checkout, the premiere as the film has it now, in the studio's zone.
 */
function sessionRulesText(payment: PaymentRow, premiereAt: Date | null, studioTimeZone: string, nowMs = Date.now()): string {
  const rules = {
    rental_duration_hours: payment.rentalDurationHours ?? 0,
    start_window_days: payment.startWindowDays,
    premiere_at: premiereAt?.toISOString() ?? null,
  };
  return checkoutRulesText(rules, nowMs, studioTimeZone);
}

/**
 * A bundle's line as the fulfilment would grant it now: the films the buyer does not hold (all of them for a gift),
 * and the price drop their held films made, which is what separates the bundle's price from what is charged.
 */
async function bundleItem(db: Db, payment: PaymentRow, bundle: LoadedBundle, isGift: boolean): Promise<LineItem> {
  const held = isGift ? new Map<number, number>() : await heldFilmsPaid(db, payment.userId, bundle.films.map((film) => film.id));
  const { films } = offerOf(bundle, held);
  const heldDropCents = isGift ? 0 : Math.max(0, bundle.priceCents - payment.discountCents - payment.amountCents);
  return { kind: 'bundle', title: bundle.title, filmTitles: films.map((film) => film.title), heldDropCents };
}

export type SandboxPayment =
  | { outcome: 'unknown-session' }
  | { outcome: 'paid' | 'declined' | 'already-rented' | 'code-used-up' | 'invalid-card' | 'unavailable'; session: SandboxSession };

/** Pays the session with `cardNumber` (spaces and dashes allowed). Paying a paid session again changes nothing. */
export async function payWithTestCard(deps: Pick<ServiceDeps, 'db' | 'config'>, sessionId: string, cardNumber: string): Promise<SandboxPayment> {
  const session = await findOpenSandboxSession(deps, sessionId, deps.config.timeZone);
  if (!session) return { outcome: 'unknown-session' };
  if (session.payment.status === 'completed') return { outcome: 'paid', session };
  if (session.unavailable) return { outcome: 'unavailable', session };
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_CARDS.declined) {
    await failPayment(deps.db, sessionId, 'card_declined');
    return { outcome: 'declined', session };
  }
  if (digits !== SANDBOX_CARDS.success) return { outcome: 'invalid-card', session };

  const paymentIntentId = `pi_sandbox_${randomBytes(12).toString('base64url')}`;
  // Decided before any money moves: a viewer already renting the movie, or a code used up meanwhile, is declined,
  // never charged.
  const result = await completePayment(deps.db, { checkoutSessionId: sessionId, paymentIntentId }, 'decline', deps.config);
  switch (result.outcome) {
    case 'granted':
    case 'gifted':
      return { outcome: 'paid', session };
    case 'already-rented':
    case 'code-used-up':
      return { outcome: result.outcome, session };
    default:
      return { outcome: 'unknown-session' };
  }
}
