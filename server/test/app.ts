// buildTestApp(): the real app on the shared test database, with a throwaway data directory. Talk to it with
// app.inject; close it in afterAll. sharedTestApp() does both for the app a test file shares.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { MediaStore } from '../media/store.ts';
import { openStores } from '../storage/open.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { testDatabase } from './database.ts';
import { httpGet, type PlainAnswer } from './network.ts';

// Shaped like the built web/index.html: the server rewrites its title and description per page.
export const TEST_INDEX_HTML = `<!doctype html><html><head>
<meta name="description" content="placeholder" />
<title>SPA</title>
</head><body><div id="root"></div></body></html>`;

/**
 * `webFiles`: extra files of the built web app, by path under its root (e.g. `assets/app.js`).
 * `stripeClient`: with STRIPE_SECRET_KEY set, the client to use (see stripe-stand-in.ts).
 * `logger`: Fastify's logger option, e.g. `{ level: 'info', stream }` to read what the app logs (default: none).
 * `config`: settings that are not environment variables, set small for a test (upload limits, timeouts).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    webFiles?: Record<string, string | Buffer>;
    stripeClient?: Stripe;
    logger?: AppDependencies['logger'];
    config?: Partial<Config>;
  } = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-test-'));
  const webRoot = join(dataDir, 'web');
  const webFiles = { 'index.html': TEST_INDEX_HTML, ...options.webFiles };
  for (const [path, content] of Object.entries(webFiles)) {
    mkdirSync(dirname(join(webRoot, path)), { recursive: true });
    writeFileSync(join(webRoot, path), content);
  }
  const loaded = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const config = { ...loaded, ...options.config };
  const database = await testDatabase();
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    ...(await testStores(config)),
    webRoot,
    ...(options.stripeClient && { stripeClient: options.stripeClient }),
    ...(options.logger && { logger: options.logger }),
  });
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  return app;
}

/**
 * The app the tests of a file (or of the describe block it is called in) share, built by buildTestApp(env, options)
 * before the first of them and closed after the last. Use it inside tests and hooks: before then there is no app
 * yet. It stands for the built app (every property and method is the app's own), so it can be passed on wherever a
 * FastifyInstance is wanted.
 */
export function sharedTestApp(...args: Parameters<typeof buildTestApp>): FastifyInstance {
  let built: FastifyInstance | undefined;
  beforeAll(async () => {
    built = await buildTestApp(...args);
  });
  afterAll(() => built?.close());
  const app = () => {
    if (!built) throw new Error('the test app is built in beforeAll: use it inside tests and hooks');
    return built;
  };
  return new Proxy({} as FastifyInstance, {
    get(_target, key) {
      const value: unknown = Reflect.get(app(), key);
      return typeof value === 'function' ? value.bind(app()) : value;
    },
  });
}

/** The app's stores as configured (this disk under DATA_DIR unless S3_BUCKET is set). */
export async function testStores(config: Pick<Config, 'dataDir' | 'objectStore'>): Promise<{ media: MediaStore; films: ObjectStore }> {
  const { media, films } = await openStores(config);
  return { media, films };
}

/**
 * GET `path` over a real connection, exactly as written. app.inject cannot do this: it parses the address first,
 * resolving '/./' and reading '\' as '/' (so '/.//x' arrives as '//x', and '/\' cannot be sent at all), while
 * a client such as curl --path-as-is sends the bytes it is given. The app starts listening on a free port.
 */
export async function getVerbatim(
  app: FastifyInstance,
  path: string,
): Promise<PlainAnswer> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return httpGet((app.server.address() as AddressInfo).port, path);
}

/** POSTs a JSON body to `app`, each request from a fresh client address (see nextIp) unless given one. */
export function jsonPoster(app: FastifyInstance) {
  return (url: string, payload: unknown, ip = nextIp()) => app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
}

let ipCounter = 0;
/**
 * A fresh client address. Throttling counts per IP in the shared database, so each test that logs in or
 * registers uses its own address unless it is testing the IP limit itself.
 */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
