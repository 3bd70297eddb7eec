// Shared Playwright plumbing for the journeys: Debian's Chromium, a page that fails the test on any console
// error or failed request, and screenshots saved under test-results/screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const adminCredentials = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.example',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
};

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The machine has no network beyond localhost: without these Chromium keeps trying to phone home.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/**
 * The only other hosts the site asks for anything (YouTube's thumbnails, embedded player and iframe API). This
 * machine reaches nothing beyond localhost, so their requests fail here: a journey expects that explicitly by
 * looking at `offlineFailures`. A failed request to any other host is a problem.
 */
const EXPECTED_OFFLINE_HOSTS = ['i.ytimg.com', 'img.youtube.com', 'www.youtube.com', 'www.youtube-nocookie.com'];

export type WatchedPage = {
  page: Page;
  problems: string[];
  /** URLs of failed requests to EXPECTED_OFFLINE_HOSTS, in order. */
  offlineFailures: string[];
};

export interface WatchedPageOptions {
  /** 'reduce' skips the start-up splash (journeys that are not about it). */
  reducedMotion?: 'reduce' | 'no-preference';
  /** Page paths whose 4xx answer is expected (a movie that does not exist is sent with a 404). */
  expectedNotFound?: string[];
}

let visitors = 0;
/**
 * Each page comes from an address of its own (TEST-NET-2, through the app's TRUST_PROXY=loopback, e2e/run.mjs), as
 * visitors do: the journeys register more accounts together than one address may in an hour, and none of them is
 * about that limit.
 */
function nextVisitorAddress(): string {
  visitors += 1;
  return `198.51.${100 + Math.floor(visitors / 250)}.${1 + (visitors % 250)}`;
}

/** A page that records console errors and failed requests; assert `problems` is empty. */
export async function openWatchedPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: WatchedPageOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    extraHTTPHeaders: { 'X-Forwarded-For': nextVisitorAddress() },
    // A visitor's browser: headless Chromium names itself HeadlessChrome, which insight leaves out as a bot.
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const offlineFailures: string[] = [];
  page.on('console', (message) => {
    // Chromium logs every 4xx/5xx answer as "Failed to load resource"; the response listener below judges
    // those itself, since some 4xx are expected answers (a wrong password is a 401).
    const isResourceNote = message.text().startsWith('Failed to load resource');
    if (message.type() === 'error' && !isResourceNote) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    const error = request.failure()?.errorText ?? 'unknown error';
    if (EXPECTED_OFFLINE_HOSTS.includes(url.hostname)) {
      offlineFailures.push(request.url());
      return;
    }
    // Media requests are cut short by the browser on navigation (the splash video); that is not a failure.
    const isOwnAbortedRequest = request.url().startsWith(baseUrl) && error === 'net::ERR_ABORTED';
    if (!isOwnAbortedRequest) problems.push(`request failed (${error}): ${request.url()}`);
  });
  page.on('response', (response) => {
    if (!response.url().startsWith(baseUrl)) return;
    const { pathname } = new URL(response.url());
    const isApi = pathname.startsWith('/api/');
    const isExpected = options.expectedNotFound?.includes(pathname) ?? false;
    // Any 5xx is a bug; so is a missing page asset (image, script, video). API 4xx are answers.
    if (response.status() >= 500 || (!isApi && !isExpected && response.status() >= 400)) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return { page, problems, offlineFailures };
}

const screenshotDir = join(process.cwd(), 'test-results', 'screenshots');
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}
