// The sandbox checkout's payments (docs/decisions/0006-payments-and-fulfilment.md): a session is paid with one of two
// test cards, through the same fulfilment as a Stripe webhook. No money ever moves, so a viewer already renting the
// movie is simply not charged.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { checkoutRulesText } from '../../common/premieres.ts';
import { movies, payments } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { completePayment, failPayment, type PaymentRow } from '../payments/fulfilment.ts';

const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export interface SandboxSession {
  payment: PaymentRow;
  movieTitle: string;
  /** A movie taken off the site cannot be paid for any more, even through a checkout opened before. */
  movieIsActive: boolean;
  /** The film's premiere as it stands now: it may have moved since the session was opened. */
  moviePremiereAt: Date | null;
}

/** A sandbox session that can still be shown or paid; unknown, Stripe's and refunded sessions cannot. */
export async function findOpenSandboxSession({ db }: Pick<ServiceDeps, 'db'>, sessionId: string): Promise<SandboxSession | undefined> {
  const [row] = await db
    .select({ payment: payments, movieTitle: movies.title, movieIsActive: movies.isActive, moviePremiereAt: movies.premiereAt })
    .from(payments)
    .innerJoin(movies, eq(movies.id, payments.movieId))
    .where(eq(payments.checkoutSessionId, sessionId));
  const isOpen = row?.payment.provider === 'sandbox' && row.payment.status !== 'refunded';
  return isOpen ? row : undefined;
}

/**
 * The rules the session buys, in the checkout's one line (docs/product.md#premieres-and-windows): the hours and the
 * window as the payment recorded them at checkout, the premiere as the film has it now, in the studio's zone.
 */
export function sessionRulesText({ payment, moviePremiereAt }: SandboxSession, studioTimeZone: string, nowMs = Date.now()): string {
  const rules = {
    rental_duration_hours: payment.rentalDurationHours,
    start_window_days: payment.startWindowDays,
    premiere_at: moviePremiereAt?.toISOString() ?? null,
  };
  return checkoutRulesText(rules, nowMs, studioTimeZone);
}

export type SandboxPayment =
  | { outcome: 'unknown-session' }
  | { outcome: 'paid' | 'declined' | 'already-rented' | 'invalid-card' | 'unavailable'; session: SandboxSession };

/** Pays the session with `cardNumber` (spaces and dashes allowed). Paying a paid session again changes nothing. */
export async function payWithTestCard(deps: Pick<ServiceDeps, 'db' | 'config'>, sessionId: string, cardNumber: string): Promise<SandboxPayment> {
  const session = await findOpenSandboxSession(deps, sessionId);
  if (!session) return { outcome: 'unknown-session' };
  if (session.payment.status === 'completed') return { outcome: 'paid', session };
  if (!session.movieIsActive) return { outcome: 'unavailable', session };
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_CARDS.declined) {
    await failPayment(deps.db, sessionId, 'card_declined');
    return { outcome: 'declined', session };
  }
  if (digits !== SANDBOX_CARDS.success) return { outcome: 'invalid-card', session };

  const paymentIntentId = `pi_sandbox_${randomBytes(12).toString('base64url')}`;
  // Decided before any money moves: a viewer already renting the movie is declined, never charged.
  const result = await completePayment(deps.db, { checkoutSessionId: sessionId, paymentIntentId }, 'decline', deps.config);
  if (result.outcome === 'granted') return { outcome: 'paid', session };
  if (result.outcome === 'already-rented') return { outcome: 'already-rented', session };
  return { outcome: 'unknown-session' };
}
