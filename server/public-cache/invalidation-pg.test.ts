// Two app instances on one PostgreSQL (npm run test:pg only), each with its own pool and listener: a write
// through one instance, or straight in the database, is seen by the other within a second; the instance that
// wrote sees it at once (the barrier); after a dropped listening connection, the cache starts again from empty
// once it listens again (a whole database restart: server/lifecycle/outage-pg.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, rowsOf, type Database, type Db } from '../db/client.ts';
import { LISTENER_APPLICATION_NAME } from '../db/listener.ts';
import { movies } from '../db/schema.ts';
import { TEST_INDEX_HTML, testStores } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { createLoggedInUser, createMovie } from '../test/factories.ts';
import { multipart } from '../test/uploads.ts';
import { PUBLIC_CACHE_CHANNEL } from './invalidation.ts';

const url = process.env.TEST_DATABASE_URL;

async function startInstance(): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({ kind: 'postgres', url: url ?? '', poolSize: 3 });
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-cache-pg-'));
  mkdirSync(join(dataDir, 'web'));
  writeFileSync(join(dataDir, 'web/index.html'), TEST_INDEX_HTML);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    ...(await testStores(config)),
    webRoot: join(dataDir, 'web'),
  });
  app.addHook('onClose', async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, database };
}

/** How long until `check` holds, polling every 10 ms; fails past `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs = 1000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
}

describe.runIf(url)('the public answer cache with two instances on one PostgreSQL', () => {
  let shared: Db;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let admin: Record<string, string>;

  beforeAll(async () => {
    shared = (await testDatabase()).db;
    one = (await startInstance()).app;
    two = (await startInstance()).app;
    admin = (await createLoggedInUser(shared, { isAdmin: true })).headers;
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  const titleOn = async (app: FastifyInstance, id: number) => (await app.inject({ url: `/api/movies/${id}` })).json().movie?.title;

  async function editThrough(app: FastifyInstance, id: number, title: string) {
    const body = await multipart({ title, price: '4.99' });
    const res = await app.inject({ method: 'PUT', url: `/api/admin/movies/${id}`, payload: body.payload, headers: { ...admin, ...body.headers } });
    expect(res.statusCode).toBe(200);
  }

  it('a write through one instance is seen by the other within a second, and by the writer at once', async () => {
    const movie = await createMovie(shared, { title: 'Take 0' });
    for (let take = 1; take <= 10; take++) {
      for (const app of [one, two]) await titleOn(app, movie.id); // both keep the old answer
      await editThrough(one, movie.id, `Take ${take}`);
      expect(await titleOn(one, movie.id)).toBe(`Take ${take}`);
      expect(await msUntil(async () => (await titleOn(two, movie.id)) === `Take ${take}`)).toBeLessThan(1000);
    }
  });

  it('a write straight in the database is seen by both within a second', async () => {
    const movie = await createMovie(shared, { title: 'Before' });
    for (const app of [one, two]) expect(await titleOn(app, movie.id)).toBe('Before');
    await shared.update(movies).set({ title: 'Written by hand' }).where(eq(movies.id, movie.id));
    for (const app of [one, two]) expect(await msUntil(async () => (await titleOn(app, movie.id)) === 'Written by hand')).toBeLessThan(1000);
  });

  it('the barrier: after a round trip on the listening connection, every notification committed before it has arrived', async () => {
    const database = await openDatabase({ kind: 'postgres', url: url ?? '', poolSize: 2 });
    const received: string[] = [];
    const listener = await database.listen(PUBLIC_CACHE_CHANNEL, {
      onNotification: (payload) => received.push(payload),
      onLost: () => undefined,
      onRestored: () => undefined,
    });
    try {
      const movie = await createMovie(shared);
      for (let i = 0; i < 200; i++) {
        received.length = 0;
        // Through another pool: the commit's notification travels to the listener on its own.
        await shared.update(movies).set({ title: `Barrier ${i}` }).where(eq(movies.id, movie.id));
        await listener.barrier();
        expect(received).toContainEqual(expect.stringContaining(`"movies": [${movie.id}]`));
      }
    } finally {
      await listener.close();
      await database.close();
    }
  });

  it('a dropped listening connection: once listening again, what was held is forgotten; then answers are kept again', async () => {
    const movie = await createMovie(shared, { title: 'Before the drop' });
    await titleOn(two, movie.id);
    expect(two.publicCache.size).toBeGreaterThan(0);
    const backends = async () =>
      rowsOf<{ pid: number }>(
        await shared.execute(sql`select pid from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`),
      ).map((row) => row.pid);
    const before = await backends();
    expect(before.length).toBeGreaterThanOrEqual(2);
    await shared.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);
    // Written while nobody listens: its notification is lost for good. What the cache held may be served until
    // it listens again (within the listener's first retry here, 2 s at most: decision 0020), and is then forgotten.
    await shared.update(movies).set({ title: 'During the drop' }).where(eq(movies.id, movie.id));
    await msUntil(async () => two.publicCache.size === 0);
    expect(await msUntil(async () => (await titleOn(two, movie.id)) === 'During the drop')).toBeLessThan(1000);
    // Listening again (new backends), and keeping answers again. A new backend shows in pg_stat_activity as soon as
    // it connects, before its LISTEN is done and the cache resumes: wait for the answer to be kept, not for the pid.
    await msUntil(async () => (await backends()).filter((pid) => !before.includes(pid)).length >= 2, 5000);
    await msUntil(async () => {
      await titleOn(two, movie.id);
      return two.publicCache.size > 0;
    }, 5000);
    await editThrough(one, movie.id, 'After the drop');
    expect(await msUntil(async () => (await titleOn(two, movie.id)) === 'After the drop')).toBeLessThan(1000);
  });
});
