// Global styles first, so that every component's own stylesheet comes after them in the cascade.
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import './styles/cards.css';
import { startTransition, StrictMode, useEffect, useRef } from 'react';
import { EARLY_CLICK_PROPERTY, type EarlyClickSlot } from '../common/page-boot.ts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient, hydrateQueries } from './api/query-client.ts';
import { App } from './app/app.tsx';
import { loadChunks } from './app/lazy-named.tsx';
import { readPageData } from './app/page-data.ts';
import { rememberVisitSource } from './insights/visit-source.ts';
import { loadBrandFont } from './styles/brand-font.ts';

// The headings' face, after the page's first screen (a server-rendered page starts this module only then).
loadBrandFont();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app in');

// The landing address's UTM parameters and referrer (docs/product.md#filmmaker-insight), before any redirect or
// navigation drops them.
rememberVisitSource();

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A public page arrives rendered by the server (server/ssr): the client takes it over with the same answers and
// the same lazy components already loaded, so its first render is the server's HTML exactly. Other pages arrive
// as the bare shell and are rendered here.
const pageData = readPageData();
if (pageData) {
  hydrateQueries(queryClient, pageData.queries);
  // In a transition, hydration yields to the browser every few milliseconds instead of blocking it for the whole
  // page (Total Blocking Time): the server's HTML is already on screen, nothing waits for it.
  void loadChunks(pageData.chunks).then(() =>
    startTransition(() => {
      // From here on React hears clicks itself (and replays those on parts it has not hydrated yet).
      const earlyClick = takeEarlyClick();
      const page = (
        <>
          {app}
          <ClickAgain target={earlyClick} />
        </>
      );
      hydrateRoot(container, page, {
        onRecoverableError: (error, { componentStack }) => console.error('React could not hydrate the server HTML as sent:', error, componentStack),
      });
    }),
  );
} else {
  createRoot(container).render(app);
}

/** What the visitor clicked while the page waited for the app (web/boot.ts); from now on boot keeps nothing. */
function takeEarlyClick(): HTMLElement | null {
  const slot = window as unknown as EarlyClickSlot;
  const target = slot[EARLY_CLICK_PROPERTY];
  slot[EARLY_CLICK_PROPERTY] = false;
  return target instanceof HTMLElement ? target : null;
}

/** Clicks `target` again once the page is hydrated: the click that found no handler now finds one. Renders nothing. */
function ClickAgain({ target }: { target: HTMLElement | null }) {
  const hasClicked = useRef(false);
  useEffect(() => {
    if (hasClicked.current || !target?.isConnected) return;
    hasClicked.current = true;
    target.click();
  }, [target]);
  return null;
}
