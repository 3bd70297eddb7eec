// Opens the database: embedded PGlite in DATA_DIR/db when no DATABASE_URL is given, PostgreSQL otherwise.
// Everything above this file sees one Drizzle type and one code path.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import { listenPglite, listenPostgres, type Listen } from './listener.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on a channel (the public answer cache's invalidations, migration 0010). */
  listen: Listen;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string }; // no dataDir: in memory (tests)

export function databaseOptionsFrom(config: { databaseUrl?: string; dataDir: string }): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'db') };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options.dataDir);
}

// Any constant works; it only has to be the same for every instance migrating this database.
const MIGRATION_LOCK_ID = 725_119_001;

function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start at once: one migrates, the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    listen: listenPostgres(url),
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
    listen: listenPglite(client),
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
