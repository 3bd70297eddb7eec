// The people on the admin lists' rows: the customer, and who gave a payment back (payments table, a customer's
// detail). A closed account (docs/decisions/0024) shows as "Deleted account", on the page and in the CSV alike. The
// refunding administrator is the users table joined a second time, under its own name.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shownCustomer, shownRefunder, type CustomerIdentity } from '../account/deleted-accounts.ts';
import { payments, users } from '../db/schema.ts';

/** The customer's fields of a row, from users' firstName, lastName, email and deletedAt. */
export function customerFieldsOf(row: CustomerIdentity & { deletedAt: Date | null }) {
  const shown = shownCustomer(row);
  return { first_name: shown.firstName, last_name: shown.lastName, email: shown.email };
}

/** Join with `leftJoin(refunder, eq(refunder.id, payments.refundedBy))`. */
export const refunder = alias(users, 'refunder');

/** Select these beside a payment's own columns. */
export const refundColumns = {
  refundedAt: payments.refundedAt,
  refundedBy: sql<string | null>`${refunder.email}`,
  refunderDeletedAt: refunder.deletedAt,
};

export function refundFieldsOf(row: { refundedAt: Date | null; refundedBy: string | null; refunderDeletedAt: Date | null }) {
  return { refunded_at: row.refundedAt?.toISOString() ?? null, refunded_by: shownRefunder(row.refundedBy, row.refunderDeletedAt) };
}
