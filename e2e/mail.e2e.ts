// The studio writes to its people: a fan subscribes on the home page, the admin selects them and
// sends a newsletter, the log shows it pending and then sent, and the link in the e-mail unsubscribes them.
// A viewer who forgot their password gets a link through the same outbox and logs in with a new password.
// The app runs without SMTP_URL, so e-mails are .eml files in its data directory (e2e/run.mjs), at 3 s spacing.
import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../common/messages/server.ts';
import { baseUrl, launchBrowser, openWatchedPage, screenshot, viewports } from './browser.ts';
import { adminLogin, MAIL_WAIT_MS, openAdminScreen, registerViewer, waitForMail } from './journeys.ts';


let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A header's value as sent, unfolded (mailparser turns List-* headers into objects). */
function headerValue(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, ' ').slice(name.length + 1).trim();
}

function subscribeByApi(email: string) {
  return fetch(`${baseUrl}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}

/** The log's row for `recipient` (the newest first, so the one just sent). */
const logRow = (page: Page, recipient: string) => page.getByRole('row').filter({ hasText: recipient }).first();

describe('newsletter and e-mail', () => {
  it('sends a newsletter to a new subscriber, logs it pending then sent, and unsubscribes them from the e-mail', async () => {
    const tag = `fan-${randomUUID().slice(0, 8)}`;
    // Three fans who subscribed earlier: their e-mails leave first, so ours waits in the queue a few seconds.
    const earlier = [1, 2, 3].map((n) => `${tag}-${n}@example.com`);
    for (const email of earlier) expect((await subscribeByApi(email)).status).toBe(200);

    const fan = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    const email = `${tag}-home@example.com`;
    await fan.page.goto('/');
    await fan.page.getByLabel('Email address').fill(email);
    await fan.page.getByRole('button', { name: 'Subscribe' }).click();
    await fan.page.getByText("Thank you for subscribing! We'll keep you updated with our latest movies.").waitFor();

    const { page, problems } = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    await adminLogin(page);
    await openAdminScreen(page, 'desktop', 'Newsletter', '/admin/newsletter');
    await page.getByLabel('Search subscribers').fill(tag);
    for (const address of [...earlier, email]) await page.getByLabel(`Select ${address}`).check();
    await page.getByRole('button', { name: 'Send e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send e-mail' });
    await dialog.getByLabel('Subject').fill(`Premiere night ${tag}`);
    await dialog.getByLabel('Message').fill('Our new film opens on Friday.\nSee you there!');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Email sent successfully!').waitFor();
    await page.getByText(/4 e-mails queued; the last leaves in/).waitFor();
    await screenshot(page, 'mail-desktop-01-newsletter-sent');

    await openAdminScreen(page, 'desktop', 'Email Logs', '/admin/email-logs');
    await logRow(page, email).getByText('Pending').waitFor();
    await screenshot(page, 'mail-desktop-02-log-pending');
    // The page refreshes itself every 10 s while a row on show is pending.
    await logRow(page, email).getByText('Sent', { exact: true }).waitFor({ timeout: MAIL_WAIT_MS });

    const mail = await waitForMail(email, new RegExp(`Premiere night ${tag}`));
    expect(mail.text).toContain('Our new film opens on Friday.');
    expect(mail.html).toContain('Our new film opens on Friday.');
    expect(headerValue(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<([^>]+)>$/.exec(headerValue(mail, 'List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(unsubscribeUrl).toMatch(new RegExp(`^${baseUrl}/unsubscribe/`));

    // The link's page asks first (a mail scanner following it changes nothing); the button unsubscribes.
    await fan.page.goto(unsubscribeUrl);
    await fan.page.getByRole('heading', { name: 'Unsubscribe from our newsletter?' }).waitFor();
    await fan.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await fan.page.getByRole('heading', { name: "You're unsubscribed" }).waitFor();

    await openAdminScreen(page, 'desktop', 'Newsletter', '/admin/newsletter');
    await page.getByLabel('Search subscribers').fill(email);
    await page.getByRole('row').filter({ hasText: email }).getByText('Unsubscribed', { exact: true }).waitFor();
    expect(await page.getByLabel(`Select ${email}`).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    expect(fan.problems).toEqual([]);
  });

  it('resets a forgotten password from the e-mailed link and logs in with the new one', async () => {
    const viewer = await openWatchedPage(browser, viewports.desktop, { reducedMotion: 'reduce' });
    const email = await registerViewer(viewer.page);
    const oldToken = await viewer.page.evaluate(() => localStorage.getItem('token'));

    const { page, problems } = await openWatchedPage(browser, viewports.mobile, { reducedMotion: 'reduce' });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    // The login page stays on screen (with its own Email field) until the next page's code has loaded.
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(serverMessages.passwordResetRequested).waitFor();

    const mail = await waitForMail(email, /password/i);
    const link = /https?:\/\/\S+\/reset-password\/[\w-]{43}/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('a-new-film-every-spring');
    await page.getByLabel('Confirm new password', { exact: true }).fill('a-new-film-every-spring');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(serverMessages.passwordResetDone).waitFor();
    await screenshot(page, 'mail-mobile-01-password-reset');

    // Every session of the account ended; the new password logs in.
    const verify = await fetch(`${baseUrl}/api/auth/verify`, { headers: { authorization: `Bearer ${oldToken}` } });
    expect(verify.status).toBe(401);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-new-film-every-spring');
    await page.getByRole('button', { name: /login/i }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(problems).toEqual([]);
  });
});
