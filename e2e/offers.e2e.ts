// Offers (docs/product.md#offers), as a festival would use them: the studio makes a half-price code for one film and a
// bundle of two; a viewer applies the code on the film's page and sees the new price before paying, then buys the
// other film as a gift for a friend; the friend gets the e-mail, registers, redeems the gift and can watch; then rents
// the bundle, which leaves out the film they already hold. The admin's payments show the code, the gift and the bundle.
// Everything goes through the sandbox's checkout page; YouTube is never loaded.
import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from '../common/offers.ts';
import { baseUrl, launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';
import { adminApiToken, registerViewer, waitForMail } from './journeys.ts';

const YOUTUBE = /^https:\/\/([\w-]+\.)*(youtube\.com|youtube-nocookie\.com|ytimg\.com)\//;
const tag = Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const CODE = `FEST${tag}`;

let browser: Browser;
let adminToken: string;
const films: { id: number; title: string }[] = [];
let bundleId: number | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await adminApiToken();
});
// The films and the bundle leave the site again: the journeys after this one see the catalogue as seeded.
afterAll(async () => {
  if (bundleId) await adminJson('PUT', `/api/admin/bundles/${bundleId}`, { title: `Double Bill ${tag}`, movie_ids: films.map((film) => film.id), price: '8.00', is_active: false });
  for (const film of films) await fetch(`${baseUrl}/api/admin/movies/${film.id}/deactivate`, { method: 'PATCH', headers: { authorization: `Bearer ${adminToken}` } });
  await browser?.close();
});

function adminJson(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A playable YouTube film at `price` dollars, added as the studio would (the movie form is multipart). */
async function addFilm(title: string, price: string): Promise<number> {
  const fields = new FormData();
  for (const [name, value] of Object.entries({ title, price, rental_duration_hours: '48', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })) fields.append(name, value);
  const added = await fetch(`${baseUrl}/api/admin/movies`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: fields });
  expect(added.status).toBe(201);
  const { movie } = (await added.json()) as { movie: { id: number } };
  films.push({ id: movie.id, title });
  return movie.id;
}

/** Pays the sandbox's checkout page after checking the lines it must show; waits for the success page. */
async function payInSandbox(page: Page, total: string, lines: string[]) {
  await page.waitForURL('**/sandbox/checkout/*');
  for (const line of lines) await page.getByText(line).first().waitFor();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await page.waitForURL('**/payment/success?session_id=*');
}

