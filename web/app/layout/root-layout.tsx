import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { layoutContent } from '../../content/layout.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { Footer } from './footer.tsx';
import { Header } from './header/header.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { Splash, useStartUpSplash } from './splash.tsx';
import { useRouteChangeFocus } from './use-route-change-focus.ts';
import './root-layout.css';

const MAIN_ID = 'main';

/** Header, page and footer around every route, with the start-up splash above them once per tab's session. */
export function RootLayout() {
  const location = useLocation();
  const splash = useStartUpSplash(location.pathname);

  useRouteChangeFocus(MAIN_ID);

  return (
    <>
      {splash.isShown && <Splash isLive={splash.isLive} onFinish={splash.finish} />}
      <div className="app-shell" inert={splash.isShown}>
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
