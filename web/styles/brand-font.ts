// The brand's display face, Fraunces (SIL Open Font License), from the @fontsource-variable/fraunces package through
// the build (a hashed name under /assets/, a year's cache): latin only, its weight axis, 37 kB. Body text keeps the
// platform's own face (--font-sans in tokens.css).
//
// Loaded by the app when it starts rather than declared in a stylesheet: a face a stylesheet declares is fetched, at
// the highest priority, while the page's first screen loads, and would share the line with the image a visitor waits
// for (Largest Contentful Paint). A server-rendered page starts the app once that image is shown (web/boot.ts).
// Until the face is in, and if it never comes, headings show in its size-matched fallback (fonts.css).
import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';

/** The family --font-display names first (tokens.css). */
export const BRAND_DISPLAY_FAMILY = 'Fraunces Variable';

/** The package's latin subset. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,' +
  'U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * Adds the face and loads it. With `swap`, a heading waiting for it shows in the fallback rather than not at all; the
 * main bundle carries this (300 bytes gzip), as a chunk of its own would cost its own request.
 */
export function loadBrandFont(): void {
  if (typeof FontFace === 'undefined') return;
  const face = new FontFace(BRAND_DISPLAY_FAMILY, `url(${frauncesUrl}) format('woff2')`, {
    weight: '100 900',
    display: 'swap',
    unicodeRange: LATIN_RANGE,
  });
  document.fonts.add(face);
  face.load().catch((error: unknown) => console.warn('The display font could not be loaded:', error));
}
