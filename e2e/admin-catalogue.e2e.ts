// The studio runs its catalogue, at desktop and phone widths: an admin adds a movie with a poster and
// sees it on /movies, edits its price (from its row's menu, and again from its /admin/movies?edit= link), deactivates
// (confirmed) and reactivates it, looks at the posters, uploads two backstage photos (watching the
// progress), adds a video by its YouTube link, creates a movie gallery linked to the movie, and deletes a photo.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';
import { adminLogin, openAdminScreen } from './journeys.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A real JPEG of noise (so it does not compress to nothing, and its upload takes a moment when throttled). */
async function noisyJpeg(name: string, width = 900, height = 600) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#6b4f3a', noise: { type: 'gaussian', mean: 120, sigma: 60 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const flash = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
/** The movie's row: a table row at desktop width, a card on a phone. */
const movieCard = (page: Page, title: string) => page.locator('tbody tr, article').filter({ has: page.getByText(title, { exact: true }) });

/** One of a movie's actions: its own button (a phone card's primary one), or an item of its '⋯' menu. */
async function movieAction(page: Page, title: string, action: string) {
  const row = movieCard(page, title);
  await row.getByRole('button', { name: `Actions for ${title}` }).waitFor();
  const button = row.getByRole('button', { name: action, exact: true });
  if ((await button.count()) > 0) return button.click();
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menu', { name: `Actions for ${title}` }).getByRole('menuitem', { name: action, exact: true }).click();
}

