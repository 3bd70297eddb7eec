// The outbox worker with a controllable clock: every step is given its time, so spacing, backoff and claim
// timeouts are tested without waiting (the worker itself, given no clock, runs on the database's: tested last). The transport is an in-memory stand-in (the real SMTP delivery has its own
// tests); rows are queued with enqueueEmail as the app does.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers, rentals } from '../db/schema.ts';
import { createMovie, createRental, createUser } from '../test/factories.ts';
import { NOT_SENT_RENTAL_ENDED, NOT_SENT_UNSUBSCRIBED } from './recheck.ts';
import { at, db, FakeTransport, INTERVAL, lastSentAt, MINUTE, queue, queueNewsletter, RESET_TOKEN, row, step, resetOutboxEachTest } from './worker-test-helpers.ts';

resetOutboxEachTest();

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
