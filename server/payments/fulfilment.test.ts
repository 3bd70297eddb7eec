import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { payments, rentals } from '../db/schema.ts';
import { testDatabase } from '../test/database.ts';
import { createBundle, createCode, createMovie, createPendingPayment, createUser } from '../test/factories.ts';
import { completePayment, failPayment, markPaymentRefunded, owesRefund, spreadCents } from './fulfilment.ts';

// What the rental's e-mails need (rentals/rental-emails.ts); their content is tested in rentals/rental-emails.test.ts.
const mail = { publicUrl: 'https://studio.test', timeZone: 'UTC' };

async function pendingPayment(owner?: { userId: number; movieId: number | null }) {
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

describe('completePayment with a code (docs/product.md#offers)', () => {
  /** `count` pending sandbox payments with a new code, each for a new film: by as many new viewers, or all by one. */
  async function pendingWithCode(codeOverrides: Parameters<typeof createCode>[1], count: number, oneViewer = false) {
    const { db } = await testDatabase();
    const code = await createCode(db, codeOverrides);
    const shared = (await createUser(db)).user;
    const made = [];
    for (let i = 0; i < count; i += 1) {
      const user = oneViewer ? shared : (await createUser(db)).user;
      const movie = await createMovie(db);
      made.push(await createPendingPayment(db, { userId: user.id, movieId: movie.id }, { codeId: code.id, provider: 'sandbox' }));
    }
    return { db, code, payments: made };
  }
  const statusesOf = async (db: Db, ids: number[]) =>
    (await db.select().from(payments).where(inArray(payments.id, ids))).sort((a, b) => a.id - b.id);

  // On PostgreSQL (npm run test:pg) these run truly in parallel on separate connections.
  it('gives the last use to exactly one of the viewers racing for it; the sandbox declines the others, uncharged', async () => {
    const { db, payments: racing } = await pendingWithCode({ maxRedemptions: 1 }, 4);
    const results = await Promise.all(
      [...racing, ...racing].map((payment) => completePayment(db, { checkoutSessionId: payment.checkoutSessionId }, 'decline', mail)),
    );
    const rows = await statusesOf(db, racing.map((payment) => payment.id));
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'failed' && row.failureCode === 'code_used_up')).toHaveLength(3);
    expect(results.filter((result) => result.outcome === 'code-used-up').length).toBeGreaterThanOrEqual(3);
    const granted = await db.select().from(rentals).where(inArray(rentals.paymentId, racing.map((payment) => payment.id)));
    expect(granted).toHaveLength(1);
  });

  it('with Stripe, records the losers\' money as owed back (pending, code_used_up), to be refunded', async () => {
    const { db, payments: racing } = await pendingWithCode({ maxRedemptions: 1 }, 3);
    await Promise.all(
      racing.map((payment) => completePayment(db, { checkoutSessionId: payment.checkoutSessionId, paymentIntentId: `pi_${payment.id}` }, 'refund', mail)),
    );
    const rows = await statusesOf(db, racing.map((payment) => payment.id));
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(1);
    const owing = rows.filter((row) => row.status === 'pending');
    expect(owing).toHaveLength(2);
    for (const row of owing) {
      expect(row).toMatchObject({ failureCode: 'code_used_up', paymentIntentId: `pi_${row.id}` });
      expect(owesRefund(row)).toBe(true);
      // Kept on every later call, and never turned into a failure.
      expect((await completePayment(db, { checkoutSessionId: row.checkoutSessionId }, 'refund', mail)).outcome).toBe('refund-owed');
      expect(await failPayment(db, row.checkoutSessionId, 'provider_failed')).toBeUndefined();
    }
  });

  it("counts one viewer's uses against per_viewer, under the same lock", async () => {
    const { db, payments: mine } = await pendingWithCode({ perViewer: 2 }, 4, true);
    await Promise.all(mine.map((payment) => completePayment(db, { checkoutSessionId: payment.checkoutSessionId }, 'decline', mail)));
    const rows = await statusesOf(db, mine.map((payment) => payment.id));
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(2);
    expect(rows.filter((row) => row.failureCode === 'code_used_up')).toHaveLength(2);
  });

  it('gives the use back when the payment that had it is refunded', async () => {
    const { db, payments: [first, second] } = await pendingWithCode({ maxRedemptions: 1 }, 2);
    await completePayment(db, { checkoutSessionId: first!.checkoutSessionId }, 'decline', mail);
    expect((await completePayment(db, { checkoutSessionId: second!.checkoutSessionId }, 'decline', mail)).outcome).toBe('code-used-up');
    await markPaymentRefunded(db, { paymentId: first!.id });
    expect((await completePayment(db, { checkoutSessionId: second!.checkoutSessionId }, 'decline', mail)).outcome).toBe('granted');
  });
});

