// The /admin/payments screen's own wording. The texts of docs/product.md#errors (load failure, refund confirmation,
// success and failure) are in web/content/admin-messages.ts.
import type { PAYMENT_DATE_RANGES, PaymentStatus } from '../../common/admin-business.ts';

export const adminPaymentsContent = {
  title: 'Payments',
  intro: 'Every payment with its status, totals over the filtered set, refunds and an export for the books.',
  caption: 'Payments',
  noun: { one: 'payment', other: 'payments' },
  loading: 'Loading payments...',
  emptyTitle: 'No payments found',
  emptyHint: 'No payment matches these filters.',
  searchLabel: 'Search payments',
  searchPlaceholder: 'Customer, movie or payment #',
  statusLabel: 'Status',
  statusOptions: {
    all: 'All statuses',
    completed: 'Completed',
    pending: 'Pending',
    failed: 'Failed',
    refunded: 'Refunded',
  } satisfies Record<'all' | PaymentStatus, string>,
  dateRangeLabel: 'Date range',
  dateRangeOptions: {
    all: 'All time',
    today: 'Today',
    week: 'Last 7 days',
    month: 'Last 30 days',
    year: 'Last 365 days',
  } satisfies Record<(typeof PAYMENT_DATE_RANGES)[number], string>,
  pagesLabel: 'Payments pages',
  summaryLabel: 'Summary of the filtered payments',
  summary: {
    total: 'Total payments',
    successRate: 'Success rate',
    /** '12 payments' under an amount. */
    count: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'payment' : 'payments'}`,
    rateHint: 'Completed of all payments',
  },
  /** '87.5%': one decimal. */
  percent: (rate: number) => `${rate.toFixed(1)}%`,
  columns: {
    customer: 'Customer',
    email: 'E-mail',
    movie: 'Movie',
    amount: 'Amount',
    status: 'Status',
    date: 'Date',
    code: 'Code',
    gift: 'Gift',
    bundle: 'Bundle',
  },
  /** A payment without a code or a bundle. */
  none: '—',
  /** What the code took off, under it: '−$1.00'. */
  discount: (amount: string) => `−${amount}`,
  yes: 'Yes',
  no: 'No',
  /** 'Bundle #3', a link to the bundle. */
  bundleRef: (bundleId: number) => `Bundle #${bundleId}`,
  statusLabels: {
    completed: 'Completed',
    pending: 'Pending',
    failed: 'Failed',
    refunded: 'Refunded',
  } satisfies Record<PaymentStatus, string>,
  refundedBy: (by: string | null) => `by ${by ?? 'Stripe'}`,
  /** A row's menu: the customer's detail on the Users screen. */
  viewCustomer: 'View customer',
  refund: 'Refund',
  refundLabel: (name: string, amount: string) => `Refund ${amount} to ${name}`,
  confirmRefund: (name: string, amount: string) => ({
    title: `Refund ${amount} to ${name}?`,
    confirmLabel: 'Refund',
    busyLabel: 'Refunding...',
  }),
} as const;
