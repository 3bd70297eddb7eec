// Who gave a payment back, and when, as the admin lists show it (payments table, a customer's detail): the
// refunding administrator is the users table joined a second time, under its own name.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { payments, users } from '../db/schema.ts';

/** Join with `leftJoin(refunder, eq(refunder.id, payments.refundedBy))`. */
export const refunder = alias(users, 'refunder');

/** Select these beside a payment's own columns. */
export const refundColumns = {
  refundedAt: payments.refundedAt,
  refundedBy: sql<string | null>`${refunder.email}`,
};

export function refundFieldsOf(row: { refundedAt: Date | null; refundedBy: string | null }) {
  return { refunded_at: row.refundedAt?.toISOString() ?? null, refunded_by: row.refundedBy };
}
