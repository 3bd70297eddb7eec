// The app's instances of a cluster run: each `node dist/server/main.js` with a DATA_DIR of its own, its output in
// test-results/cluster/<name>.log, stopped with the run.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../app-server.mjs';
import { logTail, sleep } from '../processes.mjs';
import { LOG_DIR, onStop, seconds } from './run.mjs';

const INSTANCE_READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;

// The app's own settings never come from this shell (CI exports DATABASE_URL for test:pg, for one): only from here.
const APP_VARIABLES = /^(PORT|HOST|DATA_DIR|DATABASE_URL|PUBLIC_URL|ADMIN_.*|SEED_DEMO|STRIPE_.*|PAYMENTS|SMTP_URL|MAIL_FROM|EMAIL_MIN_INTERVAL_MS|SESSION_TTL_DAYS|TRUST_PROXY|LOG_LEVEL|REQUEST_LOG|SLOW_REQUEST_MS|TIMEZONE|FILM_MAX_BYTES|S3_.*|MEDIA_PUBLIC_URL|METRICS_PORT)$/;
export const shellEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !APP_VARIABLES.test(name)));

/** name -> instance, every instance this run started (the cluster's two, and those the tests ask for). */
export const instances = new Map();

/**
 * Starts `node dist/server/main.js` on `port` with an empty DATA_DIR of its own and `env`; does not wait for it.
 * Its output goes to test-results/cluster/<name>.log.
 */
export function spawnInstance(name, port, env) {
  const dataDir = mkdtempSync(join(tmpdir(), `studio-cluster-${name}-`));
  const logFile = join(LOG_DIR, `${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: projectRoot,
    stdio: ['ignore', fd, fd],
    env: { ...shellEnv(), NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
  });
  closeSync(fd);
  const instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    dataDir,
    logFile,
    child,
    exit: null,
    exited: new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        instance.exit = signal ? `signal ${signal}` : `code ${code}`;
        resolve();
      });
      child.once('error', (error) => {
        instance.exit = `error: ${error.message}`;
        resolve();
      });
    }),
    get alive() {
      return instance.exit === null;
    },
    async stop() {
      if (instance.alive) {
        child.kill('SIGTERM');
        await Promise.race([instance.exited, sleep(STOP_GRACE_MS)]);
        if (instance.alive) {
          child.kill('SIGKILL');
          await instance.exited;
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  instances.set(name, instance);
  onStop(`instance ${name}`, () => instance.stop());
  return instance;
}

/** Resolves when the instance's /api/ready answers 200 (rejects when it exits or takes too long). */
export async function waitReady(instance, timeoutMs = INSTANCE_READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!instance.alive) throw new Error(`instance ${instance.name} exited (${instance.exit}) before it was ready:\n${logTail(instance.logFile)}`);
    const status = await fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`instance ${instance.name}: /api/ready not 200 within ${seconds(timeoutMs)} (last ${status || 'no answer'}):\n${logTail(instance.logFile)}`);
    await sleep(250);
  }
}

export const describeInstance = (instance) => ({ name: instance.name, url: instance.url, pid: instance.pid, alive: instance.alive, exit: instance.exit, dataDir: instance.dataDir });
