import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { matchesMediaQuery, REDUCED_MOTION_QUERY } from '../../hooks/media-queries.ts';
import { Footer } from './footer.tsx';
import { Header } from './header/header.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { shouldShowSplash, Splash, type SplashEnd } from './splash.tsx';
import { useRouteChangeFocus } from './use-route-change-focus.ts';
import './root-layout.css';

const MAIN_ID = 'main';

/** Header, page and footer around every route, with the start-up splash above them once per page load. */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  // Decided once: this element lives as long as the page, so later navigations never show the splash again.
  const [isSplashVisible, setSplashVisible] = useState(() =>
    shouldShowSplash(location.pathname, matchesMediaQuery(REDUCED_MOTION_QUERY)),
  );

  useRouteChangeFocus(MAIN_ID);

  const finishSplash = useCallback(
    (how: SplashEnd) => {
      setSplashVisible(false);
      // Skipping or watching to the end goes home (SPEC.md §2). A video that cannot play is not the
      // visitor's choice, so a deep link they followed stays where it was.
      if (how !== 'failed') void navigate('/', { replace: true });
    },
    [navigate],
  );

  return (
    <>
      {isSplashVisible && <Splash onFinish={finishSplash} />}
      <div className="app-shell" inert={isSplashVisible}>
        <a className="skip-link" href={`#${MAIN_ID}`}>
          Skip to content
        </a>
        <Header />
        <main id={MAIN_ID} className="app-main" tabIndex={-1}>
          <PageErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<PageStatus>Loading...</PageStatus>}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <Footer />
      </div>
    </>
  );
}
