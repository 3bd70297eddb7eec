// The public pages arrive rendered by the server: their content is in the HTML without JavaScript, the
// client takes the page over without a mismatch and without reading the same answers again, and a logged-in viewer
// still gets their own rental state once their session takes over.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cover, Movie } from '../common/catalogue.ts';
import { formatPrice } from '../common/format.ts';
import { baseUrl, launchBrowser, openWatchedPage, viewports } from './browser.ts';
import { loginViewer, registerViewer, rentInSandbox } from './journeys.ts';

let browser: Browser;
let movies: Movie[];
let covers: Cover[];
beforeAll(async () => {
  browser = await launchBrowser();
  movies = ((await (await fetch(`${baseUrl}/api/movies`)).json()) as { movies: Movie[] }).movies;
  covers = (await (await fetch(`${baseUrl}/api/movies/covers`)).json()) as Cover[];
});
afterAll(() => browser?.close());

const card = (page: Page, title: string) => page.locator('article.movie-card').filter({ hasText: title });

describe('public pages without JavaScript', () => {
  it('show the movies, a movie and the movie galleries from the HTML alone', async () => {
    const context = await browser.newContext({ viewport: viewports.mobile, baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/movies');
    for (const movie of movies) {
      await card(page, movie.title).getByText(formatPrice(movie.price)).first().waitFor();
    }

    const [movie] = movies;
    await page.goto(`/movies/${movie?.id}`);
    await page.getByRole('heading', { level: 1, name: movie?.title }).waitFor();
    await page.getByText(formatPrice(movie?.price ?? 0)).first().waitFor();

    await page.goto('/movie-galleries');
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) await page.getByText(cover.title ?? '').first().waitFor();
    await context.close();
  });

  it('carries its data as JSON, with no inline script for the CSP to refuse', async () => {
    const html = await (await fetch(`${baseUrl}/movies`)).text();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !/ src=|type="application\/json"/.test(tag))).toEqual([]);
    expect(html).toContain('<script type="application/json" id="page-data">');
  });
});

describe('hydration', () => {
  it('takes over /movies with no error, no second read of the list, and working links', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    const apiReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/movies')) apiReads.push(request.url());
    });
    await page.goto('/movies', { waitUntil: 'networkidle' });
    expect(apiReads).toEqual([]);

    // A film with backstage media: its page offers Behind the Scenes only then.
    const movie = movies.find((one) => one.has_backstage) ?? movies[0];
    await card(page, movie?.title ?? '').getByRole('link', { name: 'View Details & Reviews' }).click();
    await page.waitForURL((url) => url.pathname === `/movies/${movie?.id}`);
    await page.getByRole('heading', { level: 1, name: movie?.title }).waitFor();
    await page.getByRole('link', { name: 'Behind the Scenes', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/movies/${movie?.id}/backstage`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('takes over a movie page and a lazy page under the splash with no error', async () => {
    for (const path of [`/movies/${movies[0]?.id}`, '/movie-galleries', '/']) {
      const { page, problems } = await openWatchedPage(browser, viewports.mobile);
      await page.goto(path, { waitUntil: 'networkidle' });
      // The splash was in the server's HTML; after hydration Skip works, and reveals the page that was asked for
      // (docs/decisions/0025-deep-links-and-the-splash.md).
      await page.getByRole('button', { name: 'Skip' }).click();
      await page.locator('.splash').waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(problems, path).toEqual([]);
      await page.context().close();
    }
  });
});

describe('the first paint of a server-rendered page', () => {
  it("carries its styles, and fetches the app's code only once the page has loaded", async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.mobile);
    await page.goto('/movies', { waitUntil: 'networkidle' });
    const { loadStart, styles, scripts } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const path = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname;
      return {
        loadStart: navigation?.loadEventStart ?? 0,
        styles: resources.filter((entry) => path(entry).endsWith('.css')).map(path),
        // web/boot.ts aside: it only decides when the app starts.
        scripts: resources
          .filter((entry) => path(entry).endsWith('.js') && !/\/assets\/boot-[^/]+\.js$/.test(path(entry)))
          .map((entry) => ({ path: path(entry), startTime: entry.startTime })),
      };
    });
    expect(styles).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.startTime, script.path).toBeGreaterThanOrEqual(loadStart);
    // And the app did take the page over: the splash's Skip works, and leaves the visitor where they are.
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.locator('.splash').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/movies');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('acts on a click made before the app has started, once it has', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.mobile);
    // The app's entry is held back: the page is on screen, the app not yet running.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/movies');
    await page.getByRole('button', { name: 'Skip' }).click();
    expect(new URL(page.url()).pathname).toBe('/movies');

    releaseApp();
    // The splash's Skip ends it (docs/decisions/0025-deep-links-and-the-splash.md), as if it had been pressed with
    // the app running: the visitor stays on the page they asked for.
    await page.locator('.splash').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/movies');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('does not move on a slow phone, whose parser pauses mid-page', async () => {
    for (const path of ['/', '/movies', '/', '/movies']) {
      const { page, problems } = await openWatchedPage(browser, viewports.mobile);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts), path).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it('shows the cards it arrived with at once, and fades in only those the app renders later', async () => {
    const html = await (await fetch(`${baseUrl}/movies`)).text();
    expect(html).toContain('<article class="movie-card grid-card--lift grid-card"');
    expect(html).not.toMatch(/<article class="[^"]*grid-card--enter/);

    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Movies' }).click();
    await card(page, movies[0]?.title ?? '').waitFor();
    expect(await page.locator('article.movie-card:not(.grid-card--enter)').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the posters of /movies on a phone', () => {
  it('leave those far below the screen unfetched until the visitor scrolls to them', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.mobile, { reducedMotion: 'reduce' });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/movies', { waitUntil: 'networkidle' });
    const posters = page.locator('article.movie-card img.movie-card__image');
    const isShown = (poster: Locator) => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    expect(await isShown(posters.first())).toBe(true);
    expect(fetched.filter((path) => path.startsWith('/uploads/movies/'))).toHaveLength(1);

    const lastPoster = posters.last();
    await lastPoster.scrollIntoViewIfNeeded();
    await expect.poll(() => isShown(lastPoster)).toBe(true);
    expect(fetched).toContain(new URL(await lastPoster.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a logged-in viewer on a server-rendered page', () => {
  it('sees their rental state once the page has loaded', async () => {
    const rented = movies.find((movie) => movie.title === 'Paper Lanterns');
    expect(rented).toBeDefined();
    const first = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    const email = await registerViewer(first.page);
    await rentInSandbox(first.page, 'Paper Lanterns', formatPrice(rented?.price ?? 0));
    await first.page.context().close();

    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await loginViewer(page, email);
    // A fresh load of each page: the server's HTML is a visitor's, the viewer's own state follows.
    await page.reload();
    await card(page, 'Paper Lanterns').getByRole('button', { name: 'Watch Now' }).waitFor();
    await card(page, 'Paper Lanterns').getByText('Rented', { exact: true }).waitFor();
    await page.goto(`/movies/${rented?.id}`);
    await page.getByRole('button', { name: 'Watch Now' }).waitFor();
    await page.getByText(/^Welcome, /).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
