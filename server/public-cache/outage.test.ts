// The public answer cache while it cannot hear the database's changes (docs/decisions/0020), with the listener's
// reports driven by the test: what it holds is served meanwhile (during a database outage, the only answers there
// are), forgotten the moment it hears again; a write through this instance drops everything meanwhile; a database
// that is up but refuses the listener means nothing is kept. A whole PostgreSQL restart: lifecycle/outage-pg.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { ChangeHandlers, Listen } from '../db/listener.ts';
import { movies } from '../db/schema.ts';
import { TEST_INDEX_HTML, testStores } from '../test/app.ts';
import { db } from '../test/database.ts';
import { createLoggedInUser, createMovie } from '../test/factories.ts';
import { multipart } from '../test/uploads.ts';

let app: FastifyInstance;
let handlers: ChangeHandlers;
let admin: Record<string, string>;

// A listener that hears nothing by itself: the test says when it is lost, fails to come back, or is back.
const listen: Listen = async (_channel, given) => {
  handlers = given;
  return { barrier: async () => undefined, close: async () => undefined };
};

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-cache-outage-'));
  mkdirSync(join(dataDir, 'web'));
  writeFileSync(join(dataDir, 'web/index.html'), TEST_INDEX_HTML);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  app = await buildApp({ config, db: await db(), listen, ...(await testStores(config)), webRoot: join(dataDir, 'web') });
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  admin = (await createLoggedInUser(await db(), { isAdmin: true })).headers;
});
afterAll(() => app.close());

const titleOf = async (id: number) => (await app.inject({ url: `/api/movies/${id}` })).json().movie?.title as string | undefined;
const retitle = async (id: number, title: string) => (await db()).update(movies).set({ title }).where(eq(movies.id, id));
const lostConnection = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('the public answer cache without the database\'s notifications', () => {
  it('serves what it holds while it cannot hear, and forgets all of it the moment it hears again', async () => {
    const movie = await createMovie(await db(), { title: 'Held' });
    expect(await titleOf(movie.id)).toBe('Held');
    handlers.onLost(lostConnection);
    await retitle(movie.id, 'Changed unheard');
    handlers.onRetryFailed?.(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    expect(await titleOf(movie.id)).toBe('Held');
    handlers.onRestored();
    expect(app.publicCache.size).toBe(0);
    expect(await titleOf(movie.id)).toBe('Changed unheard');
  });

  it('while it cannot hear, a write through this instance drops everything, so its writer reads it', async () => {
    const movie = await createMovie(await db(), { title: 'Before the edit' });
    expect(await titleOf(movie.id)).toBe('Before the edit');
    handlers.onLost(lostConnection);
    const body = await multipart({ title: 'Edited meanwhile', price: '4.99' });
    const res = await app.inject({ method: 'PUT', url: `/api/admin/movies/${movie.id}`, payload: body.payload, headers: { ...admin, ...body.headers } });
    expect(res.statusCode).toBe(200);
    expect(await titleOf(movie.id)).toBe('Edited meanwhile');
    handlers.onRestored();
  });

  it('keeps nothing while the database is up but refuses the listener (others may be writing)', async () => {
    const movie = await createMovie(await db(), { title: 'Refused' });
    await titleOf(movie.id);
    expect(app.publicCache.size).toBeGreaterThan(0);
    handlers.onLost(lostConnection);
    handlers.onRetryFailed?.(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }));
    expect(app.publicCache.size).toBe(0);
    await retitle(movie.id, 'Refused, then changed');
    expect(await titleOf(movie.id)).toBe('Refused, then changed');
    expect(app.publicCache.size).toBe(0);
    handlers.onRestored();
    await titleOf(movie.id);
    expect(app.publicCache.size).toBeGreaterThan(0);
  });
});
