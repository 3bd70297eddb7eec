// The studio runs its business: a viewer rents a film in the sandbox; the admin sees it on the
// dashboard, finds the viewer by e-mail and opens their history, filters the payments by status and month,
// refunds the payment from its row's menu (confirmed), and sees the revenue drop and the viewer's rental end. Every
// list keeps its amount and status whole at a laptop's 1280 px. Then the same screens at phone width, as cards.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRental } from '../common/payments.ts';
import { baseUrl, launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';
import { adminLogin, openAdminScreen, registerViewer, rentInSandbox } from './journeys.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const FILM = 'Deep Seeded Thoughts';

async function rentalsOf(page: Page): Promise<UserRental[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${baseUrl}/api/users/rentals`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()).rentals;
}

/** The dashboard's Total Revenue card, in cents. */
async function revenueOnDashboard(page: Page): Promise<number> {
  const card = page.getByRole('list', { name: /totals/i }).getByRole('listitem').filter({ hasText: 'Total Revenue' });
  const text = await card.locator('.dash-stat__value:not(.dash-skeleton)').textContent({ timeout: 10_000 });
  return Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);
}

/**
 * The table's amount and status cells (by header) lie wholly inside the table's visible box and are not cut (no
 * text beyond a cell's edge); columns without one of those headers are not checked.
 */
async function expectFiguresWhole(page: Page, caption: string) {
  const problems = await page.getByRole('table', { name: caption }).evaluate((table) => {
    const region = table.closest('[role="region"]')!.getBoundingClientRect();
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const wanted = headers.flatMap((text, index) => (/^(Amount|Price|Total spent|Status|Role)/.test(text) ? [index] : []));
    const found: string[] = [];
    for (const row of table.querySelectorAll('tbody tr')) {
      for (const index of wanted) {
        const cell = row.children[index] as HTMLElement;
        const box = cell.getBoundingClientRect();
        if (box.left < region.left - 1 || box.right > region.right + 1) found.push(`${headers[index]} out of view: ${cell.textContent}`);
        if (cell.scrollWidth > cell.clientWidth + 1) found.push(`${headers[index]} cut: ${cell.textContent}`);
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/**
 * Opens a row's menu with Enter and waits until its first item has the focus, where the next key acts. Opened again
 * when it is gone by then: on a loaded CI machine the menu was twice seen to close just after it opened (with focus on
 * the page), which a person would answer by opening it again; what closed it is not known yet.
 */
async function openRowMenuByKeyboard(page: Page, row: Locator, name: string): Promise<Locator> {
  const menu = page.getByRole('menu', { name });
  const firstItemFocused = () => menu.getByRole('menuitem').first().evaluate((item) => item === document.activeElement, undefined, { timeout: 2000 });
  for (let attempt = 1; ; attempt += 1) {
    await row.getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
    if (await firstItemFocused().catch(() => false)) return menu;
    if (attempt === 3) throw new Error(`the menu '${name}' did not stay open with its first item focused`);
  }
}

describe('admin business', () => {
  it('finds a customer, filters payments, refunds one and sees the revenue drop', async () => {
    const viewer = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    const email = await registerViewer(viewer.page);
    await rentInSandbox(viewer.page, FILM, '$4.99');

    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await adminLogin(page);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const revenueBefore = await revenueOnDashboard(page);
    expect(revenueBefore).toBeGreaterThanOrEqual(499);
    await page.getByText(`Ida Lupino rented "${FILM}"`).first().waitFor();
    await screenshot(page, 'business-desktop-01-dashboard');

    // Find the viewer by e-mail and open their history.
    await openAdminScreen(page, 'desktop', 'Users', '/admin/users');
    await page.getByLabel('Search users').fill(email);
    await page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Ida Lupino', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('user'));
    const detail = page.getByRole('dialog', { name: 'Ida Lupino' });
    await detail.getByText(email).waitFor();
    await detail.getByRole('heading', { name: 'Rental history (1)' }).waitFor();
    await detail.getByRole('heading', { name: 'Payment history (1)' }).waitFor();
    await detail.getByText(FILM).first().waitFor();
    await screenshot(page, 'business-desktop-02-user-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('user')).toBe(false);

    // Payments: completed ones of the last 30 days, narrowed to this viewer, then refunded.
    await openAdminScreen(page, 'desktop', 'Payments', '/admin/payments');
    await page.getByLabel('Status').selectOption('completed');
    await page.getByLabel('Date range').selectOption('month');
    await page.getByLabel('Search payments').fill(email);
    await page.waitForURL((url) => url.searchParams.get('status') === 'completed' && url.searchParams.get('date_range') === 'month');
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Completed').waitFor();
    // The search (typed, then sent after a pause) has answered: only this viewer's payment is left.
    await page.getByText('Showing 1–1 of 1 payment').waitFor();
    await screenshot(page, 'business-desktop-03-payments-filtered');
    await expectFiguresWhole(page, 'Payments');
    // The row's menu by keyboard: Enter opens it, ↓ moves to Refund (set apart at its end), Enter chooses.
    const menu = await openRowMenuByKeyboard(page, row, 'Actions for Ida Lupino');
    await screenshot(page, 'business-desktop-03b-row-menu');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => menu.getByRole('menuitem', { name: 'Refund $4.99 to Ida Lupino' }).evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Refund $4.99 to Ida Lupino?' });
    await confirm.getByText('their rental ends now').waitFor();
    await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Payment refunded successfully' }).waitFor();
    await page.getByLabel('Status').selectOption('refunded');
    await page.getByRole('row').filter({ hasText: email }).getByText('Refunded', { exact: true }).waitFor();
    await screenshot(page, 'business-desktop-04-refunded');

    // Every list at 1280 px: the amount and status columns whole, in view, not cut.
    for (const [label, path, caption] of [
      ['Rentals', '/admin/rentals', 'Rentals'],
      ['Users', '/admin/users', 'Users'],
      ['Movies', '/admin/movies', 'Movies'],
      ['Email Logs', '/admin/email-logs', 'E-mail log'],
    ] as const) {
      await openAdminScreen(page, 'desktop', label, path);
      await page.getByRole('table', { name: caption }).getByRole('row').nth(1).waitFor();
      await expectFiguresWhole(page, caption);
      await screenshot(page, `business-desktop-05-${path.split('/').pop()}`);
    }

    // The revenue drops by what was given back, and the viewer's rental has ended.
    await openAdminScreen(page, 'desktop', 'Dashboard', '/admin');
    await expect.poll(() => revenueOnDashboard(page), { timeout: 10_000 }).toBe(revenueBefore - 499);
    const [rental] = await rentalsOf(viewer.page);
    expect(rental).toMatchObject({ movie_title: FILM, can_watch: false });

    expect(problems).toEqual([]);
    expect(viewer.problems).toEqual([]);
    // Renting, refunding and walking every list at 1280 px take longer than one screen's journey.
  }, 120_000);

  it('shows the dashboard, users, rentals and payments at phone width', async () => {
    const { page, problems } = await openWatchedPage(browser, viewports.mobile, { reducedMotion: 'reduce' });
    await adminLogin(page);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Top movies by revenue' }).waitFor();
    await screenshot(page, 'business-mobile-01-dashboard');
    for (const [label, path] of [
      ['Users', '/admin/users'],
      ['Rentals', '/admin/rentals'],
      ['Payments', '/admin/payments'],
    ] as const) {
      await openAdminScreen(page, 'mobile', label, path);
      await page.getByText(/^Showing 1–/).first().waitFor();
      // Each row a card, with its figures.
      await page.getByRole('list', { name: label }).getByRole('article').first().waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
      await screenshot(page, `business-mobile-${path.split('/').pop()}`);
    }
    expect(problems).toEqual([]);
  });
});
