// The outbox worker with a controllable clock: every step is given its time, so spacing, backoff and claim
// timeouts are tested without waiting (the worker itself, given no clock, runs on the database's: tested last). The transport is an in-memory stand-in (the real SMTP delivery has its own
// tests); rows are queued with enqueueEmail as the app does.
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { CLAIM_TIMEOUT_MS, claimNextEmail, databaseNow } from './claim.ts';
import { DeliveryError } from './transport.ts';
import { startEmailWorker } from './worker.ts';
import { at, config, db, FakeTransport, gate, lastSentAt, MINUTE, queue, row, step, resetOutboxEachTest } from './worker-test-helpers.ts';

resetOutboxEachTest();

describe('sendNextEmail: failures', () => {
  const noSpacing = { intervalMs: 0 };

  it('retries a temporary failure with backoff (1 min, 5 min, 30 min, 2 h) and gives up after the fifth', async () => {
    const transport = new FakeTransport();
    const id = await queue({ kind: 'receipt' });
    transport.failures = [
      new DeliveryError('421 Try again later', false),
      new Error('connect ECONNREFUSED 127.0.0.1:25'),
      new DeliveryError('421 Try again later', false),
      new DeliveryError('451 Local error', false),
      new DeliveryError('421 Still busy', false),
    ];
    let now = 0;
    for (const [attempt, backoff] of [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE].entries()) {
      const result = await step(at(now), transport, noSpacing);
      expect(result).toMatchObject({ outcome: 'retry', id, at: at(now + backoff) });
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: attempt + 1, nextAttemptAt: at(now + backoff), claimId: null });
      // Not before its time.
      expect(await step(at(now + backoff - 1), transport, noSpacing)).toEqual({ outcome: 'idle' });
      now += backoff;
    }
    expect(await row(id)).toMatchObject({ errorMessage: '451 Local error' });

    expect(await step(at(now), transport, noSpacing)).toMatchObject({
      outcome: 'failed',
      reason: 'Gave up after 5 attempts: 421 Still busy',
      attempted: true,
    });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 5, errorMessage: 'Gave up after 5 attempts: 421 Still busy' });
    expect(transport.ids).toEqual([id, id, id, id, id]);
  });

  it('fails a permanent refusal at once, with the server’s words', async () => {
    const transport = new FakeTransport();
    const id = await queue({ kind: 'receipt' });
    transport.failures = [new DeliveryError('550 5.1.1 No such user', true)];
    expect(await step(at(0), transport)).toMatchObject({ outcome: 'failed', id, reason: '550 5.1.1 No such user', attempted: true });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, errorMessage: '550 5.1.1 No such user', sentAt: null });
  });

  it('records a later success over an earlier temporary error', async () => {
    const transport = new FakeTransport();
    const id = await queue({ kind: 'receipt' });
    transport.failures = [new DeliveryError('421 Try again later', false)];
    expect((await step(at(0), transport, noSpacing)).outcome).toBe('retry');
    expect((await step(at(MINUTE), transport, noSpacing)).outcome).toBe('sent');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, errorMessage: null, sentAt: at(MINUTE) });
  });
});

