// The public pages arrive rendered by the server (issue 13): their content is in the HTML without JavaScript, the
// client takes the page over without a mismatch and without reading the same answers again, and a logged-in viewer
// still gets their own rental state once their session takes over.
import type { Browser, Page } from 'playwright-core';
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
      await card(page, movie.title).getByText(formatPrice(movie.price)).waitFor();
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

    const [movie] = movies;
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
      // The splash was in the server's HTML; after hydration Skip works (and goes home, SPEC.md §2).
      await page.getByRole('button', { name: 'Skip' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: 'Ember Lane Studios' }).waitFor();
      expect(problems, path).toEqual([]);
      await page.context().close();
    }
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
