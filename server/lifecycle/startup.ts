// Starting while the database is away (docs/decisions/0020): a start-up step that finds the database unavailable
// (PostgreSQL still starting, restarting, unreachable) is tried again after a pause that grows from 1 s to 5 s,
// each wait logged, instead of the process exiting: an orchestrator restarting a crashed instance in a loop
// recovers no sooner, and logs less clearly why. Any other error (a failed migration, a bad ADMIN_PASSWORD)
// still stops start-up.
import { describeDatabaseError, isDatabaseUnavailable } from '../db/client.ts';

export interface StartupWaitOptions {
  log: { warn(message: string): void; info(message: string): void };
  /** What is being tried, for the log ("migrating and seeding"). */
  what: string;
  /** Aborted on SIGTERM: the wait ends at once (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
  pauses?: { firstMs?: number; longestMs?: number };
}

export const STARTUP_PAUSES_MS = { first: 1_000, longest: 5_000 } as const;

/** Runs `step` until it does not fail for want of a database. */
export async function untilDatabaseAnswers<T>(step: () => Promise<T>, options: StartupWaitOptions): Promise<T> {
  const first = options.pauses?.firstMs ?? STARTUP_PAUSES_MS.first;
  const longest = options.pauses?.longestMs ?? STARTUP_PAUSES_MS.longest;
  const startedAt = Date.now();
  for (let failures = 0; ; ) {
    options.signal?.throwIfAborted();
    try {
      const result = await step();
      if (failures > 0) options.log.info(`The database answers: ${options.what} done after waiting ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      failures += 1;
      const pauseMs = Math.min(longest, first * 2 ** Math.min(failures - 1, 20));
      options.log.warn(`The database is not answering (${describeDatabaseError(error)}): ${options.what} again in ${pauseMs / 1000} s (try ${failures}).`);
      await sleep(pauseMs, options.signal);
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }
    function aborted() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

