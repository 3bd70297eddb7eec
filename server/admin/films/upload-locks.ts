// tus's lock on an upload across instances (docs/decisions/0019). A chunk and the next may reach different
// instances; nothing in the bucket stops two of them from writing the same offset at once, and @tus/server's own
// locker lives in one process. Here a lock is a PostgreSQL advisory lock, held by a connection of its own for as
// long as the request holds the upload: the database drops it when that connection ends, so a dead instance never
// keeps an upload locked. A request that wants a held lock asks the holder to let go, as tus's own locker does
// within a process: the holder's connection LISTENs, and the waiter NOTIFYs the upload's id.
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';

// Any constant: the advisory locks' first key, so that these never meet another kind of advisory lock.
const UPLOAD_LOCK_SPACE = 725_119_002;
const RELEASE_CHANNEL = 'studio_upload_release';
const UPLOAD_LOCK_APPLICATION_NAME = 'studio-upload-lock';

export interface PostgresLockerOptions {
  url: string;
  /** How long a request waits for a held upload before it fails (tus answers it with its lock timeout). */
  acquireTimeoutMs?: number;
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPostgresLocker(options: PostgresLockerOptions): Locker {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const pollMs = options.pollMs ?? 100;
  return { newLock: (id) => new PostgresLock(id, options.url, acquireTimeoutMs, pollMs) };
}

class PostgresLock implements Lock {
  private client: pg.Client | undefined;

  constructor(
    private readonly id: string,
    private readonly url: string,
    private readonly acquireTimeoutMs: number,
    private readonly pollMs: number,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: UPLOAD_LOCK_APPLICATION_NAME });
    // A connection lost while held: the database has released the lock; the request in flight fails on its own.
    client.on('error', () => undefined);
    await client.connect();
    try {
      const deadline = Date.now() + this.acquireTimeoutMs;
      while (!(await this.tryLock(client))) {
        if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await client.query('select pg_notify($1, $2)', [RELEASE_CHANNEL, this.id]);
        await sleep(this.pollMs);
      }
      client.on('notification', (message) => {
        if (message.channel === RELEASE_CHANNEL && message.payload === this.id) void requestRelease();
      });
      await client.query(`LISTEN ${RELEASE_CHANNEL}`);
      this.client = client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  async unlock(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    // Ending the session releases its advisory locks.
    await client?.end().catch(() => undefined);
  }

  private async tryLock(client: pg.Client): Promise<boolean> {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [
      UPLOAD_LOCK_SPACE,
      this.id,
    ]);
    return rows[0]?.locked === true;
  }
}
