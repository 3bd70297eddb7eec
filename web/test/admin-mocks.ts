// Every admin screen's first loads answered with empty lists, for tests that render admin pages (the shell,
// navigation, guards) without being about what those pages show.
import { emailLogsPage, subscribersPage } from './newsletter-test-data.ts';
import { createPaymentSummary, paginationOf } from './admin-business-test-data.ts';
import { adminMoviesBody } from './admin-test-data.ts';
import { jsonResponse, type FetchHandler } from './fetch-mock.ts';

const noPayments = { count: 0, amount: 0 };

export function adminScreenHandlers(): Record<string, FetchHandler> {
  const emptyPage = paginationOf(0);
  return {
    'GET /api/admin/movies': () => jsonResponse(adminMoviesBody([])),
    'GET /api/admin/movie-galleries': () => jsonResponse({ covers: [] }),
    'GET /api/admin/stats': () => jsonResponse({ totalUsers: 0, totalMovies: 0, totalRentals: 0, totalRevenue: 0 }),
    'GET /api/admin/activity': () => jsonResponse({ activities: [] }),
    'GET /api/admin/insights': () => jsonResponse({ by_day: [], by_month: [], top_by_revenue: [], top_by_rentals: [], ratings: [], by_code: [], by_bundle: [] }),
    'GET /api/admin/users': () => jsonResponse({ users: [], pagination: emptyPage }),
    'GET /api/admin/rentals': () => jsonResponse({ rentals: [], pagination: emptyPage }),
    'GET /api/admin/payments': () =>
      jsonResponse({
        payments: [],
        pagination: emptyPage,
        summary: createPaymentSummary({
          count: 0,
          amount: 0,
          by_status: { completed: noPayments, pending: noPayments, failed: noPayments, refunded: noPayments },
          success_rate: 0,
        }),
      }),
    'GET /api/admin/codes': () => jsonResponse({ codes: [], pagination: emptyPage }),
    'GET /api/admin/bundles': () => jsonResponse({ bundles: [] }),
    'GET /api/admin/newsletter/subscribers': () => jsonResponse(subscribersPage([])),
    'GET /api/admin/email-logs': () => jsonResponse(emailLogsPage([])),
  };
}
