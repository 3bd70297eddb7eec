// The outbox worker with a controllable clock: every step is given its time, so spacing, backoff and claim
// timeouts are tested without waiting (the worker itself, given no clock, runs on the database's: tested last). The transport is an in-memory stand-in (the real SMTP delivery has its own
// tests); rows are queued with enqueueEmail as the app does.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { emailMessages, emailOutboxState, newsletterSubscribers, rentals } from '../db/schema.ts';
import { createMovie, createRental } from '../test/catalogue-factories.ts';
import { testDatabase } from '../test/database.ts';
import { clearOutbox } from '../test/outbox.ts';
import { createUser, uniqueEmail } from '../test/factories.ts';
import { CLAIM_TIMEOUT_MS, claimNextEmail, databaseNow } from './claim.ts';
import { enqueueEmail, type NewEmail } from './outbox.ts';
import { NOT_SENT_RENTAL_ENDED, NOT_SENT_UNSUBSCRIBED } from './recheck.ts';
import { sendNextEmail, type EmailStep } from './send.ts';
import { DeliveryError, type MailTransport, type RenderedEmail } from './transport.ts';
import { startEmailWorker } from './worker.ts';

const INTERVAL = 450_000;
const MINUTE = 60_000;
const config = { emailMinIntervalMs: INTERVAL, publicUrl: 'https://studio.example' };
const RESET_TOKEN = 'A'.repeat(43);

/** Takes what it is given; `failures` are thrown by the next sends, one each; `hold` keeps a send waiting. */
class FakeTransport implements MailTransport {
  readonly kind = 'file' as const;
  readonly received: RenderedEmail[] = [];
  failures: unknown[] = [];
  hold: Promise<void> | undefined;
  async send(email: RenderedEmail) {
    this.received.push(email);
    if (this.hold) await this.hold;
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
  }
  async close() {}
  get ids() {
    return this.received.map((email) => email.id);
  }
}

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let db: Db;
let t0: number;
/** `ms` after the start of the test; the start is a moment after every row a test queues (they are due). */
const at = (ms: number) => new Date(t0 + ms);

beforeEach(async () => {
  db = (await testDatabase()).db;
  await clearOutbox(db);
  t0 = Date.now() + 1000;
});
afterAll(() => clearOutbox(db));

const step = (now: Date, transport: MailTransport, options: { intervalMs?: number } = {}): Promise<EmailStep> =>
  sendNextEmail({ db, config: { ...config, emailMinIntervalMs: options.intervalMs ?? INTERVAL } }, transport, now);

async function queue(email: Partial<NewEmail> & Pick<NewEmail, 'kind'>): Promise<number> {
  const id = await enqueueEmail(db, { recipientEmail: uniqueEmail('fan'), subject: `A ${email.kind}`, message: 'Hello.', ...email });
  if (id === undefined) throw new Error('not queued');
  return id;
}

async function activeSubscriber() {
  const [subscriber] = await db
    .insert(newsletterSubscribers)
    .values({ email: uniqueEmail('fan'), unsubscribeToken: randomBytes(24).toString('base64url') })
    .returning();
  if (!subscriber) throw new Error('no subscriber');
  return subscriber;
}

async function queueNewsletter(subject = 'News') {
  const subscriber = await activeSubscriber();
  const id = await queue({ kind: 'newsletter', subject, recipientEmail: subscriber.email, subscriberId: subscriber.id });
  return { id, subscriber };
}

async function row(id: number) {
  const [found] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
  if (!found) throw new Error(`no row ${id}`);
  return found;
}

async function lastSentAt() {
  const [state] = await db.select().from(emailOutboxState).where(eq(emailOutboxState.id, 1));
  return state?.lastSentAt ?? null;
}

