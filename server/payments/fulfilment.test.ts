import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, rentals } from '../db/schema.ts';
import { testDatabase } from '../test/database.ts';
import { createMovie, createPendingPayment, createUser } from '../test/factories.ts';
import { completePayment, failPayment, markPaymentRefunded } from './fulfilment.ts';

// What the rental's e-mails need (rentals/rental-emails.ts); their content is tested in rentals/rental-emails.test.ts.
const mail = { publicUrl: 'https://studio.test', timeZone: 'UTC' };

async function pendingPayment(owner?: { userId: number; movieId: number }) {
  const { db } = await testDatabase();
  const movie = owner ? { id: owner.movieId } : await createMovie(db);
  const user = owner ? { id: owner.userId } : (await createUser(db)).user;
  const payment = await createPendingPayment(db, { userId: user.id, movieId: movie.id });
  return { db, payment, checkoutSessionId: payment.checkoutSessionId };
}

describe('completePayment', () => {
  // On PostgreSQL (npm run test:pg) these run truly in parallel on separate connections.
  it('run five times at once grants exactly one rental', async () => {
    const { db, checkoutSessionId } = await pendingPayment();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => completePayment(db, { checkoutSessionId, paymentIntentId: 'pi_concurrent' }, 'refund', mail)),
    );
    expect(results.every((r) => r.outcome === 'granted')).toBe(true);
    const rows = await db.select().from(rentals).where(eq(rentals.checkoutSessionId, checkoutSessionId));
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => (r.outcome === 'granted' ? r.rental.id : 0)))).toEqual(new Set([rows[0]!.id]));
  });

  it('completing two paid sessions of one viewer for one movie at once grants one rental; the other owes a refund', async () => {
    const first = await pendingPayment();
    const second = await pendingPayment({ userId: first.payment.userId, movieId: first.payment.movieId });
    const results = await Promise.all(
      [first, second, first, second, first].map(({ db, checkoutSessionId }) =>
        completePayment(db, { checkoutSessionId, paymentIntentId: `pi_${checkoutSessionId}` }, 'refund', mail),
      ),
    );
    const outcomes = results.map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'granted').length).toBeGreaterThanOrEqual(1);
    expect(outcomes).toContain('refund-owed');
    const rows = await first.db.select().from(rentals).where(eq(rentals.userId, first.payment.userId));
    expect(rows).toHaveLength(1);
    const loser = [first, second].find(({ checkoutSessionId }) => checkoutSessionId !== rows[0]?.checkoutSessionId);
    const [owing] = await first.db.select().from(payments).where(eq(payments.checkoutSessionId, loser?.checkoutSessionId ?? ''));
    expect(owing).toMatchObject({ status: 'pending', failureCode: 'duplicate', paymentIntentId: `pi_${loser?.checkoutSessionId}` });
  });

  it('declines, uncharged, a payment for a movie its viewer is renting when no money has moved (the sandbox)', async () => {
    const first = await pendingPayment();
    const second = await pendingPayment({ userId: first.payment.userId, movieId: first.payment.movieId });
    await completePayment(first.db, { checkoutSessionId: first.checkoutSessionId }, 'decline', mail);
    const result = await completePayment(second.db, { checkoutSessionId: second.checkoutSessionId }, 'decline', mail);
    expect(result.outcome).toBe('already-rented');
    const [declined] = await second.db.select().from(payments).where(eq(payments.id, second.payment.id));
    expect(declined).toMatchObject({ status: 'failed', failureCode: 'already_rented', completedAt: null });
  });

  it('keeps a refund owed once decided: neither the end of the other rental nor a failure event undoes it', async () => {
    const first = await pendingPayment();
    const second = await pendingPayment({ userId: first.payment.userId, movieId: first.payment.movieId });
    const { db } = first;
    await completePayment(db, { checkoutSessionId: first.checkoutSessionId }, 'refund', mail);
    await completePayment(db, { checkoutSessionId: second.checkoutSessionId, paymentIntentId: 'pi_owed' }, 'refund', mail);
    await db.update(rentals).set({ isActive: false }).where(eq(rentals.checkoutSessionId, first.checkoutSessionId));

    expect((await completePayment(db, { checkoutSessionId: second.checkoutSessionId }, 'refund', mail)).outcome).toBe('refund-owed');
    expect(await failPayment(db, second.checkoutSessionId, 'provider_failed')).toBeUndefined();
    const [owing] = await db.select().from(payments).where(eq(payments.id, second.payment.id));
    expect(owing).toMatchObject({ status: 'pending', failureCode: 'duplicate' });
    expect(await db.select().from(rentals).where(eq(rentals.checkoutSessionId, second.checkoutSessionId))).toHaveLength(0);
  });

  it('grants nothing for an unknown session or a refunded payment', async () => {
    const { db, payment, checkoutSessionId } = await pendingPayment();
    expect((await completePayment(db, { checkoutSessionId: 'cs_unknown' }, 'refund', mail)).outcome).toBe('unknown-session');
    await completePayment(db, { checkoutSessionId }, 'refund', mail);
    await markPaymentRefunded(db, { paymentId: payment.id });
    expect((await completePayment(db, { checkoutSessionId }, 'refund', mail)).outcome).toBe('refunded');
    const [rental] = await db.select().from(rentals).where(eq(rentals.checkoutSessionId, checkoutSessionId));
    expect(rental?.isActive).toBe(false);
  });
});
