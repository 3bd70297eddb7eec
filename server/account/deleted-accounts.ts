// How the admin shows an account its owner closed (docs/decisions/0024): its payments and rentals stay in every
// list, export and activity line, under "Deleted account" instead of a name and an e-mail. The row holds neither any
// more (a placeholder address, empty names); this keeps the placeholder off the screens and the CSV files.
import { DELETED_ACCOUNT_NAME } from '../../common/account.ts';

export interface CustomerIdentity {
  firstName: string;
  lastName: string;
  email: string;
}

/** The customer as the admin shows them: themselves, or "Deleted account" with no e-mail once closed. */
export function shownCustomer(row: CustomerIdentity & { deletedAt: Date | null }): CustomerIdentity {
  if (row.deletedAt) return { firstName: DELETED_ACCOUNT_NAME, lastName: '', email: '' };
  return { firstName: row.firstName, lastName: row.lastName, email: row.email };
}

/** The same, for a list that shows the full name in one column ('first last'). */
export function shownCustomerByName(row: { name: string; email: string; deletedAt: Date | null }): { name: string; email: string } {
  return row.deletedAt ? { name: DELETED_ACCOUNT_NAME, email: '' } : { name: row.name, email: row.email };
}

/** Who refunded a payment (the administrator's e-mail), or "Deleted account" once that administrator left. */
export function shownRefunder(refundedBy: string | null, refunderDeletedAt: Date | null): string | null {
  return refundedBy !== null && refunderDeletedAt ? DELETED_ACCOUNT_NAME : refundedBy;
}
