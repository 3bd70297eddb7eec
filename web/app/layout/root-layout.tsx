import { useArrivalPath } from './arrival-path.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header/header.tsx';
import { PageMain, SkipLink } from './page-main.tsx';
import { Splash, useStartUpSplash } from './splash.tsx';
import './root-layout.css';

/**
 * Header, page and footer around every public route, with the start-up splash above them once per tab's session.
 * The admin area has its own shell (admin-layout.tsx).
 */
export function RootLayout() {
  const splash = useStartUpSplash(useArrivalPath());

  return (
    <>
      {splash.isShown && <Splash isLive={splash.isLive} onFinish={splash.finish} />}
      <div className="app-shell" inert={splash.isShown}>
        <SkipLink />
        <Header />
        <PageMain className="app-main" />
        <Footer />
      </div>
    </>
  );
}
