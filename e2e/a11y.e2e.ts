// The axe walk (docs/decisions on the axe walk): every public and admin screen of docs/product.md#screens-and-routes,
// and every menu, dialog, lightbox and player state the journeys open, at 1280 x 800 and 375 x 812, checked by axe-core
// against WCAG 2.0/2.1 A and AA and best practice (e2e/axe.ts). Any violation fails; the admin screens' everyday
// controls are also reached and worked with the keyboard alone. Prints how many states it checked.
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cover, Movie } from '../common/catalogue.ts';
import { checkedStates, expectNoAxeViolations } from './axe.ts';
import { adminCredentials, baseUrl, launchBrowser, openWatchedPage } from './browser.ts';
import { adminApiToken, adminLogin, registerViewer, rentInSandbox, waitForMail } from './journeys.ts';

const SIZES = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;
type Size = keyof typeof SIZES;

const DETAIL_FILM = 'Deep Seeded Thoughts'; // an uploaded trailer, reviews, backstage photos and an uploaded clip
const RENTED_FILM = { title: 'Midnight Ledger', price: '$5.99' }; // the self-hosted film: the player with its menus
/** Each part of the walk checks a dozen or more states, a second or more each on a busy 2-core machine. */
const WALK_TIMEOUT_MS = 240_000;
const NOT_FOUND = ['/cover', '/movies/999999', '/movies/999999/backstage', '/cover/999999'];

let browser: Browser;
let movies: Movie[];
let covers: Cover[];
let adminToken: string;
const startedAt = Date.now();
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await adminApiToken();
  movies = (await (await fetch(`${baseUrl}/api/movies`)).json()).movies;
  covers = await (await fetch(`${baseUrl}/api/movies/covers`)).json();
});
afterAll(async () => {
  await browser?.close();
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.info(`axe walk: ${checkedStates.length} states checked in ${seconds} s`);
});

const movieId = (title: string) => movies.find((movie) => movie.title === title)!.id;

function adminJson(method: 'POST' | 'PUT', path: string, body: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Waits until the page has its frame (a main region and a level-one heading: a page taking over the server's HTML
 * swaps it for a moment) and nothing on it says it is still loading, then runs axe.
 */
async function check(page: Page, state: string): Promise<void> {
  await page.waitForFunction(() => document.querySelector('main, [role="main"]') && document.querySelector('h1') && !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready);
  await expectNoAxeViolations(page, state);
}

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
}

/** Presses Tab until `target` has the focus: it must be reachable without a mouse. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  await target.waitFor({ state: 'attached' });
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement, undefined, { timeout: 1000 })) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Closes the open dialog or menu with Escape and waits for it to go. */
async function escape(page: Page, opened: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await opened.waitFor({ state: 'detached' });
}