describe('admin catalogue', () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    it(`adds, edits, deactivates and dresses a movie (${size})`, async () => {
      const { page, problems } = await openWatchedPage(browser, viewport, { reducedMotion: 'reduce' });
      const title = `Lantern Field ${size} ${randomUUID().slice(0, 4)}`;
      await adminLogin(page);

      // Add a movie with its poster.
      await openAdminScreen(page, size, 'Movies', '/admin/movies');
      await screenshot(page, `admin-${size}-01-movies`);
      await page.getByRole('button', { name: 'Add Movie' }).click();
      const form = page.getByRole('dialog', { name: 'Add Movie' });
      await form.getByRole('button', { name: 'Add Movie' }).click();
      await form.getByText('Title and price are required').first().waitFor();
      await form.getByLabel('Title *').fill(title);
      await form.getByLabel('Price (USD) *').fill('4.50');
      await form.getByLabel('Logline').fill('Two sisters light the way home.');
      await form.getByLabel('Rental duration').selectOption('48');
      // Something to play (a movie with nothing playable says Coming soon instead of Rent: decision 0015).
      await form.getByLabel('Video URL').fill('https://youtu.be/eRsGyueVLvQ');
      // The poster's file field comes first (the title page's backdrop and trailer clip follow).
      await form.locator('input[type="file"]').first().setInputFiles(await noisyJpeg('poster.jpg', 600, 900));
      await form.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
      await screenshot(page, `admin-${size}-02-movie-form`);
      await form.getByRole('button', { name: 'Add Movie' }).click();
      await flash(page, 'Movie added successfully');
      await movieCard(page, title).getByText('$4.50').waitFor();

      // The public list shows it at once, with its poster.
      await page.goto('/movies');
      const publicCard = page.locator('article.movie-card').filter({ hasText: title });
      await publicCard.getByRole('button', { name: 'Rent for $4.50' }).waitFor();
      expect(await publicCard.locator('img').first().getAttribute('src')).toMatch(/^\/uploads\/movies\//);
      await page.goto('/admin/movies');

      // Edit its price.
      await movieAction(page, title, `Edit ${title}`);
      const edit = page.getByRole('dialog', { name: 'Edit Movie' });
      await page.waitForURL((url) => url.searchParams.has('edit'));
      const movieId = new URL(page.url()).searchParams.get('edit');
      await edit.getByLabel('Price (USD) *').fill('5.25');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await flash(page, 'Movie updated successfully');
      await movieCard(page, title).getByText('$5.25').waitFor();
      expect(new URL(page.url()).searchParams.has('edit')).toBe(false);

      // The shell's search links straight to the edit form; closing it clears the link.
      await page.goto(`/admin/movies?edit=${movieId}`);
      await page.getByRole('dialog', { name: 'Edit Movie' }).getByLabel('Title *').waitFor();
      expect(await page.getByRole('dialog', { name: 'Edit Movie' }).getByLabel('Title *').inputValue()).toBe(title);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Edit Movie' }).waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.has('edit')).toBe(false);

      // Deactivate it (it leaves /movies), then reactivate it.
      await movieAction(page, title, `Deactivate ${title}`);
      await screenshot(page, `admin-${size}-02b-deactivate-confirm`);
      await page.getByRole('dialog', { name: 'Deactivate this movie?' }).getByRole('button', { name: 'Deactivate' }).click();
      await flash(page, 'Movie deactivated successfully');
      await movieCard(page, title).getByText('Inactive').waitFor();
      await movieAction(page, title, `Reactivate ${title}`);
      await page.getByRole('dialog', { name: 'Reactivate this movie?' }).getByRole('button', { name: 'Reactivate' }).click();
      await flash(page, 'Movie reactivated successfully');
      await movieCard(page, title).getByText('Active', { exact: true }).waitFor();

      // The poster view, kept in the address.
      // By keyboard: the view switch is a radio group.
      await page.getByRole('radio', { name: 'Table' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL((url) => url.searchParams.get('view') === 'posters');
      await page.getByRole('list', { name: 'Movies' }).getByRole('article', { name: title }).waitFor();
      await screenshot(page, `admin-${size}-02c-movie-posters`);

      // Backstage: two photos with progress (uploads slowed down so that it can be seen), a video by its link.
      await openAdminScreen(page, size, 'Backstage', '/admin/backstage');
      await page.getByLabel('Movie', { exact: true }).selectOption({ label: title });
      await page.getByRole('heading', { level: 2, name: /^Photos/ }).waitFor();
      const photos = page.getByRole('region', { name: 'Upload photos' });
      await photos.locator('input[type="file"]').setInputFiles([await noisyJpeg('set-1.jpg', 1400, 1000), await noisyJpeg('set-2.jpg', 1400, 1000)]);
      await photos.getByLabel('Title (optional)').fill('On set');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
      await photos.getByRole('button', { name: 'Upload 2 Photos' }).click();
      await photos.getByRole('progressbar').waitFor();
      await screenshot(page, `admin-${size}-03-backstage-uploading`);
      await flash(page, '2 photos uploaded');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await expect.poll(() => page.getByRole('list', { name: 'Backstage photos' }).getByRole('listitem').count()).toBe(2);

      const video = page.getByRole('region', { name: 'Add a video' });
      await video.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await video.getByLabel('Title (optional)').fill('Table read');
      await video.getByRole('button', { name: 'Add Video' }).click();
      await flash(page, 'Video added');
      await page.getByRole('list', { name: 'Backstage videos' }).getByText('Table read').waitFor();
      await screenshot(page, `admin-${size}-04-backstage`);

      // A movie gallery linked to the movie.
      await openAdminScreen(page, size, 'Movie Galleries', '/admin/movie-galleries');
      await page.getByRole('button', { name: 'Add Cover' }).click();
      const cover = page.getByRole('dialog', { name: 'Add Cover' });
      await cover.getByLabel('Title *').fill(`${title} — key art`);
      await cover.getByLabel('Linked movie').selectOption({ label: title });
      await cover.locator('input[type="file"]').setInputFiles(await noisyJpeg('cover.jpg', 800, 1200));
      await screenshot(page, `admin-${size}-05-cover-form`);
      await cover.getByRole('button', { name: 'Add Cover' }).click();
      await flash(page, 'Movie cover added successfully');
      await page.locator('article').filter({ hasText: `${title} — key art` }).getByText(title, { exact: true }).waitFor();
      await screenshot(page, `admin-${size}-06-movie-galleries`);

      // The public galleries page links the new cover to the movie's backstage page, which shows the photos.
      await page.goto('/movie-galleries');
      await page.getByRole('link', { name: new RegExp(`${title} — key art`) }).click();
      await page.waitForURL((url) => /^\/movies\/\d+\/backstage$/.test(url.pathname));
      await page.getByRole('heading', { name: 'BTS Photos' }).waitFor();
      await expect.poll(() => page.getByRole('img', { name: 'On set' }).count()).toBe(2);

      // Delete one photo.
      await page.goto('/admin/backstage');
      await page.getByLabel('Movie', { exact: true }).selectOption({ label: title });
      const photoList = page.getByRole('list', { name: 'Backstage photos' });
      await photoList.getByRole('button', { name: /^Delete photo/ }).first().click();
      await page.getByRole('dialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Delete Photo' }).click();
      await flash(page, 'Photo deleted');
      await expect.poll(() => photoList.getByRole('listitem').count()).toBe(1);

      expect(problems).toEqual([]);
      await page.context().close();
      // A long journey: the movie, its edit link, its posters, backstage uploads and a gallery.
    }, 120_000);
  }
});
