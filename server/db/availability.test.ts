// Telling "the database cannot be reached" from every other error, on errors the drivers really throw: a port
// nobody listens on (refused), a server that takes the connection and says nothing (the pool's connect timeout),
// one that hangs up at once, and real query errors of the embedded database that must stay what they are. Also the
// Database's pool figures, the start-up lock of the embedded database and the migrations check.
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnavailableError } from '../errors.ts';
import { testDatabase } from '../test/database.ts';
import { describeDatabaseError, isDatabaseUnavailable, isMigrated, openDatabase, type Database } from './client.ts';
import { closedPort } from '../test/network.ts';

/** A TCP server on a free loopback port doing `onSocket` with each connection; its port, and close(). */
async function tcpServer(onSocket: (socket: Socket) => void): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const postgresAt = (port: number, connectionTimeoutMs = 500) =>
  openDatabase({ kind: 'postgres', url: `postgresql://nobody@127.0.0.1:${port}/nothing`, poolSize: 2, connectionTimeoutMs, log: { warn: () => undefined } });

async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

describe('isDatabaseUnavailable, on what the drivers throw', () => {
  const opened: Database[] = [];
  const servers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close().catch(() => undefined)));
    await Promise.all(servers.map((server) => server.close()));
  });

  it('a refused connection: through a query (drizzle wraps it) and through a transaction (the pool hands it on)', async () => {
    const database = await postgresAt(await closedPort());
    opened.push(database);
    const viaQuery = await errorOf(() => database.db.execute(sql`select 1`));
    const viaTransaction = await errorOf(() => database.db.transaction(async (tx) => tx.execute(sql`select 1`)));
    expect(isDatabaseUnavailable(viaQuery)).toBe(true);
    expect(isDatabaseUnavailable(viaTransaction)).toBe(true);
    expect(describeDatabaseError(viaQuery)).toMatch(/^ECONNREFUSED: /);
    // The log line carries the driver's words, never the query's text.
    expect(describeDatabaseError(viaQuery)).not.toContain('select');
  });

  it('a server that takes the connection and never answers: the pool gives up after connectionTimeoutMillis', async () => {
    const silent = await tcpServer(() => undefined);
    servers.push(silent);
    const database = await postgresAt(silent.port, 300);
    opened.push(database);
    const started = Date.now();
    const error = await errorOf(() => database.db.execute(sql`select 1`));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a server that hangs up at once', async () => {
    const rude = await tcpServer((socket) => socket.destroy());
    servers.push(rude);
    const database = await postgresAt(rude.port);
    opened.push(database);
    expect(isDatabaseUnavailable(await errorOf(() => database.db.execute(sql`select 1`)))).toBe(true);
  });

  it('the SQLSTATEs of a server going away or not there yet, however deep they are wrapped', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '08P01']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('gone'), { code }))).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: new Error('x', { cause: Object.assign(new Error('gone'), { code }) }) }))).toBe(true);
    }
  });

  it('not a query that is wrong, a constraint, or a refused connection to another server', async () => {
    const { db } = await testDatabase();
    expect(isDatabaseUnavailable(await errorOf(() => db.execute(sql`select * from no_such_table`)))).toBe(false);
    expect(isDatabaseUnavailable(await errorOf(() => db.execute(sql`select 1/0`)))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    // An SMTP server or Stripe refusing: not the database (Stripe's failure reaches a route as an UnavailableError).
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:587'), { code: 'ECONNREFUSED', syscall: 'connect' });
    expect(isDatabaseUnavailable(refused)).toBe(false);
    expect(isDatabaseUnavailable(new UnavailableError('Later', { cause: refused }))).toBe(false);
    // A client that went away mid-request (Node's ECONNRESET on the request): not the database either.
    expect(isDatabaseUnavailable(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

describe('Database', () => {
  let unreachable: Database;
  beforeAll(async () => {
    unreachable = await postgresAt(await closedPort());
  });
  afterAll(() => unreachable.close());

  it('poolStats: the pool figures on PostgreSQL, none on the embedded database', async () => {
    expect(unreachable.poolStats()).toEqual({ total: 0, idle: 0, waiting: 0 });
    const shared = await testDatabase();
    if (shared.kind === 'pglite') expect(shared.poolStats()).toBeUndefined();
    else expect(shared.poolStats()).toEqual({ total: expect.any(Number), idle: expect.any(Number), waiting: expect.any(Number) });
  });

  it('withStartupLock: runs the function and gives its result back; a database that cannot be reached fails it', async () => {
    expect(await (await testDatabase()).withStartupLock(async () => 42)).toBe(42);
    let ran = false;
    const error = await errorOf(() => unreachable.withStartupLock(async () => (ran = true)));
    expect(ran).toBe(false);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('isMigrated: true on the migrated test database, false on an empty one, unavailable when unreachable', async () => {
    expect(await isMigrated((await testDatabase()).db)).toBe(true);
    const empty = await openDatabase({ kind: 'pglite' });
    try {
      expect(await isMigrated(empty.db)).toBe(false);
    } finally {
      await empty.close();
    }
    expect(isDatabaseUnavailable(await errorOf(() => isMigrated(unreachable.db)))).toBe(true);
  });
});
