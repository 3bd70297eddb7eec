import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Activity, AdminStats, Insights, PeriodTotals } from '../../../common/admin-business.ts';
import { formatDate } from '../../../common/format.ts';
import { deferred, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

const STATS: AdminStats = { totalUsers: 1234, totalMovies: 7, totalRentals: 56, totalRevenue: 1234.5 };

const ACTIVITIES: Activity[] = [
  { type: 'payment', description: 'Payment of $4.99 from Jane Doe for "Night Train" (completed)', created_at: '2031-07-04T12:05:00.000Z' },
  { type: 'rental', description: 'Jane Doe rented "Night Train"', created_at: '2031-07-04T12:04:00.000Z' },
  { type: 'user', description: 'New customer: Jane Doe (jane@x.example)', created_at: '2031-07-03T09:00:00.000Z' },
];

/** 30 days of July 2031 (zeros) with the given figures on some days ('2031-07-02': [revenue, rentals]). */
function days(figures: Record<string, [number, number]> = {}): PeriodTotals[] {
  return Array.from({ length: 30 }, (_, index) => {
    const period = `2031-07-${String(index + 1).padStart(2, '0')}`;
    const [revenue, rentals] = figures[period] ?? [0, 0];
    return { period, revenue, rentals };
  });
}

/** Aug 2030 to Jul 2031 (zeros) with the given figures on some months. */
function months(figures: Record<string, [number, number]> = {}): PeriodTotals[] {
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(2030, 7 + index, 1));
    const period = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    const [revenue, rentals] = figures[period] ?? [0, 0];
    return { period, revenue, rentals };
  });
}

const INSIGHTS: Insights = {
  by_day: days({ '2031-07-02': [9.98, 2], '2031-07-30': [3.99, 1] }),
  by_month: months({ '2030-12': [120.5, 30], '2031-07': [13.97, 3] }),
  top_by_revenue: [
    { movie_id: 3, title: 'Night Train', revenue: 99.8, rentals: 20 },
    { movie_id: 4, title: 'Paper Lanterns', revenue: 49.9, rentals: 10 },
  ],
  top_by_rentals: [
    { movie_id: 5, title: 'Free Rein', revenue: 0, rentals: 40 },
    { movie_id: 3, title: 'Night Train', revenue: 99.8, rentals: 20 },
  ],
  ratings: [
    { movie_id: 3, title: 'Night Train', average_rating: 4.5, total_reviews: 12 },
    { movie_id: 4, title: 'Paper Lanterns', average_rating: 3, total_reviews: 1 },
  ],
  by_code: [
    { code_id: 11, code: 'SPRING25', payments: 12, discount: 14.97, revenue: 44.91 },
    { code_id: 12, code: 'PRESS', payments: 3, discount: 17.97, revenue: 0 },
  ],
  by_bundle: [{ bundle_id: 2, title: 'The Night Trilogy', payments: 4, revenue: 39.96 }],
};

const EMPTY_INSIGHTS: Insights = {
  by_day: days(),
  by_month: months(),
  top_by_revenue: [],
  top_by_rentals: [],
  ratings: [],
  by_code: [],
  by_bundle: [],
};

interface Answers {
  stats?: FetchHandler;
  activity?: FetchHandler;
  insights?: FetchHandler;
}

function renderDashboard(answers: Answers = {}) {
  const fetch = mockFetch({
    'GET /api/admin/stats': answers.stats ?? (() => jsonResponse(STATS)),
    'GET /api/admin/activity': answers.activity ?? (() => jsonResponse({ activities: ACTIVITIES })),
    'GET /api/admin/insights': answers.insights ?? (() => jsonResponse(INSIGHTS)),
  });
  return { ...renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], { path: '/admin' }), ...fetch };
}

const totals = () => screen.getByRole('list', { name: 'Totals' });
/** The value on the card of one total ('Total Revenue'). */
const statValue = (label: string) => within(totals()).getByText(label).parentElement?.querySelector('.dash-stat__value')?.textContent;
const activitySection = () => screen.getByRole('region', { name: 'Recent activity' });
const insightsSection = () => screen.getByRole('region', { name: 'Insights' });
const serverError = () => jsonResponse({ error: 'Internal server error' }, 500);

