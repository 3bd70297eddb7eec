// The premiere path (docs/product.md#home-and-catalogue): a shared film link survives the splash, the film's page
// shows its price and one action in a phone's first screen, and a new visitor goes from that page to a playing film
// in four clicks (a signed-in viewer in three), typing aside. Clicks are counted by the journey itself: each
// `click` below is one the visitor makes.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Movie } from '../common/catalogue.ts';
import { baseUrl, launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';
import { fillRegistration, VIEWER_PASSWORD } from './journeys.ts';

/** A phone's first screen (iPhone X–13 mini class), the one the title page must sell the film in. */
const PHONE_FIRST_SCREEN = { width: 375, height: 812 };
const SIZES = { desktop: viewports.desktop, mobile: PHONE_FIRST_SCREEN } as const;

let browser: Browser;
let movies: Movie[];
beforeAll(async () => {
  browser = await launchBrowser();
  movies = (await (await fetch(`${baseUrl}/api/movies`)).json()).movies;
});
afterAll(() => browser?.close());

const movieTitled = (title: string): Movie => {
  const movie = movies.find((one) => one.title === title);
  if (!movie) throw new Error(`no movie titled ${title}`);
  return movie;
};

/** The self-hosted demo film: it plays offline, unlike the YouTube ones. */
const FILM = 'Midnight Ledger';

const currentTime = (player: Locator) => player.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

async function expectPlaying(page: Page, title: string): Promise<void> {
  const player = page.getByRole('dialog', { name: title });
  await player.getByRole('button', { name: 'Close player' }).waitFor();
  await expect.poll(() => currentTime(player), { timeout: 30_000, interval: 250 }).toBeGreaterThan(0.5);
}

/** Counts the visitor's clicks: every step of the journey clicks through this. */
function clickCounter(page: Page) {
  let clicks = 0;
  return {
    click: async (target: Locator) => {
      clicks += 1;
      await target.click();
    },
    get count() {
      return clicks;
    },
    page,
  };
}

async function payInSandbox(counter: ReturnType<typeof clickCounter>, price: string): Promise<void> {
  const { page } = counter;
  await page.waitForURL('**/sandbox/checkout/*');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await counter.click(page.getByRole('button', { name: `Pay ${price}` }));
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
}

describe.each(Object.entries(SIZES))('the premiere path at %s', (size, viewport) => {
  it('a shared film link plays the splash once, then shows that film', async () => {
    const movie = movieTitled('Deep Seeded Thoughts');
    const { page, problems } = await openWatchedPage(browser, viewport);
    await page.goto(`/movies/${movie.id}`);
    const splash = page.locator('.splash');
    await splash.waitFor();
    await screenshot(page, `premiere-${size}-01-splash`);
    // Nothing of the wordmark is cut off: the splash's picture fits the screen's width.
    const video = await page.locator('.splash__video').boundingBox();
    expect(video?.width ?? 0).toBeLessThanOrEqual(viewport.width + 1);
    await splash.click({ position: { x: 40, y: 200 } });
    await splash.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/movies/${movie.id}`);
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();

    // Once per browser session: a reload does not play it again (the server's HTML carries it, hidden at once).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();
    expect(await splash.isVisible()).toBe(false);
    await splash.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows the film's price and its one primary action in the first screen", async () => {
    const movie = movieTitled(FILM);
    const { page, problems } = await openWatchedPage(browser, viewport, { reducedMotion: 'reduce' });
    await page.goto(`/movies/${movie.id}`);
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();
    const rent = page.locator('.movie-detail__offer .button--primary');
    const price = page.locator('.movie-detail__price');
    await expect.poll(() => rent.textContent()).toMatch(/^Rent for \$/);
    for (const element of [rent, price]) {
      const box = await element.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    }
    // The facts line reads the running time in hours and minutes.
    await page.getByText(/\d h( \d+ min)?|\d+ min/).first().waitFor();
    await screenshot(page, `premiere-${size}-02-title-page`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('from the film page to a playing film', () => {
  it('takes a new visitor four clicks: Rent, Create Account, Pay, Watch Now', async () => {
    const movie = movieTitled(FILM);
    const price = `$${movie.price.toFixed(2)}`;
    const { page, problems } = await openWatchedPage(browser, viewports.mobile, { reducedMotion: 'reduce' });
    const counter = clickCounter(page);
    await page.goto(`/movies/${movie.id}`);
    await counter.click(page.locator('.movie-detail__offer').getByRole('link', { name: /^Rent for/ }));

    // Register first, with Log in one click away; the film is remembered.
    await page.waitForURL((url) => url.pathname === '/register');
    // 'Already have an account? Login', keeping where the visitor was going.
    await page.locator(`a[href="/login?next=${encodeURIComponent(`/movies/${movie.id}?rent=1`)}"]`).waitFor();
    await fillRegistration(page, `premiere-${Date.now()}@example.com`);
    await counter.click(page.getByRole('button', { name: 'Create Account' }));

    // Back on the film, the checkout starts by itself.
    await payInSandbox(counter, price);
    expect(new URL(page.url()).searchParams.get('movie_id')).toBe(String(movie.id));
    await counter.click(page.getByRole('link', { name: 'Watch Now' }));
    await expectPlaying(page, movie.title);
    await screenshot(page, 'premiere-mobile-03-player');
    expect(counter.count).toBeLessThanOrEqual(4);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('takes a signed-in viewer three clicks: Rent, Pay, Watch Now', async () => {
    const movie = movieTitled(FILM);
    const price = `$${movie.price.toFixed(2)}`;
    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    const email = `premiere-signed-in-${Date.now()}@example.com`;
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.99.7' },
      body: JSON.stringify({ email, password: VIEWER_PASSWORD, firstName: 'Ida', lastName: 'Lupino' }),
    });
    expect(registered.status).toBe(201);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(VIEWER_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const counter = clickCounter(page);
    await page.goto(`/movies/${movie.id}`);
    await counter.click(page.locator('.movie-detail__offer').getByRole('button', { name: /^Rent for/ }));
    await payInSandbox(counter, price);
    await counter.click(page.getByRole('link', { name: 'Watch Now' }));
    await expectPlaying(page, movie.title);
    expect(counter.count).toBeLessThanOrEqual(3);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the home page', () => {
  it('leads with films: a featured film and a row of posters linking to their pages', async () => {
    const { page, problems } = await openWatchedPage(browser, PHONE_FIRST_SCREEN, { reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Ember Lane Studios' }).waitFor();
    const posterLinks = page.locator(`a[href^="/movies/"]`);
    await expect.poll(() => posterLinks.count()).toBeGreaterThanOrEqual(movies.length);
    await screenshot(page, 'premiere-mobile-04-home');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_FIRST_SCREEN.width);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
