// Every public route at 1280 px and 375 px: the product's texts on each screen, the newsletter sign-up, the
// gallery and backstage lightboxes walked with the keyboard, covers leading to their pages, backstage videos
// in their modals, focus kept inside open dialogs, the redirects, and the missing-item screens. Any console
// error, failed request (but YouTube's, which this offline machine cannot reach) or server error fails it.
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackstageVideo, Cover, Movie } from '../common/catalogue.ts';
import { baseUrl, launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';

let browser: Browser;
let movies: Movie[];
let covers: Cover[];
beforeAll(async () => {
  browser = await launchBrowser();
  movies = (await (await fetch(`${baseUrl}/api/movies`)).json()).movies;
  covers = await (await fetch(`${baseUrl}/api/movies/covers`)).json();
});
afterAll(() => browser?.close());

type ViewportName = keyof typeof viewports;
const MISSING_MOVIE = '/movies/999999';

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const caption = (page: Page) => page.locator('.lightbox__caption');

const isFocused = (element: Locator) => element.evaluate((node) => node === document.activeElement);

/** Tabs forward, then backward, more times than the open dialog has controls: focus must never leave it. */
async function expectTabStaysInside(page: Page, dialog: Locator) {
  const controls = await dialog.locator('button:not([disabled]), a[href], video[controls], iframe').count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < controls + 2; press += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((node) => node.contains(document.activeElement)), `${key} #${press + 1}`).toBe(true);
    }
  }
}

/** A seeded movie whose backstage has both an uploaded clip and a YouTube link, with one of each. */
async function movieWithBothVideoKinds(): Promise<{ movie: Movie; uploaded: BackstageVideo; youTube: BackstageVideo }> {
  for (const movie of movies) {
    const videos: BackstageVideo[] = await (await fetch(`${baseUrl}/api/movies/${movie.id}/backstage/videos`)).json();
    const uploaded = videos.find((video) => !video.is_youtube);
    const youTube = videos.find((video) => video.is_youtube);
    if (uploaded && youTube) return { movie, uploaded, youTube };
  }
  throw new Error('The demo catalogue has no movie with both an uploaded and a YouTube backstage video');
}

/** The name the video's card and modal carry (web/components/video-modal: 'Backstage video' when untitled). */
const videoName = (video: BackstageVideo) => video.title || 'Backstage video';

const YOUTUBE_EMBED = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/[\w-]{11}\?autoplay=1$/;
const MISSING_ITEM_PAGES = ['/movies/999999/backstage', '/cover/999999', '/cover/abc'];

