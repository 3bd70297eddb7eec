// The worker loop's pauses (docs/decisions/0020): a step that finds the database away is tried again after 1 s,
// 2 s, 4 s, then every 5 s, with one warning when it starts and one line when the database is back; any other
// failure is logged with its stack and waits longer. The database away is a real one: a PostgreSQL address nobody
// answers at, so the error is the driver's own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { startWorkerLoop, unavailablePauseMs, UNAVAILABLE_PAUSES_MS, type WorkerLog } from './worker-loop.ts';
import { closedPort } from '../test/network.ts';

function recordingLog() {
  const lines: { level: 'info' | 'warn' | 'error'; message: string }[] = [];
  const at = (level: 'info' | 'warn' | 'error') => (first: unknown, second?: unknown) => {
    lines.push({ level, message: String(typeof first === 'string' ? first : second) });
  };
  const log = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as WorkerLog;
  return { log, lines };
}

describe('unavailablePauseMs', () => {
  it('1 s, 2 s, 4 s, then 5 s for as long as it lasts', () => {
    expect([1, 2, 3, 4, 5, 50, 5000].map((failures) => unavailablePauseMs(failures))).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
    expect(UNAVAILABLE_PAUSES_MS).toEqual({ first: 1000, longest: 5000 });
  });
});

describe('startWorkerLoop', () => {
  let away: Database;
  beforeAll(async () => {
    away = await openDatabase({ kind: 'postgres', url: `postgresql://nobody@127.0.0.1:${await closedPort()}/nothing`, poolSize: 1, log: { warn: () => undefined } });
  });
  afterAll(() => away.close());

  it('pauses with growing waits while the database is away, says so once, and once more when it is back', async () => {
    const { log, lines } = recordingLog();
    const startedAt: number[] = [];
    let recovered = false;
    const loop = startWorkerLoop({
      log,
      name: 'The test worker',
      async step() {
        startedAt.push(Date.now());
        if (startedAt.length <= 5) await away.db.execute(sql`select 1`); // refused: the database is away
        if (startedAt.length === 6) recovered = true;
        return 1_000_000; // after the first success: sleep (until stop)
      },
      stepFailed: 'The test worker failed a step.',
      stopWaitMs: 1000,
      gaveUp: 'gave up',
      pauses: { unavailableFirstMs: 40, unavailableLongestMs: 150, errorMs: 10_000 },
    });
    await vi.waitFor(() => expect(recovered).toBe(true), { timeout: 5000 });
    await loop.stop();

    const gaps = startedAt.slice(1).map((at, i) => at - startedAt[i]!);
    // 40, 80, 150 (capped), 150, 150: each at least its pause, and never far beyond it.
    [40, 80, 150, 150, 150].forEach((pause, i) => {
      expect(gaps[i]).toBeGreaterThanOrEqual(pause - 5);
      expect(gaps[i]).toBeLessThan(pause + 400);
    });
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
    expect(lines[0]?.message).toMatch(/^The test worker cannot reach the database \(ECONNREFUSED: .*\); it pauses and tries again/);
    expect(lines[1]?.message).toMatch(/^The test worker reaches the database again \(after \d+\.\d s\) and carries on\.$/);
  });

  it('logs any other failure with its error, and waits the longer pause', async () => {
    const { log, lines } = recordingLog();
    let steps = 0;
    const loop = startWorkerLoop({
      log,
      name: 'The test worker',
      async step() {
        steps += 1;
        throw new Error('disk full');
      },
      stepFailed: 'The test worker failed a step.',
      stopWaitMs: 1000,
      gaveUp: 'gave up',
      pauses: { errorMs: 60_000 },
    });
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await loop.stop();
    expect(steps).toBe(1);
    expect(lines).toEqual([{ level: 'error', message: 'The test worker failed a step.' }]);
  });

  it('stop() ends a pause at once', async () => {
    const { log } = recordingLog();
    const loop = startWorkerLoop({
      log,
      name: 'The test worker',
      step: () => away.db.execute(sql`select 1`).then(() => 0),
      stepFailed: 'failed',
      stopWaitMs: 1000,
      gaveUp: 'gave up',
      pauses: { unavailableFirstMs: 60_000 },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await loop.stop();
    expect(Date.now() - started).toBeLessThan(500);
  });
});
