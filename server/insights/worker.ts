// The insight rollup's loop (docs/decisions/0034-first-party-insight.md): one per app instance, started and stopped by
// main.ts, through the loop every worker runs (jobs/worker-loop.ts). Figures are at most one interval behind.
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { startWorkerLoop, type WorkerLog, type WorkerLoop } from '../jobs/worker-loop.ts';
import { rollUpInsight } from './rollup.ts';

/** Between two runs: the figures of the admin's insight appear within this (and well within a minute). */
const ROLLUP_INTERVAL_MS = 20_000;

export function startInsightWorker(options: { db: Db; config: Pick<Config, 'timeZone' | 'eventsRetentionDays'>; log: WorkerLog }): WorkerLoop {
  const { db, config, log } = options;
  return startWorkerLoop({
    log,
    name: 'The insight rollup',
    async step() {
      const outcome = await rollUpInsight(db, config);
      if (outcome.removedEvents > 0) log.info(`The insight rollup removed ${outcome.removedEvents} events past their retention.`);
      return ROLLUP_INTERVAL_MS;
    },
    stepFailed: 'The insight rollup failed a run; it tries again shortly.',
    stopWaitMs: 10_000,
    gaveUp: 'The insight rollup was still running at stop; its transaction is rolled back and the next run does it again.',
  });
}
