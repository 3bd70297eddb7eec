// Offer rows written straight to the database for the admin's tests (docs/product.md#offers): codes, bundles, payments
// that carry a code, buy a bundle or are a gift, and a screener's plays. Checkout and fulfilment are tested where they
// live; the admin reads rows, whatever wrote them.
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { bundleMovies, bundles, gifts, payments, promoCodeMovies, promoCodes, screenerPlays } from '../db/schema.ts';
import { CODE_ALPHABET } from '../../common/offers.ts';

function firstRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A code nobody else's test holds: `prefix` (letters A–Z and digits 2–9) and twelve random characters. */
export function uniqueCode(prefix = 'T'): string {
  let code = prefix;
  for (let i = 0; i < 12; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A code (10 % off every film by default), limited to `movieIds` when given. */
export async function insertCode(db: Db, overrides: Partial<typeof promoCodes.$inferInsert> = {}, movieIds: number[] = []) {
  const row = firstRow(await db.insert(promoCodes).values({ code: uniqueCode(), kind: 'percent', percentOff: 10, ...overrides }).returning());
  if (movieIds.length > 0) await db.insert(promoCodeMovies).values(movieIds.map((movieId) => ({ codeId: row.id, movieId })));
  return row;
}

/** A bundle of `movieIds`, in that order. */
export async function insertBundle(db: Db, movieIds: number[], overrides: Partial<typeof bundles.$inferInsert> = {}) {
  const row = firstRow(await db.insert(bundles).values({ title: `Bundle ${randomUUID().slice(0, 8)}`, priceCents: 999, ...overrides }).returning());
  await db.insert(bundleMovies).values(movieIds.map((movieId, position) => ({ bundleId: row.id, movieId, position })));
  return row;
}

export interface OfferPayment {
  userId: number;
  /** A film's payment names the film; a bundle's, the bundle (exactly one of the two). */
  movieId?: number;
  bundleId?: number;
  codeId?: number;
  discountCents?: number;
  amountCents?: number;
  status?: 'completed' | 'pending' | 'failed' | 'refunded';
  createdAt?: Date;
  /** A gift's recipient: the payment gets its row of gifts. */
  giftTo?: string;
}

/** A payment alone (no rentals: the admin's payment lists read payments). */
export async function insertOfferPayment(db: Db, options: OfferPayment) {
  const { status = 'completed', createdAt = new Date() } = options;
  const isPaid = status === 'completed' || status === 'refunded';
  const payment = firstRow(
    await db
      .insert(payments)
      .values({
        userId: options.userId,
        movieId: options.movieId ?? null,
        bundleId: options.bundleId ?? null,
        rentalDurationHours: options.movieId === undefined ? null : 48,
        codeId: options.codeId ?? null,
        discountCents: options.discountCents ?? 0,
        amountCents: options.amountCents ?? 499,
        status,
        provider: 'sandbox',
        checkoutSessionId: `test_${randomUUID()}`,
        createdAt,
        ...(isPaid && { completedAt: createdAt }),
        ...(status === 'refunded' && { refundedAt: createdAt }),
      })
      .returning(),
  );
  if (options.giftTo) {
    await db.insert(gifts).values({ paymentId: payment.id, token: randomUUID(), recipientEmail: options.giftTo });
  }
  return payment;
}

export async function insertScreenerPlay(db: Db, play: { codeId: number; userId: number | null; movieId: number; playedAt: Date }) {
  return firstRow(await db.insert(screenerPlays).values(play).returning());
}
