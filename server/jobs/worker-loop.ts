// The loop every background worker of an instance runs (the e-mail outbox, film packaging): one step at a time,
// a sleep between steps that the step chooses, a pause after a step that threw, and a stop that ends the sleep,
// aborts the step in flight and waits for it, bounded.
//
// A step that threw because the database cannot be reached (it restarts, it is away: docs/decisions/0020) is
// not a fault of the step: the loop pauses briefly and tries again, the pause growing from 1 s to 5 s, so the
// worker is back within seconds of the database. It logs one warning when the database goes away and one line
// when it is back, not a stack per try.
import type { FastifyBaseLogger } from 'fastify';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/client.ts';

export type WorkerLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** After a step that threw for another reason (a bug, a full disk): wait, then carry on. */
const ERROR_PAUSE_MS = 10_000;
/** After a step that found the database unavailable: the first pause, doubled each time up to the longest. */
export const UNAVAILABLE_PAUSES_MS = { first: 1_000, longest: 5_000 } as const;

export interface WorkerLoopOptions {
  log: WorkerLog;
  /** Who is speaking in the lines about the database ("The e-mail worker"). */
  name: string;
  /**
   * One step; resolves to how long to sleep before the next (0: at once). `signal` fires on stop(): a long step
   * (ffmpeg) gives up then; a short one (an SMTP send) may ignore it and finish.
   */
  step: (signal: AbortSignal) => Promise<number>;
  /** Logged when a step throws. */
  stepFailed: string;
  /** How long stop() waits for the step in flight; logged with `gaveUp` past it. */
  stopWaitMs: number;
  gaveUp: string;
  /** Tests: other pauses. */
  pauses?: { errorMs?: number; unavailableFirstMs?: number; unavailableLongestMs?: number };
}

export interface WorkerLoop {
  /** Ends the sleep, aborts and waits (bounded) for the step in flight. Safe to call twice. */
  stop(): Promise<void>;
}

/** The pause after the `failures`-th step in a row that found the database unavailable (1, 2, …). */
export function unavailablePauseMs(failures: number, first: number = UNAVAILABLE_PAUSES_MS.first, longest: number = UNAVAILABLE_PAUSES_MS.longest): number {
  return Math.min(longest, first * 2 ** Math.max(0, Math.min(failures - 1, 20)));
}

export function startWorkerLoop(options: WorkerLoopOptions): WorkerLoop {
  const { log, name } = options;
  const errorPauseMs = options.pauses?.errorMs ?? ERROR_PAUSE_MS;
  const firstPauseMs = options.pauses?.unavailableFirstMs ?? UNAVAILABLE_PAUSES_MS.first;
  const longestPauseMs = options.pauses?.unavailableLongestMs ?? UNAVAILABLE_PAUSES_MS.longest;
  let stopping = false;
  let cancelPause: (() => void) | undefined;
  let running: AbortController | undefined;
  /** Steps in a row that found the database unavailable; 0 while it answers. */
  let unavailableSteps = 0;
  let unavailableSince = 0;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      cancelPause = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (!stopping) {
      let delayMs: number;
      // Made before the step starts, so that a stop() arriving while it is on its way still reaches it.
      const controller = new AbortController();
      running = controller;
      try {
        delayMs = await options.step(controller.signal);
        if (unavailableSteps > 0) {
          const seconds = ((Date.now() - unavailableSince) / 1000).toFixed(1);
          log.info(`${name} reaches the database again (after ${seconds} s) and carries on.`);
          unavailableSteps = 0;
        }
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          unavailableSteps += 1;
          if (unavailableSteps === 1) {
            unavailableSince = Date.now();
            const reason = describeDatabaseError(error);
            log.warn(`${name} cannot reach the database (${reason}); it pauses and tries again every few seconds.`);
          }
          delayMs = unavailablePauseMs(unavailableSteps, firstPauseMs, longestPauseMs);
        } else {
          log.error({ err: error }, options.stepFailed);
          delayMs = errorPauseMs;
        }
      } finally {
        running = undefined;
      }
      if (delayMs > 0 && !stopping) await pause(delayMs);
    }
  })();

  return {
    async stop() {
      stopping = true;
      cancelPause?.();
      running?.abort();
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<'gave-up'>((resolve) => {
        timer = setTimeout(() => resolve('gave-up'), options.stopWaitMs);
      });
      const result = await Promise.race([loop.then(() => 'stopped' as const), gaveUp]);
      clearTimeout(timer);
      if (result === 'gave-up') log.warn(options.gaveUp);
    },
  };
}

