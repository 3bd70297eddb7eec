// Steps several journeys take.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

/** Registers a new viewer through the form and waits for the movies page it leads to. */
export async function registerViewer(page: Page): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ida');
  await page.getByLabel('Last name').fill('Lupino');
  await page.getByLabel('Email', { exact: true }).fill(`viewer-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('the-bigamist');
  await page.getByLabel('Confirm password', { exact: true }).fill('the-bigamist');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/movies');
}
