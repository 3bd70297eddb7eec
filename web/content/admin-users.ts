// The /admin/users screen's own wording. The texts of docs/product.md#errors ('Failed to load users', 'Failed to load
// user details') are in web/content/admin-messages.ts.
export const adminUsersContent = {
  title: 'Users',
  intro: 'Every customer and administrator, with what they rented and spent. Open a name for the full history.',
  caption: 'Users',
  noun: { one: 'user', other: 'users' },
  loading: 'Loading users...',
  emptyTitle: 'No users found',
  emptyHint: 'Nobody matches this search. Try part of a name or an e-mail address.',
  searchLabel: 'Search users',
  searchPlaceholder: 'Name or e-mail',
  pagesLabel: 'Users pages',
  columns: { name: 'Name', role: 'Role' },
  admin: 'Admin',
  customer: 'Customer',
  joined: 'Joined',
  rentals: 'Rentals',
  spent: 'Total spent',
  email: 'E-mail',
  /** A row's menu: the detail dialog, and the user's payments and rentals on their screens. */
  viewDetails: 'View details',
  viewDetailsOf: (name: string) => `View details of ${name}`,
  viewPayments: 'View payments',
  viewRentals: 'View rentals',
} as const;

/** The user detail dialog. */
export const userDetailContent = {
  loading: 'Loading user details...',
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
