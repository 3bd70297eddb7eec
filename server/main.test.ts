// The real entry points as processes: config errors, admin:create, start-up and graceful shutdown.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../common/messages/server.ts';
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
  delete env.STRIPE_SECRET_KEY;
  delete env.STRIPE_WEBHOOK_SECRET;
  delete env.PAYMENTS;
  delete env.TRUST_PROXY;
  return env;
}

// A configuration error ends the process before it opens the database. The time limit makes a server that
// starts anyway fail the test instead of hanging it.
function startWithConfig(env: NodeJS.ProcessEnv) {
  return spawnSync(tsx, ['server/main.ts'], {
    cwd: projectRoot,
    env: { ...baseEnv(tempDataDir()), ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
}

/** Runs `npm run admin:create -- <args>` (by default on a data directory of its own) and waits for it. */
function adminCreate(args: string[], env = baseEnv(tempDataDir())) {
  return spawnSync(tsx, ['scripts/admin-create.ts', ...args], { cwd: projectRoot, env, encoding: 'utf8' });
}

/** Starts the server and waits until it answers; `stop()` sends SIGTERM and resolves with the exit code. */
async function startServer(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const server = spawn(tsx, ['server/main.ts'], {
    cwd: projectRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    output: () => output,
    adminLogin: (email: string, password: string) =>
      fetch(`${base}/api/auth/admin-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    verify: (token: string) => fetch(`${base}/api/auth/verify`, { headers: { authorization: `Bearer ${token}` } }),
    stop: () => {
      server.kill('SIGTERM');
      return exited;
    },
  };
}

describe('server process', () => {
  it('refuses to start on bad configuration, naming every bad variable', () => {
    const result = startWithConfig({ PORT: 'eighty', SEED_DEMO: 'maybe' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT:');
    expect(result.stderr).toContain('SEED_DEMO:');
  });

  it('refuses TRUST_PROXY=true, saying what to write instead', () => {
    const result = startWithConfig({ TRUST_PROXY: 'true' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("TRUST_PROXY: 'true' would let any client choose its address");
    expect(result.stderr).toContain('the number of proxies in front of the app (e.g. 1) or their addresses');
  });

  it('refuses a production site over https without Stripe, naming the way out', () => {
    const result = startWithConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://studio.example' });
    expect(result.status).toBe(1);
    for (const variable of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS=sandbox']) {
      expect(result.stderr).toContain(variable);
    }
  });

  // One start-up serves several checks: each run costs seconds.
  it('creates an admin with admin:create and from ADMIN_EMAIL, seeds nothing with SEED_DEMO=false, warns of the sandbox checkout chosen in production, stops cleanly on SIGTERM, and keeps the admin logged in, with the password they chose, across restarts', async () => {
    const dataDir = tempDataDir();
    const env = baseEnv(dataDir);
    const created = adminCreate(['--email', 'Boss@Studio.example', '--password', 'boss-password'], env);
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Administrator Boss@Studio.example created');

    const adminEnv = {
      ...env,
      ADMIN_EMAIL: 'chief@studio.example',
      ADMIN_PASSWORD: 'chief-password',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://studio.example',
      PAYMENTS: 'sandbox',
    };
    let server = await startServer(adminEnv);
    let chiefToken: string;
    try {
      const boss = await server.adminLogin('boss@studio.example', 'boss-password');
      expect(boss.status).toBe(200);
      expect((await boss.json()).user.isAdmin).toBe(true);
      const chief = await server.adminLogin('chief@studio.example', 'chief-password');
      expect(chief.status).toBe(200);
      const chiefBody = await chief.json();
      expect(chiefBody.user.isAdmin).toBe(true);
      chiefToken = chiefBody.token;

      expect(await (await fetch(`${server.base}/api/movies`)).json()).toEqual({ movies: [] });
      expect(server.output()).toContain('payments use the built-in sandbox checkout, so rentals are free');
    } finally {
      expect(await server.stop()).toBe(0);
    }

    // A restart applies the same ADMIN_EMAIL and ADMIN_PASSWORD again, and logs the admin out of nothing.
    server = await startServer(adminEnv);
    try {
      expect((await server.verify(chiefToken)).status).toBe(200);
      expect(server.output()).toContain('Administrator chief@studio.example unchanged from ADMIN_EMAIL');
      const changed = await fetch(`${server.base}/api/auth/change-password`, {
        method: 'POST',
        headers: { authorization: `Bearer ${chiefToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ currentPassword: 'chief-password', newPassword: 'only the chief knows this one' }),
      });
      expect(changed.status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    // ADMIN_PASSWORD only creates (docs/decisions/0008): the password the admin chose since, and their session,
    // outlive the next start, which warns instead.
    server = await startServer(adminEnv);
    try {
      expect((await server.verify(chiefToken)).status).toBe(200);
      expect((await server.adminLogin('chief@studio.example', 'only the chief knows this one')).status).toBe(200);
      expect((await server.adminLogin('chief@studio.example', 'chief-password')).status).toBe(401);
      expect(server.output()).toContain('ADMIN_PASSWORD is not the password of the administrator chief@studio.example');
      expect(server.output()).toContain('npm run admin:create');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);

  it('refuses admin:create without a valid e-mail and password', () => {
    const result = adminCreate(['--email', 'nope', '--password', '123']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Email is invalid');
    expect(result.stderr).toContain('Password must be at least 6 characters');
  });

  it('refuses admin:create with a common password', () => {
    const result = adminCreate(['--email', 'boss@studio.example', '--password', 'password1']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(serverMessages.passwordTooCommon);
  });
});
