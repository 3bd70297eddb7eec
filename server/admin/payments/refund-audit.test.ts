// The audit entry of an admin's refund (docs/product.md#admin-audit): payment.refund, written with the refund itself;
// none for a refused one, and one only when two admins refund at once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actorOf, auditEntriesOf, expectAuditDuring, expectNoAuditDuring } from '../../audit/testing.ts';
import { payments } from '../../db/schema.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createLoggedInUser, createMovie, createRental } from '../../test/factories.ts';
import { sharedAdmin } from '../testing.ts';

const app = sharedTestApp();
const admin = sharedAdmin();
const refund = (id: number | string) => app.inject({ method: 'POST', url: `/api/admin/payments/${id}/refund`, headers: admin.headers });

async function completedPayment() {
  const d = await db();
  const viewer = await createLoggedInUser(d);
  const rental = await createRental(d, viewer.user.id, (await createMovie(d)).id, 3_600_000);
  const [payment] = await d.select().from(payments).where(eq(payments.id, rental.paymentId));
  return payment!;
}

describe('refund audit entries', () => {
  it('records payment.refund: the status it changed, what was given back and through which provider', async () => {
    const payment = await completedPayment();
    await expectAuditDuring(async () => expect((await refund(payment.id)).statusCode).toBe(200), [
      {
        actor: actorOf(admin),
        action: 'payment.refund',
        subjectKind: 'payment',
        subjectId: payment.id,
        changes: {
          status: { before: 'completed', after: 'refunded' },
          amount_cents: { before: null, after: payment.amountCents },
          provider: { before: null, after: payment.provider },
        },
      },
    ]);
  });

  it('records nothing for a refused refund (already refunded, unknown)', async () => {
    const payment = await completedPayment();
    expect((await refund(payment.id)).statusCode).toBe(200);
    await expectNoAuditDuring(async () => {
      expect((await refund(payment.id)).statusCode).toBe(409);
      expect((await refund(2_000_000_000)).statusCode).toBe(404);
    });
  });

  it('records one refund when two admins refund at once', async () => {
    const payment = await completedPayment();
    const answers = await Promise.all([refund(payment.id), refund(payment.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await auditEntriesOf('payment', payment.id)).toHaveLength(1);
  });
});
