// How a page the server rendered names the app for web/boot.ts to start once the page has loaded: attributes of
// boot's own <script> tag, written by server/ssr/page-assets.ts.

/** The app's entry module (index.html's own script). */
export const APP_ENTRY_ATTRIBUTE = 'data-app';
/** The modules it will need at once, space-separated: the entry's imports and the page's lazy chunks. */
export const APP_MODULES_ATTRIBUTE = 'data-modules';

/**
 * The window property where web/boot.ts leaves the element a visitor clicked before the app had taken the page over
 * (such a click finds no handler yet). The app takes it (web/main.tsx), leaving `false`, and clicks it again once it
 * has hydrated the page.
 */
export const EARLY_CLICK_PROPERTY = 'studioEarlyClick';

/** The window, as boot and the app see it: the element clicked, or `false` once the app has taken it. */
export type EarlyClickSlot = Record<typeof EARLY_CLICK_PROPERTY, unknown>;

/**
 * The start-up splash plays once per browser tab's session (docs/decisions/0025-deep-links-and-the-splash.md). The app
 * notes under this sessionStorage key that it has played; on a later page load in the tab (a reload), web/boot.ts
 * reads it before the app runs and marks the page's root element with SPLASH_PLAYED_ATTRIBUTE, which hides the
 * splash a server-rendered page carries (web/app/layout/splash.css) until the app leaves it out.
 */
export const SPLASH_PLAYED_STORAGE_KEY = 'splashPlayed';
export const SPLASH_PLAYED_ATTRIBUTE = 'data-splash-played';
