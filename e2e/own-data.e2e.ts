// The viewer's own data (docs/decisions/0024): a new viewer rents in the sandbox, finds the rental and its receipt
// on /account (at 1280 px and at 375 px), downloads their data as a file, and closes the account with their
// password; they are home, logged out, and cannot log in again; the admin's payments say "Deleted account".
// One viewer for the whole journey: registrations from one address are limited (journeys.ts).
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '../common/account.ts';
import { launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';
import { adminLogin, openAdminScreen, registerViewer, rentInSandbox, VIEWER_PASSWORD } from './journeys.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TITLE = 'Deep Seeded Thoughts';

describe('the viewer’s own data', () => {
  it('shows rentals and receipts, downloads the data, and closes the account', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    const email = await registerViewer(page);
    await rentInSandbox(page, TITLE, '$4.99');

    // The account page, from the header's row.
    await page.locator('header').getByRole('link', { name: 'My account' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    const rentals = page.getByRole('region', { name: 'Your rentals' });
    await rentals.getByRole('link', { name: `Watch ${TITLE}` }).waitFor();
    const receipts = page.getByRole('region', { name: 'Receipts' });
    await receipts.getByRole('row', { name: new RegExp(`${TITLE}.*\\$4\\.99.*Paid`) }).waitFor();
    await screenshot(page, 'own-data-01-account-desktop');

    // Download my data: one JSON file of the account, its rental and its payment.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^account-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = accountExportSchema.parse(JSON.parse(readFileSync(await download.path(), 'utf8')));
    expect(exported.account.email).toBe(email);
    expect(exported.rentals.map((rental) => rental.movie_title)).toEqual([TITLE]);
    expect(exported.payments.map((payment) => [payment.movie_title, payment.status])).toEqual([[TITLE, 'completed']]);

    // At phone width: every part within the screen, the receipts stacked.
    await page.setViewportSize(viewports.mobile);
    await receipts.getByText('Paid').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
    await screenshot(page, 'own-data-02-account-mobile');
    await page.locator('header').getByRole('button', { name: 'Menu' }).click();
    await page.locator('header').getByRole('link', { name: 'My account' }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Menu' }).click();

    // Delete my account: a wrong password is refused in the dialog, the right one closes the account.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Current password', { exact: true }).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Current password is incorrect').waitFor();
    await screenshot(page, 'own-data-03-delete-dialog');
    await dialog.getByLabel('Current password', { exact: true }).fill(VIEWER_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Your account has been deleted.', { exact: false }).waitFor();
    await screenshot(page, 'own-data-04-deleted');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The account is gone: its e-mail and password log nobody in.
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(VIEWER_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password').waitFor();

    // The studio keeps the payment, from "Deleted account" (the newest payment of the list).
    await page.setViewportSize(viewports.desktop);
    await adminLogin(page);
    await openAdminScreen(page, 'desktop', 'Payments', '/admin/payments');
    await page.getByRole('row').filter({ hasText: TITLE }).filter({ hasText: 'Deleted account' }).first().waitFor();
    await screenshot(page, 'own-data-05-admin-payments');

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
