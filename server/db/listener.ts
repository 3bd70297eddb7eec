// LISTEN on a channel of the database, for the public answer cache (server/public-cache): PGlite's own listen()
// in this process, or one dedicated PostgreSQL connection that reconnects after an error.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ChangeHandlers {
  onNotification(payload: string): void;
  /** The connection is gone: notifications may be missed until onRestored. */
  onLost(error: unknown): void;
  /** Listening again after a loss; what changed meanwhile is unknown. */
  onRestored(): void;
  /** A try to listen again failed (the next one follows within RETRY_DELAYS_MS's last step). */
  onRetryFailed?(error: unknown): void;
}

export interface ChangeListener {
  /**
   * Resolves once every notification committed before the call has been handed to onNotification (see each
   * implementation for why). A write request awaits it before its answer leaves, so the client's next read
   * from this instance sees its write.
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

export type Listen = (channel: string, handlers: ChangeHandlers) => Promise<ChangeListener>;

/**
 * PGlite runs in this process and calls listeners while it reads a statement's results, before the statement's
 * promise resolves (a transaction's notifications: before its commit resolves). A write awaited is already
 * delivered: there is nothing to wait for.
 */
export function listenPglite(client: PGlite): Listen {
  return async (channel, handlers) => {
    const unlisten = await client.listen(channel, (payload) => handlers.onNotification(payload));
    return {
      barrier: () => Promise.resolve(),
      close: async () => {
        if (!client.closed) await unlisten();
      },
    };
  };
}

export const LISTENER_APPLICATION_NAME = 'studio-public-cache';
/**
 * Pauses between tries to listen again. Capped at 2 s: the cache is back within about that long after the
 * database is (docs/decisions/0020), and one connection attempt every 2 s costs a database nothing.
 */
const RETRY_DELAYS_MS = [100, 250, 500, 1000, 2000];
/** A connection attempt that gets no answer (a host gone) is given up after this, and tried again. */
const CONNECT_TIMEOUT_MS = 3_000;
/** The longest a write's answer waits for the barrier: a connection that hangs must not hang the answers. */
const BARRIER_TIMEOUT_MS = 2_000;

/**
 * One connection that LISTENs. The barrier is a round trip on it: PostgreSQL (14 and later; 15 here) signals
 * listening backends at commit, before the writer is told the commit is done, and a backend delivers pending
 * notifications before its ReadyForQuery; node-postgres emits them in the order they arrive, so before the
 * `select 1` that follows resolves. After an error it reconnects (with growing pauses) and reports onRestored.
 * When the database cannot be reached at the start, it reports onLost at once and keeps trying, so that an app
 * can be built, and start waiting for its database, while that database is down (main.ts).
 */
export function listenPostgres(url: string): Listen {
  return async (channel, handlers) => {
    let client: pg.Client | null = null;
    let closed = false;
    let attempt = 0;
    let retryTimer: NodeJS.Timeout | undefined;

    async function connect(): Promise<pg.Client> {
      const next = new pg.Client({
        connectionString: url,
        application_name: LISTENER_APPLICATION_NAME,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      });
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.onNotification(message.payload ?? '');
      });
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next, new Error('the listening connection ended')));
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        next.end().catch(() => undefined);
        throw error;
      }
      return next;
    }

    function lost(which: pg.Client, error: unknown) {
      if (closed || client !== which) return;
      client = null;
      which.end().catch(() => undefined);
      handlers.onLost(error);
      scheduleReconnect();
    }

    function scheduleReconnect() {
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
      attempt += 1;
      retryTimer = setTimeout(() => {
        connect().then(
          (next) => {
            if (closed) return void next.end().catch(() => undefined);
            client = next;
            attempt = 0;
            handlers.onRestored();
          },
          (error: unknown) => {
            if (closed) return;
            handlers.onRetryFailed?.(error);
            scheduleReconnect();
          },
        );
      }, delay);
      retryTimer.unref();
    }

    try {
      client = await connect();
    } catch (error) {
      handlers.onLost(error);
      scheduleReconnect();
    }
    return {
      async barrier() {
        // Without a connection nothing can be waited for: the cache forgets what it holds when it hears again
        // (onRestored), and meanwhile drops everything after a write of this instance (public-cache/invalidation.ts).
        const current = client;
        if (!current) return;
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, BARRIER_TIMEOUT_MS);
        });
        await Promise.race([current.query('select 1').then(() => undefined, () => undefined), timeout]);
        clearTimeout(timer);
      },
      async close() {
        closed = true;
        clearTimeout(retryTimer);
        const last = client;
        client = null;
        await last?.end().catch(() => undefined);
      },
    };
  };
}