describe('AdminDashboardPage: totals, quick actions and activity', () => {
  it('shows the four totals, revenue in USD with two decimals, after a loading state', async () => {
    const stats = deferred<Response>();
    renderDashboard({ stats: () => stats.promise });

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading dashboard...')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Loading insights...')).toBeInTheDocument();
    expect(totals()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(document.title).toBe('Dashboard · Admin · Ember Lane Studios'));

    stats.resolve(jsonResponse(STATS));

    await waitFor(() => expect(statValue('Total Revenue')).toBe('$1,234.50'));
    expect(statValue('Total Users')).toBe('1,234');
    expect(statValue('Total Movies')).toBe('7');
    expect(statValue('Total Rentals')).toBe('56');
    expect(totals()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the recent activity, newest first, each with its type and date', async () => {
    renderDashboard();

    const items = await within(activitySection()).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Payment of $4.99 from Jane Doe for "Night Train" (completed)');
    expect(within(items[0]!).getByText('Payment')).toBeInTheDocument();
    expect(within(items[0]!).getByText(formatDate(ACTIVITIES[0]!.created_at))).toHaveAttribute('datetime', ACTIVITIES[0]!.created_at);
    expect(within(items[1]!).getByText('Rental')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Jane Doe rented "Night Train"');
    expect(within(items[2]!).getByText('New user')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('New customer: Jane Doe (jane@x.example)');
    expect(screen.queryByText('No recent activity')).not.toBeInTheDocument();
  });

  it("says 'No recent activity' when nothing happened yet", async () => {
    renderDashboard({ activity: () => jsonResponse({ activities: [] }) });

    expect(await within(activitySection()).findByText('No recent activity')).toBeInTheDocument();
    expect(within(activitySection()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('offers the quick actions: add a movie, send the newsletter, view payments', async () => {
    renderDashboard();

    const actions = screen.getByRole('region', { name: 'Quick actions' });
    // Each tile is named by its label then its hint: the visible words are in the name (WCAG 2.5.3).
    expect(within(actions).getByRole('link', { name: 'Add Movie Add a film to the catalogue' })).toHaveAttribute('href', '/admin/movies?add=1');
    expect(within(actions).getByRole('link', { name: 'Send Newsletter Write to every subscriber' })).toHaveAttribute('href', '/admin/newsletter');
    expect(within(actions).getByRole('link', { name: 'View Payments Filter, export and refund' })).toHaveAttribute('href', '/admin/payments');
    await waitFor(() => expect(statValue('Total Movies')).toBe('7'));
  });

  it("shows zeros, an empty list and 'Failed to load dashboard data' when both calls fail; Try Again loads them", async () => {
    let failing = true;
    const { user, requestsTo } = renderDashboard({
      stats: () => (failing ? serverError() : jsonResponse(STATS)),
      activity: () => (failing ? serverError() : jsonResponse({ activities: ACTIVITIES })),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard data');
    await waitFor(() => expect(statValue('Total Revenue')).toBe('$0.00'));
    expect(statValue('Total Users')).toBe('0');
    expect(statValue('Total Movies')).toBe('0');
    expect(statValue('Total Rentals')).toBe('0');
    await waitFor(() => expect(within(activitySection()).getByText('No recent activity')).toBeInTheDocument());

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(statValue('Total Revenue')).toBe('$1,234.50'));
    expect(await within(activitySection()).findAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Failed to load dashboard data')).not.toBeInTheDocument();
    expect(requestsTo('GET /api/admin/stats')).toHaveLength(2);
    expect(requestsTo('GET /api/admin/activity')).toHaveLength(2);
  });

  it('keeps the activity when only the stats fail, with zeros and the failure text', async () => {
    const { user, requestsTo } = renderDashboard({ stats: () => serverError() });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    await waitFor(() => expect(statValue('Total Revenue')).toBe('$0.00'));
    expect(await within(activitySection()).findAllByRole('listitem')).toHaveLength(3);

    // Try Again asks again only for what failed.
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(requestsTo('GET /api/admin/stats')).toHaveLength(2));
    expect(requestsTo('GET /api/admin/activity')).toHaveLength(1);
  });
});

describe('AdminDashboardPage: insights', () => {
  it('shows revenue and rentals by day as a table where no chart can be drawn, and by month on the toggle', async () => {
    const { user } = renderDashboard();

    const insights = insightsSection();
    const table = await within(insights).findByRole('table', { name: 'Revenue and rentals, last 30 days' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Revenue', 'Rentals']);
    const rows = within(table).getAllByRole('row');
    // Header, 30 days, total.
    expect(rows).toHaveLength(32);
    expect(rows[1]).toHaveTextContent(/^Jul 1, 2031\$0\.000$/);
    expect(rows[2]).toHaveTextContent(/^Jul 2, 2031\$9\.982$/);
    expect(rows[30]).toHaveTextContent(/^Jul 30, 2031\$3\.991$/);
    expect(rows[31]).toHaveTextContent(/^Total\$13\.973$/);

    const trend = within(insights).getByRole('region', { name: 'Revenue and rentals' });
    const periodTotals = () => within(trend).getByLabelText('Totals for the period');
    expect(periodTotals()).toHaveTextContent(/^Revenue\$13\.97Rentals3$/);

    await user.click(within(trend).getByRole('radio', { name: 'Last 12 months' }));

    const byMonth = within(insights).getByRole('table', { name: 'Revenue and rentals, last 12 months' });
    const monthRows = within(byMonth).getAllByRole('row');
    expect(monthRows).toHaveLength(14);
    expect(monthRows[1]).toHaveTextContent(/^August 2030\$0\.000$/);
    expect(monthRows[5]).toHaveTextContent(/^December 2030\$120\.5030$/);
    expect(monthRows[12]).toHaveTextContent(/^July 2031\$13\.973$/);
    expect(monthRows[13]).toHaveTextContent(/^Total\$134\.4733$/);
    expect(periodTotals()).toHaveTextContent(/^Revenue\$134\.47Rentals33$/);
    expect(within(insights).queryByRole('table', { name: 'Revenue and rentals, last 30 days' })).not.toBeInTheDocument();
  });

  it('ranks the top movies by revenue and by rentals, and lists the average rating per movie', async () => {
    renderDashboard();

    const byRevenue = await screen.findByRole('list', { name: 'Top movies by revenue' });
    const revenueItems = within(byRevenue).getAllByRole('listitem');
    expect(revenueItems.map((item) => item.querySelector('.dash-ranked__title')?.textContent)).toEqual(['Night Train', 'Paper Lanterns']);
    expect(within(revenueItems[0]!).getByText('$99.80')).toBeInTheDocument();
    expect(within(revenueItems[0]!).getByText('20 rentals')).toBeInTheDocument();
    expect(revenueItems[1]).toHaveStyle({ '--share': '0.5' });

    const byRentals = screen.getByRole('list', { name: 'Top movies by rentals' });
    const rentalItems = within(byRentals).getAllByRole('listitem');
    expect(within(rentalItems[0]!).getByText('Free Rein')).toBeInTheDocument();
    expect(within(rentalItems[0]!).getByText('40 rentals')).toBeInTheDocument();
    expect(within(rentalItems[0]!).getByText('$0.00')).toBeInTheDocument();
    expect(within(rentalItems[1]!).getByText('20 rentals')).toBeInTheDocument();

    const ratings = screen.getByRole('list', { name: 'Average rating per movie' });
    const ratingItems = within(ratings).getAllByRole('listitem');
    expect(ratingItems[0]).toHaveTextContent('Night Train');
    expect(within(ratingItems[0]!).getByRole('img', { name: 'Rated 4.5 out of 5 (12 reviews)' })).toBeInTheDocument();
    expect(within(ratingItems[1]!).getByRole('img', { name: 'Rated 3.0 out of 5 (1 review)' })).toBeInTheDocument();
  });

  it('splits the revenue of the last 30 days by code and by bundle, in small tables', async () => {
    renderDashboard();

    const byCode = await screen.findByRole('table', { name: 'Revenue by code' });
    expect(within(byCode).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Code', 'Payments', 'Discount', 'Revenue']);
    const codeRows = within(byCode).getAllByRole('row').slice(1);
    expect(codeRows.map((row) => row.textContent)).toEqual(['SPRING2512$14.97$44.91', 'PRESS3$17.97$0.00']);
    expect(within(codeRows[0]!).getByRole('rowheader')).toHaveTextContent('SPRING25');
    expect(screen.getByRole('heading', { name: 'Revenue by code' }).closest('section')).toHaveTextContent('Completed payments of the last 30 days, the ten largest');

    const byBundle = screen.getByRole('table', { name: 'Revenue by bundle' });
    expect(within(byBundle).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Bundle', 'Payments', 'Revenue']);
    expect(within(byBundle).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['The Night Trilogy4$39.96']);
  });

  it('says so when there is nothing to show yet', async () => {
    renderDashboard({ insights: () => jsonResponse(EMPTY_INSIGHTS) });

    const insights = insightsSection();
    expect(await within(insights).findByText('No revenue and no rentals in the last 30 days.')).toBeInTheDocument();
    expect(within(insights).queryByRole('table')).not.toBeInTheDocument();
    expect(within(insights).getAllByText('No rentals yet.')).toHaveLength(2);
    expect(within(insights).getByText('No reviews yet.')).toBeInTheDocument();
    expect(within(insights).getByText('No payment used a code in the last 30 days.')).toBeInTheDocument();
    expect(within(insights).getByText('No bundle sold in the last 30 days.')).toBeInTheDocument();
  });

  it("shows 'Failed to load insights' on its own, with Try Again", async () => {
    let failing = true;
    const { user } = renderDashboard({ insights: () => (failing ? serverError() : jsonResponse(INSIGHTS)) });

    const alert = await within(insightsSection()).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load insights' })).toBeInTheDocument();
    // The rest of the dashboard is unaffected.
    await waitFor(() => expect(statValue('Total Revenue')).toBe('$1,234.50'));
    expect(screen.queryByText('Failed to load dashboard data')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Top movies by revenue' })).toBeInTheDocument();
  });
});
