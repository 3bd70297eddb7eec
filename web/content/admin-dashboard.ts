// The /admin dashboard's own wording. The texts of docs/product.md#errors ('Failed to load dashboard data', 'No recent
// activity', 'Failed to load insights') are in web/content/admin-messages.ts.
import type { Activity } from '../../common/admin-business.ts';

export type ActivityType = Activity['type'];
export type InsightRange = 'days' | 'months';

export const adminDashboardContent = {
  title: 'Admin Dashboard',
  /** The document title's screen name ('Dashboard · Admin'), as in the admin menu. */
  documentTitle: 'Dashboard',
  intro: 'How the studio is doing at a glance: customers, catalogue, rentals and revenue, and what happened last.',
  loading: 'Loading dashboard...',

  statsLabel: 'Totals',
  stats: {
    totalUsers: 'Total Users',
    totalMovies: 'Total Movies',
    totalRentals: 'Total Rentals',
    totalRevenue: 'Total Revenue',
  },
  statHints: {
    totalUsers: 'Customers and administrators',
    totalMovies: 'Active and inactive',
    totalRentals: 'Since the studio opened',
    totalRevenue: 'Completed payments, refunds excluded',
  },

  quickActionsTitle: 'Quick actions',
  quickActions: [
    { to: '/admin/movies?add=1', label: 'Add Movie', hint: 'Add a film to the catalogue', icon: 'movie' },
    { to: '/admin/newsletter', label: 'Send Newsletter', hint: 'Write to every subscriber', icon: 'mail' },
    { to: '/admin/payments', label: 'View Payments', hint: 'Filter, export and refund', icon: 'payment' },
  ],

  activityTitle: 'Recent activity',
  activityHint: 'The latest 20 rentals, sign-ups and payments',
  activityTypes: {
    rental: 'Rental',
    user: 'New user',
    payment: 'Payment',
  } satisfies Record<ActivityType, string>,
} as const;

export const adminInsightsContent = {
  title: 'Insights',
  intro: 'Revenue counts completed payments on the day they were made; a refunded payment stops counting.',
  loading: 'Loading insights...',

  trendTitle: 'Revenue and rentals',
  rangeLegend: 'Period',
  ranges: ['days', 'months'] as const satisfies readonly InsightRange[],
  rangeLabels: { days: 'Last 30 days', months: 'Last 12 months' } satisfies Record<InsightRange, string>,
  revenue: 'Revenue',
  rentals: 'Rentals',
  periodHeading: { days: 'Day', months: 'Month' } satisfies Record<InsightRange, string>,
  rangeTotals: 'Totals for the period',
  /** The chart's accessible name: what it shows and its totals (the table below has every figure). */
  chartLabel: (range: string, revenue: string, rentals: number) =>
    `Chart of revenue and rentals, ${range.toLowerCase()}: ${revenue} revenue, ${rentalsText(rentals)} in all. The figures are in the table that follows.`,
  tableCaption: (range: string) => `Revenue and rentals, ${range.toLowerCase()}`,
  showTable: 'Show the figures as a table',
  tableTotal: 'Total',
  noTrend: (range: string) => `No revenue and no rentals in the ${range.toLowerCase()}.`,

  topByRevenueTitle: 'Top movies by revenue',
  topByRentalsTitle: 'Top movies by rentals',
  noTopMovies: 'No rentals yet.',
  rentalsCount: rentalsText,
  rank: (position: number) => `${position}.`,

  // Offers (docs/product.md#offers): the last 30 days' revenue split by code and by bundle.
  payments: 'Payments',
  offersHint: 'Completed payments of the last 30 days, the ten largest',
  byCode: {
    title: 'Revenue by code',
    code: 'Code',
    discount: 'Discount',
    empty: 'No payment used a code in the last 30 days.',
  },
  byBundle: {
    title: 'Revenue by bundle',
    bundle: 'Bundle',
    empty: 'No bundle sold in the last 30 days.',
  },

  ratingsTitle: 'Average rating per movie',
  ratingsHint: 'Every movie with at least one review, best rated first',
  noRatings: 'No reviews yet.',
} as const;

function rentalsText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'rental' : 'rentals'}`;
}
