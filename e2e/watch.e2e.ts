// Watching the studio's own films, offline: a viewer rents the self-hosted demo film and it plays in
// Chromium through hls.js (encrypted HLS, signed URLs), leaves, and comes back to 'Resume from'; a blocked stream
// shows a message with Retry instead of a black screen; an administrator uploads a film (tus) and sees it
// packaged; a copied stream link stops working once its renter logs out.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';
import { adminLogin, loginViewer, openAdminScreen, registerViewer, rentInSandbox } from './journeys.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const card = (page: Page, title: string) => page.locator('article.movie-card').filter({ hasText: title });

/** The film's playing position, read off the page's <video>. */
const currentTime = (player: Locator) => player.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

async function waitUntilPlayedPast(player: Locator, seconds: number): Promise<void> {
  await expect.poll(() => currentTime(player), { timeout: 30_000, interval: 250 }).toBeGreaterThan(seconds);
}

describe('watching a self-hosted film', () => {
  // One viewer for the whole file (registrations are limited per address); each journey logs in afresh. The first
  // rents Midnight Ledger, which the last one relies on.
  let viewerEmail: string;
  beforeAll(async () => {
    const { page } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    viewerEmail = await registerViewer(page);
    await page.context().close();
  });

  it('rents the demo film, plays it, and resumes where the viewer left', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await loginViewer(page, viewerEmail);
    await rentInSandbox(page, 'Midnight Ledger', '$5.99');

    // Watch Now on the success page opens the film's player on /movies.
    await page.getByRole('link', { name: 'Watch Now' }).click();
    const player = page.getByRole('dialog', { name: 'Midnight Ledger' });
    await player.getByRole('button', { name: 'Close player' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/movies' && !url.searchParams.has('watch'));
    await waitUntilPlayedPast(player, 1.5);
    await screenshot(page, 'watch-01-playing');

    // Every stream request carried a signed token: the page asked for nothing under a plain file path.
    const streamed = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/api/stream/')),
    );
    expect(streamed.some((path) => /\/api\/stream\/[^/]+\/v\d+\/seg\d{5}\.ts$/.test(path))).toBe(true);
    expect(streamed.some((path) => path.endsWith('/key'))).toBe(true);

    // → jumps 10 s (twice: past the 10 s a resume needs, before the last 30 s of the one-minute demo film);
    // closing saves the position.
    await player.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
    await player.getByRole('button', { name: 'Play', exact: true }).focus();
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentTime(player)).toBeGreaterThan(20);
    const saved = page.waitForResponse((response) => response.url().endsWith('/progress') && response.request().method() === 'PUT');
    await player.getByRole('button', { name: 'Close player' }).click();
    await player.waitFor({ state: 'detached' });
    expect((await saved).status()).toBe(200);

    await card(page, 'Midnight Ledger').getByRole('button', { name: 'Watch Now' }).click();
    const resume = player.getByRole('button', { name: /^Resume from 0:2\d$/ });
    await resume.waitFor();
    await player.getByRole('button', { name: 'Start over' }).waitFor();
    await screenshot(page, 'watch-02-resume');
    await resume.click();
    await waitUntilPlayedPast(player, 21);
    await player.getByRole('button', { name: 'Close player' }).click();
    expect(problems).toEqual([]);
  });

  it('shows a message with Retry when the stream is blocked, and plays after Retry', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.mobile, { reducedMotion: 'reduce' });
    await loginViewer(page, viewerEmail);
    await rentInSandbox(page, 'The Quiet Harbor', '$6.49');
    await page.goto('/movies');

    await page.route('**/api/stream/**', (route) => route.abort('blockedbyclient'));
    await card(page, 'The Quiet Harbor').getByRole('button', { name: 'Watch Now' }).click();
    const player = page.getByRole('dialog', { name: 'The Quiet Harbor' });
    const failure = player.getByRole('alert');
    await failure.getByText('This film could not be played. Check your connection and try again.').waitFor({ timeout: 30_000 });
    await screenshot(page, 'watch-03-blocked');

    await page.unroute('**/api/stream/**');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await waitUntilPlayedPast(player, 1);
    // The only failed requests are the ones blocked on purpose.
    expect(problems.filter((problem) => !/request failed \(net::ERR_BLOCKED_BY_CLIENT[.\w]*\): .*\/api\/stream\//.test(problem))).toEqual([]);
  });

  it("refuses a renter's stream link to anyone once they log out", async () => {
    const { page } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await loginViewer(page, viewerEmail);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const movies = await (await fetch(`${baseUrl}/api/movies`, { headers: { authorization: `Bearer ${token}` } })).json();
    const film = movies.movies.find((movie: { title: string }) => movie.title === 'Midnight Ledger');
    const stream = await (await fetch(`${baseUrl}${film.video_url}`, { headers: { authorization: `Bearer ${token}` } })).json();

    // Copied into another program with no session at all, the link works while the rental and login last...
    expect((await fetch(`${baseUrl}${stream.playlist_url}`)).status).toBe(200);
    await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    // ...and not after the renter logged out (the access check reads the session, at most 30 s late).
    await expect.poll(async () => (await fetch(`${baseUrl}${stream.playlist_url}`)).status, { timeout: 40_000, interval: 2000 }).toBe(403);
  });
});

describe('an administrator adds a film', () => {
  let clipDir: string;
  beforeAll(() => {
    clipDir = mkdtempSync(join(tmpdir(), 'e2e-film-'));
  });
  afterAll(() => rmSync(clipDir, { recursive: true, force: true }));

  /** A 4-second 640x360 MP4 made by the ffmpeg npm installed. */
  function makeClip(): Buffer {
    const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    const file = join(clipDir, 'lantern.mp4');
    const lavfi = ['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24', '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'];
    const encode = ['-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-y', file];
    const result = spawnSync(ffmpeg, ['-v', 'error', ...lavfi, ...encode]);
    if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
    return readFileSync(file);
  }

  it('uploads a film to a movie, sees it packaged, and the movie becomes rentable', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await adminLogin(page);
    await openAdminScreen(page, 'desktop', 'Movies', '/admin/movies');
    const title = `Lantern Reel ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add Movie' }).click();
    const form = page.getByRole('dialog', { name: 'Add Movie' });
    await form.getByLabel('Title *').fill(title);
    await form.getByLabel('Price (USD) *').fill('2.00');
    await form.getByRole('button', { name: 'Add Movie' }).click();
    await page.getByRole('status').filter({ hasText: 'Movie added successfully' }).waitFor();

    // Nothing to play yet: the public page says Coming soon, not Rent.
    const visitor = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await visitor.page.goto('/movies');
    await card(visitor.page, title).getByText('Coming soon').waitFor();

    // The movie's row menu holds its Edit (docs/product.md#admin).
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menu', { name: `Actions for ${title}` }).getByRole('menuitem', { name: `Edit ${title}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Movie' });
    await edit.getByLabel('Film file').setInputFiles({ name: 'lantern.mp4', mimeType: 'video/mp4', buffer: makeClip() });
    await edit.getByText('Ready').first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'watch-04-admin-film-ready');

    await visitor.page.reload();
    await card(visitor.page, title).getByRole('link', { name: /^Rent for \$/ }).waitFor();
    expect(problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
  });
});
