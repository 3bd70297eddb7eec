// GET /metrics on METRICS_PORT: request counts by route pattern, the figures read at scrape time (outbox, films,
// public cache, pool), one registry per app, and nothing of it on the public port.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { emailMessages, films, movies } from '../db/schema.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { buildTestApp } from '../test/app.ts';
import { createMovie, uniqueEmail } from '../test/factories.ts';
import { registerAppGauges } from './gauges.ts';
import { startMetrics } from './start.ts';
import type { MetricsServer } from './server.ts';

type Labels = Record<string, string>;

/** The value of the sample `name` whose labels include `labels`, from Prometheus' text format; undefined if none. */
function sample(text: string, name: string, labels: Labels = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found: Labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(server: MetricsServer, path = '/metrics') {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

async function metricsApp(): Promise<{ app: FastifyInstance; server: MetricsServer }> {
  // Port 0: a free one (METRICS_PORT itself must be 1-65535).
  const app = await buildTestApp({}, { config: { metricsPort: 0 } });
  const server = await startMetrics(app, { poolStats: () => ({ total: 4, idle: 3, waiting: 1 }) });
  if (!server) throw new Error('metrics did not start');
  return { app, server };
}

describe('metrics', () => {
  let app: FastifyInstance;
  let server: MetricsServer;
  let db: Db;
  const emailIds: number[] = [];
  const movieIds: number[] = [];

  beforeAll(async () => {
    ({ app, server } = await metricsApp());
    db = app.deps.db;
  });

  afterAll(async () => {
    // The test database is shared by every test file: leave no pending e-mail or film job behind.
    if (emailIds.length > 0) await db.delete(emailMessages).where(inArray(emailMessages.id, emailIds));
    if (movieIds.length > 0) await db.delete(movies).where(inArray(movies.id, movieIds));
    await app.close();
  });

  it('counts and times answers by route pattern, never by address', async () => {
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/api/movies' })).statusCode).toBe(200);
    for (const id of [987654321, 987654322]) expect((await app.inject({ method: 'GET', url: `/api/movies/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/no-such-call-xyz' })).statusCode).toBe(404);

    const { status, type, text } = await scrape(server);
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/movies', status_code: '200' })).toBe(3);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/movies/:movieId', status_code: '404' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/movies', status_class: '2xx' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/movies', le: '+Inf' })).toBe(3);
    // Addresses never become labels: an unknown one is counted under a pattern, not under its own name.
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('no-such-call-xyz');
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
  });

  it('counts the public answer cache: the first list is built, the next ones are found', async () => {
    const { text } = await scrape(server);
    expect(sample(text, 'studio_public_cache_hits_total')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'studio_public_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'studio_public_cache_entries')).toBeGreaterThanOrEqual(1);
  });

  it('shows the outbox depth and how long its oldest due e-mail has waited', async () => {
    const before = sample((await scrape(server)).text, 'studio_outbox_pending_emails') ?? Number.NaN;
    expect(before).toBeGreaterThanOrEqual(0);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const tomorrow = new Date(Date.now() + 86_400_000);
    for (const notBefore of [anHourAgo, undefined, tomorrow]) {
      const id = await enqueueEmail(db, { kind: 'newsletter', recipientEmail: uniqueEmail('metrics'), subject: 'News', message: 'Hello.', notBefore });
      if (id !== undefined) emailIds.push(id);
    }
    expect(emailIds).toHaveLength(3);

    const { text } = await scrape(server);
    expect(sample(text, 'studio_outbox_pending_emails')).toBe(before + 3);
    // Due an hour ago and still here; tomorrow's e-mail is not waiting yet.
    expect(sample(text, 'studio_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(3_599);
  });

  it('shows the film jobs by status', async () => {
    const count = (text: string, status: string) => sample(text, 'studio_film_jobs', { status }) ?? Number.NaN;
    const before = (await scrape(server)).text;
    for (const status of ['queued', 'queued', 'failed'] as const) {
      const movie = await createMovie(db);
      movieIds.push(movie.id);
      await db.insert(films).values({ movieId: movie.id, status, sourcePath: `films/sources/${movie.id}.mp4`, sourceName: 'f.mp4', sourceBytes: 5 });
    }
    const after = (await scrape(server)).text;
    expect(count(after, 'queued')).toBe(count(before, 'queued') + 2);
    expect(count(after, 'failed')).toBe(count(before, 'failed') + 1);
    expect(count(after, 'processing')).toBe(count(before, 'processing'));
    expect(count(after, 'ready')).toBeGreaterThanOrEqual(0);
  });

  it('shows the database pool and the process', async () => {
    const { text } = await scrape(server);
    expect(sample(text, 'studio_db_pool_connections')).toBe(4);
    expect(sample(text, 'studio_db_pool_idle_connections')).toBe(3);
    expect(sample(text, 'studio_db_pool_waiting_clients')).toBe(1);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('answers only GET /metrics on its port, and nothing of it on the public one', async () => {
    expect((await scrape(server, '/')).status).toBe(404);
    expect((await scrape(server, '/api/movies')).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);

    const pub = await app.inject({ method: 'GET', url: '/metrics' });
    expect(pub.statusCode).toBe(404);
    expect(pub.body).not.toContain('http_requests_total');
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });

  it('keeps one registry per app', async () => {
    const other = await metricsApp();
    try {
      await other.app.inject({ method: 'GET', url: '/api/movies' });
      const { text } = await scrape(other.server);
      expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/movies', status_code: '200' })).toBe(1);
      expect(sample((await scrape(server)).text, 'http_requests_total', { route: '/api/movies', status_code: '200' })).toBe(3);
    } finally {
      await other.app.close();
    }
    // Closing the app closed its metrics server.
    await expect(scrape(other.server)).rejects.toThrow();
  });
});

describe('metrics off', () => {
  it('without METRICS_PORT: no registry, no server, no per-request hooks', async () => {
    const app = await buildTestApp();
    try {
      expect(app.metricsRegistry).toBeUndefined();
      expect(await startMetrics(app)).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('figures the database cannot give', () => {
  const log = { warn: () => undefined } as never;

  it('are left out of the scrape (not shown as 0), and counted as collect errors', async () => {
    const registry = new Registry();
    const failing = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    registerAppGauges({ registry, db: failing, poolStats: () => undefined, log });
    const text = await registry.metrics();
    expect(sample(text, 'studio_outbox_pending_emails')).toBeUndefined();
    expect(sample(text, 'studio_outbox_oldest_pending_age_seconds')).toBeUndefined();
    expect(sample(text, 'studio_film_jobs', { status: 'queued' })).toBeUndefined();
    expect(sample(text, 'studio_metrics_collect_errors_total', { collector: 'outbox' })).toBe(1);
    expect(sample(text, 'studio_metrics_collect_errors_total', { collector: 'films' })).toBe(1);
    // The embedded database has no pool: no pool series at all.
    expect(sample(text, 'studio_db_pool_connections')).toBeUndefined();
  });

  it('do not hold the scrape when the database does not answer (an exhausted pool)', async () => {
    const registry = new Registry();
    const hanging = { execute: () => new Promise(() => undefined) } as unknown as Db;
    registerAppGauges({ registry, db: hanging, poolStats: () => ({ total: 10, idle: 0, waiting: 25 }), log, queryTimeoutMs: 50 });
    const started = Date.now();
    const text = await registry.metrics();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(sample(text, 'studio_db_pool_waiting_clients')).toBe(25);
    expect(sample(text, 'studio_outbox_pending_emails')).toBeUndefined();
  });
});
