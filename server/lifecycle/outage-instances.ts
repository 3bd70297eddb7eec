// The app's own processes for the outage test (outage-pg.test.ts): each started from source on a free port and a
// data folder of its own, with its log lines kept, and the requests and polls the test makes of them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { projectRoot } from '../paths.ts';

export const ADMIN = { email: 'boss@studio.example', password: 'a long and unusual password 42' };

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface Instance {
  name: string;
  baseUrl: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  logs: LogLine[];
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `server/main.ts` from source (as `npm run dev`'s API does) on a free port and a data folder of its own. */
export async function startInstance(name: string, databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `studio-outage-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      REQUEST_LOG: 'errors-and-slow',
      EMAIL_MIN_INTERVAL_MS: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
  });
  const logs: LogLine[] = [];
  let pending = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: 50, msg: line });
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => logs.push({ level: 60, msg: `stderr: ${chunk}` }));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, baseUrl, port, dataDir, child, logs, exited };
}

export const isAlive = (instance: Instance) => instance.child.exitCode === null && instance.child.signalCode === null;

/** Polls `check` every `stepMs` until it holds; the time it took. Fails past `limitMs`. */
export async function until(check: () => Promise<boolean> | boolean, limitMs: number, what: string, stepMs = 100): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  return Date.now() - started;
}

export const statusOf = (instance: Instance, path: string) =>
  fetch(instance.baseUrl + path, { signal: AbortSignal.timeout(5000) }).then(
    (res) => res.status,
    () => 0,
  );

export async function sql<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

interface Answer {
  path: string;
  at: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/**
 * Requests `paths` (with their headers) one after another in `parallel` loops until stop(); every answer kept.
 * A request that gets no answer in 8 s counts as status 0 (a hang).
 */
export function requestStream(instance: Instance, paths: { path: string; headers?: Record<string, string> }[], parallel = 3) {
  const answers: Answer[] = [];
  let stopped = false;
  const loops = Array.from({ length: parallel }, async (_, loop) => {
    for (let i = loop; !stopped; i++) {
      const { path, headers } = paths[i % paths.length]!;
      const at = Date.now();
      try {
        const res = await fetch(instance.baseUrl + path, { headers, signal: AbortSignal.timeout(8000) });
        const text = await res.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // a page
        }
        answers.push({ path, at, ms: Date.now() - at, status: res.status, retryAfter: res.headers.get('retry-after'), body });
      } catch {
        answers.push({ path, at, ms: Date.now() - at, status: 0, retryAfter: null, body: null });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    answers,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return answers;
    },
  };
}
