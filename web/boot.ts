// Starts the app on a page the server rendered, once that page has loaded. The server puts this script in place of
// index.html's own (server/ssr/page-assets.ts) and names on it the app's entry and the modules the page will need.
//
// A server-rendered page reads fine before any of the app's code has run. On a slow link, the app's hundred
// kilobytes would share the line with the stylesheets and images the visitor is looking at and hold them back
// (Largest Contentful Paint); so they are asked for only once the page has loaded and painted. A visitor who
// reaches for the page sooner (a tap, a key) starts the app at once. This file imports none of the app's modules,
// so the app's code is split as if it were alone.
import {
  APP_ENTRY_ATTRIBUTE,
  APP_MODULES_ATTRIBUTE,
  EARLY_CLICK_PROPERTY,
  SPLASH_PLAYED_ATTRIBUTE,
  SPLASH_PLAYED_STORAGE_KEY,
  type EarlyClickSlot,
} from '../common/page-boot.ts';

hideSplashPlayedBefore();
const tag = document.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`);
const entry = tag?.getAttribute(APP_ENTRY_ATTRIBUTE);
if (entry) {
  keepEarlyClick();
  startOnceLoaded(() => startApp(entry, tag?.getAttribute(APP_MODULES_ATTRIBUTE)?.split(' ') ?? []));
}

/**
 * The splash plays once per tab's session: on a later load (a reload) the one in the server's HTML is hidden at once,
 * before the app runs, so the visitor sees the page they asked for; the app then leaves the splash out
 * (web/app/layout/splash.tsx reads the same key). Runs first: a module script runs once the page is parsed, which
 * is when the page may first be painted (the render-blocking `expect` link of docs/decisions/0017).
 */
function hideSplashPlayedBefore() {
  try {
    if (sessionStorage.getItem(SPLASH_PLAYED_STORAGE_KEY) === null) return;
    document.documentElement.setAttribute(SPLASH_PLAYED_ATTRIBUTE, '');
  } catch {
    // Storage refused (a privacy setting): the splash plays, as on a first visit.
  }
}

/**
 * A click before the app has taken the page over finds no handler: the last one is kept for the app to click again
 * (web/main.tsx). Links, fields and labels are left out: the browser has already done what they do.
 */
function keepEarlyClick() {
  const slot = window as unknown as EarlyClickSlot;
  window.addEventListener(
    'click',
    (event) => {
      if (slot[EARLY_CLICK_PROPERTY] === false || !(event.target instanceof Element)) return;
      if (!event.target.closest('a, input, select, textarea, label')) slot[EARLY_CLICK_PROPERTY] = event.target;
    },
    { capture: true },
  );
}

function startApp(entry: string, modules: string[]) {
  // The entry's imports and the page's lazy chunks, all asked for at once rather than as each import is found.
  for (const href of modules.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

function startOnceLoaded(start: () => void) {
  let hasStarted = false;
  const startOnce = () => {
    if (hasStarted) return;
    hasStarted = true;
    start();
  };
  const afterLoad = () => afterFirstContentfulPaint(() => afterImagesShown(startOnce));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, startOnce, { once: true, capture: true, passive: true });
  }
}

/**
 * Runs `then` once the page's first-screen images are on screen: loaded is not yet decoded and painted, and the
 * largest of them is what a visitor waits for.
 */
function afterImagesShown(then: () => void) {
  const eagerImages = [...document.images].filter((image) => image.loading !== 'lazy' && image.complete && image.naturalWidth > 0);
  void Promise.allSettled(eagerImages.map((image) => image.decode())).then(() => afterNextFrame(then));
}

/** Runs `then` after the next frame: the first animation frame comes before it is drawn, the second after. */
function afterNextFrame(then: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(then));
}

/** Runs `then` once the page has shown its content: a page can load before its first frame is on screen. */
function afterFirstContentfulPaint(then: () => void) {
  const hasPainted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (hasPainted()) return then();
  // Without paint timing, a frame must do.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterNextFrame(then);
  const observer = new PerformanceObserver(() => {
    if (!hasPainted()) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint' });
}
