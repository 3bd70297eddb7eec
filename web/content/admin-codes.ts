// The /admin/codes screen's own wording (docs/product.md#offers): the codes table, its row menu, the New code form, the
// batch's result and a code's redemptions. The server's refusals are common/messages/offers.ts; the load and save
// failures web/content/admin-messages.ts.
import { CODE_BATCH_MAX, type AdminCode, type CodeKind } from '../../common/admin-offers.ts';
import { formatPrice } from '../../common/format.ts';

type CodeStatusFilter = 'all' | 'active' | 'disabled';
export type CodeMode = 'single' | 'batch';

const plural = (count: number, one: string, other: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : other}`;

/** What a code takes off: '20 %', '$2.50 off', 'Free'. */
export function discountText(code: Pick<AdminCode, 'kind' | 'value'>): string {
  if (code.kind === 'free' || code.value === null) return adminCodesContent.free;
  return code.kind === 'percent' ? `${code.value} %` : `${formatPrice(code.value)} off`;
}

/** Its uses so far, of how many: '3 / 10', or '3' when it has no limit. */
export function usesText(code: Pick<AdminCode, 'redemptions' | 'max_redemptions'>): string {
  const used = code.redemptions.toLocaleString('en-US');
  return code.max_redemptions === null ? used : `${used} / ${code.max_redemptions.toLocaleString('en-US')}`;
}

export const adminCodesContent = {
  title: 'Codes',
  intro: 'Promo codes for a share or an amount off, free screener codes for one person, and batches of single-use codes.',
  newCode: 'New code',
  caption: 'Codes',
  noun: { one: 'code', other: 'codes' },
  pagesLabel: 'Codes pages',
  loading: 'Loading codes...',
  emptyTitle: 'No codes yet',
  emptyHint: 'Create a code to give viewers a discount, or a screener to let one person watch for free.',
  noMatchTitle: 'No codes found',
  noMatchHint: 'No code matches this search and status.',
  searchLabel: 'Search codes',
  searchPlaceholder: 'Code',
  statusLabel: 'Status',
  statusOptions: { all: 'All codes', active: 'Active', disabled: 'Disabled' } satisfies Record<CodeStatusFilter, string>,
  columns: {
    code: 'Code',
    discount: 'Discount',
    films: 'Films',
    uses: 'Uses',
    perViewer: 'Per viewer',
    revenue: 'Revenue',
    starts: 'Starts',
    ends: 'Ends',
    email: 'Screener',
    status: 'Status',
    created: 'Created',
  },
  free: 'Free',
  allFilms: 'All films',
  films: (count: number) => plural(count, 'film', 'films'),
  /** A film the catalogue no longer lists (its id). */
  unknownFilm: (id: number) => `Film #${id}`,
  noLimit: 'No limit',
  noEmail: '—',
  active: 'Active',
  disabled: 'Disabled',
  /** Beside Active: why the code is refused all the same. */
  expired: 'Expired',
  usedUp: 'Used up',
  scheduled: 'Not started',
  screener: 'Screener',
  // The row's menu.
  redemptions: 'Redemptions',
  disable: 'Disable',
  enable: 'Enable',
  actionLabel: (action: string, code: string) => `${action} ${code}`,
  confirmDisable: (code: string) => ({
    title: `Disable ${code}?`,
    message: 'Viewers can no longer use it at checkout. Rentals already paid with it are kept, and you can enable it again.',
    confirmLabel: 'Disable',
    busyLabel: 'Disabling...',
  }),
  confirmEnable: (code: string) => ({
    title: `Enable ${code}?`,
    message: 'Viewers can use it again at checkout, within its dates and uses.',
    confirmLabel: 'Enable',
    busyLabel: 'Enabling...',
  }),
  codeDisabled: 'Code disabled',
  codeEnabled: 'Code enabled',
  /** After one code was made. */
  codeCreated: (code: string) => `Code ${code} created`,
} as const;

export const codeFormContent = {
  title: 'New code',
  intro: 'A code takes a share or an amount off, or makes the rental free. Everything but the kind can be left empty.',
  modeLegend: 'Codes',
  modes: { single: 'One code', batch: 'A batch of single-use codes' } satisfies Record<CodeMode, string>,
  code: 'Code',
  codePlaceholder: 'SPRING25',
  codeHint: 'Letters A–Z and digits 2–9, 4 to 32 of them. Leave empty to generate one.',
  count: 'How many codes',
  countHint: `Generate 1 to ${CODE_BATCH_MAX} codes, each usable once. You can download them as CSV.`,
  kind: 'Kind',
  kinds: { percent: 'Percent off', amount: 'Amount off', free: 'Free' } satisfies Record<CodeKind, string>,
  percent: 'Percent off',
  percentHint: 'A whole number from 1 to 100',
  amount: 'Amount off (USD)',
  amountHint: 'Dollars, such as 2.50',
  films: {
    legend: 'Films',
    hint: 'The films the code is valid for. None chosen: every film.',
    empty: 'All films.',
  },
  maxRedemptions: 'Uses',
  maxRedemptionsHint: 'How many payments may use it in all. Empty: no limit.',
  perViewer: 'Uses per viewer',
  perViewerHint: 'Empty: no limit.',
  startsAt: 'Starts',
  endsAt: 'Ends',
  dateHint: (timeZone: string) => `Studio time (${timeZone}). Empty: no limit.`,
  email: 'Screener e-mail',
  emailHint: 'Only the account with this e-mail may use it, and every play is logged.',
  create: 'Create code',
  createBatch: 'Create codes',
  creating: 'Creating...',
} as const;

export const codeBatchContent = {
  title: (count: number) => `${plural(count, 'code', 'codes')} created`,
  intro: 'Each code can be used once. Download them to hand them out; they are also in the list.',
  listLabel: 'The new codes',
  download: 'Download CSV',
  downloading: 'Downloading...',
  done: 'Done',
} as const;

export const codeRedemptionsContent = {
  title: (code: string) => `Redemptions of ${code}`,
  loading: 'Loading redemptions...',
  redemptionsHeading: 'Payments',
  redemptionsHint: 'Each completed payment with the code, newest first.',
  noRedemptions: 'Nobody has used this code yet.',
  columns: { buyer: 'Buyer', title: 'Film or bundle', amount: 'Paid', discount: 'Discount', gift: 'Gift', date: 'Date' },
  yes: 'Yes',
  no: 'No',
  playsHeading: 'Plays',
  playsHint: 'Every play of the screener, newest first.',
  noPlays: 'Not played yet.',
  playColumns: { viewer: 'Viewer', title: 'Film', date: 'Played' },
  unknownViewer: 'Deleted account',
  discount: (amount: number) => `−${formatPrice(amount)}`,
} as const;
