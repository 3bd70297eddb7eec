// Filmmaker insight end to end (docs/product.md#filmmaker-insight): a visitor follows a festival's link with UTM
// parameters to a film, watches its trailer, rents it (registering on the way), plays it past a quarter by seeking,
// and the admin finds each step counted once under the festival's source, in the API, the CSV and the film's insight
// page. The rollup runs every 20 s in the app: the figures are polled for up to a minute.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Movie } from '../common/catalogue.ts';
import { baseUrl, launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';
import { adminApiToken, adminLogin, fillRegistration } from './journeys.ts';

let browser: Browser;
let film: Movie;
beforeAll(async () => {
  browser = await launchBrowser();
  const { movies } = (await (await fetch(`${baseUrl}/api/movies`)).json()) as { movies: Movie[] };
  const found = movies.find((movie) => movie.title === 'Midnight Ledger');
  if (!found) throw new Error('no Midnight Ledger in the demo catalogue');
  film = found;
});
afterAll(() => browser?.close());

/** Unique to this run: the figures under it are this journey's alone. */
const SOURCE = `festival-${Date.now().toString(36)}`;
const FIGURE_WAIT_MS = 70_000;

const currentTime = (player: Locator) => player.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

async function adminGet(path: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${await adminApiToken()}` } });
}

/** The film's CSV row of this journey's source (day, source, country, page_views, visits, …), once it has them. */
async function sourceRow(): Promise<Record<string, string> | undefined> {
  const text = await (await adminGet(`/api/admin/insights/movies/${film.id}.csv`)).text();
  const [header = '', ...lines] = text.replace(/^\uFEFF/, '').trim().split('\n');
  const names = header.split(',');
  const row = lines.map((line) => line.split(',')).find((cells) => cells[1] === SOURCE);
  return row ? Object.fromEntries(names.map((name, i) => [name, row[i] ?? ''])) : undefined;
}

async function rentAndRegister(page: Page): Promise<void> {
  await page.locator('.movie-detail__offer').getByRole('link', { name: /^Rent for/ }).click();
  await page.waitForURL((url) => url.pathname === '/register');
  await fillRegistration(page, `insight-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Back on the film, the checkout starts by itself.
  await page.waitForURL('**/sandbox/checkout/*');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
}

describe('filmmaker insight', () => {
  it('counts a festival visitor from the link to a quarter of the film, once each, under the festival', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await page.goto(`/movies/${film.id}?utm_source=${SOURCE}&utm_medium=email&utm_campaign=premiere`);
    await page.getByRole('heading', { level: 1, name: film.title }).waitFor();

    await page.getByRole('button', { name: 'Watch Trailer' }).first().click();
    const trailer = page.getByRole('dialog');
    await trailer.waitFor();
    await page.keyboard.press('Escape');
    await trailer.waitFor({ state: 'detached' });

    await rentAndRegister(page);
    await page.getByRole('link', { name: 'Watch Now' }).click();
    const player = page.getByRole('dialog', { name: film.title });
    await player.getByRole('button', { name: 'Close player' }).waitFor();
    await expect.poll(() => currentTime(player), { timeout: 30_000, interval: 250 }).toBeGreaterThan(0.5);

    // Seek past a quarter of the one-minute film (→ jumps 10 s), then close: closing saves the position.
    await player.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
    await player.getByRole('button', { name: 'Play', exact: true }).focus();
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentTime(player)).toBeGreaterThan(16);
    const saved = page.waitForResponse((response) => response.url().endsWith('/progress') && response.request().method() === 'PUT');
    await player.getByRole('button', { name: 'Close player' }).click();
    expect((await saved).status()).toBe(200);

    await expect.poll(sourceRow, { timeout: FIGURE_WAIT_MS, interval: 2000 }).toMatchObject({ payments: '1', starts: '1', p25: '1' });
    expect(await sourceRow()).toMatchObject({
      // The film's page was seen twice (the link, and the way back from registering to the checkout), by one visitor.
      page_views: '2',
      visits: '1',
      trailer_plays: '1',
      checkouts: '1',
      payments: '1',
      revenue: film.price.toFixed(2),
      starts: '1',
      p25: '1',
      p50: '0',
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows the source on the film's insight page and in the catalogue's sources", async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await adminLogin(page);
    await page.goto(`/admin/movies/${film.id}/insights`);
    await page.getByRole('heading', { level: 1, name: new RegExp(film.title) }).waitFor();
    await page.getByRole('row').filter({ hasText: SOURCE }).waitFor();
    await screenshot(page, 'insight-01-film');

    await page.goto('/admin/insights');
    await page.getByRole('row').filter({ hasText: SOURCE }).waitFor();
    await screenshot(page, 'insight-02-sources');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
