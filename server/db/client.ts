// Opens the database: embedded PGlite in DATA_DIR/db when no DATABASE_URL is given, PostgreSQL otherwise.
// Everything above this file sees one Drizzle type and one code path.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import { listenPglite, listenPostgres, type Listen } from './listener.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the start-up lock (a session-level advisory lock on one dedicated connection), so that
   * instances started together on one database migrate, seed and bootstrap the administrator one after another:
   * the second finds the first's work done (docs/decisions/0020). PGlite has one process: it just runs `fn`.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** LISTEN on a channel (the public answer cache's invalidations, migration 0010). */
  listen: Listen;
  /** The pool's connections (in use or idle) and the requests waiting for one; undefined for PGlite. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
};

/** Where the database reports a connection it lost (the pool's 'error' events): never an unhandled 'error'. */
export type DatabaseLog = { warn(details: object, message: string): void };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; log?: DatabaseLog; connectionTimeoutMs?: number }
  | { kind: 'pglite'; dataDir?: string }; // no dataDir: in memory (tests)

export function databaseOptionsFrom(config: { databaseUrl?: string; dataDir: string }, extra: { log?: DatabaseLog } = {}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, ...extra }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'db') };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options.dataDir);
}

// Any constants work; they only have to be the same for every instance on this database.
const MIGRATION_LOCK_ID = 725_119_001;
const STARTUP_LOCK_ID = 725_119_002;

/**
 * How long a request waits for a connection before it fails (and is answered 503): while the database is
 * unreachable, answers come back in this time at worst instead of hanging (docs/decisions/0020).
 */
const CONNECTION_TIMEOUT_MS = 3_000;

const consoleLog: DatabaseLog = {
  warn: (details, message) => console.warn(message, details),
};

// Errors of pool.connect() (a transaction's or a lock's connection) carry this mark, so that isDatabaseUnavailable
// can tell a refused connection to the database from one to any other server.
const fromDatabase = Symbol('fromDatabase');

/** A pool whose connect() marks its errors as the database's (node-postgres's own query path goes through drizzle, which wraps them). */
class MarkedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().catch((error: unknown) => {
      if (error && typeof error === 'object') Object.defineProperty(error, fromDatabase, { value: true });
      throw error;
    });
  }
}

function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Database {
  const { url, poolSize = 10, log = consoleLog } = options;
  const pool = new MarkedPool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    // A peer that vanished without a word (a host gone, a network cut) is found out by the OS rather than never.
    keepAlive: true,
  });
  // node-postgres emits 'error' on a connection the server ends (57P01 when PostgreSQL restarts): on the pool for
  // an idle one, on the client for one in use (a transaction, the start-up lock). Unheard, either is an unhandled
  // 'error' event and ends the process. The next query on it fails and is answered 503; here it is only logged.
  pool.on('error', () => undefined); // also reaches the client's own listener below, which logs it
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ reason: describeDatabaseError(error) }, 'A database connection was lost.'));
  });
  const db = drizzleNodePg(pool, { schema });

  /** Runs `fn` with a session-level advisory lock held on one connection of its own, then lets go. */
  async function withLock<T>(lockId: number, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: unknown;
    try {
      await client.query('select pg_advisory_lock($1)', [lockId]);
      return await fn(client);
    } catch (error) {
      broken = error;
      throw error;
    } finally {
      // A lost connection has lost its lock with it (PostgreSQL ends a session's locks with the session).
      await client.query('select pg_advisory_unlock($1)', [lockId]).catch((error: unknown) => (broken ??= error));
      // Handed back with the error, the pool drops the connection rather than reuse one that may be dead.
      client.release(broken instanceof Error && isDatabaseUnavailable(broken) ? broken : undefined);
    }
  }

  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start at once: one migrates, the others wait on the lock.
      await withLock(MIGRATION_LOCK_ID, (client) => migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsDir }));
    },
    withStartupLock: (fn) => withLock(STARTUP_LOCK_ID, () => fn()),
    listen: listenPostgres(url),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** An embedded database (in memory without `dataDir`) with the extensions the migrations create: PostgreSQL ships them in contrib, PGlite needs them handed over. */
