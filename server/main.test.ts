// The real entry points as processes: config errors, admin:create, start-up and graceful shutdown.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './paths.ts';

const tsx = join(projectRoot, 'node_modules/.bin/tsx');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const dataDirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-main-'));
  dataDirs.push(dir);
  return dir;
}
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function baseEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  return env;
}

describe('server process', () => {
  it('refuses to start on bad configuration, naming every bad variable', () => {
    const result = spawnSync(tsx, ['server/main.ts'], {
      cwd: projectRoot,
      env: { ...baseEnv(tempDataDir()), PORT: 'eighty', SEED_DEMO: 'maybe' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT:');
    expect(result.stderr).toContain('SEED_DEMO:');
  });

  // One start-up serves several checks: each run costs seconds.
  it('creates an admin with admin:create and from ADMIN_EMAIL, seeds nothing with SEED_DEMO=false, warns of the sandbox checkout in production, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const env = baseEnv(dataDir);
    const created = spawnSync(
      tsx,
      ['scripts/admin-create.ts', '--email', 'Boss@Studio.example', '--password', 'boss-password'],
      { cwd: projectRoot, env, encoding: 'utf8' },
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Administrator Boss@Studio.example created');

    const port = await freePort();
    const server = spawn(tsx, ['server/main.ts'], {
      cwd: projectRoot,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: 'chief@studio.example',
        ADMIN_PASSWORD: 'chief-password',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://studio.example',
      },
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    const adminLogin = (email: string, password: string) =>
      fetch(`${base}/api/auth/admin-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    try {
      for (let i = 0; i < 150; i++) {
        if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const boss = await adminLogin('boss@studio.example', 'boss-password');
      expect(boss.status).toBe(200);
      expect((await boss.json()).user.isAdmin).toBe(true);
      const chief = await adminLogin('chief@studio.example', 'chief-password');
      expect(chief.status).toBe(200);
      expect((await chief.json()).user.isAdmin).toBe(true);

      expect(await (await fetch(`${base}/api/movies`)).json()).toEqual({ movies: [] });
      expect(output).toContain('payments use the built-in sandbox checkout, so rentals are free');
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 60_000);

  it('refuses admin:create without a valid e-mail and password', () => {
    const result = spawnSync(tsx, ['scripts/admin-create.ts', '--email', 'nope', '--password', '123'], {
      cwd: projectRoot,
      env: baseEnv(tempDataDir()),
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Email is invalid');
    expect(result.stderr).toContain('Password must be at least 6 characters');
  });
});
