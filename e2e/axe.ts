// The accessibility check of the axe walk (e2e/a11y.e2e.ts): axe-core, the npm package (never a CDN), injected into
// the page by @axe-core/playwright, runs every rule of the WCAG 2.0 and 2.1 A and AA tags and of best practice, and any
// violation fails the journey with a list a person can act on: the state, the rule, its impact and the elements, and
// a screenshot of the state (test-results/screenshots/axe-*.png).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Every rule carrying one of the tags, the experimental ones too (axe leaves those out of a tag run, and one of them,
 * label-content-name-mismatch, is WCAG 2.5.3): the walk names them all, so none is skipped silently.
 */
const AXE_RULES = axe.getRules(AXE_TAGS).map((rule) => rule.ruleId);

/** The installed axe-core's own script, the version whose rules are listed above. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The states checked so far in this file, in order (the walk prints how many). */
export const checkedStates: string[] = [];

/** One line per element: 'state · rule (impact): help — selector'. */
function describeViolations(state: string, violations: readonly axe.Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const selector = node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' >> ');
        return `${state} · ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${selector}`;
      }),
    )
    .join('\n');
}

/**
 * Runs axe on the page as it is now and records a failure for any violation, listing each failing element; the walk
 * goes on, so one run reports every state that fails.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const first = await violationsNow(page);
  // A state is judged once it holds still: a page taking over its server HTML can be caught mid-swap (no main region
  // for a moment). What fails is what fails again a moment later; a clean first run costs nothing more.
  const violations = first.length === 0 ? first : await stillFailing(page, first);
  checkedStates.push(state);
  const report = describeViolations(state, violations);
  if (report) await screenshot(page, `axe-${state.replace(/[^\w@-]+/g, '-')}`);
  expect.soft(report, `axe violations in "${state}"`).toBe('');
}

async function violationsNow(page: Page): Promise<axe.Result[]> {
  // Violations only: collecting the passes too would double the time of each check for nothing the walk reads.
  const results = await new AxeBuilder({ page, axeSource }).withRules(AXE_RULES).options({ resultTypes: ['violations'] }).analyze();
  return results.violations;
}

const SETTLE_MS = 1000;

/** The violations of `first` that are found again after a moment, with the elements found then. */
async function stillFailing(page: Page, first: axe.Result[]): Promise<axe.Result[]> {
  await page.waitForTimeout(SETTLE_MS);
  const again = await violationsNow(page);
  return again.filter((violation) => first.some((earlier) => earlier.id === violation.id));
}
