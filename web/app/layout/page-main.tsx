// What every layout puts around its page (docs/product.md#navigation-and-layout): the public site's RootLayout and
// the admin shell alike. The skip link to the page, the <main> that takes the focus when a link leads to another
// page, and what stands in for the page while its code loads ('Loading...') or when it failed to render.
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { layoutContent } from '../../content/layout.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { useRouteChangeFocus } from './use-route-change-focus.ts';
import './page-main.css';

const MAIN_ID = 'main';

/** The first thing a keyboard reaches: it jumps over the layout's navigation to the page. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {layoutContent.skipToContent}
    </a>
  );
}

/** The route's page in the layout's <main>. */
export function PageMain({ className }: { className: string }) {
  const { pathname } = useLocation();
  useRouteChangeFocus(MAIN_ID);

  return (
    <main id={MAIN_ID} className={`page-main ${className}`} tabIndex={-1}>
      <PageErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageStatus>{screenTexts.common.loading}</PageStatus>}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </main>
  );
}