describe('sendNextEmail: spacing', () => {
  it('sends one row, then holds the next until the interval has passed since the last send', async () => {
    const transport = new FakeTransport();
    const first = await queue({ kind: 'receipt' });
    const second = await queue({ kind: 'receipt' });

    expect(await step(at(0), transport)).toEqual({ outcome: 'sent', id: first, recorded: true });
    expect(await step(at(1000), transport)).toEqual({ outcome: 'waiting', until: at(INTERVAL), now: at(1000) });
    expect(await step(at(INTERVAL - 1), transport)).toEqual({ outcome: 'waiting', until: at(INTERVAL), now: at(INTERVAL - 1) });
    expect(await row(second)).toMatchObject({ status: 'pending', attempts: 0, claimId: null });

    expect(await step(at(INTERVAL), transport)).toEqual({ outcome: 'sent', id: second, recorded: true });
    expect(transport.ids).toEqual([first, second]);
    expect(await row(first)).toMatchObject({ status: 'sent', sentAt: at(0), attempts: 1, claimId: null, claimedAt: null });
    expect(await row(second)).toMatchObject({ status: 'sent', sentAt: at(INTERVAL) });
    expect(await lastSentAt()).toEqual(at(INTERVAL));
    expect(await step(at(2 * INTERVAL), transport)).toEqual({ outcome: 'idle' });
  });

  it('keeps the spacing across a restart: a new instance reads the last send from the database', async () => {
    const before = new FakeTransport();
    const first = await queue({ kind: 'receipt' });
    const second = await queue({ kind: 'receipt' });
    expect((await step(at(0), before)).outcome).toBe('sent');

    // The process restarts a minute later: nothing of the old worker is left but the database.
    const after = new FakeTransport();
    expect(await step(at(MINUTE), after)).toEqual({ outcome: 'waiting', until: at(INTERVAL), now: at(MINUTE) });
    expect(after.ids).toEqual([]);
    expect(await step(at(INTERVAL), after)).toMatchObject({ outcome: 'sent', id: second });
    expect([...before.ids, ...after.ids]).toEqual([first, second]);
  });

  it('does not send a row before its time (a reminder queued for later)', async () => {
    const transport = new FakeTransport();
    const later = await queue({ kind: 'receipt', notBefore: at(10 * MINUTE) });
    expect(await step(at(0), transport)).toEqual({ outcome: 'idle' });
    expect(await step(at(10 * MINUTE), transport)).toMatchObject({ outcome: 'sent', id: later });
  });
});

describe('sendNextEmail: order', () => {
  it('takes kinds in turn (a reset link first when none has had one), oldest first within each (fair-order.test.ts)', async () => {
    const transport = new FakeTransport();
    const { user } = await createUser(db);
    const movie = await createMovie(db);
    const rental = await createRental(db, user.id, movie.id, 3 * 3_600_000);
    const news1 = (await queueNewsletter('First news')).id;
    const receipt1 = await queue({ kind: 'receipt' });
    const news2 = (await queueNewsletter('Second news')).id;
    const reminder = await queue({ kind: 'reminder', rentalId: rental.id });
    const reset = await queue({
      kind: 'password_reset',
      message: `Choose a new password: https://studio.example/reset-password/${RESET_TOKEN}`,
    });
    const receipt2 = await queue({ kind: 'receipt' });

    for (let i = 0; i < 6; i++) expect((await step(at(i * INTERVAL), transport)).outcome).toBe('sent');
    // No kind has had a turn: the fixed order. Then the kind whose last e-mail left longest ago.
    expect(transport.ids).toEqual([reset, receipt1, reminder, news1, receipt2, news2]);
  });

  it('gives the reset link to the transport, and keeps only its hidden form once sent', async () => {
    const transport = new FakeTransport();
    const reset = await queue({
      kind: 'password_reset',
      message: `Choose a new password: https://studio.example/reset-password/${RESET_TOKEN}`,
    });
    expect((await step(at(0), transport)).outcome).toBe('sent');
    expect(transport.received[0]?.text).toContain(`/reset-password/${RESET_TOKEN}`);
    const stored = await row(reset);
    expect(stored.message).toBe('Choose a new password: https://studio.example/reset-password/…');
  });

  it('gives a newsletter confirmation its link, and keeps only its hidden form once sent', async () => {
    const transport = new FakeTransport();
    const confirmation = await queue({ kind: 'newsletter_confirmation', message: `Confirm: https://studio.example/subscribe/${RESET_TOKEN}` });
    expect((await step(at(0), transport)).outcome).toBe('sent');
    expect(transport.received[0]?.text).toContain(`/subscribe/${RESET_TOKEN}`);
    expect((await row(confirmation)).message).toBe('Confirm: https://studio.example/subscribe/…');
  });

  it('gives a newsletter its subscriber’s unsubscribe link', async () => {
    const transport = new FakeTransport();
    const { subscriber } = await queueNewsletter();
    expect((await step(at(0), transport)).outcome).toBe('sent');
    expect(transport.received[0]?.headers['List-Unsubscribe']).toBe(
      `<https://studio.example/unsubscribe/${subscriber.unsubscribeToken}>`,
    );
  });
});

