import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { layoutContent } from '../../content/layout.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { REDUCED_MOTION_QUERY } from '../../hooks/media-queries.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
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
  // Decided by the address the visitor arrived at: this element lives as long as the page, so later navigations
  // never show the splash again. Reduced motion is read through useMediaQuery: the server cannot know it, so a
  // page it rendered shows the splash (hidden by splash.css for those visitors) until hydration has matched it.
  const [arrivalPath] = useState(location.pathname);
  const [hasSplashEnded, setSplashEnded] = useState(false);
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // Once left out for reduced motion it stays out: turning the setting off later must not start it mid-visit.
  if (prefersReducedMotion && !hasSplashEnded) setSplashEnded(true);
  const isSplashVisible = !hasSplashEnded && shouldShowSplash(arrivalPath, prefersReducedMotion);

  useRouteChangeFocus(MAIN_ID);

  const finishSplash = useCallback(
    (how: SplashEnd) => {
      setSplashEnded(true);
      // Skipping or watching to the end goes home (docs/product.md#navigation-and-layout). A video that cannot play is
      // not the visitor's choice, so a deep link they followed stays where it was.
      if (how !== 'failed') void navigate('/', { replace: true });
    },
    [navigate],
  );

  return (
    <>
      {isSplashVisible && <Splash onFinish={finishSplash} />}
      <div className="app-shell" inert={isSplashVisible}>
        <a className="skip-link" href={`#${MAIN_ID}`}>
          {layoutContent.skipToContent}
        </a>
        <Header />
        <main id={MAIN_ID} className="app-main" tabIndex={-1}>
          <PageErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<PageStatus>{screenTexts.common.loading}</PageStatus>}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <Footer />
      </div>
    </>
  );
}
