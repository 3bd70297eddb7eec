// Steps several journeys take.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { adminCredentials, baseUrl } from './browser.ts';

/** The password registerViewer gives every viewer. */
export const VIEWER_PASSWORD = 'the-bigamist';

/**
 * Registers a new viewer (a fresh address unless given) through the form and waits for the movies page it leads to;
 * answers their e-mail.
 */
export async function registerViewer(page: Page, email = `viewer-${randomUUID().slice(0, 8)}@example.com`): Promise<string> {
  await page.goto('/register');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/movies');
  return email;
}

/** Fills the open registration form as Ida Lupino with `email` and the journeys' password; the caller submits it. */
export async function fillRegistration(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Ida');
  await page.getByLabel('Last name').fill('Lupino');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(VIEWER_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(VIEWER_PASSWORD);
}

/**
 * Logs an existing viewer in through the form, then opens /movies. Registrations are limited per address (ten an
 * hour), and every journey comes from the same one: a file that needs several fresh sessions logs one viewer in
 * again rather than registering more.
 */
export async function loginViewer(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(VIEWER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/movies');
}

/** Rents `title` from the movies page with the sandbox's good card and waits for the success page. */
export async function rentInSandbox(page: Page, title: string, price: string): Promise<void> {
  await page.locator('article.movie-card').filter({ hasText: title }).getByRole('button', { name: `Rent for ${price}` }).click();
  await page.waitForURL('**/sandbox/checkout/*');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
}

/** A session token of the journeys' administrator, for setting up through the admin API. */
export async function adminApiToken(): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminCredentials),
  });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

/** Logs in as the journeys' administrator and waits for the dashboard. */
export async function adminLogin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Admin email').fill(adminCredentials.email);
  await page.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
  await page.getByRole('button', { name: /login/i }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** Goes to an admin screen through the admin navigation (the toggle menu on a phone). */
export async function openAdminScreen(page: Page, size: string, label: string, path: string): Promise<void> {
  if (size === 'mobile') await page.getByRole('button', { name: /Admin menu/ }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

export const MAIL_WAIT_MS = 45_000;

/**
 * The e-mail to `recipient` whose subject matches, once the outbox has written it: the app runs without SMTP_URL, so
 * e-mails are .eml files in its data directory (e2e/run.mjs), at 3 s spacing.
 */
export async function waitForMail(recipient: string, subject: RegExp): Promise<ParsedMail> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys with npm run test:e2e');
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const files = await readdir(join(dataDir, 'mail')).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(join(dataDir, 'mail', file)));
      const to = [mail.to].flat().map((address) => address?.text ?? '').join(' ');
      if (to.includes(recipient) && subject.test(mail.subject ?? '')) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${recipient} matching ${subject} within ${MAIL_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
