// The route table of docs/product.md#screens-and-routes. Admin and account code is loaded on demand, keeping the first
// page small. The public pages share RootLayout (header, footer, splash); the admin area has its own shell.
import { Suspense, useState } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageStatus } from '../components/page-status/page-status.tsx';
import { screenTexts } from '../content/screen-texts.ts';
import { HomePage } from '../pages/public/home-page.tsx';
import { MovieDetailPage } from '../pages/public/movie-detail-page.tsx';
import { MoviesPage } from '../pages/public/movies-page.tsx';
import { arrivalFlashOf } from '../components/flash-message/arrival-flash-state.ts';
import { useAuth } from '../auth/use-auth.ts';
import { RequireAuth } from './guards/require-auth.tsx';
import { lazyNamed } from './lazy-named.tsx';
import { isAdminScreenPath } from './layout/admin-paths.ts';
import { ArrivalPathFrame } from './layout/arrival-path.tsx';
import { RootLayout } from './layout/root-layout.tsx';

// Public pages beyond the usual landing ones (home, movies, a movie) load when visited.
const AboutPage = lazyNamed(() => import('../pages/public/about-page.tsx'), 'AboutPage');
const BioPage = lazyNamed(() => import('../pages/public/bio-page.tsx'), 'BioPage');
const CastingPage = lazyNamed(() => import('../pages/public/casting-page.tsx'), 'CastingPage');
const TrailerPage = lazyNamed(() => import('../pages/public/trailer-page.tsx'), 'TrailerPage');
const GalleryPage = lazyNamed(() => import('../pages/public/gallery-page.tsx'), 'GalleryPage');
const MovieGalleriesPage = lazyNamed(() => import('../pages/public/movie-galleries-page.tsx'), 'MovieGalleriesPage');
const MovieBackstagePage = lazyNamed(() => import('../pages/public/movie-backstage-page.tsx'), 'MovieBackstagePage');
const CoverBackstagePage = lazyNamed(() => import('../pages/public/cover-backstage-page.tsx'), 'CoverBackstagePage');
const PaymentSuccessPage = lazyNamed(() => import('../pages/public/payment-success-page.tsx'), 'PaymentSuccessPage');
const PaymentCancelPage = lazyNamed(() => import('../pages/public/payment-cancel-page.tsx'), 'PaymentCancelPage');
const GiftPage = lazyNamed(() => import('../pages/public/gift-page.tsx'), 'GiftPage');
const BundlePage = lazyNamed(() => import('../pages/public/bundle-page.tsx'), 'BundlePage');
const PrivacyPage = lazyNamed(() => import('../pages/public/privacy-page.tsx'), 'PrivacyPage');

// The account forms carry zod (through common/auth.ts) and react-hook-form, too heavy for a visitor's first page.
const LoginPage = lazyNamed(() => import('../pages/account/login-page.tsx'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('../pages/account/register-page.tsx'), 'RegisterPage');
const AdminLoginPage = lazyNamed(() => import('../pages/account/admin-login-page.tsx'), 'AdminLoginPage');
const ForgotPasswordPage = lazyNamed(() => import('../pages/account/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../pages/account/reset-password-page.tsx'), 'ResetPasswordPage');
const ChangePasswordPage = lazyNamed(() => import('../pages/account/change-password-page.tsx'), 'ChangePasswordPage');
const AccountPage = lazyNamed(() => import('../pages/account/account-page.tsx'), 'AccountPage');
// The message a page sends home with (closing an account: docs/decisions/0024), loaded only when there is one.
const ArrivalFlash = lazyNamed(() => import('../components/flash-message/arrival-flash.tsx'), 'ArrivalFlash');

// The admin shell and its own route table, with every admin screen (docs/product.md#admin): one lazy chunk, so that no
// admin page weighs on a visitor's first page. Here only the screens' addresses, to lead an unknown one home.
const AdminRoutes = lazyNamed(() => import('./layout/admin-routes.tsx'), 'AdminRoutes');

const redirect = (to: string) => <Navigate to={to} replace />;

/** The home page, with the flash message a navigation brought (read once: the flash then clears it from history). */
function HomeRoute() {
  const location = useLocation();
  const [flash] = useState(() => arrivalFlashOf(location.state));
  return (
    <>
      {flash && (
        <Suspense fallback={null}>
          <ArrivalFlash flash={flash} />
        </Suspense>
      )}
      <HomePage />
    </>
  );
}

/** 'Loading...' until the admin shell is on screen, in a <main> of its own: no public header or footer around it. */
const adminPending = (
  <main className="page-main">
    <PageStatus>{screenTexts.common.loading}</PageStatus>
  </main>
);

/**
 * The admin area for administrators only (RequireAuth), in its own shell, loaded once the session is confirmed. An
 * address under /admin that names no screen leads home at once, as any unknown address does.
 */
function AdminArea() {
  const { loading } = useAuth();
  const { pathname } = useLocation();
  if (!isAdminScreenPath(pathname)) return redirect('/');
  // RequireAuth would say 'Loading...' as well while the session is checked, but outside any landmark.
  if (loading) return adminPending;
  return (
    <RequireAuth role="admin">
      <Suspense fallback={adminPending}>
        <AdminRoutes />
      </Suspense>
    </RequireAuth>
  );
}

export const routes: RouteObject[] = [
  {
    element: <ArrivalPathFrame />,
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'bio', element: <BioPage /> },
          { path: 'movies', element: <MoviesPage /> },
          { path: 'movies/:movieId', element: <MovieDetailPage /> },
          { path: 'movies/:movieId/backstage', element: <MovieBackstagePage /> },
          { path: 'movie-galleries', element: <MovieGalleriesPage /> },
          { path: 'movies-cover', element: redirect('/movie-galleries') },
          { path: 'cover/:coverId', element: <CoverBackstagePage /> },
          // Without its id the page says so (docs/product.md#trailers-galleries-and-behind-the-scenes), rather than going home.
          { path: 'cover', element: <CoverBackstagePage /> },
          { path: 'trailer', element: <TrailerPage /> },
          { path: 'gallery', element: <GalleryPage /> },
          { path: 'casting', element: <CastingPage /> },
          { path: 'payment/success', element: <PaymentSuccessPage /> },
          { path: 'payment/cancel', element: <PaymentCancelPage /> },
          { path: 'gift/:token', element: <GiftPage /> },
          { path: 'bundles/:bundleId', element: <BundlePage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'admin-login', element: <AdminLoginPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          // Without its token (a link cut short) the page says the link cannot work, rather than going home.
          { path: 'reset-password/:token?', element: <ResetPasswordPage /> },
          {
            path: 'account',
            element: (
              <RequireAuth>
                <AccountPage />
              </RequireAuth>
            ),
          },
          {
            path: 'account/password',
            element: (
              <RequireAuth>
                <ChangePasswordPage />
              </RequireAuth>
            ),
          },
          { path: '*', element: redirect('/') },
        ],
      },
      // The old admin addresses lead on without drawing any layout: neither shell flashes on the way.
      { path: 'admin/login', element: redirect('/admin-login') },
      { path: 'admin/dashboard', element: redirect('/admin') },
      { path: 'admin/movie-covers', element: redirect('/admin/movie-galleries') },
      // Every admin screen: the admin chunk's own table (layout/admin-routes.tsx) picks it.
      { path: 'admin/*', element: <AdminArea /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
