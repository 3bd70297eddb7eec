// The public pages' JavaScript budget (docs/decisions/0004-web-shell.md): what a first visit to /, /movies and a
// movie's page loads before it settles stays under 120 kB gzip. Admin, account and player code must stay out.
import type { Browser } from 'playwright-core';
import type { Movie } from '../common/catalogue.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openWatchedPage, viewports } from './browser.ts';

const INITIAL_JS_BUDGET_BYTES = 120 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The size of a script as the server sends it gzipped (browsers that take Brotli get it smaller still). */
async function gzipSize(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const encoding = response.headers.get('content-encoding');
  const bytes = (await response.arrayBuffer()).byteLength;
  // fetch decodes the body; the header says what travelled. A script sent uncompressed counts in full.
  const length = Number(response.headers.get('content-length'));
  return encoding === 'gzip' && length > 0 ? length : bytes;
}

async function featuredFilmId(): Promise<number> {
  const { movies } = (await (await fetch(`${baseUrl}/api/movies`)).json()) as { movies: Movie[] };
  const featured = movies.filter((movie) => movie.is_featured).sort((a, b) => a.featured_order - b.featured_order);
  return (featured[0] ?? movies[0]!).id;
}

describe('initial JavaScript of the public pages', () => {
  // The film the home page leads with: a title page as the demo catalogue fills it. Not the newest film, which
  // depends on which journeys ran first (they add films of their own).
  it.each(['/', '/movies', 'featured film'])('stays under 120 kB gzip on %s', async (target) => {
    const path = target === 'featured film' ? `/movies/${await featuredFilmId()}` : target;
    const { page, problems } = await openWatchedPage(browser, viewports.mobile, { reducedMotion: 'reduce' });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(baseUrl)) scripts.add(request.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const sizes = await Promise.all([...scripts].map(gzipSize));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.info(`initial JS on ${path}: ${(total / 1024).toFixed(1)} kB gzip in ${scripts.size} files`);
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThan(INITIAL_JS_BUDGET_BYTES);
    expect([...scripts].some((url) => /admin|player-overlay|password-field|zod-form/.test(url))).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
