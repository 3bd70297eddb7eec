import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, rentals } from '../db/schema.ts';
import { createMovie } from '../test/catalogue-factories.ts';
import { testDatabase } from '../test/database.ts';
import { createUser } from '../test/factories.ts';
import { completePayment, refundPayment } from './fulfilment.ts';

async function pendingPayment(owner?: { userId: number; movieId: number }) {
  const { db } = await testDatabase();
  const movie = owner ? { id: owner.movieId } : await createMovie(db);
  const user = owner ? { id: owner.userId } : (await createUser(db)).user;
  const checkoutSessionId = `cs_test_${randomUUID()}`;
  const [payment] = await db
    .insert(payments)
    .values({ userId: user.id, movieId: movie.id, amountCents: 499, rentalDurationHours: 48, provider: 'stripe', checkoutSessionId })
    .returning();
  return { db, payment: payment!, checkoutSessionId };
}

describe('completePayment', () => {
  // On PostgreSQL (npm run test:pg) these run truly in parallel on separate connections.
  it('run five times at once grants exactly one rental', async () => {
    const { db, checkoutSessionId } = await pendingPayment();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => completePayment(db, { checkoutSessionId, paymentIntentId: 'pi_concurrent' })),
    );
    expect(results.every((r) => r.outcome === 'granted')).toBe(true);
    const rows = await db.select().from(rentals).where(eq(rentals.checkoutSessionId, checkoutSessionId));
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => (r.outcome === 'granted' ? r.rental.id : 0)))).toEqual(new Set([rows[0]!.id]));
  });

  it('completing two sessions of one viewer for one movie at once grants one rental; the other is already-rented', async () => {
    const first = await pendingPayment();
    const second = await pendingPayment({ userId: first.payment.userId, movieId: first.payment.movieId });
    const results = await Promise.all(
      [first, second, first, second, first].map(({ db, checkoutSessionId }) => completePayment(db, { checkoutSessionId })),
    );
    const outcomes = results.map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'granted').length).toBeGreaterThanOrEqual(1);
    expect(outcomes).toContain('already-rented');
    const rows = await first.db.select().from(rentals).where(eq(rentals.userId, first.payment.userId));
    expect(rows).toHaveLength(1);
    const loser = [first, second].find(({ checkoutSessionId }) => checkoutSessionId !== rows[0]?.checkoutSessionId);
    const [unpaid] = await first.db.select().from(payments).where(eq(payments.checkoutSessionId, loser?.checkoutSessionId ?? ''));
    expect(unpaid?.status).toBe('pending');
  });

  it('grants nothing for an unknown session or a refunded payment', async () => {
    const { db, payment, checkoutSessionId } = await pendingPayment();
    expect((await completePayment(db, { checkoutSessionId: 'cs_unknown' })).outcome).toBe('unknown-session');
    await completePayment(db, { checkoutSessionId });
    await refundPayment(db, { paymentId: payment.id });
    expect((await completePayment(db, { checkoutSessionId })).outcome).toBe('refunded');
    const [rental] = await db.select().from(rentals).where(eq(rentals.checkoutSessionId, checkoutSessionId));
    expect(rental?.isActive).toBe(false);
  });
});
