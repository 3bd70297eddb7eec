// The /admin/bundles screen's own wording (docs/product.md#offers): the bundles table and the bundle form. The server's
// refusals are common/messages/offers.ts; the load and save failures web/content/admin-messages.ts.
import { formatPrice } from '../../common/format.ts';

export const adminBundlesContent = {
  title: 'Bundles',
  intro: 'Several films sold together at one price. A viewer who already rents some of them pays that much less.',
  newBundle: 'New bundle',
  caption: 'Bundles',
  noun: { one: 'bundle', other: 'bundles' },
  pagesLabel: 'Bundles pages',
  loading: 'Loading bundles...',
  emptyTitle: 'No bundles yet',
  emptyHint: 'Put two or more films together at one price. A bundle shows on the Movies page while it is active.',
  columns: { title: 'Title', films: 'Films', price: 'Price', payments: 'Payments', revenue: 'Revenue', status: 'Status' },
  films: (count: number) => `${count} ${count === 1 ? 'film' : 'films'}`,
  /** A film the catalogue no longer lists (its id). */
  unknownFilm: (id: number) => `Film #${id}`,
  free: 'Free',
  price: (price: number) => (price === 0 ? 'Free' : formatPrice(price)),
  active: 'Active',
  inactive: 'Inactive',
  edit: 'Edit',
  editLabel: (title: string) => `Edit ${title}`,
  bundleAdded: 'Bundle added',
  bundleUpdated: 'Bundle updated',
} as const;

export const bundleFormContent = {
  addTitle: 'New bundle',
  editTitle: 'Edit bundle',
  intro: 'A title, two films or more in the order the bundle’s page shows them, and one price.',
  title: 'Title *',
  description: 'Description',
  films: {
    legend: 'Films *',
    hint: 'At least two different films, in the order the bundle’s page lists them.',
    empty: 'No films yet.',
  },
  price: 'Price (USD) *',
  priceHint: 'The whole bundle; 0 makes it free',
  active: 'Active',
  activeHint: 'An active bundle is on sale and shows on the Movies page.',
  create: 'Add bundle',
  save: 'Save',
} as const;
