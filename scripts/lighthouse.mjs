// `npm run lighthouse`: builds, starts the app with the demo catalogue, and audits the public pages of the
// budget (/, /movies, a movie's page) with Lighthouse's mobile preset in Debian's Chromium. Prints the
// scores, writes the reports to test-results/lighthouse/, and fails when a page is under budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildProject, chromiumPath, projectRoot, startBuiltApp } from './lib/app-server.mjs';

const BUDGET = { performance: 90, accessibility: 95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const outDir = join(projectRoot, 'test-results', 'lighthouse');

if (!process.argv.includes('--no-build')) buildProject();
const app = await startBuiltApp();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

let failed = false;

/**
 * One page's audit. Chromium's trace now and then lacks the navigation's start (Lighthouse's NO_NAVSTART, about one
 * audit in ten here): that is Lighthouse failing to measure, not the page, so such an audit is run again.
 */
async function audit(path, attemptsLeft = 3) {
  const result = await lighthouse(`${app.baseUrl}${path}`, {
    port: chrome.port,
    output: ['html', 'json'],
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const error = result.lhr.runtimeError;
  if (!error || attemptsLeft <= 1) return result;
  console.info(`  ${path}: Lighthouse could not measure (${error.code}), auditing again`);
  return audit(path, attemptsLeft - 1);
}
try {
  const { movies } = await fetch(`${app.baseUrl}/api/movies`).then((r) => r.json());
  const pages = ['/', '/movies', `/movies/${movies[0].id}`];
  // The first request of a public page renders it (server/ssr) and every later one is served from memory until a
  // write: audit what visitors get, not the one render after a start or a write.
  for (const path of pages) await fetch(`${app.baseUrl}${path}`).then((r) => r.arrayBuffer());
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  for (const path of pages) {
    const { lhr, report } = await audit(path);
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
    const [html, json] = report;
    writeFileSync(join(outDir, `${name}.html`), html);
    writeFileSync(join(outDir, `${name}.json`), json);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const metrics = {
      lcp: lhr.audits['largest-contentful-paint']?.displayValue,
      cls: lhr.audits['cumulative-layout-shift']?.displayValue,
      tbt: lhr.audits['total-blocking-time']?.displayValue,
    };
    const under = Object.entries(BUDGET).filter(([id, min]) => scores[id] < min);
    if (under.length > 0) failed = true;
    rows.push({ path, ...scores, ...metrics, budget: under.length ? `UNDER: ${under.map(([id]) => id).join(', ')}` : 'ok' });
    for (const id of CATEGORIES) {
      const weak = lhr.categories[id].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative');
      for (const audit of weak) console.info(`  ${path} [${id}] ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
    }
  }
  for (const row of rows) console.info(JSON.stringify(row));
  writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(rows, null, 2)}\n`);
} finally {
  await chrome.kill();
  await app.stop();
}
process.exit(failed ? 1 : 0);
