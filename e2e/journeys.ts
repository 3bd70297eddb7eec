// Steps several journeys take.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { adminCredentials } from './browser.ts';

/** Registers a new viewer through the form and waits for the movies page it leads to; answers their e-mail. */
export async function registerViewer(page: Page): Promise<string> {
  const email = `viewer-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ida');
  await page.getByLabel('Last name').fill('Lupino');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('the-bigamist');
  await page.getByLabel('Confirm password', { exact: true }).fill('the-bigamist');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/movies');
  return email;
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
