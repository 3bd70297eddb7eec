// Starting while the database is away (docs/decisions/0020): a start-up step that finds the database unavailable
// (PostgreSQL still starting, restarting, unreachable) is tried again after a pause that grows from 1 s to 5 s,
// each wait logged, instead of the process exiting: an orchestrator restarting a crashed instance in a loop
// recovers no sooner, and logs less clearly why. Any other error (a failed migration, a bad ADMIN_PASSWORD)
// still stops start-up. Also here: what start-up does with ADMIN_EMAIL and ADMIN_PASSWORD.
import { upsertAdmin, type AdminUpsertOutcome } from '../auth/service.ts';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/client.ts';
import type { ServiceDeps } from '../deps.ts';

export interface StartupLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface StartupWaitOptions {
  log: StartupLog;
  /** What is being tried, for the log ("migrating and seeding"). */
  what: string;
  /** Aborted on SIGTERM: the wait ends at once (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
  pauses?: { firstMs?: number; longestMs?: number };
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start (docs/decisions/0008): create that administrator, or promote that
 * account (its sessions end), setting the password. An account that already is an administrator keeps its own
 * password and sessions: it may have been changed or reset since, and the environment's would bring back a
 * password its owner meant to retire. A different ADMIN_PASSWORD is then only worth a warning.
 */
export async function applyAdminFromEnvironment(
  deps: Pick<ServiceDeps, 'db'>,
  admin: { email: string; password: string },
  log: StartupLog,
): Promise<AdminUpsertOutcome> {
  const { outcome } = await upsertAdmin(deps, admin, { keepAdminPassword: true });
  if (outcome === 'password-differs') {
    log.warn(
      `ADMIN_PASSWORD is not the password of the administrator ${admin.email}: their password and sessions were left as ` +
        'they are (ADMIN_PASSWORD only sets the password of an account that start-up creates or promotes). To reset it ' +
        `on purpose, run: npm run admin:create -- --email ${admin.email} --password '<new password>'`,
    );
  } else {
    log.info(`Administrator ${admin.email} ${outcome} from ADMIN_EMAIL.`);
  }
  return outcome;
}

const STARTUP_PAUSES_MS = { first: 1_000, longest: 5_000 } as const;

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

