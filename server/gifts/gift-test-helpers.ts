// What the gift tests share: a paid gift written straight to the database (its payment and its row, as checkout and
// fulfilment leave them), a bundle, and the requests of the gift routes.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { gifts, payments } from '../db/schema.ts';
import { uniqueEmail } from '../test/factories.ts';

export interface GiftOptions {
  /** A film given (with the rules the payment bought), or a bundle. */
  item: { movieId: number; rentalDurationHours?: number; startWindowDays?: number | null } | { bundleId: number };
  status?: 'completed' | 'pending' | 'failed' | 'refunded';
  /** When its payment completed (now by default). */
  completedAt?: Date;
  deliverAt?: Date | null;
  message?: string | null;
  recipientEmail?: string;
  amountCents?: number;
  codeId?: number | null;
  discountCents?: number;
}

/** A gift bought by `buyerId`, its payment completed unless told otherwise. */
export async function createGift(db: Db, buyerId: number, options: GiftOptions) {
  const { item, status = 'completed', completedAt = new Date() } = options;
  const isPaid = status === 'completed' || status === 'refunded';
  const film =
    'movieId' in item
      ? { movieId: item.movieId, rentalDurationHours: item.rentalDurationHours ?? 48, startWindowDays: item.startWindowDays ?? null }
      : null;
  const [payment] = await db
    .insert(payments)
    .values({
      userId: buyerId,
      ...(film ?? { bundleId: 'bundleId' in item ? item.bundleId : null }),
      amountCents: options.amountCents ?? 499,
      status,
      provider: 'sandbox',
      checkoutSessionId: `test_${randomUUID()}`,
      codeId: options.codeId ?? null,
      discountCents: options.discountCents ?? 0,
      ...(isPaid && { completedAt }),
      ...(status === 'refunded' && { refundedAt: new Date() }),
    })
    .returning();
  if (!payment) throw new Error('no payment');
  const [gift] = await db
    .insert(gifts)
    .values({
      paymentId: payment.id,
      token: randomBytes(24).toString('base64url'),
      recipientEmail: options.recipientEmail ?? uniqueEmail('friend'),
      message: options.message ?? null,
      deliverAt: options.deliverAt ?? null,
    })
    .returning();
  if (!gift) throw new Error('no gift');
  return { payment, gift };
}

/** The gift routes on `app`. */
export function giftRequests(app: FastifyInstance) {
  return {
    getGift: (token: string) => app.inject({ method: 'GET', url: `/api/gifts/${encodeURIComponent(token)}` }),
    redeem: (token: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `/api/gifts/${encodeURIComponent(token)}/redeem`, headers }),
    givenGifts: (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/account/gifts', headers }),
  };
}
