// Two app instances on one PostgreSQL (npm run test:pg only): each has its own connection pool, transport and
// worker loop, racing over the same outbox. Every row must leave exactly once, and the spacing must hold between
// the two instances, not only within each (docs/decisions/0014 "Spacing across restarts and instances").
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { emailMessages } from '../db/schema.ts';
import { testDatabase } from '../test/database.ts';
import { clearOutbox, RecordingTransport } from '../test/outbox.ts';
import { uniqueEmail } from '../test/factories.ts';
import { enqueueEmail } from './outbox.ts';
import { sendNextEmail } from './send.ts';
import { startEmailWorker } from './worker.ts';

const url = process.env.TEST_DATABASE_URL;
const ROWS = 20;
const publicUrl = 'https://studio.example';

describe.runIf(url)('the outbox with two instances on one PostgreSQL', () => {
  let shared: Db;
  const instances: Database[] = [];
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    shared = (await testDatabase()).db;
    for (let i = 0; i < 2; i++) instances.push(await openDatabase({ kind: 'postgres', url: url ?? '', poolSize: 3 }));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await clearOutbox(shared);
  });

  beforeEach(async () => {
    await clearOutbox(shared);
    for (let i = 0; i < ROWS; i++) {
      await enqueueEmail(shared, { kind: 'receipt', recipientEmail: uniqueEmail('fan'), subject: `Receipt ${i}`, message: 'Thanks.' });
    }
  });

  async function outbox() {
    return shared.select().from(emailMessages).orderBy(emailMessages.sentAt);
  }

  it('two worker loops send each of twenty rows exactly once, spaced at least the interval apart', async () => {
    const intervalMs = 100;
    const transports = instances.map(() => new RecordingTransport());
    const workers = instances.map((instance, i) =>
      startEmailWorker({ db: instance.db, config: { emailMinIntervalMs: intervalMs, publicUrl }, transport: transports[i]!, log: quiet }),
    );
    try {
      await vi.waitFor(async () => expect((await outbox()).filter((row) => row.status === 'sent')).toHaveLength(ROWS), {
        timeout: 15_000,
        interval: 100,
      });
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    const sent = transports.flatMap((transport) => transport.ids);
    expect(sent).toHaveLength(ROWS);
    expect(new Set(sent).size).toBe(ROWS);
    const rows = await outbox();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.claimId === null)).toBe(true);
    // sent_at is the moment each row's slot was taken, by whichever instance took it.
    const times = rows.map((row) => row.sentAt?.getTime() ?? Number.NaN);
    const gaps = times.slice(1).map((time, i) => time - times[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(intervalMs);
  }, 20_000);

  it('steps racing at the same instant take one slot: one sends, the others wait', async () => {
    const transports = instances.map(() => new RecordingTransport());
    const now = new Date(Date.now() + 1000);
    const config = { emailMinIntervalMs: 60_000, publicUrl };
    const steps = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sendNextEmail({ db: instances[i % 2]!.db, config }, transports[i % 2]!, now)),
    );
    expect(steps.filter((step) => step.outcome === 'sent')).toHaveLength(1);
    expect(steps.filter((step) => step.outcome === 'waiting')).toHaveLength(5);
    expect(transports.flatMap((transport) => transport.ids)).toHaveLength(1);
  });

  it('without spacing, steps racing from both pools still claim each row once', async () => {
    const transports = instances.map(() => new RecordingTransport());
    const config = { emailMinIntervalMs: 0, publicUrl };
    const drain = async (i: number) => {
      for (;;) {
        const step = await sendNextEmail({ db: instances[i % 2]!.db, config }, transports[i % 2]!, new Date(Date.now() + 1000));
        if (step.outcome === 'idle') return;
      }
    };
    await Promise.all([0, 1, 2, 3].map(drain));
    const sent = transports.flatMap((transport) => transport.ids);
    expect(sent).toHaveLength(ROWS);
    expect(new Set(sent).size).toBe(ROWS);
  });
});
