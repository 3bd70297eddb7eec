// The probes and the answers of an instance whose database is away (docs/decisions/0020), on real databases: the
// shared test database, an embedded one never migrated, and a PostgreSQL address nobody answers at (the app
// built on it as main.ts builds it before its database answers). The outage of a real PostgreSQL restart is
// lifecycle/outage-pg.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { buildTestApp, TEST_INDEX_HTML, testStores } from '../test/app.ts';
import { closedPort } from '../test/network.ts';

/** The app on `database`, as main.ts builds it, with a throwaway data directory. */
async function appOn(database: Database): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-probes-'));
  mkdirSync(join(dataDir, 'web'));
  writeFileSync(join(dataDir, 'web/index.html'), TEST_INDEX_HTML);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: database.db, listen: database.listen, ...(await testStores(config)), webRoot: join(dataDir, 'web') });
  app.addHook('onClose', async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

describe('GET /api/health and /api/ready', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('ready when the database answers with every migration applied; 503 from the moment the instance drains', async () => {
    const ready = await app.inject({ url: '/api/ready' });
    expect({ status: ready.statusCode, body: ready.json(), cacheControl: ready.headers['cache-control'] }).toEqual({
      status: 200,
      body: { status: 'ready' },
      cacheControl: 'no-store',
    });
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });

    app.readiness.startDraining();
    const draining = await app.inject({ url: '/api/ready' });
    expect({ status: draining.statusCode, body: draining.json() }).toEqual({
      status: 503,
      body: { error: serverMessages.serviceUnavailable, reason: 'draining' },
    });
    // Liveness is not readiness: a draining instance is alive, finishing its requests.
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('are described in the OpenAPI document', async () => {
    const spec = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, { get?: { responses?: Record<string, unknown> } }> };
    expect(Object.keys(spec.paths['/api/health']?.get?.responses ?? {})).toEqual(['200']);
    expect(Object.keys(spec.paths['/api/ready']?.get?.responses ?? {})).toEqual(['200', '503']);
  });

  it('not ready on a database whose migrations are not applied', async () => {
    const unmigrated = await appOn(await openDatabase({ kind: 'pglite' }));
    try {
      const res = await unmigrated.inject({ url: '/api/ready' });
      expect({ status: res.statusCode, reason: res.json().reason }).toEqual({ status: 503, reason: 'migrations' });
      expect((await unmigrated.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await unmigrated.close();
    }
  });
});

describe('an instance whose PostgreSQL cannot be reached', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgresql://nobody@127.0.0.1:${await closedPort()}/nothing`,
      poolSize: 2,
      log: { warn: () => undefined },
    });
    // The public cache's listener cannot connect either: the app is built all the same, and keeps trying.
    app = await appOn(database);
  });
  afterAll(() => app.close());

  const unavailable = { status: 503, body: { error: serverMessages.serviceUnavailable }, retryAfter: '5' };
  const answerOf = async (options: InjectOptions) => {
    const res = await app.inject(options);
    return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
  };

  it('is alive and says it is not ready, at once', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const started = Date.now();
    const ready = await app.inject({ url: '/api/ready' });
    expect({ status: ready.statusCode, reason: ready.json().reason }).toEqual({ status: 503, reason: 'database' });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('answers the API 503 with Retry-After: the catalogue, a login, and a logged-in viewer (never 401, never 500)', async () => {
    expect(await answerOf({ url: '/api/movies' })).toEqual(unavailable);
    expect(await answerOf({ url: '/api/movies/1' })).toEqual(unavailable);
    expect(await answerOf({ method: 'POST', url: '/api/auth/login', payload: { email: 'fan@studio.example', password: 'a long password' } })).toEqual(unavailable);
    const viewer = { authorization: `Bearer ${'v'.repeat(43)}` };
    expect(await answerOf({ url: '/api/auth/verify', headers: viewer })).toEqual(unavailable);
    expect(await answerOf({ url: '/api/movies?include_rental=true', headers: viewer })).toEqual(unavailable);
    expect(await answerOf({ url: '/api/admin/stats', headers: viewer })).toEqual(unavailable);
  });

  it('serves pages without a 500', async () => {
    for (const url of ['/', '/movies', '/movies/1', '/login']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).not.toBe(500);
      expect([200, 503], url).toContain(res.statusCode);
    }
  });
});
