// The site's look where only a browser can tell: the sticky header's frosted glass (the standard backdrop-filter
// that the CSS build once dropped), no public page wider than a 375 px phone (a signed-in renter's review form
// included), and a long address kept on one line, cut with an ellipsis, in the header's welcome line.
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cover, Movie } from '../common/catalogue.ts';
import { baseUrl, launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';
import { registerViewer, rentInSandbox } from './journeys.ts';

const PHONE = { width: 375, height: 812 };

let browser: Browser;
let movies: Movie[];
let covers: Cover[];
beforeAll(async () => {
  browser = await launchBrowser();
  movies = (await (await fetch(`${baseUrl}/api/movies`)).json()).movies;
  covers = await (await fetch(`${baseUrl}/api/movies/covers`)).json();
});
afterAll(() => browser?.close());

/** How much wider than the window the page is (0: it fits). */
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens `path` and waits until it has settled: its heading, the app in charge, its images and fonts in. */
async function openSettled(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
}

/** The welcome line's box against one line of its text, and whether its text is cut. */
function measureLine(line: Locator) {
  return line.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.6,
      isCut: element.scrollWidth > element.clientWidth,
      textOverflow: style.textOverflow,
      whiteSpace: style.whiteSpace,
      text: element.textContent,
      title: element.getAttribute('title'),
    };
  });
}

describe('the look of the site', () => {
  it("blurs what scrolls under the sticky header (the standard backdrop-filter, not only Safari's -webkit- one)", async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await openSettled(page, '/movies');
    const header = page.locator('header.site-header');
    const backdropFilter = await header.evaluate((element) => getComputedStyle(element).backdropFilter);
    expect(backdropFilter).not.toBe('none');
    expect(backdropFilter).toContain('blur(');
    // The newsletter panel's glass too (the home page).
    await openSettled(page, '/');
    const newsletter = page.locator('section.newsletter');
    expect(await newsletter.evaluate((element) => getComputedStyle(element).backdropFilter)).toContain('blur(');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps every public page within a 375 px phone, a renter at the review form of a film included', { timeout: 240_000 }, async () => {
    const { page, problems } = await openWatchedPage(browser, PHONE, { reducedMotion: 'reduce' });
    const movie = movies.find((item) => item.title === 'Deep Seeded Thoughts') ?? movies[0]!;
    const cover = covers.find((item) => item.movie_id === null && !item.is_coming_soon) ?? covers[0]!;
    const paths = [
      '/',
      '/movies',
      `/movies/${movie.id}`,
      `/movies/${movie.id}/backstage`,
      '/movie-galleries',
      `/cover/${cover.id}`,
      '/trailer',
      '/gallery',
      '/casting',
      '/about',
      '/bio',
      '/login',
      '/register',
      '/forgot-password',
      '/payment/cancel',
    ];
    const tooWide: string[] = [];
    for (const path of paths) {
      await openSettled(page, path);
      const overflow = await overflowOf(page);
      if (overflow > 0) {
        tooWide.push(`${path}: ${overflow} px too wide`);
        await screenshot(page, `look-too-wide${path.replaceAll('/', '-') || '-home'}`);
      }
    }

    // A signed-in renter, scrolled down to the review form of the film they rent.
    await registerViewer(page, `look-${randomUUID().slice(0, 8)}@example.com`);
    await rentInSandbox(page, 'Midnight Ledger', '$5.99');
    const rented = movies.find((item) => item.title === 'Midnight Ledger')!;
    await openSettled(page, `/movies/${rented.id}`);
    // The reviews' code comes once the visitor scrolls towards them.
    await page.locator('section#reviews').scrollIntoViewIfNeeded();
    const form = page.locator('section#reviews').getByRole('form', { name: 'Write a Review' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Your review').fill('A long comment with a rather unbreakable word: supercalifragilisticexpialidocious.');
    const overflow = await overflowOf(page);
    if (overflow > 0) tooWide.push(`the review form of /movies/${rented.id}: ${overflow} px too wide`);
    await screenshot(page, 'look-phone-review-form');

    expect(tooWide).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps a long address on one line in the welcome line, cut with an ellipsis, whole in its tooltip', async () => {
    const email = `wilhelmina-${randomUUID().slice(0, 8)}.featherstonehaugh@production-office.example.com`;
    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await registerViewer(page, email);
    await openSettled(page, '/');

    const line = page.locator('header.site-header .desktop-nav .welcome-line');
    const measured = await measureLine(line);
    expect(measured.text).toBe(`Welcome, ${email}`);
    expect(measured.title).toBe(`Welcome, ${email}`);
    expect(measured.whiteSpace).toBe('nowrap');
    expect(measured.textOverflow).toBe('ellipsis');
    expect(measured.isCut).toBe(true);
    expect(measured.height).toBeLessThan(measured.lineHeight * 1.5);
    await screenshot(page, 'look-welcome-line-desktop');

    // On a phone, in the toggle menu.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menuLine = page.locator('header.site-header .mobile-menu .welcome-line');
    const onPhone = await measureLine(menuLine);
    expect(onPhone.isCut).toBe(true);
    // One line and the menu row's padding; a second line would add a whole line height.
    expect(onPhone.height).toBeLessThan(onPhone.lineHeight * 2);
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'look-welcome-line-phone');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
