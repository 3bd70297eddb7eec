// Appending insight's events (docs/product.md#filmmaker-insight): what the browser reports, and what the server sees
// itself. The server's own events run inside the transaction of what they record (a payment completing, a first
// play, a refund), so an event exists exactly when its fact does, once.
import { and, eq, inArray } from 'drizzle-orm';
import type { EventsRequest } from '../../common/insights.ts';
import { DIRECT_SOURCE } from '../../common/insights.ts';
import type { Db } from '../db/client.ts';
import { insightEvents, movies, payments } from '../db/schema.ts';

type EventRow = typeof insightEvents.$inferInsert;
type PaymentRow = typeof payments.$inferSelect;

/** The browser's events of one visit, for the films that exist; unknown films are left out, not refused. */
export async function recordBrowserEvents(
  db: Db,
  visit: { visitor: string; source: string; country: string },
  events: EventsRequest['events'],
): Promise<number> {
  const ids = [...new Set(events.map((event) => event.movie_id))];
  const known = await db.select({ id: movies.id }).from(movies).where(inArray(movies.id, ids));
  const knownIds = new Set(known.map((movie) => movie.id));
  const rows: EventRow[] = events
    .filter((event) => knownIds.has(event.movie_id))
    .map((event) => ({ type: event.type, movieId: event.movie_id, visitor: visit.visitor, source: visit.source, country: visit.country }));
  if (rows.length > 0) await db.insert(insightEvents).values(rows);
  return rows.length;
}

/** What a payment's events carry of it: where its buyer came from, and their country. */
const attributionOf = (payment: Pick<PaymentRow, 'id' | 'source' | 'country'>) => ({
  paymentId: payment.id,
  source: payment.source ?? DIRECT_SOURCE,
  country: payment.country ?? '',
});

export interface FilmShare {
  movieId: number;
  amountCents: number;
}

/** A payment completed: one event per film it paid for, with the film's share of the amount. */
export async function recordPaymentEvents(tx: Db, payment: PaymentRow, shares: FilmShare[]): Promise<void> {
  if (shares.length === 0) return;
  await tx.insert(insightEvents).values(shares.map((share) => ({ type: 'payment' as const, ...attributionOf(payment), ...share })));
}

/**
 * A completed payment refunded: its films' shares given back, as its payment events recorded them; a payment older
 * than the events kept (EVENTS_RETENTION_DAYS) gives back its film's whole amount, or nothing for a bundle's or a gift's.
 */
export async function recordRefundEvents(tx: Db, payment: PaymentRow): Promise<void> {
  const paid = await tx
    .select({ movieId: insightEvents.movieId, amountCents: insightEvents.amountCents })
    .from(insightEvents)
    .where(and(eq(insightEvents.paymentId, payment.id), eq(insightEvents.type, 'payment')));
  const shares = paid.length > 0 || payment.movieId === null ? paid : [{ movieId: payment.movieId, amountCents: payment.amountCents }];
  if (shares.length === 0) return;
  await tx.insert(insightEvents).values(shares.map((share) => ({ type: 'refund' as const, ...attributionOf(payment), ...share })));
}

/** What the server measured of a rental's watching: its first play, a completion mark, seconds played. */
export type WatchEvent = { type: 'start' } | { type: 'mark'; mark: number } | { type: 'watch'; seconds: number };

/** Events of a rental, carrying its payment's source and country (a gift's: its giver's). */
export async function recordRentalEvents(tx: Db, rental: { id: number; movieId: number; paymentId: number }, events: WatchEvent[]): Promise<void> {
  if (events.length === 0) return;
  const [payment] = await tx
    .select({ id: payments.id, source: payments.source, country: payments.country })
    .from(payments)
    .where(eq(payments.id, rental.paymentId));
  if (!payment) return;
  await tx.insert(insightEvents).values(
    events.map((event) => ({
      type: event.type,
      movieId: rental.movieId,
      rentalId: rental.id,
      ...attributionOf(payment),
      mark: event.type === 'mark' ? event.mark : null,
      seconds: event.type === 'watch' ? event.seconds : 0,
    })),
  );
}
