// Pre-ordering a premiere (docs/product.md#premieres-and-windows): the studio gives a YouTube film a premiere about a
// minute away; a new viewer sees 'Pre-order for $…' and the countdown on the film's page, pre-orders in the sandbox
// (whose page says the rules), is told the premiere on the success page, may not play before it (403 naming it),
// and at the premiere the page turns to Watch Now by itself, whose player starts the rental (POST /play, 204).
// YouTube is never loaded: its requests are cut off in the browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MovieResponse } from '../common/catalogue.ts';
import { formatPremiereTime } from '../common/premieres.ts';
import { baseUrl, launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';
import { adminApiToken, registerViewer } from './journeys.ts';

const PRICE = '$3.00';
// Far enough for registering, paying and the checks before it; near enough to wait for.
const PREMIERE_IN_MS = 70_000;
const YOUTUBE = /^https:\/\/([\w-]+\.)*(youtube\.com|youtube-nocookie\.com|ytimg\.com)\//;

let browser: Browser;
let adminToken: string;
let film: { id: number; title: string } | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await adminApiToken();
});
// The film leaves the site again: the journeys after this one see the catalogue as seeded.
afterAll(async () => {
  if (film) await adminApi('PATCH', `/api/admin/movies/${film.id}/deactivate`);
  await browser?.close();
});

function adminApi(method: 'POST' | 'PUT' | 'PATCH', path: string, fields?: Record<string, string>) {
  let body: FormData | undefined;
  if (fields) {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
  }
  return fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${adminToken}` }, body });
}

/** The movie form's fields for a playable YouTube film at PRICE; the admin form sends them all on every save. */
const filmFields = (title: string) => ({ title, price: '3.00', rental_duration_hours: '48', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });

/** '2026-12-12T20:00:00+00:00': whole seconds, with an offset, as the admin form sends it. */
const isoWithOffset = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** Adds the film, then gives it its premiere (an edit, as the studio would): answers the premiere as stored. */
async function addFilmPremiering(title: string, premiere: Date): Promise<{ premiereAt: string; zone: string }> {
  const added = await adminApi('POST', '/api/admin/movies', filmFields(title));
  expect(added.status).toBe(201);
  film = { id: (await added.json()).movie.id, title };
  const edited = await adminApi('PUT', `/api/admin/movies/${film.id}`, { ...filmFields(title), premiere_at: isoWithOffset(premiere) });
  expect(edited.status).toBe(200);
  const { movie } = (await (await fetch(`${baseUrl}/api/movies/${film.id}`)).json()) as MovieResponse;
  expect(Date.parse(movie.premiere_at ?? '')).toBe(Math.floor(premiere.getTime() / 1000) * 1000);
  return { premiereAt: movie.premiere_at!, zone: movie.premiere_time_zone! };
}

/** POST /api/movies/{id}/play as the viewer signed in on `page`. */
async function pressPlayAsViewer(page: Page, movieId: number) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return page.request.post(`/api/movies/${movieId}/play`, { headers: { authorization: `Bearer ${token}` } });
}

describe('pre-ordering a premiere', () => {
  it('pre-orders before the premiere and watches from it on', { timeout: 150_000 }, async () => {
    const { page, problems, offlineFailures } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await page.route(YOUTUBE, (route) => route.abort('blockedbyclient'));
    await registerViewer(page);

    const title = `Opening Night ${Date.now().toString(36)}`;
    const premiere = new Date(Date.now() + PREMIERE_IN_MS);
    const { premiereAt, zone } = await addFilmPremiering(title, premiere);
    const movieId = film!.id;
    const premiereInZone = formatPremiereTime(premiereAt, zone, true);

    // The film's page: the pre-order and the countdown, nothing to watch yet.
    await page.goto(`/movies/${movieId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const preOrder = page.getByRole('button', { name: `Pre-order for ${PRICE}` });
    await preOrder.waitFor();
    await page.getByText(/Premieres in/).first().waitFor();
    await screenshot(page, 'preorder-01-film-page');

    // The sandbox's page says the rules in the studio's zone before paying.
    await preOrder.click();
    await page.waitForURL('**/sandbox/checkout/*');
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText(`Watch from ${premiereInZone} · 48 hours`).waitFor();
    await screenshot(page, 'preorder-02-sandbox-checkout');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: `Pay ${PRICE}` }).click();

    await page.waitForURL('**/payment/success?session_id=*');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByText(/^Premieres/).first().waitFor();
    await screenshot(page, 'preorder-03-success');

    // Paid, but not yet showing: playing is refused, naming the premiere.
    const early = await pressPlayAsViewer(page, movieId);
    expect(early.status()).toBe(403);
    expect((await early.json()).error).toContain(formatPremiereTime(premiereAt, zone));

    // Back on the film's page: the countdown runs, then Watch Now comes without a reload.
    await page.goto(`/movies/${movieId}`);
    await page.getByText(/Premieres in/).first().waitFor();
    const watchNow = page.getByRole('button', { name: 'Watch Now' });
    expect(await watchNow.count()).toBe(0);
    expect(Date.now()).toBeLessThan(premiere.getTime());
    await watchNow.waitFor({ timeout: premiere.getTime() - Date.now() + 30_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(premiere.getTime() - 1000);
    await screenshot(page, 'preorder-04-premiered');

    // The player opens and tells the server play was pressed: the rental's clock starts.
    const played = page.waitForResponse((response) => response.url().endsWith(`/api/movies/${movieId}/play`) && response.request().method() === 'POST');
    await watchNow.click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Close player' }).waitFor();
    expect((await played).status()).toBe(204);

    expect(problems).toEqual([]);
    expect(offlineFailures.every((url) => YOUTUBE.test(url))).toBe(true);
  });
});