describe('codes, gifts and bundles', () => {
  it('applies a code, gives a film, redeems it as the friend, and rents the bundle without the film held', { timeout: 240_000 }, async () => {
    const codeFilm = await addFilm(`Festival Cut ${tag}`, '4.00');
    const giftFilm = await addFilm(`Gift Reel ${tag}`, '6.00');
    const code = await adminJson('POST', '/api/admin/codes', { code: CODE.toLowerCase(), kind: 'percent', value: 50, movie_ids: [codeFilm] });
    expect(code.status).toBe(201);
    expect((await code.json()).code).toMatchObject({ code: CODE, kind: 'percent', value: 50 });
    const bundle = await adminJson('POST', '/api/admin/bundles', { title: `Double Bill ${tag}`, description: 'Both films.', movie_ids: [codeFilm, giftFilm], price: '8.00' });
    expect(bundle.status).toBe(201);
    bundleId = (await bundle.json()).bundle.id as number;

    // The giver: a code on the film's page, the new price before paying, the code's line at the sandbox.
    const giver = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await giver.page.route(YOUTUBE, (route) => route.abort('blockedbyclient'));
    await registerViewer(giver.page);
    await giver.page.goto(`/movies/${codeFilm}`);
    await giver.page.getByRole('button', { name: 'Have a code?' }).click();
    await giver.page.getByLabel('Code', { exact: true }).fill(CODE.toLowerCase());
    await giver.page.getByRole('button', { name: 'Apply' }).click();
    await giver.page.getByText(`Code ${CODE} applied`).waitFor();
    await screenshot(giver.page, 'offers-01-code-applied');
    await giver.page.getByRole('button', { name: 'Rent for $2.00' }).click();
    await payInSandbox(giver.page, '$2.00', [`Code ${CODE}`]);
    await giver.page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    // The same viewer gives the other film to a friend.
    const friendEmail = `friend-${randomUUID().slice(0, 8)}@example.com`;
    await giver.page.goto(`/movies/${giftFilm}`);
    await giver.page.getByRole('button', { name: 'Give as a gift' }).click();
    await giver.page.getByLabel("Recipient's email").fill(friendEmail);
    await giver.page.getByLabel('Message (optional)').fill('Happy birthday!');
    await screenshot(giver.page, 'offers-02-gift-form');
    await giver.page.getByRole('button', { name: 'Buy as a gift for $6.00' }).click();
    await payInSandbox(giver.page, '$6.00', [`Gift for ${friendEmail}`]);
    await giver.page.getByRole('heading', { name: 'Your gift is on its way' }).waitFor();
    await screenshot(giver.page, 'offers-03-gift-bought');

    // The friend's e-mail carries the link; they register on the way and redeem it.
    const mail = await waitForMail(friendEmail, /sent you a gift/);
    expect(mail.text).toContain('Happy birthday!');
    const link = /\/gift\/([\w-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const friend = await openWatchedPage(browser, viewports.mobile, { reducedMotion: 'reduce' });
    await friend.page.route(YOUTUBE, (route) => route.abort('blockedbyclient'));
    await registerViewer(friend.page, friendEmail);
    await friend.page.goto(`/gift/${link![1]}`);
    await friend.page.getByText('A gift from Ida').waitFor();
    await screenshot(friend.page, 'offers-04-gift-page');
    await friend.page.getByRole('button', { name: 'Redeem gift' }).click();
    await friend.page.waitForURL((url) => url.pathname === `/movies/${giftFilm}`);
    await friend.page.getByRole('button', { name: 'Watch Now' }).first().waitFor();

    // The bundle: the film the friend holds is marked and left out of what they buy (a gift cost them nothing, so the
    // price stays whole).
    await friend.page.goto(`/bundles/${bundleId}`);
    await friend.page.getByRole('article', { name: `Gift Reel ${tag}` }).getByText('Rented').waitFor();
    await screenshot(friend.page, 'offers-05-bundle');
    await friend.page.getByRole('button', { name: 'Rent bundle for $8.00' }).click();
    await payInSandbox(friend.page, '$8.00', [`Bundle: Double Bill ${tag} (1 film)`, `Festival Cut ${tag}`]);
    await friend.page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const holdings = await friend.page.evaluate(async (ids) => {
      const token = localStorage.getItem('token');
      const answers = await Promise.all(ids.map(async (id) => (await fetch(`/api/movies/${id}?include_rental=true`, { headers: { authorization: `Bearer ${token}` } })).json()));
      return answers.map((answer) => answer.movie.rental_status?.is_rented ?? false);
    }, [codeFilm, giftFilm]);
    expect(holdings).toEqual([true, true]);

    // The admin's payments name the code, the gift and the bundle.
    const listed = await adminJson('GET', `/api/admin/payments?search=${encodeURIComponent(tag)}&limit=10`);
    const rows = ((await listed.json()) as { payments: { movie_title: string; code: string | null; gift: boolean; bundle_id: number | null; amount: number }[] }).payments;
    expect(rows.find((row) => row.code === CODE)).toMatchObject({ amount: 2, gift: false });
    expect(rows.find((row) => row.gift)).toMatchObject({ movie_title: `Gift Reel ${tag}`, amount: 6 });
    expect(rows.find((row) => row.bundle_id === bundleId)).toMatchObject({ movie_title: `Double Bill ${tag}`, amount: 8 });

    for (const viewer of [giver, friend]) {
      expect(viewer.problems).toEqual([]);
      expect(viewer.offlineFailures.every((url) => YOUTUBE.test(url))).toBe(true);
      await viewer.page.context().close();
    }
  });
});
