// Builds the app and starts the built server on a free port with an empty data directory: what the e2e
// journeys and the Lighthouse audit run against.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const projectRoot = new URL('../..', import.meta.url).pathname;

export function buildProject() {
  const build = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts dist/server/main.js (or what `nodeArgs` name: `['--import', 'tsx', 'server/main.ts']` runs the source);
 * resolves once /api/health answers. `dataDir` holds its database, media and, without
 * SMTP_URL, the e-mails it sends (mail/*.eml). `stop()` ends it, removes its data and resolves once it has
 * exited; a `DATA_DIR` given in `env` is the caller's, kept for a later start.
 */
export async function startBuiltApp(env = {}, { nodeArgs = ['dist/server/main.js'] } = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ownsDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'studio-app-'));
  const server = spawn(process.execPath, nodeArgs, {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode}`);
      if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error('The app did not answer /api/health within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, dataDir, stop, pid: server.pid };
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
