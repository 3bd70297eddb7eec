// The admin area's own route table (docs/product.md#screens-and-routes): the shell (admin-layout.tsx) around each
// admin screen, every screen a lazy chunk of its own. It is loaded with the shell, once an administrator is signed in,
// so that none of it weighs on a visitor's first page: the public table (web/app/routes.tsx) knows only the screens'
// addresses (admin-paths.ts) and hands everything under /admin to this one.
import type { ReactElement } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { lazyNamed } from '../lazy-named.tsx';
import { AdminLayout } from './admin-layout.tsx';
import type { AdminScreenPath } from './admin-paths.ts';

const AdminDashboardPage = lazyNamed(() => import('../../pages/admin/admin-dashboard-page.tsx'), 'AdminDashboardPage');
const AdminMoviesPage = lazyNamed(() => import('../../pages/admin/admin-movies-page.tsx'), 'AdminMoviesPage');
const AdminBackstagePage = lazyNamed(() => import('../../pages/admin/admin-backstage-page.tsx'), 'AdminBackstagePage');
const AdminMovieGalleriesPage = lazyNamed(() => import('../../pages/admin/admin-movie-galleries-page.tsx'), 'AdminMovieGalleriesPage');
const AdminUsersPage = lazyNamed(() => import('../../pages/admin/admin-users-page.tsx'), 'AdminUsersPage');
const AdminRentalsPage = lazyNamed(() => import('../../pages/admin/admin-rentals-page.tsx'), 'AdminRentalsPage');
const AdminPaymentsPage = lazyNamed(() => import('../../pages/admin/admin-payments-page.tsx'), 'AdminPaymentsPage');
const AdminCodesPage = lazyNamed(() => import('../../pages/admin/admin-codes-page.tsx'), 'AdminCodesPage');
const AdminBundlesPage = lazyNamed(() => import('../../pages/admin/admin-bundles-page.tsx'), 'AdminBundlesPage');
const AdminNewsletterPage = lazyNamed(() => import('../../pages/admin/admin-newsletter-page.tsx'), 'AdminNewsletterPage');
const AdminEmailLogsPage = lazyNamed(() => import('../../pages/admin/admin-email-logs-page.tsx'), 'AdminEmailLogsPage');
const AdminAuditPage = lazyNamed(() => import('../../pages/admin/admin-audit-page.tsx'), 'AdminAuditPage');
const AdminInsightsPage = lazyNamed(() => import('../../pages/admin/admin-insights-page.tsx'), 'AdminInsightsPage');
const AdminMovieInsightsPage = lazyNamed(() => import('../../pages/admin/admin-movie-insights-page.tsx'), 'AdminMovieInsightsPage');

/** Each screen's page by its address: every address of admin-paths.ts has one. */
const screens = {
  '': <AdminDashboardPage />,
  movies: <AdminMoviesPage />,
  backstage: <AdminBackstagePage />,
  'movie-galleries': <AdminMovieGalleriesPage />,
  users: <AdminUsersPage />,
  rentals: <AdminRentalsPage />,
  payments: <AdminPaymentsPage />,
  codes: <AdminCodesPage />,
  bundles: <AdminBundlesPage />,
  newsletter: <AdminNewsletterPage />,
  'email-logs': <AdminEmailLogsPage />,
  audit: <AdminAuditPage />,
  insights: <AdminInsightsPage />,
} satisfies Record<AdminScreenPath, ReactElement>;

/** The screens of one item (admin-paths.ts lets through only a row id). */
const itemScreens: RouteObject[] = [{ path: 'movies/:movieId/insights', element: <AdminMovieInsightsPage /> }];

const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      ...Object.entries(screens).map(([path, element]): RouteObject => (path === '' ? { index: true, element } : { path, element })),
      ...itemScreens,
      // The public table lets through only the addresses above; this is for completeness.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The admin shell with the screen the address names, under /admin. */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
