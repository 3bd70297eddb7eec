// The /admin/rentals screen's own wording. The text of docs/product.md#errors ('Failed to load rentals') is in
// web/content/admin-messages.ts.
import type { RENTAL_STATUS_FILTERS } from '../../common/admin-business.ts';

export const adminRentalsContent = {
  title: 'Rentals',
  intro: 'Every rental, running or over. Filter by status, movie or customer, sort any column and export what you see.',
  caption: 'Rentals',
  noun: { one: 'rental', other: 'rentals' },
  loading: 'Loading rentals...',
  emptyTitle: 'No rentals found',
  emptyHint: 'No rental matches these filters.',
  searchLabel: 'Search customers',
  searchPlaceholder: 'Customer name or e-mail',
  statusLabel: 'Status',
  statusOptions: {
    all: 'All rentals',
    active: 'Active',
    expired: 'Expired',
  } satisfies Record<(typeof RENTAL_STATUS_FILTERS)[number], string>,
  movieLabel: 'Movie',
  allMovies: 'All movies',
  pagesLabel: 'Rentals pages',
  columns: {
    movie: 'Movie',
    customer: 'Customer',
    start: 'Start',
    end: 'End',
    amount: 'Amount',
    status: 'Status',
    created: 'Created',
  },
  posterAlt: (title: string) => `${title} poster`,
  active: 'Active',
  expired: 'Expired',
  free: 'Free',
  /** A row's menu: the customer's detail on the Users screen, the movie's edit form on the Movies screen. */
  viewCustomer: 'View customer',
  editMovie: 'Edit movie',
  /** The row's name for its '⋯' button ('Actions for Northbound, Ada Lovelace'). */
  rowName: (movie: string, customer: string) => `${movie}, ${customer}`,
} as const;
