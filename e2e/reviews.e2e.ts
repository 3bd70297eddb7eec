// Reviews: a renter writes, edits and deletes their review of the movie they rent, at desktop and phone widths;
// a visitor reads the reviews of a film with more than one page of them, and is asked to log in to write one.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';
import { registerViewer } from './journeys.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const reviewsSection = (page: Page) => page.locator('section#reviews');

async function openMovie(page: Page, title: string) {
  await page.goto('/movies');
  await page.locator('article.movie-card').filter({ hasText: title }).getByRole('link', { name: 'View Details & Reviews' }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  // Far below a title page's first screen, the reviews' code comes once the visitor scrolls towards them.
  await page.locator('section#reviews').scrollIntoViewIfNeeded();
}

describe('reviews', () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    it(`a renter writes, edits and deletes their review (${size})`, async () => {
      const { page, problems } = await openWatchedPage(browser, viewport, { reducedMotion: 'reduce' });
      await registerViewer(page);
      await openMovie(page, 'Midnight Ledger');
      const reviews = reviewsSection(page);
      await reviews.getByText('Rent this movie to write a review.').waitFor();

      await page.getByRole('button', { name: 'Rent for $5.99' }).first().click();
      await page.waitForURL('**/sandbox/checkout/*');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay $5.99' }).click();
      await page.waitForURL('**/payment/success?session_id=*');
      await openMovie(page, 'Midnight Ledger');

      await screenshot(page, `reviews-${size}-00-rented`);
      const form = reviews.getByRole('form', { name: 'Write a Review' });
      const submit = form.getByRole('button', { name: 'Submit Review' });
      expect(await submit.isDisabled()).toBe(true);
      await form.getByText('No rating').waitFor();
      await form.getByLabel('4 stars, Very Good').check({ force: true });
      await form.getByText('Very Good').waitFor();
      await form.getByLabel('Your review').fill('Too short');
      await form.getByText('Comment must be at least 10 characters long').waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await form.getByLabel('Your review').fill('A knotty thriller with <b>nerve</b> and a great score.');
      await form.getByText('54/1000 characters').waitFor();
      await screenshot(page, `reviews-${size}-01-form`);
      await submit.click();

      const own = reviews.getByRole('region', { name: 'Your Review' });
      await own.getByText('A knotty thriller with <b>nerve</b> and a great score.').waitFor();
      await reviews.getByText('Based on 2 reviews').waitFor();
      await screenshot(page, `reviews-${size}-02-written`);

      await own.getByRole('button', { name: 'Edit' }).click();
      const editForm = reviews.getByRole('form', { name: 'Edit Your Review' });
      await editForm.getByLabel('5 stars, Excellent').check({ force: true });
      await editForm.getByRole('button', { name: 'Update Review' }).click();
      await own.getByRole('img', { name: /Rated 5\.0 out of 5/ }).waitFor();
      await reviews.getByText('Excellent', { exact: true }).first().waitFor();

      await own.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
      await screenshot(page, `reviews-${size}-03-confirm-delete`);
      await dialog.getByRole('button', { name: 'Delete Review' }).click();
      await dialog.waitFor({ state: 'detached' });
      await reviews.getByRole('form', { name: 'Write a Review' }).waitFor();
      await reviews.getByText('Based on 1 review').waitFor();
      expect(problems).toEqual([]);
    });
  }

  it('a visitor reads the second page of reviews and is asked to log in to write one', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.mobile, { reducedMotion: 'reduce' });
    await openMovie(page, 'Deep Seeded Thoughts');
    const reviews = reviewsSection(page);
    const list = reviews.getByRole('list', { name: 'Reviews' });
    await expect.poll(() => list.getByRole('article').count()).toBe(10);
    await reviews.getByText('Based on 12 reviews').waitFor();

    await reviews.getByRole('button', { name: 'Page 2' }).click();
    await list.getByText('Patient filmmaking. Let it breathe and it pays you back.').waitFor();
    await expect.poll(() => list.getByRole('article').count()).toBe(2);
    expect(await reviews.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'reviews-visitor-page-2');

    await reviews.getByRole('link', { name: 'Log in to write a review' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(problems).toEqual([]);
  });
});