export function newPglite(dataDir?: string): PGlite {
  const extensions = { pg_trgm };
  return dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = newPglite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    // One process owns an embedded database: nobody to wait for.
    withStartupLock: (fn) => fn(),
    listen: listenPglite(client),
    poolStats: () => undefined,
    close: () => client.close(),
  };
}

/** The rows of a raw `db.execute(sql`…`)`: both drivers (pg, PGlite) answer `{ rows }`, a shape Db's type leaves open. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** True when a database error is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  return cause?.code === '23505' && (!constraint || cause.constraint === constraint);
}

/** A row referred to a row that is gone (deleted meanwhile by another request). */
export function isForeignKeyViolation(error: unknown): boolean {
  return findPgError(error)?.code === '23503';
}

type PgErrorLike = { code?: string; constraint?: string };

// SQLSTATEs that mean "no database to talk to right now": class 08 (connection exception), and 57P01
// admin_shutdown (a fast restart ends every session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting
// up or shutting down).
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
// A socket that could not reach the server or was cut. Only counted when it is the database's socket: the cause
// of a drizzle query error, or an error of our pool's connect() (a refused SMTP or Stripe connection is not).
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres's and pg-pool's own words (they carry no code): a connection that died under a query, a pool
// that could not hand out a connection within connectionTimeoutMillis, a pool closed while the app stops.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end on the pool)$/;

/**
 * True when an error says the database cannot be reached right now (it restarts, the network is cut, the pool
 * timed out waiting for a connection) rather than that a query was wrong: the request is answered 503 with
 * Retry-After (http/error-response.ts), a worker pauses briefly and tries again (jobs/worker-loop.ts), start-up waits
 * (main.ts). docs/decisions/0020.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  let isDatabaseSocket = false;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; [fromDatabase]?: boolean };
    if (candidate[fromDatabase] || current instanceof DrizzleQueryError) isDatabaseSocket = true;
    const code = typeof candidate.code === 'string' ? candidate.code : undefined;
    if (code && UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (code && isDatabaseSocket && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGE.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * True when the database server itself answered and refused (a SQLSTATE such as 53300 too_many_connections or
 * 28P01 a wrong password) rather than could not be reached: it is up, so others may be writing to it.
 */
export function isRefusedByDatabase(error: unknown): boolean {
  const code = findPgError(error)?.code;
  return code !== undefined && !UNAVAILABLE_SQLSTATE.test(code);
}

/**
 * A database error in a line for the log: the driver's code and words at the bottom of the causes, never drizzle's
 * wrapper (it quotes the query and its parameters, which may be an e-mail address or a token's hash).
 */
export function describeDatabaseError(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause instanceof Error; depth++) current = current.cause;
  if (!(current instanceof Error)) return String(current);
  const code = (current as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${current.message}` : current.message;
}

/**
 * True when every migration of this release (the last entry of migrations/meta/_journal.json) is recorded in the
 * database: drizzle records each applied migration with its journal time (`created_at`). False when none is.
 * Throws when the database cannot be asked.
 */
export async function isMigrated(db: Db): Promise<boolean> {
  const latest = latestMigrationTime();
  let recorded: number | null;
  try {
    const [row] = rowsOf<{ latest: string | number | null }>(await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`));
    recorded = row?.latest === null || row?.latest === undefined ? null : Number(row.latest);
  } catch (error) {
    if (findPgError(error)?.code === '42P01' || findPgError(error)?.code === '3F000') return false; // no table or schema: never migrated
    throw error;
  }
  return recorded !== null && recorded >= latest;
}

let latestMigration: number | undefined;
function latestMigrationTime(): number {
  if (latestMigration === undefined) {
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
    latestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return latestMigration;
}

// Drizzle wraps driver errors (error.cause); PGlite and pg both expose code and constraint.
function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}