describe.each(Object.keys(viewports) as ViewportName[])('public site at %s width', (viewport) => {
  it('every public screen shows its content, with no error along the way', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports[viewport], {
      reducedMotion: 'reduce',
      expectedNotFound: [MISSING_MOVIE],
    });
    const shot = (name: string) => screenshot(page, `${viewport}-public-${name}`);

    // Home: hero, Explore Movies, newsletter with its validation and success.
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Movies' }).first().waitFor();
    const newsletter = page.locator('section.newsletter');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByText('Please enter your email address').waitFor();
    const email = `fan-${randomUUID().slice(0, 8)}@example.com`;
    await newsletter.getByPlaceholder('Your email address').fill(email);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByText("Thank you for subscribing! We'll keep you updated with our latest movies.").waitFor();
    expect(await newsletter.getByPlaceholder('Your email address').inputValue()).toBe('');
    await shot('01-home');

    await visit(page, '/about', 'About');
    for (const text of ['Team', 'Vision', 'Mission', 'Values']) {
      await page.getByRole('heading', { name: text, exact: true }).first().waitFor();
    }
    await shot('02-about');

    await page.goto('/bio');
    await page.getByRole('link', { name: 'Explore Movies' }).first().waitFor();
    await shot('03-bio');

    await visit(page, '/casting', 'Casting');
    await page.getByText('CASTING OPPORTUNITIES').waitFor();
    await page.locator('a[href^="mailto:"]').first().waitFor();
    await shot('04-casting');

    await visit(page, '/trailer', 'Trailers');
    for (const title of ['DEEP SEEDED THOUGHTS TRAILER', 'BACK 2 BASICS TRAILER']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    expect(await page.locator('video[controls]').count()).toBe(2);
    await shot('05-trailers');

    // Gallery: 24 stills, preloaded; the lightbox walked with the keyboard, disabled at the ends.
    await visit(page, '/gallery', 'Gallery');
    await page.getByText('Loading gallery...').waitFor({ state: 'detached' });
    const stills = page.getByRole('button', { name: /^View / });
    expect(await stills.count()).toBe(24);
    await shot('06-gallery');
    await stills.first().click();
    await caption(page).getByText('(1 of 24)').waitFor();
    expect(await page.getByRole('button', { name: 'Previous photo' }).isDisabled()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await caption(page).getByText('(2 of 24)').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await caption(page).getByText('(1 of 24)').waitFor();
    await shot('07-gallery-lightbox');
    await page.keyboard.press('Escape');
    await page.locator('.lightbox__caption').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^View /);

    // Movies: cards with a visitor's Rent (to Register first), details and backstage links.
    await visit(page, '/movies', 'Movies');
    const cards = page.locator('article.movie-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(movies.length);
    expect(await page.getByRole('link', { name: /^Rent for \$/ }).count()).toBe(movies.length);
    await page.getByText('48h rental').first().waitFor();
    await shot('08-movies');

    // A movie, then its backstage: photo lightbox wraps around with the keyboard.
    const withBackstage = movies.find((m) => m.title === 'Deep Seeded Thoughts') ?? movies[0]!;
    await cards.filter({ hasText: withBackstage.title }).getByRole('link', { name: 'View Details & Reviews' }).click();
    await page.getByRole('heading', { level: 1, name: withBackstage.title }).waitFor();
    await page.getByText(withBackstage.logline).waitFor();
    await shot('09-movie-detail');
    await page.getByRole('link', { name: 'Behind the Scenes' }).first().click();
    await page.waitForURL(`**/movies/${withBackstage.id}/backstage`);
    await page.getByRole('heading', { name: 'BTS Photos' }).waitFor();
    await page.getByRole('heading', { name: 'BTS Videos' }).waitFor();
    await page.getByRole('link', { name: /Back to Movie Details/ }).waitFor();
    await shot('10-movie-backstage');
    const photos = page.getByRole('button', { name: /^View photo/ });
    const photoCount = await photos.count();
    expect(photoCount).toBeGreaterThan(1);
    await photos.first().click();
    const firstTitle = await caption(page).locator('.lightbox__title').textContent();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => caption(page).locator('.lightbox__title').textContent()).not.toBe(firstTitle);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption(page).locator('.lightbox__title').textContent()).toBe(firstTitle);
    await page.keyboard.press('Escape');
    await caption(page).waitFor({ state: 'detached' });

    // Covers: one linked to a movie goes to its backstage, one without to its own page with 'N of M'.
    await visit(page, '/movie-galleries', 'Movie Galleries');
    await shot('11-covers');
    const linked = covers.find((c) => c.movie_id !== null)!;
    const ownPage = covers.find((c) => c.movie_id === null && !c.is_coming_soon)!;
    expect(await page.locator(`a[href="/movies/${linked.movie_id}/backstage"]`).count()).toBe(1);
    await page.locator(`a[href="/cover/${ownPage.id}"]`).click();
    await page.getByRole('heading', { level: 1, name: ownPage.title }).waitFor();
    await page.getByRole('button', { name: /^View photo/ }).first().click();
    await page.locator('.lightbox').getByText(/^1 of \d+$/).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.locator('.lightbox').getByText(/^(\d+) of \1$/).waitFor();
    await shot('12-cover-lightbox');
    await page.keyboard.press('Escape');

    // A movie that does not exist.
    await page.goto(MISSING_MOVIE);
    await page.getByText('Movie not found').first().waitFor();
    await page.getByRole('link', { name: 'Back to Movies' }).or(page.getByRole('button', { name: 'Back to Movies' })).first().waitFor();

    expect(problems).toEqual([]);
  });

  it.each([
    ['/movies-cover', '/movie-galleries'],
    ['/no/such/page', '/'],
  ])('%s goes to %s', async (from, to) => {
    const { page, problems } = await openWatchedPage(browser, viewports[viewport], { reducedMotion: 'reduce' });
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('backstage videos play in their modals; dialogs keep Tab inside and give focus back on Escape', async () => {
    const { page, problems, offlineFailures } = await openWatchedPage(browser, viewports[viewport], {
      reducedMotion: 'reduce',
    });
    const shot = (name: string) => screenshot(page, `${viewport}-backstage-${name}`);
    const { movie, uploaded, youTube } = await movieWithBothVideoKinds();

    await page.goto(`/movies/${movie.id}/backstage`);
    await page.getByRole('heading', { name: 'BTS Videos' }).waitFor();
    // Offline, YouTube's thumbnail cannot load: the card falls back to the studio's logo (docs/product.md#errors).
    const youTubeCard = page.getByRole('button', { name: `Play video: ${videoName(youTube)}` });
    await youTubeCard.scrollIntoViewIfNeeded(); // the thumbnail is lazy: below the fold it is never requested
    await expect.poll(() => youTubeCard.locator('img').getAttribute('src')).toMatch(/^\/assets\/logo-mark-[\w-]+\.svg$/);
    expect(offlineFailures.some((url) => url.startsWith('https://i.ytimg.com/vi/'))).toBe(true);

    // An uploaded clip: the native player, with controls, playing from /uploads/.
    const uploadedCard = page.getByRole('button', { name: `Play video: ${videoName(uploaded)}` });
    await uploadedCard.click();
    const nativeDialog = page.getByRole('dialog', { name: videoName(uploaded) });
    const player = nativeDialog.locator('video[controls]');
    expect(await player.evaluate((video: HTMLVideoElement) => new URL(video.currentSrc).pathname)).toMatch(/^\/uploads\//);
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0), { timeout: 10_000 })
      .toBe(true);
    await shot('native-video');
    await expectTabStaysInside(page, nativeDialog);
    await page.keyboard.press('Escape');
    await nativeDialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(uploadedCard)).toBe(true);

    // A YouTube link: the embedded player's frame, which cannot load here; that one failure is expected.
    const embedFailed = page.waitForEvent('requestfailed', (request) => YOUTUBE_EMBED.test(request.url()));
    await youTubeCard.click();
    const embedDialog = page.getByRole('dialog', { name: videoName(youTube) });
    const embedUrl = await embedDialog.locator('iframe').getAttribute('src');
    expect(embedUrl).toMatch(YOUTUBE_EMBED);
    await embedFailed;
    expect(offlineFailures).toContain(embedUrl);
    await page.keyboard.press('Escape');
    await embedDialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(youTubeCard)).toBe(true);

    // The gallery lightbox stops at its ends: Next is disabled on the last image; Tab stays inside it.
    await visit(page, '/gallery', 'Gallery');
    await page.getByText('Loading gallery...').waitFor({ state: 'detached' });
    const lastTile = page.getByRole('button', { name: /^View / }).last();
    await lastTile.click();
    await caption(page).getByText('(24 of 24)').waitFor();
    const lightbox = page.getByRole('dialog', { name: 'Gallery' });
    expect(await lightbox.getByRole('button', { name: 'Next photo' }).isDisabled()).toBe(true);
    expect(await lightbox.getByRole('button', { name: 'Previous photo' }).isDisabled()).toBe(false);
    await expectTabStaysInside(page, lightbox);
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(lastTile)).toBe(true);

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows 'Movie Not Found' and 'Cover Not Found' for backstage pages of items that do not exist", async () => {
    const { page, problems } = await openWatchedPage(browser, viewports[viewport], {
      reducedMotion: 'reduce',
      expectedNotFound: MISSING_ITEM_PAGES,
    });
    const [missingMovie, missingCover, invalidCover] = MISSING_ITEM_PAGES as [string, string, string];

    const response = await page.goto(missingMovie);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Movie Not Found' }).waitFor();
    await page.getByText("The movie you're looking for doesn't exist.").waitFor();
    await page.getByRole('link', { name: 'Back to Movies' }).waitFor();
    await screenshot(page, `${viewport}-backstage-movie-not-found`);

    for (const path of [missingCover, invalidCover]) {
      expect((await page.goto(path))?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Cover Not Found' }).waitFor();
      await page.getByText("The cover you're looking for doesn't exist.").waitFor();
      await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    }
    await screenshot(page, `${viewport}-backstage-cover-not-found`);

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
