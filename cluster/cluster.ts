// What the cluster tests share: the addresses `npm run test:cluster` (scripts/test-cluster.mjs) hands them, HTTP
// helpers, logins, and the script's control server (restart PostgreSQL, start more instances, report figures).
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the cluster tests with \`npm run test:cluster\`, which starts the cluster`);
  return value;
}

export const cluster = {
  /** nginx, in front of both instances (round robin). */
  nginx: required('CLUSTER_NGINX_URL'),
  /** nginx's access log: `upstream=127.0.0.1:port` names the instance that answered each request. */
  nginxAccessLog: required('CLUSTER_NGINX_ACCESS_LOG'),
  nginxErrorLog: required('CLUSTER_NGINX_ERROR_LOG'),
  /** Each instance directly: A, then B. */
  instances: required('CLUSTER_INSTANCE_URLS').split(','),
  pids: required('CLUSTER_INSTANCE_PIDS').split(',').map(Number),
  dataDirs: required('CLUSTER_DATA_DIRS').split(','),
  admin: { email: required('CLUSTER_ADMIN_EMAIL'), password: required('CLUSTER_ADMIN_PASSWORD') },
  /** The instances' database, on the private PostgreSQL cluster. */
  databaseUrl: required('CLUSTER_DATABASE_URL'),
  /** The private cluster itself (its maintenance database). */
  postgresUrl: required('CLUSTER_PG_URL'),
  control: required('CLUSTER_CONTROL_URL'),
};

export const [instanceA, instanceB] = cluster.instances as [string, string];
/** 'A' or 'B' for an instance URL, for messages. */
export const nameOf = (base: string) => (base === cluster.nginx ? 'nginx' : (['A', 'B'][cluster.instances.indexOf(base)] ?? base));

/** The instances (as 'A', 'B') nginx sent `GET path` to so far, one entry per request, from its access log. */
export function upstreamsOf(path: string): string[] {
  const hosts = new Map(cluster.instances.map((base) => [new URL(base).host, nameOf(base)]));
  return readFileSync(cluster.nginxAccessLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`"GET ${path} HTTP/`))
    .map((line) => /upstream=(\S+)/.exec(line)?.[1] ?? '-')
    .map((upstream) => upstream.split(',').map((host) => hosts.get(host.trim()) ?? host.trim()).join('+'));
}

/** The distinct complaints in nginx's error log so far ('no live upstreams while connecting to upstream', …). */
export function nginxErrors(): string[] {
  const text = existsSync(cluster.nginxErrorLog) ? readFileSync(cluster.nginxErrorLog, 'utf8') : '';
  const reasons = text
    .split('\n')
    .map((line) => /\[(?:error|crit|alert|emerg|warn)\] [^:]*: (?:\*\d+ )?([^,]*)/.exec(line)?.[1])
    .filter((reason): reason is string => Boolean(reason));
  return [...new Set(reasons)];
}

export type Headers = Record<string, string>;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A request to `base` + `path`, never following redirects; 15 s at most. */
export function request(base: string, path: string, init: RequestInit & { headers?: Headers } = {}): Promise<Response> {
  return fetch(`${base}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000), ...init });
}

/** A JSON answer that must have `status`; its body, parsed. */
export async function expectJson<T = Record<string, unknown>>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const res = await response;
  const text = await res.text();
  if (res.status !== status) throw new Error(`${res.url}: expected ${status}, got ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/** GET a file: status, bytes and validators. */
export async function getBytes(base: string, path: string, headers: Headers = {}) {
  const res = await request(base, path, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, bytes, hash: sha256(bytes), etag: res.headers.get('etag'), type: res.headers.get('content-type') };
}

/** Polls `check` until it answers something other than undefined; throws with `what` after `timeoutMs`, or at once an error marked `fatal`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, { timeoutMs = 30_000, intervalMs = 200 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      // A check that knows waiting is pointless (a film whose packaging failed) says so.
      if ((error as { fatal?: boolean }).fatal) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    await sleep(intervalMs);
  }
}

/** The administrator's bearer header, logged in through `base` (nginx by default). */
export async function adminLogin(base = cluster.nginx): Promise<Headers> {
  const { token } = await expectJson<{ token: string }>(
    request(base, '/api/auth/admin-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cluster.admin),
    }),
  );
  return { authorization: `Bearer ${token}` };
}

/** A new viewer account, registered through nginx (ten registrations an hour per address: use sparingly). */
export async function registerViewer(): Promise<{ email: string; headers: Headers }> {
  const email = `viewer-${randomUUID().slice(0, 8)}@cluster.example`;
  const { token } = await expectJson<{ token: string }>(
    request(cluster.nginx, '/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ida', lastName: 'Lupino', email, password: 'a cluster of viewers' }),
    }),
    201,
  );
  return { email, headers: { authorization: `Bearer ${token}` } };
}

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body (fields, then files), as the admin's forms send. */
export function formData(fields: Record<string, string>, files: FilePart[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

/** A file of the demo catalogue's media (real JPEGs and MP4s). */
export const seedMedia = (name: string) => readFileSync(fileURLToPath(new URL(`../server/seed/media/${name}`, import.meta.url)));

export interface PublicMovie {
  id: number;
  title: string;
  price: number;
  poster_url: string | null;
  thumbnail_url: string | null;
}

export async function publicMovies(base = cluster.nginx): Promise<PublicMovie[]> {
  return (await expectJson<{ movies: PublicMovie[] }>(request(base, '/api/movies'))).movies;
}

/** A call to the script's control server. */
export async function control<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${cluster.control}${path}`, {
    method,
    ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`control ${method} ${path}: ${answer.error ?? res.status}`);
  return answer;
}

/** A figure for the run's summary (and this test's output). */
export async function report(name: string, value: unknown): Promise<void> {
  console.info(`[figure] ${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  await control('POST', '/report', { name, value });
}

/** Whether a process of this machine is running (signal 0 only asks). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
