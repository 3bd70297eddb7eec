// The worker's re-check of the e-mails of premieres and windows (docs/product.md#premieres-and-windows): each is sent
// while it still says something true, skipped with its reason when the rental was refunded, started or ran out, and a
// "Now showing" whose premiere moved later while it was being claimed waits again for it rather than leaving early.
// Which rows are queued, and when, is server/rentals/rental-emails-premiere.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rentals } from '../db/schema.ts';
import { HOUR } from '../test/durations.ts';
import { createMovie, createRental, createUser } from '../test/factories.ts';
import {
  NOT_SENT_CLOCK_NOT_RUNNING,
  NOT_SENT_REFUNDED,
  NOT_SENT_START_PASSED,
  NOT_SENT_STARTED,
  waitingAgain,
} from './recheck.ts';
import { at, db, FakeTransport, lastSentAt, queue, resetOutboxEachTest, row, step } from './worker-test-helpers.ts';

resetOutboxEachTest();

const DAY = 24 * HOUR;

type RentalTimes = Partial<Pick<typeof rentals.$inferInsert, 'rentalEnd' | 'startsBy' | 'premiereAt' | 'isActive'>>;

/** A rental written straight to the database with the times a test needs (running for 3 hours unless told). */
async function rentalWith(times: RentalTimes) {
  const { user } = await createUser(db);
  const rental = await createRental(db, user.id, (await createMovie(db)).id, 3 * HOUR);
  await db.update(rentals).set(times).where(eq(rentals.id, rental.id));
  return rental;
}

/** Waiting for its first play until `startsBy`. */
const notStarted = (startsBy: Date) => rentalWith({ rentalEnd: null, startsBy });

describe('"Now showing"', () => {
  it('is sent once the premiere has come, and not for a refunded pre-order', async () => {
    const transport = new FakeTransport();
    const showing = await rentalWith({ premiereAt: at(-HOUR), rentalEnd: at(47 * HOUR) });
    const refunded = await rentalWith({ premiereAt: at(-HOUR), rentalEnd: at(47 * HOUR), isActive: false });
    const toRefunded = await queue({ kind: 'now_showing', rentalId: refunded.id });
    const toShowing = await queue({ kind: 'now_showing', rentalId: showing.id });

    expect(await step(at(0), transport)).toMatchObject({ outcome: 'failed', id: toRefunded, reason: NOT_SENT_REFUNDED, attempted: false });
    // Nothing left: the slot was given back.
    expect(await lastSentAt()).toBeNull();
    expect(await step(at(0), transport)).toMatchObject({ outcome: 'sent', id: toShowing });
    expect(transport.ids).toEqual([toShowing]);
  });

  it('waits again for a premiere moved later while it was being claimed, and leaves then', async () => {
    const transport = new FakeTransport();
    // Queued for the old premiere (now), the rental's premiere since moved a day on.
    const premiereAt = at(DAY);
    const rental = await rentalWith({ premiereAt, rentalEnd: null, startsBy: at(31 * DAY) });
    const id = await queue({ kind: 'now_showing', rentalId: rental.id, sendBefore: at(30 * DAY) });

    expect(await step(at(0), transport)).toMatchObject({ outcome: 'retry', id, at: premiereAt, reason: waitingAgain(premiereAt) });
    expect(await row(id)).toMatchObject({
      status: 'pending',
      nextAttemptAt: premiereAt,
      sendBefore: at(31 * DAY),
      attempts: 0,
      claimId: null,
      claimedAt: null,
    });
    expect(await lastSentAt()).toBeNull();
    expect(await step(at(DAY - 1), transport)).toEqual({ outcome: 'idle' });
    expect(await step(at(DAY), transport)).toMatchObject({ outcome: 'sent', id });
    expect(transport.ids).toEqual([id]);
  });
});