describe('sendNextEmail: re-checked just before sending', () => {
  it('does not send a newsletter to a subscriber who unsubscribed meanwhile, and gives the slot back', async () => {
    const transport = new FakeTransport();
    const gone = await queueNewsletter();
    const staying = await queueNewsletter();
    await db.update(newsletterSubscribers).set({ isActive: false }).where(eq(newsletterSubscribers.id, gone.subscriber.id));

    expect(await step(at(0), transport)).toEqual({
      outcome: 'failed',
      id: gone.id,
      reason: NOT_SENT_UNSUBSCRIBED,
      attempted: false,
      recorded: true,
    });
    expect(await row(gone.id)).toMatchObject({ status: 'failed', errorMessage: NOT_SENT_UNSUBSCRIBED, sentAt: null, claimId: null });
    // Nothing left, so the next row need not wait an interval for it.
    expect(await lastSentAt()).toBeNull();
    expect(await step(at(0), transport)).toMatchObject({ outcome: 'sent', id: staying.id });
    expect(transport.ids).toEqual([staying.id]);
  });

  it('does not send a reminder for a refunded or an ended rental; sends one for a running rental', async () => {
    const transport = new FakeTransport();
    const { user } = await createUser(db);
    const running = await createRental(db, user.id, (await createMovie(db)).id, 3 * 3_600_000);
    const refunded = await createRental(db, user.id, (await createMovie(db)).id, 3 * 3_600_000, { isActive: false });
    const ended = await createRental(db, user.id, (await createMovie(db)).id, -MINUTE);
    const toRefunded = await queue({ kind: 'reminder', rentalId: refunded.id });
    const toEnded = await queue({ kind: 'reminder', rentalId: ended.id });
    const toRunning = await queue({ kind: 'reminder', rentalId: running.id });

    const steps = [await step(at(0), transport), await step(at(0), transport), await step(at(0), transport)];
    expect(steps.map((s) => s.outcome)).toEqual(['failed', 'failed', 'sent']);
    expect(await row(toRefunded)).toMatchObject({ status: 'failed', errorMessage: NOT_SENT_RENTAL_ENDED });
    expect(await row(toEnded)).toMatchObject({ status: 'failed', errorMessage: NOT_SENT_RENTAL_ENDED });
    expect(transport.ids).toEqual([toRunning]);
  });

  it('does not send a reminder whose rental is refunded after it was queued', async () => {
    const transport = new FakeTransport();
    const { user } = await createUser(db);
    const rental = await createRental(db, user.id, (await createMovie(db)).id, 3 * 3_600_000);
    const reminder = await queue({ kind: 'reminder', rentalId: rental.id });
    await db.update(rentals).set({ isActive: false }).where(eq(rentals.id, rental.id));
    expect(await step(at(0), transport)).toMatchObject({ outcome: 'failed', id: reminder, reason: NOT_SENT_RENTAL_ENDED });
    expect(transport.ids).toEqual([]);
  });

  it('fails a row whose send_before has passed, with what the deadline was', async () => {
    const transport = new FakeTransport();
    const reset = await queue({
      kind: 'password_reset',
      message: `https://studio.example/reset-password/${RESET_TOKEN}`,
      sendBefore: at(30 * MINUTE),
    });
    const receipt = await queue({ kind: 'receipt', sendBefore: at(30 * MINUTE) });
    // The first leaves before its deadline would have, but the spacing holds the second past it.
    expect(await step(at(30 * MINUTE - 1), transport)).toMatchObject({ outcome: 'sent', id: reset });
    const late = await queue({ kind: 'password_reset', message: `https://studio.example/reset-password/${RESET_TOKEN}`, sendBefore: at(0) });

    // The receipt's kind has had no turn yet, so it is claimed first (fair-order.ts); both fail, neither late.
    expect(await step(at(INTERVAL + 30 * MINUTE), transport)).toMatchObject({
      outcome: 'failed',
      id: receipt,
      reason: `Not sent: it could not leave before ${at(30 * MINUTE).toISOString()}`,
    });
    expect(await step(at(INTERVAL + 30 * MINUTE), transport)).toMatchObject({
      outcome: 'failed',
      id: late,
      reason: 'Not sent: it could not leave before the reset link expired',
    });
    expect(await row(late)).toMatchObject({ status: 'failed', message: 'https://studio.example/reset-password/…' });
    expect(transport.ids).toEqual([reset]);
  });
});

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
