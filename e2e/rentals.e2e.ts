// Renting with the sandbox checkout: register -> rent -> pay -> success page -> the movie shows Rented with
// a countdown -> Watch Now opens the player; a declined card grants nothing; cancelling lands on the cancel
// page. YouTube is unreachable here, so the player must cope with its API failing to load.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRental } from '../common/payments.ts';
import { baseUrl, launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';
import { registerViewer } from './journeys.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const card = (page: Page, title: string) => page.locator('article.movie-card').filter({ hasText: title });

async function myRentals(page: Page): Promise<UserRental[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${baseUrl}/api/users/rentals`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()).rentals;
}

describe('renting a movie', () => {
  it('pays in the sandbox, shows the rental with a countdown, and opens the player', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await registerViewer(page);

    const movie = card(page, 'Deep Seeded Thoughts');
    await movie.getByText('48h rental').waitFor();
    await movie.getByRole('button', { name: 'Rent for $4.99' }).click();
    await page.waitForURL('**/sandbox/checkout/*');
    await page.getByRole('heading', { name: 'Deep Seeded Thoughts' }).waitFor();
    await screenshot(page, 'rent-01-sandbox-checkout');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $4.99' }).click();

    await page.waitForURL('**/payment/success?session_id=*');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    for (const text of ['Deep Seeded Thoughts', '$4.99', '48 hours']) await page.getByText(text, { exact: true }).waitFor();
    await screenshot(page, 'rent-02-payment-success');

    // Watch Now opens the movie's player straight away, on /movies.
    await page.getByRole('link', { name: 'Watch Now' }).click();
    await page.waitForURL((url) => url.pathname === '/movies');
    const opened = page.getByRole('dialog', { name: 'Deep Seeded Thoughts' });
    await opened.getByRole('button', { name: 'Close player' }).click();
    await opened.waitFor({ state: 'detached' });
    await movie.getByText('Rented', { exact: true }).waitFor();
    await movie.getByText(/^(1d 23h|2d 0h) left$/).waitFor();
    expect(await movie.getByRole('button', { name: /^Rent for/ }).count()).toBe(0);
    await screenshot(page, 'rent-03-movies-rented');

    await movie.getByRole('button', { name: 'Watch Now' }).click();
    const player = page.getByRole('dialog', { name: 'Deep Seeded Thoughts' });
    await player.getByRole('button', { name: 'Close player' }).waitFor();
    // Offline, the YouTube API fails to load: the player says so, with Retry, instead of a black screen.
    await player.getByText('The video player could not be loaded. Check your connection and try again.').waitFor({ timeout: 30_000 });
    await player.getByRole('button', { name: 'Retry' }).waitFor();
    await screenshot(page, 'rent-04-player');
    await player.getByRole('button', { name: 'Close player' }).click();
    await player.waitFor({ state: 'detached' });

    const rentals = await myRentals(page);
    expect(rentals).toHaveLength(1);
    expect(rentals[0]).toMatchObject({ movie_title: 'Deep Seeded Thoughts', amount_paid: 4.99, can_watch: true });
    expect(problems).toEqual([]);
  });

  it('a declined card grants nothing; Cancel leads to the cancel page', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.mobile, { reducedMotion: 'reduce' });
    await registerViewer(page);

    await card(page, 'Back 2 Basics').getByRole('button', { name: 'Rent for $3.99' }).click();
    await page.waitForURL('**/sandbox/checkout/*');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $3.99' }).click();
    await page.getByText('Your card was declined.').waitFor();
    await screenshot(page, 'rent-05-declined');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/payment/cancel');
    await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    await page.getByText(/No charge was made/).waitFor();
    await screenshot(page, 'rent-06-cancelled');

    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.waitForURL((url) => url.pathname === '/movies');
    await card(page, 'Back 2 Basics').getByRole('button', { name: 'Rent for $3.99' }).waitFor();
    expect(await myRentals(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
