// `npm run test:e2e`: builds, starts the real app on a free port with an empty data directory and a known
// administrator, runs the Playwright journeys (e2e/*.e2e.ts) against it, and stops it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildProject, chromiumPath, projectRoot, startBuiltApp } from '../scripts/lib/app-server.mjs';

const chromium = chromiumPath();
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

buildProject();
const admin = { email: 'admin@e2e.example', password: 'e2e-admin-password' };
// E-mails leave every 3 s instead of every 7.5 minutes, so a journey sees one go from pending to sent; without
// SMTP_URL they are written to the data directory's mail/ folder, where the journeys read them.
const EMAIL_MIN_INTERVAL_MS = 3000;
const app = await startBuiltApp({
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  EMAIL_MIN_INTERVAL_MS: String(EMAIL_MIN_INTERVAL_MS),
  // The browser's pages say which visitor they are in X-Forwarded-For (e2e/browser.ts openWatchedPage).
  TRUST_PROXY: 'loopback',
});

let status;
try {
  const result = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: app.baseUrl,
      E2E_ADMIN_EMAIL: admin.email,
      E2E_ADMIN_PASSWORD: admin.password,
      E2E_DATA_DIR: app.dataDir,
      E2E_EMAIL_MIN_INTERVAL_MS: String(EMAIL_MIN_INTERVAL_MS),
      CHROMIUM_PATH: chromium,
    },
  });
  status = result.status ?? 1;
} finally {
  await app.stop();
}
process.exit(status);