describe('sendNextEmail: a worker that dies or stalls', () => {
  const shortSpacing = { intervalMs: MINUTE };

  // A worker that claimed a row and died before recording it: after the claim timeout the row is claimed and sent
  // again. That may send it twice if the death came between the SMTP server's acceptance and our update: at least
  // once, with the same Message-ID (docs/decisions/0014 "A worker that dies mid-send").
  it('recovers a row claimed by a worker that died, after the claim timeout and not before', async () => {
    const transport = new FakeTransport();
    const id = await queue({ kind: 'receipt' });
    const claim = await claimNextEmail(db, { intervalMs: MINUTE, claimTimeoutMs: CLAIM_TIMEOUT_MS }, at(0));
    expect(claim).toMatchObject({ status: 'claimed', email: { id, attempts: 1 } });
    // ...and that worker is gone. The row is still pending to the outside.
    expect(await row(id)).toMatchObject({ status: 'pending', claimedAt: at(0) });

    expect(await step(at(CLAIM_TIMEOUT_MS), transport, shortSpacing)).toEqual({ outcome: 'idle' });
    expect(await step(at(CLAIM_TIMEOUT_MS + 1), transport, shortSpacing)).toEqual({ outcome: 'sent', id, recorded: true });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, claimId: null });
  });

  it('does not let a worker whose claim was taken over overwrite the new owner’s outcome', async () => {
    const id = await queue({ kind: 'receipt' });
    const stalled = new FakeTransport();
    const release = gate();
    stalled.hold = release.opened;
    stalled.failures = [new DeliveryError('550 Refused at last', true)];
    const stalledStep = step(at(0), stalled, shortSpacing);
    await vi.waitFor(() => expect(stalled.ids).toEqual([id]));

    // Past the claim timeout, another worker takes the row and sends it.
    const other = new FakeTransport();
    expect(await step(at(CLAIM_TIMEOUT_MS + 1), other, shortSpacing)).toEqual({ outcome: 'sent', id, recorded: true });

    // The stalled worker finally hears back: its outcome is not recorded.
    release.open();
    expect(await stalledStep).toMatchObject({ outcome: 'failed', id, recorded: false });
    expect(await row(id)).toMatchObject({ status: 'sent', sentAt: at(CLAIM_TIMEOUT_MS + 1), errorMessage: null });
  });
});

describe('startEmailWorker', () => {
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

  it('sends what is due, and stop() waits for the send in flight', async () => {
    const transport = new FakeTransport();
    const release = gate();
    transport.hold = release.opened;
    const id = await queue({ kind: 'receipt' });
    const worker = startEmailWorker({ db, config: { ...config, emailMinIntervalMs: 0 }, transport, log: quiet, clock: () => at(0) });
    await vi.waitFor(() => expect(transport.ids).toEqual([id]));

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);

    release.open();
    await stopping;
    expect(await row(id)).toMatchObject({ status: 'sent', claimId: null });
  });

  it('stops at once when idle, and sends nothing after stop', async () => {
    const transport = new FakeTransport();
    const worker = startEmailWorker({ db, config, transport, log: quiet, clock: () => at(0) });
    await worker.stop();
    await queue({ kind: 'receipt' });
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(transport.ids).toEqual([]);
  });

  it('gives up waiting for a send that does not end, and says so', async () => {
    const transport = new FakeTransport();
    transport.hold = new Promise(() => undefined);
    await queue({ kind: 'receipt' });
    const warn = vi.fn();
    const worker = startEmailWorker({ db, config, transport, log: { ...quiet, warn }, clock: () => at(0), stopWaitMs: 50 });
    await vi.waitFor(() => expect(transport.ids).toHaveLength(1));
    await worker.stop();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sent again after the claim timeout'));
  });

  it('without a clock, claims and spaces on the database\'s clock, whatever this machine\'s says', async () => {
    const transport = new FakeTransport();
    const first = await queue({ kind: 'receipt' });
    const second = await queue({ kind: 'receipt' });
    // This machine's clock an hour ahead: the step must not use it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
    try {
      const before = await databaseNow(db);
      const worker = startEmailWorker({ db, config: { ...config, emailMinIntervalMs: MINUTE }, transport, log: quiet });
      await vi.waitFor(() => expect(transport.ids).toEqual([first]));
      await worker.stop();
      const after = await databaseNow(db);
      const sent = await row(first);
      expect(sent.sentAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(sent.sentAt!.getTime()).toBeLessThanOrEqual(after.getTime());
      expect(await lastSentAt()).toEqual(sent.sentAt);
      // The next one waits an interval of the database's time (a clock an hour ahead would have sent it at once).
      const claim = await claimNextEmail(db, { intervalMs: MINUTE, claimTimeoutMs: CLAIM_TIMEOUT_MS });
      expect(claim).toMatchObject({ status: 'wait', until: new Date(sent.sentAt!.getTime() + MINUTE) });
      expect(await row(second)).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a step that throws and carries on', async () => {
    const transport = new FakeTransport();
    const error = vi.fn();
    const broken: Db = Object.create(db, { transaction: { value: () => Promise.reject(new Error('connection lost')) } });
    const worker = startEmailWorker({ db: broken, config, transport, log: { ...quiet, error }, clock: () => at(0) });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    await worker.stop();
    expect(error.mock.calls[0]?.[1]).toMatch(/tries again shortly/);
  });
});
