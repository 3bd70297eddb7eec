// Offer rows written straight to the database for the admin's tests (docs/product.md#offers): payments that carry a
// code, buy a bundle or are a gift, and a screener's plays (codes and bundles: server/test/factories.ts). Checkout and fulfilment are tested where they
// live; the admin reads rows, whatever wrote them.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { gifts, payments, screenerPlays } from '../db/schema.ts';
import { firstRow } from '../test/factories.ts';

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
