// The loop every background worker of an instance runs (the e-mail outbox, film packaging): one step at a time,
// a sleep between steps that the step chooses, a pause after a step that threw, and a stop that ends the sleep,
// aborts the step in flight and waits for it, bounded.
import type { FastifyBaseLogger } from 'fastify';

export type WorkerLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** After a step that threw (the database away for a moment): wait, then carry on. */
const ERROR_PAUSE_MS = 10_000;

export interface WorkerLoopOptions {
  log: WorkerLog;
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
}

export interface WorkerLoop {
  /** Ends the sleep, aborts and waits (bounded) for the step in flight. Safe to call twice. */
  stop(): Promise<void>;
}

export function startWorkerLoop(options: WorkerLoopOptions): WorkerLoop {
  const { log } = options;
  let stopping = false;
  let cancelPause: (() => void) | undefined;
  let running: AbortController | undefined;

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
      } catch (error) {
        log.error({ err: error }, options.stepFailed);
        delayMs = ERROR_PAUSE_MS;
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
