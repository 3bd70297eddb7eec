// A code's uses (docs/product.md#offers): its completed payments, counted from payments_code_completed_idx. Nothing
// is stored per use, so a refund (the payment no longer completed) gives its use back by itself. The last use is
// decided under the code's row lock, in the transaction that completes the payment (payments/fulfilment.ts): two
// payments racing for it take turns, and the second counts the first.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments, promoCodes } from '../db/schema.ts';

type CodeLimits = Pick<typeof promoCodes.$inferSelect, 'maxRedemptions' | 'perViewer'>;

export interface CodeUses {
  /** Everyone's completed payments with the code. */
  total: number;
  /** The viewer's own. */
  viewer: number;
}

/** The code's uses, all and `userId`'s, leaving out `exceptPaymentId` (the payment being completed). */
export async function countCodeUses(db: Db, codeId: number, userId: number, exceptPaymentId?: number): Promise<CodeUses> {
  const [uses] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      viewer: sql<number>`count(*) filter (where ${payments.userId} = ${userId})`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        eq(payments.codeId, codeId),
        eq(payments.status, 'completed'),
        exceptPaymentId === undefined ? undefined : ne(payments.id, exceptPaymentId),
      ),
    );
  return uses ?? { total: 0, viewer: 0 };
}

/** No use left: all of them taken, or all of this viewer's. */
export const isUsedUp = (code: CodeLimits, uses: CodeUses): boolean =>
  (code.maxRedemptions !== null && uses.total >= code.maxRedemptions) || (code.perViewer !== null && uses.viewer >= code.perViewer);

/**
 * Whether the payment's code has no use left for it. Locks the code's row first (for the rest of `tx`), then counts in
 * a new statement, which under READ COMMITTED sees every payment completed by a transaction that held the lock before.
 */
export async function lockedCodeIsUsedUp(tx: Db, payment: { id: number; userId: number; codeId: number }): Promise<boolean> {
  const [code] = await tx.select().from(promoCodes).where(eq(promoCodes.id, payment.codeId)).for('update');
  // A code a payment names cannot be deleted (payments_code_id_promo_codes_id_fk restricts it).
  if (!code) throw new Error(`code ${payment.codeId} of payment ${payment.id} missing`);
  return isUsedUp(code, await countCodeUses(tx, code.id, payment.userId, payment.id));
}