describe('the start reminder', () => {
  it('is sent while the rental waits for its first play', async () => {
    const transport = new FakeTransport();
    const rental = await notStarted(at(DAY));
    const id = await queue({ kind: 'start_reminder', rentalId: rental.id, sendBefore: at(DAY) });
    expect(await step(at(0), transport)).toMatchObject({ outcome: 'sent', id });
  });

  it('is skipped when the rental was started, refunded, or its last moment to start passed', async () => {
    const transport = new FakeTransport();
    const started = await rentalWith({ startsBy: at(DAY), rentalEnd: at(48 * HOUR) });
    const refunded = await rentalWith({ rentalEnd: null, startsBy: at(DAY), isActive: false });
    const passed = await notStarted(at(-1));
    const toStarted = await queue({ kind: 'start_reminder', rentalId: started.id });
    const toRefunded = await queue({ kind: 'start_reminder', rentalId: refunded.id });
    const toPassed = await queue({ kind: 'start_reminder', rentalId: passed.id });

    const steps = [await step(at(0), transport), await step(at(0), transport), await step(at(0), transport)];
    expect(steps.map((s) => s.outcome)).toEqual(['failed', 'failed', 'failed']);
    expect(await row(toStarted)).toMatchObject({ status: 'failed', errorMessage: NOT_SENT_STARTED });
    expect(await row(toRefunded)).toMatchObject({ status: 'failed', errorMessage: NOT_SENT_REFUNDED });
    expect(await row(toPassed)).toMatchObject({ status: 'failed', errorMessage: NOT_SENT_START_PASSED });
    expect(transport.ids).toEqual([]);
  });

  it('is failed with what its deadline stands for when it cannot leave before it', async () => {
    const transport = new FakeTransport();
    const rental = await notStarted(at(DAY));
    const id = await queue({ kind: 'start_reminder', rentalId: rental.id, sendBefore: at(-1) });
    expect(await step(at(0), transport)).toMatchObject({ outcome: 'failed', id, reason: NOT_SENT_START_PASSED });
  });

  it('waits again for a last moment moved later (an extension) while it was being claimed', async () => {
    const transport = new FakeTransport();
    const rental = await notStarted(at(8 * DAY));
    const id = await queue({ kind: 'start_reminder', rentalId: rental.id, sendBefore: at(DAY) });
    expect(await step(at(0), transport)).toMatchObject({ outcome: 'retry', id, at: at(7 * DAY) });
    expect(await row(id)).toMatchObject({ status: 'pending', nextAttemptAt: at(7 * DAY), sendBefore: at(8 * DAY), attempts: 0 });
  });
});

describe('the news of an extension', () => {
  it('is sent while the rental waits, skipped once it has started or was refunded', async () => {
    const transport = new FakeTransport();
    const waiting = await notStarted(at(DAY));
    const started = await rentalWith({ startsBy: at(DAY), rentalEnd: at(48 * HOUR) });
    const refunded = await rentalWith({ rentalEnd: null, startsBy: at(DAY), isActive: false });
    const toStarted = await queue({ kind: 'rental_extended', rentalId: started.id });
    const toRefunded = await queue({ kind: 'rental_extended', rentalId: refunded.id });
    const toWaiting = await queue({ kind: 'rental_extended', rentalId: waiting.id });

    const steps = [await step(at(0), transport), await step(at(0), transport), await step(at(0), transport)];
    expect(steps.map((s) => s.outcome)).toEqual(['failed', 'failed', 'sent']);
    expect(await row(toStarted)).toMatchObject({ errorMessage: NOT_SENT_STARTED });
    expect(await row(toRefunded)).toMatchObject({ errorMessage: NOT_SENT_REFUNDED });
    expect(transport.ids).toEqual([toWaiting]);
  });
});

describe('the end reminder of a rental waiting for its first play', () => {
  it('is not sendable: its clock does not run', async () => {
    const transport = new FakeTransport();
    const rental = await notStarted(at(DAY));
    const id = await queue({ kind: 'reminder', rentalId: rental.id });
    expect(await step(at(0), transport)).toMatchObject({ outcome: 'failed', id, reason: NOT_SENT_CLOCK_NOT_RUNNING });
  });
});

describe('the new kinds take turns with the others', () => {
  it('claims each of them among receipts and newsletters (fair-order.ts)', async () => {
    const transport = new FakeTransport();
    const rental = await rentalWith({ premiereAt: at(-HOUR), rentalEnd: null, startsBy: at(DAY) });
    const showing = await queue({ kind: 'now_showing', rentalId: rental.id });
    const startReminder = await queue({ kind: 'start_reminder', rentalId: rental.id });
    const extended = await queue({ kind: 'rental_extended', rentalId: rental.id });
    const receipt = await queue({ kind: 'receipt' });
    for (let i = 0; i < 4; i++) await step(at(i * 1_000_000), transport);
    expect(transport.ids).toEqual([receipt, startReminder, showing, extended]);
  });
});
