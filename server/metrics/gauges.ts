// What the app holds, read when Prometheus scrapes (docs/decisions/0021): the database pool, the e-mail outbox,
// the film packaging jobs and the public answer cache. Nothing is counted on the way: each scrape asks.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import { FILM_STATUSES } from '../../common/films.ts';
import { rowsOf, type Db } from '../db/client.ts';
import type { PublicCache } from '../public-cache/store.ts';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface AppGaugeSources {
  registry: Registry;
  db: Db;
  /** The PostgreSQL pool's connections (Database.poolStats); undefined on the embedded database, which has none. */
  poolStats: () => PoolStats | undefined;
  publicCache?: PublicCache;
  log: FastifyBaseLogger;
  /** How long a scrape waits for the database before leaving its figures out (default 2 s). */
  queryTimeoutMs?: number;
}

/** Rejects after `ms`: a scrape must answer while the pool is exhausted, which is when its figures matter most. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function registerAppGauges({ registry, db, poolStats, publicCache, log, queryTimeoutMs = 2000 }: AppGaugeSources): void {
  const registers = [registry];

  const collectErrors = new Counter({
    name: 'studio_metrics_collect_errors_total',
    help: 'Scrapes whose figures from the database were left out (the query failed or took too long), by collector',
    labelNames: ['collector'] as const,
    registers,
    // Every metric is collected at once: this one waits for the scrape's reads, so that it counts their failures.
    async collect() {
      await Promise.all([readOutbox(), readFilmJobs()]);
    },
  });
  // One read per scrape, shared by the gauges it feeds (prom-client collects every metric at once). A figure that
  // could not be read is left out of the scrape, neither 0 nor its last value: an alert on absent() or on
  // studio_metrics_collect_errors_total then says so.
  function sharedRead<T>(collector: string, read: () => Promise<T>): () => Promise<T | undefined> {
    let running: Promise<T | undefined> | undefined;
    return () =>
      (running ??= withTimeout(read(), queryTimeoutMs)
        .catch((error: unknown) => {
          collectErrors.inc({ collector });
          log.warn({ err: error }, `metrics: could not read the ${collector} figures`);
          return undefined;
        })
        .finally(() => {
          running = undefined;
        }));
  }

  // A figure that may be missing: set when there is one, else no series at all (a gauge without labels is emptied
  // with remove(): its reset() would show 0).
  const gaugeOf = (name: string, help: string, value: () => number | undefined | Promise<number | undefined>) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const figure = await value();
        if (figure === undefined) this.remove();
        else this.set(figure);
      },
    });
  // The embedded database has no pool: no series rather than zeros that look like an idle pool.
  gaugeOf('studio_db_pool_connections', 'PostgreSQL pool: connections open', () => poolStats()?.total);
  gaugeOf('studio_db_pool_idle_connections', 'PostgreSQL pool: connections open and unused', () => poolStats()?.idle);
  gaugeOf('studio_db_pool_waiting_clients', 'PostgreSQL pool: queries waiting for a connection', () => poolStats()?.waiting);

  const readOutbox = sharedRead('outbox', async () => {
    // The age counts from when the e-mail could first leave (next_attempt_at), not from when it was queued: a
    // reminder is written when its rental starts and is due two hours before it ends.
    const [row] = rowsOf<{ pending: number; oldest_due_age: number | null }>(
      await db.execute(sql`
        select count(*)::int as pending,
               extract(epoch from statement_timestamp()
                 - min(next_attempt_at) filter (where next_attempt_at <= statement_timestamp()))::float8 as oldest_due_age
        from email_messages
        where status = 'pending'`),
    );
    return { pending: row?.pending ?? 0, oldestDueAgeSeconds: Math.max(0, row?.oldest_due_age ?? 0) };
  });
  gaugeOf(
    'studio_outbox_pending_emails',
    'E-mails in the outbox not yet sent or failed (reminders scheduled for later included)',
    async () => (await readOutbox())?.pending,
  );
  gaugeOf(
    'studio_outbox_oldest_pending_age_seconds',
    'Seconds the longest-waiting pending e-mail has been due (0 when none is due). E-mails leave one per EMAIL_MIN_INTERVAL_MS, so a newsletter keeps this high for days (docs/decisions/0014)',
    async () => (await readOutbox())?.oldestDueAgeSeconds,
  );

  const readFilmJobs = sharedRead('films', async () =>
    rowsOf<{ status: string; n: number }>(await db.execute(sql`select status, count(*)::int as n from films group by status`)),
  );
  new Gauge({
    name: 'studio_film_jobs',
    help: 'Self-hosted films by packaging status (docs/decisions/0015)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const rows = await readFilmJobs();
      this.reset();
      if (!rows) return;
      const counts = new Map(rows.map((row) => [row.status, row.n]));
      for (const status of FILM_STATUSES) this.set({ status }, counts.get(status) ?? 0);
    },
  });

  if (publicCache) {
    const stats = publicCache.stats;
    // The cache keeps plain numbers (public-cache/store.ts); a counter is set to them at scrape time.
    const cacheCounter = (name: string, help: string, pick: () => number) =>
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(pick());
        },
      });
    cacheCounter('studio_public_cache_hits_total', 'Public answers served from memory (docs/decisions/0016)', () => stats.hits);
    cacheCounter(
      'studio_public_cache_misses_total',
      'Public answers that had to be built, or waited for a build another request started',
      () => stats.misses,
    );
    new Gauge({
      name: 'studio_public_cache_entries',
      help: 'Public answers kept in memory',
      registers,
      collect() {
        this.set(publicCache.size);
      },
    });
  }
}
