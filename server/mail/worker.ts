// The outbox worker (docs/decisions/0014): one loop per app instance, started and stopped by main.ts. It takes
// one step at a time (send.ts), so an instance never has two sends in flight, and sleeps until the next thing can
// happen: the end of the spacing, or a short poll when nothing is due (rows queued by other instances, or a
// reminder's or a retry's time coming).
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { startWorkerLoop, type WorkerLog } from '../jobs/worker-loop.ts';
import { sendNextEmail, type EmailStep } from './send.ts';
import type { MailTransport } from './transport.ts';

/** Never longer than this between two looks at an idle outbox; shorter when the spacing is (a test, e2e). */
const IDLE_POLL_MAX_MS = 5_000;
/** And never shorter: with no spacing at all, an idle instance still must not query without pause. */
const IDLE_POLL_MIN_MS = 250;
/** stop() waits this long for a send in flight; past it, the row stays claimed and is recovered after the timeout. */
const STOP_WAIT_MS = 30_000;

export interface EmailWorkerOptions {
  db: Db;
  config: Pick<Config, 'emailMinIntervalMs' | 'publicUrl'>;
  transport: MailTransport;
  log: WorkerLog;
  /** The time each step runs at (tests). Without it, the database's clock (claim.ts: one clock for every instance). */
  clock?: () => Date;
  /** Tests: a shorter wait for a send in flight on stop. */
  stopWaitMs?: number;
}

export interface EmailWorker {
  /** Stops the loop, waits (bounded) for a send in flight, then resolves. Safe to call twice. */
  stop(): Promise<void>;
}

export function startEmailWorker(options: EmailWorkerOptions): EmailWorker {
  const { db, config, transport, log } = options;
  const idlePollMs = Math.min(Math.max(config.emailMinIntervalMs, IDLE_POLL_MIN_MS), IDLE_POLL_MAX_MS);
  // A wait is never longer than one interval unless a clock is off (another instance's, or last_sent_at written
  // from a clock ahead of ours); then looking again each interval is harmless, sleeping for days is not.
  const longestWaitMs = Math.max(config.emailMinIntervalMs, IDLE_POLL_MAX_MS);
  return startWorkerLoop({
    log,
    name: 'The e-mail worker',
    async step() {
      const step = await sendNextEmail({ db, config }, transport, options.clock?.());
      logStep(log, step);
      return delayAfter(step, { idlePollMs, longestWaitMs });
    },
    stepFailed: 'The e-mail worker failed a step; it tries again shortly.',
    stopWaitMs: options.stopWaitMs ?? STOP_WAIT_MS,
    gaveUp: 'An e-mail was still being sent at stop; its row is sent again after the claim timeout.',
  });
}

/**
 * How long to sleep after a step: none after one that did something (the next claim says whether to wait). A wait
 * is measured on the clock its end was read on (the claim's), never against this machine's.
 */
function delayAfter(step: EmailStep, limits: { idlePollMs: number; longestWaitMs: number }): number {
  if (step.outcome === 'waiting') return Math.min(Math.max(step.until.getTime() - step.now.getTime(), 0), limits.longestWaitMs);
  if (step.outcome === 'idle') return limits.idlePollMs;
  return 0;
}

function logStep(log: WorkerLog, step: EmailStep) {
  if (step.outcome === 'waiting' || step.outcome === 'idle') return;
  const lost = step.recorded ? '' : ' (its claim had been taken over: the outcome was not recorded)';
  if (step.outcome === 'sent') log.info({ emailId: step.id }, `E-mail ${step.id} sent${lost}.`);
  else if (step.outcome === 'retry') {
    log.warn({ emailId: step.id }, `E-mail ${step.id} not sent; next try at ${step.at.toISOString()}: ${step.reason}${lost}`);
  } else log.warn({ emailId: step.id }, `E-mail ${step.id} failed: ${step.reason}${lost}`);
}
