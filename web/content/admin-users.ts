// The /admin/users screen's own wording. The texts of docs/product.md#errors ('Failed to load users', 'Failed to load
// user details') are in web/content/admin-messages.ts.
import type { UserSort } from '../../common/admin-business.ts';

export const adminUsersContent = {
  title: 'Users',
  intro: 'Every customer and administrator, with what they rented and spent. Open a card for the full history.',
  listLabel: 'Users',
  noun: { one: 'user', other: 'users' },
  loading: 'Loading users...',
  emptyTitle: 'No users found',
  emptyHint: 'Nobody matches this search. Try part of a name or an e-mail address.',
  searchLabel: 'Search users',
  searchPlaceholder: 'Name or e-mail',
  pagesLabel: 'Users pages',
  admin: 'Admin',
  joined: 'Joined',
  rentals: 'Rentals',
  spent: 'Total spent',
  /** The card's shorter label of the same figure. */
  spentShort: 'Spent',
  email: 'E-mail',
  sortOptions: [
    { sort: 'created_at', order: 'desc', label: 'Newest first' },
    { sort: 'created_at', order: 'asc', label: 'Oldest first' },
    { sort: 'name', order: 'asc', label: 'Name (A–Z)' },
    { sort: 'name', order: 'desc', label: 'Name (Z–A)' },
    { sort: 'email', order: 'asc', label: 'E-mail (A–Z)' },
    { sort: 'total_rentals', order: 'desc', label: 'Most rentals' },
    { sort: 'total_spent', order: 'desc', label: 'Top spenders' },
  ] satisfies { sort: UserSort; order: 'asc' | 'desc'; label: string }[],
} as const;

/** The user detail dialog. */
export const userDetailContent = {
  loading: 'Loading user details...',
  close: 'Close',
  rentalsTitle: (count: number) => `Rental history (${count})`,
  paymentsTitle: (count: number) => `Payment history (${count})`,
  noRentals: 'No rentals yet.',
  noPayments: 'No payments yet.',
  movie: 'Movie',
  start: 'Start',
  end: 'End',
  status: 'Status',
  amount: 'Amount',
  date: 'Date',
  refunded: 'Refunded',
  active: 'Active',
  expired: 'Expired',
  refundedBy: (by: string | null) => `by ${by ?? 'Stripe'}`,
} as const;

/** 'Jane Doe'. */
export const userName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`.trim();
