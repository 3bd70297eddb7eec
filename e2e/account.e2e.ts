// The foundation journey: splash -> home -> register -> logout -> login -> admin login -> /admin, on a desktop
// and a phone, with no console error, failed request or server error along the way.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type ViewportName = keyof typeof viewports;

/** Opens the menu entry `label`: the Account dropdown or the main row on desktop, the toggle menu on a phone. */
async function openMenuLink(page: Page, viewport: ViewportName, label: string) {
  const header = page.locator('header');
  if (viewport === 'mobile') {
    await header.getByRole('button', { name: 'Menu' }).click();
  } else if (['Login', 'Register', 'Admin Login'].includes(label)) {
    await header.getByRole('button', { name: 'Account' }).click();
  }
  await header.getByRole('link', { name: label, exact: true }).click();
}

async function logOut(page: Page, viewport: ViewportName) {
  const header = page.locator('header');
  if (viewport === 'mobile') await header.getByRole('button', { name: 'Menu' }).click();
  await header.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function expectWelcome(page: Page, viewport: ViewportName, email: string) {
  const header = page.locator('header');
  if (viewport === 'mobile') await header.getByRole('button', { name: 'Menu' }).click();
  await header.getByText(`Welcome, ${email}`).waitFor();
  if (viewport === 'mobile') await header.getByRole('button', { name: 'Menu' }).click();
}

describe.each(Object.keys(viewports) as ViewportName[])('account journey at %s width', (viewport) => {
  it('splash, home, register, logout, login, admin login, admin dashboard', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports[viewport]);
    const email = `viewer-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'popcorn-and-credits';

    // The splash plays first; a click ends it on the home page.
    await page.goto('/');
    const splash = page.locator('.splash');
    await splash.waitFor();
    await screenshot(page, `${viewport}-01-splash`);
    await splash.click({ position: { x: 40, y: 200 } });
    await splash.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.locator('header').waitFor();
    await page.locator('footer').getByText(String(new Date().getFullYear())).waitFor();
    await screenshot(page, `${viewport}-02-home`);

    // Register: the validation of docs/product.md#validation first, then a real account, landing on /movies, logged in.
    await openMenuLink(page, viewport, 'Register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Passwords do not match').waitFor({ state: 'detached' });
    await page.getByLabel('First name').fill('Rita');
    await page.getByLabel('Last name').fill('Hayworth');
    // Exact: the home page's newsletter field ('Email address') must not take the text while the form loads.
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill('something else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await screenshot(page, `${viewport}-03-register-errors`);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/movies');
    await expectWelcome(page, viewport, email);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // Logout clears the session and goes home.
    await logOut(page, viewport);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Login: a wrong password shows the server's text, the right one logs in.
    await openMenuLink(page, viewport, 'Login');
    await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectWelcome(page, viewport, email);
    await screenshot(page, `${viewport}-04-logged-in`);

    // A viewer cannot reach the admin area.
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await logOut(page, viewport);

    // Admin login lands on the dashboard, in the admin's own shell; back on the site, the header has the Admin entry.
    await openMenuLink(page, viewport, 'Admin Login');
    await page.getByLabel('Admin email').fill(adminCredentials.email);
    await page.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
    await page.getByRole('button', { name: /login/i }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await screenshot(page, `${viewport}-05-admin`);
    if (viewport === 'mobile') await page.getByRole('button', { name: 'Admin menu' }).click();
    await page.getByRole('link', { name: 'View site' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    if (viewport === 'mobile') await page.locator('header').getByRole('button', { name: 'Menu' }).click();
    await page.locator('header').getByRole('link', { name: 'Admin', exact: true }).waitFor();

    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('redirects', () => {
  it.each([
    // The public redirects (/movies-cover, unknown paths) are walked at both widths in public.e2e.ts.
    ['/admin/login', '/admin-login'],
  ])('%s goes to %s', async (from, to) => {
    const { page, problems } = await openWatchedPage(browser, viewports.desktop);
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