describe('completePayment for a bundle', () => {
  async function pendingBundle(priceCents: number, filmPrices: number[]) {
    const { db } = await testDatabase();
    const films = [];
    for (const cents of filmPrices) films.push(await createMovie(db, { priceCents: cents }));
    const bundle = await createBundle(db, films.map((film) => film.id), priceCents);
    const { user } = await createUser(db);
    const payment = await createPendingPayment(db, { userId: user.id, bundleId: bundle.id }, { amountCents: priceCents, provider: 'sandbox' });
    return { db, films, bundle, user, payment };
  }

  it('run five times at once grants one rental per film, once, all in the one payment', async () => {
    const { db, films, payment } = await pendingBundle(1000, [300, 400, 500]);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => completePayment(db, { checkoutSessionId: payment.checkoutSessionId, paymentIntentId: 'pi_bundle' }, 'refund', mail)),
    );
    expect(results.every((result) => result.outcome === 'granted')).toBe(true);
    const rows = await db.select().from(rentals).where(eq(rentals.paymentId, payment.id)).orderBy(rentals.id);
    expect(rows.map((row) => row.movieId)).toEqual(films.map((film) => film.id));
    expect(rows.reduce((sum, row) => sum + row.amountPaidCents, 0)).toBe(1000);
    for (const result of results) {
      if (result.outcome === 'granted') expect(result.rentals.map((rental) => rental.id)).toEqual(rows.map((row) => row.id));
    }
  });

  it("two sessions of one viewer for one bundle completing at once: one grants, the other's money is owed back", async () => {
    const first = await pendingBundle(900, [300, 600]);
    const second = await createPendingPayment(first.db, { userId: first.user.id, bundleId: first.bundle.id }, { amountCents: 900 });
    const outcomes = await Promise.all(
      [first.payment, second].map((payment) => completePayment(first.db, { checkoutSessionId: payment.checkoutSessionId, paymentIntentId: `pi_${payment.id}` }, 'refund', mail)),
    );
    expect(outcomes.map((result) => result.outcome).sort()).toEqual(['granted', 'refund-owed']);
    const held = await first.db.select().from(rentals).where(eq(rentals.userId, first.user.id));
    expect(held).toHaveLength(2);
    expect(new Set(held.map((rental) => rental.paymentId)).size).toBe(1);
  });

  it('a refund ends every rental of the bundle', async () => {
    const { db, payment } = await pendingBundle(500, [300, 300]);
    await completePayment(db, { checkoutSessionId: payment.checkoutSessionId }, 'decline', mail);
    await markPaymentRefunded(db, { paymentId: payment.id });
    const rows = await db.select().from(rentals).where(eq(rentals.paymentId, payment.id));
    expect(rows.map((row) => row.isActive)).toEqual([false, false]);
  });
});

describe('spreadCents', () => {
  it.each([
    [1000, [300, 400, 500], [250, 333, 417]],
    [550, [300, 500], [206, 344]],
    [100, [1, 1, 1], [34, 33, 33]],
    [0, [300, 400], [0, 0]],
    [999, [0, 0, 0], [333, 333, 333]],
    [7, [0, 0], [4, 3]],
    [500, [499], [500]],
  ])('%i over %j is %j', (total, weights, shares) => {
    expect(spreadCents(total, weights)).toEqual(shares);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
  });
});