/** Focuses a control and presses Enter: the keyboard's way to work it. */
async function pressEnterOn(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

/**
 * The action `action` of the row of `item`, with the keyboard: its own button ('Edit Midnight Ledger') or an entry
 * of the row's action menu (the menu button names the row; the open menu is then checked too, as `menuState`).
 */
async function rowAction(page: Page, item: string, action: RegExp, menuState: string): Promise<void> {
  const own = page.getByRole('button', { name: new RegExp(`${action.source}.*${escapeRegExp(item)}`) });
  if ((await own.count()) > 0) return pressEnterOn(page, own.first());
  const menuButton = page.locator('[aria-haspopup="menu"]').and(page.getByRole('button', { name: new RegExp(escapeRegExp(item)) }));
  await pressEnterOn(page, menuButton.first());
  const entry = page.getByRole('menuitem', { name: action }).first();
  await entry.waitFor();
  await check(page, menuState);
  await pressEnterOn(page, entry);
}

/**
 * Searches an admin list and waits for the answer: the one row of `text` (every viewer of the walk is an 'Ida Lupino',
 * so the list must be narrowed before a row is picked by that name).
 */
async function searchNarrowsToOne(page: Page, searchLabel: string, text: string): Promise<void> {
  await page.getByLabel(searchLabel).fill(text);
  await page.getByText(/^Showing 1–1 of 1 /).waitFor();
  await page.getByText(text).first().waitFor();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(Object.keys(SIZES) as Size[])('axe walk at %s width', (size) => {
  const viewport = SIZES[size];
  const tag = (state: string) => `${state} @${viewport.width}`;
  let viewerEmail = '';
  let subscriberEmail = '';

  it('public screens, their menus, dialogs and lightboxes', async () => {
    const { page, problems } = await openWatchedPage(browser, viewport);
    const axe = (state: string) => check(page, tag(state));

    // The splash, then the rest of the walk without motion (what is on screen is then what is checked).
    await page.goto('/');
    await page.locator('.splash').waitFor();
    await axe('splash');
    await page.keyboard.press('Escape');
    await page.locator('.splash').waitFor({ state: 'detached' });
    await page.emulateMedia({ reducedMotion: 'reduce' });

    await page.getByRole('link', { name: 'Explore Movies' }).first().waitFor();
    await axe('home');
    const newsletter = page.locator('section.newsletter');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByText('Please enter your email address').waitFor();
    await axe('home: newsletter error');
    subscriberEmail = `a11y-fan-${randomUUID().slice(0, 8)}@example.com`;
    await newsletter.getByPlaceholder('Your email address').fill(subscriberEmail);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByText(/Thank you for subscribing/).waitFor();
    await axe('home: newsletter subscribed');

    const header = page.locator('header').first();
    const menuButton = header.getByRole('button', { name: size === 'mobile' ? 'Menu' : 'Account' });
    await menuButton.click();
    await header.getByRole('link', { name: 'Login', exact: true }).waitFor();
    await axe(size === 'mobile' ? 'header menu open' : 'account menu open');
    await menuButton.click();

    await visit(page, '/about', 'About');
    await axe('about');
    await page.goto('/bio');
    await page.getByRole('link', { name: 'Explore Movies' }).first().waitFor();
    await axe('bio');
    await visit(page, '/casting', 'Casting');
    await axe('casting');
    await visit(page, '/trailer', 'Trailers');
    await axe('trailers');

    await visit(page, '/gallery', 'Gallery');
    await page.getByText('Loading gallery...').waitFor({ state: 'detached' });
    await axe('gallery');
    await page.getByRole('button', { name: /^View / }).first().click();
    const galleryLightbox = page.getByRole('dialog', { name: 'Gallery' });
    await galleryLightbox.waitFor();
    await axe('gallery lightbox');
    await escape(page, galleryLightbox);

    await visit(page, '/movies', 'Movies');
    await page.locator('article.movie-card').first().waitFor();
    await axe('movies');

    const detailId = movieId(DETAIL_FILM);
    await visit(page, `/movies/${detailId}`, DETAIL_FILM);
    await axe('movie page');
    await page.getByRole('button', { name: 'Watch Trailer' }).first().click();
    const trailer = page.getByRole('dialog', { name: `${DETAIL_FILM}: Trailer` });
    await trailer.locator('video').waitFor();
    await axe('movie page: trailer dialog');
    await escape(page, trailer);
    await page.locator('section#reviews').scrollIntoViewIfNeeded();
    await page.locator('section#reviews').getByRole('list', { name: 'Reviews' }).getByRole('article').first().waitFor();
    await axe('movie page: reviews');

    await page.goto(`/movies/${detailId}/backstage`);
    await page.getByRole('heading', { name: 'BTS Videos' }).waitFor();
    await axe('movie backstage');
    await page.getByRole('button', { name: /^View photo/ }).first().click();
    const photoLightbox = page.getByRole('dialog').first();
    await page.locator('.lightbox__caption').waitFor();
    await axe('movie backstage: photo lightbox');
    await escape(page, photoLightbox);
    const clip = page.getByRole('button', { name: /^Play video:/ }).first();
    await clip.scrollIntoViewIfNeeded();
    await clip.click();
    const videoDialog = page.getByRole('dialog').first();
    await videoDialog.locator('video, iframe').first().waitFor();
    await axe('movie backstage: video dialog');
    await escape(page, videoDialog);

    await visit(page, '/movie-galleries', 'Movie Galleries');
    await axe('movie galleries');
    const ownCover = covers.find((cover) => cover.movie_id === null && !cover.is_coming_soon)!;
    await visit(page, `/cover/${ownCover.id}`, ownCover.title);
    await axe('cover backstage');
    await page.getByRole('button', { name: /^View photo/ }).first().click();
    const coverLightbox = page.locator('.lightbox');
    await coverLightbox.getByText(/^1 of \d+$/).waitFor();
    await axe('cover backstage: lightbox');
    await page.keyboard.press('Escape');
    await coverLightbox.waitFor({ state: 'detached' });

    expect(problems).toEqual([]);
    await page.context().close();
  }, WALK_TIMEOUT_MS);

  it('the screens that say something is missing, and the account forms with their refusals', async () => {
    const { page, problems } = await openWatchedPage(browser, viewport, { reducedMotion: 'reduce', expectedNotFound: NOT_FOUND });
    const axe = (state: string) => check(page, tag(state));

    await visit(page, '/cover', /./);
    await axe('cover without an id');
    await visit(page, '/cover/999999', 'Cover Not Found');
    await axe('cover not found');
    await visit(page, '/movies/999999/backstage', 'Movie Not Found');
    await axe('movie backstage not found');
    await page.goto('/movies/999999');
    await page.getByText('Movie not found').first().waitFor();
    await axe('movie not found');

    await visit(page, '/login', /login/i);
    await axe('login');
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await axe('login: refused');
    await visit(page, '/register', /./);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('First name is required').waitFor();
    await axe('register: errors');
    await visit(page, '/admin-login', /./);
    await axe('admin login');
    await visit(page, '/forgot-password', 'Forgot password');
    await axe('forgot password');
    await visit(page, '/reset-password', /./);
    await axe('reset password without a token');
    await visit(page, '/reset-password/not-a-real-token', /./);
    await axe('reset password');
    await visit(page, '/payment/cancel', /./);
    await axe('payment cancelled');

    expect(problems).toEqual([]);
    await page.context().close();
  }, WALK_TIMEOUT_MS);

  it("a viewer's screens: account, rental, player with its menu, review form, delete dialog", async () => {
    const { page, problems } = await openWatchedPage(browser, viewport, { reducedMotion: 'reduce' });
    const axe = (state: string) => check(page, tag(state));
    viewerEmail = await registerViewer(page);
    await page.locator('article.movie-card').first().waitFor();
    await axe('movies (viewer)');

    // Logged in, a wide header shows the viewer's links in its row; the Account dropdown is for narrower ones.
    const header = page.locator('header').first();
    const menuButton = header.getByRole('button', { name: size === 'mobile' ? 'Menu' : 'Account' });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      await header.getByRole('button', { name: 'Logout' }).waitFor();
      await axe(size === 'mobile' ? 'header menu open (viewer)' : 'account menu open (viewer)');
      await menuButton.click();
    }

    await visit(page, '/account', 'My account');
    await axe('account: no rentals');

    await page.goto('/movies');
    await rentInSandbox(page, RENTED_FILM.title, RENTED_FILM.price);
    await axe('payment success');

    await page.getByRole('link', { name: 'Watch Now' }).click();
    const player = page.getByRole('dialog', { name: RENTED_FILM.title });
    const quality = player.getByRole('button', { name: /^Quality:/ });
    await quality.waitFor({ timeout: 30_000 });
    await player.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
    await axe('player');
    await quality.click();
    const qualityMenu = page.getByRole('menu', { name: 'Quality' });
    await qualityMenu.waitFor();
    await axe('player: quality menu open');
    await quality.click();
    await qualityMenu.waitFor({ state: 'detached' });
    await player.getByRole('button', { name: 'Close player' }).click();
    await player.waitFor({ state: 'detached' });

    await visit(page, '/account', 'My account');
    await page.getByRole('region', { name: 'Receipts' }).getByText('Paid').first().waitFor();
    await axe('account: a rental and its receipt');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await axe('account: delete dialog');
    await deleteDialog.getByLabel('Current password', { exact: true }).fill('not my password');
    await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
    await deleteDialog.getByText('Current password is incorrect').waitFor();
    await axe('account: delete dialog refused');
    await escape(page, deleteDialog);

    await visit(page, '/account/password', /password/i);
    await axe('change password');

    await visit(page, `/movies/${movieId(RENTED_FILM.title)}`, RENTED_FILM.title);
    const reviews = page.locator('section#reviews');
    await reviews.scrollIntoViewIfNeeded();
    const form = reviews.getByRole('form', { name: 'Write a Review' });
    await form.waitFor();
    await axe('review form');
    await form.getByLabel('Your review').fill('Too short');
    await form.getByText('Comment must be at least 10 characters long').waitFor();
    await axe('review form: error');

    expect(problems).toEqual([]);
    await page.context().close();
  }, WALK_TIMEOUT_MS);

  it("public offers: a film's code and gift panels, a gift bought, a bundle, a gift's page", async () => {
    const { page, problems } = await openWatchedPage(browser, viewport, { reducedMotion: 'reduce' });
    const axe = (state: string) => check(page, tag(state));
    // A bundle of two seeded films, on the site for this part only.
    const bundleTitle = `Axe double bill ${size} ${randomUUID().slice(0, 6)}`;
    const bundleBody = { title: bundleTitle, description: 'Two films.', movie_ids: [movieId(DETAIL_FILM), movieId(RENTED_FILM.title)], price: '7.00' };
    const bundleId = ((await (await adminJson('POST', '/api/admin/bundles', bundleBody)).json()) as { bundle: { id: number } }).bundle.id;
    try {
      await registerViewer(page);
      await visit(page, `/movies/${movieId(DETAIL_FILM)}`, DETAIL_FILM);
      await page.getByRole('button', { name: 'Have a code?' }).click();
      await page.getByLabel('Code', { exact: true }).fill('NOTACODE22');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('This code is not valid').waitFor();
      await axe('film: code refused');

      await page.getByRole('button', { name: 'Give as a gift' }).click();
      const buyGift = page.getByRole('button', { name: /^Buy as a gift for / });
      await buyGift.click();
      await page.getByText('Email is required').first().waitFor();
      await axe('film: gift form errors');
      const friendEmail = `a11y-friend-${randomUUID().slice(0, 8)}@example.com`;
      await page.getByLabel("Recipient's email").fill(friendEmail);
      await page.getByLabel('Message (optional)').fill('Enjoy the film!');
      await buyGift.click();
      await page.waitForURL('**/sandbox/checkout/*');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByRole('heading', { name: 'Your gift is on its way' }).waitFor();
      await axe('payment success: a gift');

      await visit(page, '/account', 'My account');
      await page.getByRole('region', { name: "Gifts you've given" }).getByText(friendEmail).waitFor();
      await axe('account: gifts given');

      await visit(page, `/bundles/${bundleId}`, bundleTitle);
      await axe('bundle');

      const giftLink = /\/gift\/[\w-]+/.exec((await waitForMail(friendEmail, /sent you a gift/)).text ?? '')?.[0];
      expect(giftLink).toBeDefined();
      // Signed out (the session is the stored token), as the friend arrives from the e-mail.
      await page.evaluate(() => localStorage.clear());
      await visit(page, giftLink!, DETAIL_FILM);
      await page.getByRole('link', { name: 'Register to redeem' }).waitFor();
      await axe('gift page: a visitor');
      await visit(page, '/gift/not-a-real-gift-token', 'Gift not found');
      await axe('gift page: not found');
    } finally {
      await adminJson('PUT', `/api/admin/bundles/${bundleId}`, { ...bundleBody, is_active: false });
    }

    expect(problems).toEqual([]);
    await page.context().close();
  }, WALK_TIMEOUT_MS);

  it('admin dashboard, movies, backstage and galleries, their forms, with the keyboard', async () => {
    const { page, problems } = await openWatchedPage(browser, viewport, { reducedMotion: 'reduce' });
    const axe = (state: string) => check(page, tag(state));
    await adminLogin(page);

    // Dashboard; its Add Movie shortcut reached and followed with the keyboard, opening the movie form.
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Recent activity' }).waitFor();
    await axe('admin dashboard');
    if (size === 'mobile') {
      const adminMenu = page.getByRole('button', { name: /Admin menu/ });
      await adminMenu.click();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users', exact: true }).waitFor();
      await axe('admin menu open');
      await adminMenu.click();
    }
    const addShortcut = page.getByRole('link', { name: /^Add Movie/ });
    await tabTo(page, addShortcut);
    await page.keyboard.press('Enter');
    const addForm = page.getByRole('dialog', { name: 'Add Movie' });
    await addForm.waitFor();
    await axe('admin movies: add movie form');
    await addForm.getByRole('button', { name: 'Add Movie' }).click();
    await addForm.getByText('Title and price are required').first().waitFor();
    await axe('admin movies: add movie form errors');
    await escape(page, addForm);

    // Movies; the edit form of a film with its film section, reached with Tab and opened with Enter.
    await page.getByRole('heading', { level: 1, name: 'Movies' }).waitFor();
    await axe('admin movies');
    await rowAction(page, RENTED_FILM.title, /^Edit/, tag('admin movies: row menu open'));
    const editForm = page.getByRole('dialog', { name: 'Edit Movie' });
    await editForm.getByText('Ready').first().waitFor();
    await axe('admin movies: edit form with its film');
    // The film section with the keyboard (past the form's many fields): Replace file opens the file picker, Keep the
    // current file closes it.
    await tabTo(page, editForm.getByRole('button', { name: 'Replace file' }), 200);
    await page.keyboard.press('Enter');
    await editForm.getByLabel('Film file').waitFor({ state: 'attached' });
    await axe('admin movies: edit form choosing a new film file');
    await pressEnterOn(page, editForm.getByRole('button', { name: 'Keep the current file' }));
    await editForm.getByRole('button', { name: 'Replace file' }).waitFor();
    await escape(page, editForm);

    await visit(page, '/admin/backstage', 'Backstage');
    await axe('admin backstage: nothing chosen');
    const movieSelect = page.getByLabel('Movie', { exact: true });
    await tabTo(page, movieSelect);
    await movieSelect.selectOption({ label: DETAIL_FILM });
    await page.getByRole('list', { name: 'Backstage photos' }).getByRole('listitem').first().waitFor();
    await axe('admin backstage: a movie');

    await visit(page, '/admin/movie-galleries', 'Movie Galleries');
    await axe('admin movie galleries');
    const addCover = page.getByRole('button', { name: 'Add Cover' });
    await pressEnterOn(page, addCover);
    const coverForm = page.getByRole('dialog', { name: 'Add Cover' });
    await coverForm.waitFor();
    await axe('admin movie galleries: cover form');
    await escape(page, coverForm);

    expect(problems).toEqual([]);
    await page.context().close();
  }, WALK_TIMEOUT_MS);

  it('admin offers: codes with the New code form, a batch and Redemptions; bundles with their form, with the keyboard', async () => {
    const { page, problems } = await openWatchedPage(browser, viewport, { reducedMotion: 'reduce' });
    const axe = (state: string) => check(page, tag(state));
    await adminLogin(page);
    // A code of this run's own (letters A–Z and digits 2–9), a screener for the administrator, so its plays show.
    const code = `AXE${size.toUpperCase()}${randomUUID().replace(/[^a-f]/g, '').slice(0, 6).toUpperCase()}`;

    await visit(page, '/admin/codes', 'Codes');
    await axe('admin codes');
    await pressEnterOn(page, page.getByRole('button', { name: 'New code' }));
    const codeForm = page.getByRole('dialog', { name: 'New code' });
    await codeForm.waitFor();
    await axe('admin codes: new code form');
    await codeForm.getByRole('button', { name: 'Create code' }).click();
    await codeForm.getByText('Percent must be a whole number from 1 to 100').waitFor();
    await axe('admin codes: new code form errors');
    await codeForm.getByLabel('Code', { exact: true }).fill(code);
    await codeForm.getByLabel('Percent off').fill('20');
    await codeForm.getByRole('button', { name: 'Add film' }).click();
    await codeForm.getByRole('group', { name: 'Film 1' }).getByLabel('Film', { exact: true }).selectOption({ label: RENTED_FILM.title });
    await codeForm.getByLabel('Screener e-mail').fill(adminCredentials.email);
    await codeForm.getByRole('button', { name: 'Create code' }).click();
    await codeForm.waitFor({ state: 'detached' });

    await page.getByLabel('Search codes').fill(code);
    await page.getByText(/^Showing 1–1 of 1 code$/).waitFor();
    await axe('admin codes: a screener');
    await rowAction(page, code, /^Redemptions/, tag('admin codes: row menu open'));
    const redemptions = page.getByRole('dialog', { name: `Redemptions of ${code}` });
    await redemptions.getByText('Not played yet.').waitFor();
    await axe('admin codes: redemptions');
    await escape(page, redemptions);

    await pressEnterOn(page, page.getByRole('button', { name: 'New code' }));
    await codeForm.getByRole('radio', { name: 'A batch of single-use codes' }).check();
    await codeForm.getByLabel('How many codes').fill('3');
    await codeForm.getByLabel('Kind').selectOption({ label: 'Free' });
    await codeForm.getByRole('button', { name: 'Create codes' }).click();
    const batch = page.getByRole('dialog', { name: '3 codes created' });
    await batch.waitFor();
    await axe('admin codes: a batch created');
    await escape(page, batch);

    await visit(page, '/admin/bundles', 'Bundles');
    await axe('admin bundles');
    await pressEnterOn(page, page.getByRole('button', { name: 'New bundle' }));
    const bundleForm = page.getByRole('dialog', { name: 'New bundle' });
    await bundleForm.waitFor();
    await axe('admin bundles: new bundle form');
    await bundleForm.getByRole('button', { name: 'Add bundle' }).click();
    await bundleForm.getByText('Title is required').waitFor();
    await axe('admin bundles: new bundle form errors');
    // Inactive: the public pages other journeys check stay as they are.
    const title = `Axe bundle ${size} ${randomUUID().slice(0, 6)}`;
    await bundleForm.getByLabel('Title *').fill(title);
    await bundleForm.getByRole('group', { name: 'Film 1' }).getByLabel('Film', { exact: true }).selectOption({ label: RENTED_FILM.title });
    await bundleForm.getByRole('group', { name: 'Film 2' }).getByLabel('Film', { exact: true }).selectOption({ label: DETAIL_FILM });
    await bundleForm.getByLabel('Price (USD) *').fill('7.50');
    await bundleForm.getByLabel('Active', { exact: true }).uncheck();
    await bundleForm.getByRole('button', { name: 'Add bundle' }).click();
    await bundleForm.waitFor({ state: 'detached' });
    await page.getByText(title).first().waitFor();
    await axe('admin bundles: a bundle');
    await rowAction(page, title, /^Edit/, tag('admin bundles: row menu open'));
    const editBundle = page.getByRole('dialog', { name: 'Edit bundle' });
    await editBundle.waitFor();
    await axe('admin bundles: edit form');
    await escape(page, editBundle);

    expect(problems).toEqual([]);
    await page.context().close();
  }, WALK_TIMEOUT_MS);

  it("admin lists: users and a user's detail, rentals, payments and a refund, newsletter, e-mails, audit", async () => {
    const { page, problems } = await openWatchedPage(browser, viewport, { reducedMotion: 'reduce' });
    const axe = (state: string) => check(page, tag(state));
    await adminLogin(page);

    await visit(page, '/admin/users', 'Users');
    await axe('admin users');
    await searchNarrowsToOne(page, 'Search users', viewerEmail);
    const userOpener = page.getByRole('button', { name: 'Ida Lupino' }).or(page.getByRole('link', { name: 'Ida Lupino' }));
    await pressEnterOn(page, userOpener.first());
    const detail = page.getByRole('dialog', { name: 'Ida Lupino' });
    await detail.getByText(viewerEmail).first().waitFor();
    await detail.getByRole('heading', { name: /^Rental history/ }).waitFor();
    await axe('admin users: user detail');
    await escape(page, detail);

    await visit(page, '/admin/rentals', 'Rentals');
    await page.getByText(/^Showing 1–/).first().waitFor();
    await axe('admin rentals');

    await visit(page, '/admin/payments', 'Payments');
    await page.getByText(/^Showing 1–/).first().waitFor();
    await axe('admin payments');
    await searchNarrowsToOne(page, 'Search payments', viewerEmail);
    await rowAction(page, 'Ida Lupino', /^Refund /, tag('admin payments: row menu open'));
    const refund = page.getByRole('dialog', { name: /^Refund / });
    await refund.waitFor();
    await axe('admin payments: refund confirm');
    await escape(page, refund);

    await visit(page, '/admin/newsletter', 'Newsletter');
    await axe('admin newsletter');
    await page.getByLabel('Search subscribers').fill(subscriberEmail);
    await page.getByLabel(`Select ${subscriberEmail}`).check();
    await pressEnterOn(page, page.getByRole('button', { name: 'Send e-mail', exact: true }).first());
    const send = page.getByRole('dialog', { name: 'Send e-mail' });
    await send.waitFor();
    await axe('admin newsletter: send dialog');
    await escape(page, send);

    await visit(page, '/admin/email-logs', 'Email Logs');
    await page.getByText(/^Showing 1–/).first().waitFor();
    await axe('admin email logs');
    await rowAction(page, viewerEmail, /^View/, tag('admin email logs: row menu open'));
    const logDetail = page.getByRole('dialog').first();
    await logDetail.waitFor();
    await axe('admin email logs: an e-mail');
    await escape(page, logDetail);

    await visit(page, '/admin/audit', /audit/i);
    await axe('admin audit');

    // Filmmaker insight: the catalogue's sources, and a film's funnel, curve and tables (the walk's own visits and
    // rentals are in them once the rollup has run; empty or not, the screens must pass).
    await visit(page, '/admin/insights', 'Insight');
    await page.getByRole('group', { name: 'Period', exact: true }).waitFor();
    await axe('admin insight: sources');
    await visit(page, `/admin/movies/${movieId('Midnight Ledger')}/insights`, 'Insight: Midnight Ledger');
    await page.getByRole('group', { name: 'Period', exact: true }).waitFor();
    await axe('admin insight: a film');

    expect(problems).toEqual([]);
    await page.context().close();
  }, WALK_TIMEOUT_MS);
});
