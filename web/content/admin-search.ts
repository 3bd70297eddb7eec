// Find anything (docs/product.md#admin-find-anything): the wording of the admin top bar's search button and of its
// dialog. The server's refusal of a too short search is common/messages/admin.ts searchTooShort.
import type { PaymentStatus } from '../../common/admin-business.ts';

export const adminSearchContent = {
  /** The top bar's button (its name; the shortcut follows it on screen). */
  open: 'Search',
  /** The button's tooltip, with its shortcuts ('Ctrl K' or '⌘K'). */
  openTitle: (shortcut: string) => `Find anything (${shortcut}, or /)`,
  /** The shortcut as the button shows it, on Apple keyboards and on the others. */
  shortcutApple: '⌘K',
  shortcutOther: 'Ctrl K',
  dialogLabel: 'Find anything',
  inputLabel: 'Search customers, payments and films',
  placeholder: 'Name, e-mail, payment # or cs_/pi_ reference, film title',
  resultsLabel: 'Results',
  hint: 'Type at least 2 characters, or a payment number.',
  searching: 'Searching...',
  failed: 'Search failed. Try again.',
  noResults: (search: string) => `No results for "${search}"`,
  /** Announced as the results arrive. */
  resultCount: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  groups: { customers: 'Customers', payments: 'Payments', movies: 'Films' },
  /** '#1042': a payment's number. */
  paymentNumber: (id: number) => `#${id}`,
  paymentStatus: {
    completed: 'Completed',
    pending: 'Pending',
    failed: 'Failed',
    refunded: 'Refunded',
  } satisfies Record<PaymentStatus, string>,
  inactiveMovie: 'Inactive',
  keysHint: '↑↓ to move, Enter to open, Esc to close',
} as const;
