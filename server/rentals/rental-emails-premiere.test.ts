// The e-mails of premieres and windows (docs/product.md#premieres-and-windows) as rows of the outbox: which are queued
// at the grant, at the first play, when a premiere moves and when a window is extended; when each is due, its deadline
// and what it says. The worker's re-check of them is server/mail/worker-premiere.test.ts.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { START_REMINDER_LEAD_MS } from '../../common/premieres.ts';
import { emailMessages, rentals } from '../db/schema.ts';
import { formatMailTime } from '../mail/compose.ts';
import { recordFirstPlay } from './clock.ts';
import { extendWaitingRentals, movePreorders } from './windows.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createMovie, createPendingPayment, createUser } from '../test/factories.ts';
import { completePayment } from '../payments/fulfilment.ts';
import { rescheduleRentalEmails } from './rental-emails.ts';

const DAY = 24 * HOUR;
const mail = { publicUrl: 'https://studio.example', timeZone: 'America/New_York' };
const when = (date: Date | null) => formatMailTime(date!, mail.timeZone);

interface Film {
  premiereInMs?: number;
  startWindowDays?: number | null;
  rentalDurationHours?: number;
}

/** A viewer's paid rental of a new film with these rules, granted by the fulfilment as a payment would be. */
async function grant(film: Film = {}) {
  const d = await db();
  const { premiereInMs, startWindowDays = null, rentalDurationHours = 48 } = film;
  const premiereAt = premiereInMs === undefined ? null : new Date(Date.now() + premiereInMs);
  const movie = await createMovie(d, { premiereAt, startWindowDays, rentalDurationHours, title: 'Embers at Dawn' });
  const { user } = await createUser(d);
  const payment = await createPendingPayment(d, { userId: user.id, movieId: movie.id }, { provider: 'sandbox', rentalDurationHours, startWindowDays });
  const result = await completePayment(d, { checkoutSessionId: payment.checkoutSessionId }, 'decline', mail);
  if (result.outcome !== 'granted') throw new Error(`not granted: ${result.outcome}`);
  return { movie, user, rental: result.rental, sessionId: payment.checkoutSessionId };
}

async function emailsOf(rentalId: number) {
  return (await db()).select().from(emailMessages).where(eq(emailMessages.rentalId, rentalId)).orderBy(emailMessages.id);
}

async function emailOf(rentalId: number, kind: (typeof emailMessages.$inferSelect)['kind']) {
  const rows = (await emailsOf(rentalId)).filter((row) => row.kind === kind);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function rentalNow(id: number) {
  const [rental] = await (await db()).select().from(rentals).where(eq(rentals.id, id));
  if (!rental) throw new Error(`no rental ${id}`);
  return rental;
}

const kindsOf = async (rentalId: number) => (await emailsOf(rentalId)).map((row) => row.kind).sort();

describe('a pre-order without a window', () => {
  it('queues its receipt saying when it premieres, "Now showing" at the premiere and the reminder before its end', async () => {
    const { movie, user, rental } = await grant({ premiereInMs: 10 * DAY });
    expect(await kindsOf(rental.id)).toEqual(['now_showing', 'receipt', 'reminder']);
    const receipt = await emailOf(rental.id, 'receipt');
    expect(receipt.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(receipt.message).toContain(`Premieres ${when(rental.premiereAt)}`);
    expect(receipt.message).toContain(`48 hours to watch from the premiere, until ${when(rental.rentalEnd)}`);
    expect(receipt.message).not.toContain('Watch until');

    const showing = await emailOf(rental.id, 'now_showing');
    expect(showing).toMatchObject({
      status: 'pending',
      priority: 1,
      recipientEmail: user.email,
      dedupeKey: `now-showing:${rental.id}`,
      subject: 'Now showing: Embers at Dawn',
      nextAttemptAt: rental.premiereAt,
      sendBefore: rental.rentalEnd,
    });
    expect(showing.message).toContain(`Watch until: ${when(rental.rentalEnd)}`);
    expect(showing.message).toContain(`https://studio.example/movies/${movie.id}`);

    const reminder = await emailOf(rental.id, 'reminder');
    expect(rental.rentalEnd!.getTime()).toBe(rental.premiereAt!.getTime() + 48 * HOUR);
    expect(reminder).toMatchObject({ dedupeKey: `reminder:${rental.id}`, sendBefore: rental.rentalEnd });
    expect(reminder.nextAttemptAt.getTime()).toBe(rental.rentalEnd!.getTime() - 2 * HOUR);
  });

  it('moves "Now showing" and the reminder with the premiere, composed again with the new times', async () => {
    const { movie, rental } = await grant({ premiereInMs: 10 * DAY });
    const later = new Date(rental.premiereAt!.getTime() + 3 * DAY);
    const moved = await movePreorders(await db(), movie.id, later, mail);
    expect(moved).toEqual([rental.id]);
    const after = await rentalNow(rental.id);
    expect(after.premiereAt).toEqual(later);

    const showing = await emailOf(rental.id, 'now_showing');
    expect(showing).toMatchObject({ status: 'pending', nextAttemptAt: later, sendBefore: after.rentalEnd });
    expect(showing.message).toContain(`Watch until: ${when(after.rentalEnd)}`);
    expect(showing.message).not.toContain(when(rental.rentalEnd));
    const reminder = await emailOf(rental.id, 'reminder');
    expect(reminder.nextAttemptAt.getTime()).toBe(after.rentalEnd!.getTime() - 2 * HOUR);
    expect(reminder.sendBefore).toEqual(after.rentalEnd);
    expect(reminder.message).toContain(when(after.rentalEnd));
    // Nothing new was queued, and nothing twice.
    expect(await kindsOf(rental.id)).toEqual(['now_showing', 'receipt', 'reminder']);
  });

  it('opens at once when its premiere is cleared: "Now showing" is due now', async () => {
    const { movie, rental } = await grant({ premiereInMs: 10 * DAY });
    await movePreorders(await db(), movie.id, null, mail);
    const showing = await emailOf(rental.id, 'now_showing');
    expect(showing.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('a rental with a window to start', () => {
  it('queues its receipt with the last moment to press play and the start reminder a day before it; no end reminder yet', async () => {
    const { rental } = await grant({ startWindowDays: 30 });
    expect(rental.rentalEnd).toBeNull();
    expect(await kindsOf(rental.id)).toEqual(['receipt', 'start_reminder']);
    const receipt = await emailOf(rental.id, 'receipt');
    expect(receipt.message).toContain(`Start by ${when(rental.startsBy)}\n48 hours to finish once you press play`);
    expect(receipt.message).not.toContain('Watch until');

    const reminder = await emailOf(rental.id, 'start_reminder');
    expect(reminder).toMatchObject({
      status: 'pending',
      priority: 1,
      dedupeKey: `start-reminder:${rental.id}`,
      sendBefore: rental.startsBy,
    });
    expect(reminder.nextAttemptAt.getTime()).toBe(rental.startsBy!.getTime() - START_REMINDER_LEAD_MS);
    expect(reminder.subject).toMatch(/^Start Embers at Dawn by [A-Z][a-z]{2} \d+, \d+:\d\d [AP]M E[SD]T$/);
    expect(reminder.message).toContain(`Press play by ${when(rental.startsBy)}`);
  });

  it('queues no start reminder for a window of one day: the receipt already says the last moment', async () => {
    const { rental } = await grant({ startWindowDays: 1 });
    expect(await kindsOf(rental.id)).toEqual(['receipt']);
  });

  it('queues the end reminder once at the first play, two hours before the clock’s new end', async () => {
    const { movie, user, rental } = await grant({ startWindowDays: 30 });
    const end = await recordFirstPlay(await db(), user.id, movie.id, mail);
    expect(end).not.toBeNull();
    const reminder = await emailOf(rental.id, 'reminder');
    expect(reminder).toMatchObject({ status: 'pending', dedupeKey: `reminder:${rental.id}`, sendBefore: end });
    expect(reminder.nextAttemptAt.getTime()).toBe(end!.getTime() - 2 * HOUR);
    expect(reminder.message).toContain(when(end));
    // A second play starts nothing and queues nothing.
    await recordFirstPlay(await db(), user.id, movie.id, mail);
    expect(await kindsOf(rental.id)).toEqual(['receipt', 'reminder', 'start_reminder']);
  });

  it('when extended, moves the start reminder and tells the viewer their new last moment, once per extension', async () => {
    const { movie, user, rental } = await grant({ startWindowDays: 30 });
    expect(await extendWaitingRentals(await db(), movie.id, 7, mail)).toBe(1);
    const after = await rentalNow(rental.id);
    expect(after.startsBy!.getTime()).toBe(rental.startsBy!.getTime() + 7 * DAY);

    const reminder = await emailOf(rental.id, 'start_reminder');
    expect(reminder.nextAttemptAt.getTime()).toBe(after.startsBy!.getTime() - START_REMINDER_LEAD_MS);
    expect(reminder.sendBefore).toEqual(after.startsBy);
    expect(reminder.message).toContain(`Press play by ${when(after.startsBy)}`);

    const extended = await emailOf(rental.id, 'rental_extended');
    expect(extended).toMatchObject({
      status: 'pending',
      priority: 1,
      recipientEmail: user.email,
      dedupeKey: `extended:${rental.id}:${after.startsBy!.toISOString()}`,
      subject: 'More time to start Embers at Dawn',
      sendBefore: after.startsBy,
    });
    expect(extended.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(extended.message).toContain(`7 more days to start “Embers at Dawn”: start by ${when(after.startsBy)}.`);

    await extendWaitingRentals(await db(), movie.id, 2, mail);
    const extensions = (await emailsOf(rental.id)).filter((row) => row.kind === 'rental_extended');
    expect(extensions.map((row) => row.message.split(':')[0])).toEqual(['7 more days to start “Embers at Dawn”', '2 more days to start “Embers at Dawn”']);
  });

  it('queues the start reminder a one-day window lacked once it is extended', async () => {
    const { movie, rental } = await grant({ startWindowDays: 1 });
    await extendWaitingRentals(await db(), movie.id, 3, mail);
    const after = await rentalNow(rental.id);
    const reminder = await emailOf(rental.id, 'start_reminder');
    expect(reminder.nextAttemptAt.getTime()).toBe(after.startsBy!.getTime() - START_REMINDER_LEAD_MS);
  });
});

describe('a pre-order with a window', () => {
  it('queues the receipt with both, "Now showing" until the last moment to start, and the start reminder', async () => {
    const { rental } = await grant({ premiereInMs: 5 * DAY, startWindowDays: 30 });
    expect(await kindsOf(rental.id)).toEqual(['now_showing', 'receipt', 'start_reminder']);
    expect(rental.startsBy!.getTime()).toBe(rental.premiereAt!.getTime() + 30 * DAY);
    const receipt = await emailOf(rental.id, 'receipt');
    expect(receipt.message).toContain(`Premieres ${when(rental.premiereAt)}\nStart by ${when(rental.startsBy)}`);
    const showing = await emailOf(rental.id, 'now_showing');
    expect(showing).toMatchObject({ nextAttemptAt: rental.premiereAt, sendBefore: rental.startsBy });
    expect(showing.message).toContain(`Start by ${when(rental.startsBy)}\n48 hours to finish once you press play`);
  });

  it('moves both with the premiere, and leaves rows already sent or being sent as they are', async () => {
    const { movie, rental } = await grant({ premiereInMs: 5 * DAY, startWindowDays: 30 });
    const d = await db();
    const receipt = await emailOf(rental.id, 'receipt');
    await d.update(emailMessages).set({ status: 'sent', sentAt: new Date() }).where(eq(emailMessages.id, receipt.id));
    const reminder = await emailOf(rental.id, 'start_reminder');
    const claimedAt = new Date();
    await d.update(emailMessages).set({ claimedAt, claimId: 'a-worker' }).where(eq(emailMessages.id, reminder.id));

    const later = new Date(rental.premiereAt!.getTime() + 2 * DAY);
    await movePreorders(d, movie.id, later, mail);
    const after = await rentalNow(rental.id);
    expect(after.startsBy!.getTime()).toBe(rental.startsBy!.getTime() + 2 * DAY);
    expect(await emailOf(rental.id, 'now_showing')).toMatchObject({ nextAttemptAt: later, sendBefore: after.startsBy });
    expect(await emailOf(rental.id, 'receipt')).toMatchObject({ status: 'sent', message: receipt.message });
    expect(await emailOf(rental.id, 'start_reminder')).toMatchObject({ claimId: 'a-worker', nextAttemptAt: reminder.nextAttemptAt, message: reminder.message });
  });
});

describe('rescheduleRentalEmails', () => {
  it('moves the rows of many rentals at once, each to its own times', async () => {
    const d = await db();
    const granted = await Promise.all([1, 2, 3].map(async (n) => grant({ premiereInMs: n * DAY })));
    const ids = granted.map(({ rental }) => rental.id);
    // Each premiere an hour later, as a move would leave them.
    for (const { rental } of granted) {
      const shift = { premiereAt: new Date(rental.premiereAt!.getTime() + HOUR), rentalEnd: new Date(rental.rentalEnd!.getTime() + HOUR) };
      await d.update(rentals).set(shift).where(eq(rentals.id, rental.id));
    }
    await rescheduleRentalEmails(d, ids, mail);
    const showing = await d
      .select({ rentalId: emailMessages.rentalId, at: emailMessages.nextAttemptAt })
      .from(emailMessages)
      .where(and(inArray(emailMessages.rentalId, ids), eq(emailMessages.kind, 'now_showing')))
      .orderBy(emailMessages.rentalId);
    // Granted side by side, the rentals' ids need not follow the order of `granted`: match each row by its rental.
    const expected = new Map(granted.map(({ rental }) => [rental.id, rental.premiereAt!.getTime() + HOUR]));
    expect(showing).toHaveLength(3);
    for (const row of showing) expect(row.at.getTime()).toBe(expected.get(row.rentalId!));
  });

  it('leaves a rental of a film with neither rule as it was: receipt and reminder', async () => {
    const { rental } = await grant();
    expect(await kindsOf(rental.id)).toEqual(['receipt', 'reminder']);
    await rescheduleRentalEmails(await db(), [rental.id], mail);
    const reminder = await emailOf(rental.id, 'reminder');
    expect(reminder.nextAttemptAt.getTime()).toBe(rental.rentalEnd!.getTime() - 2 * HOUR);
    expect((await emailOf(rental.id, 'receipt')).message).toContain(`Watch until: ${when(rental.rentalEnd)}`);
  });
});

describe('a fulfilment that runs again', () => {
  it('queues nothing more for a pre-order with a window', async () => {
    const { rental, sessionId } = await grant({ premiereInMs: 5 * DAY, startWindowDays: 30 });
    await completePayment(await db(), { checkoutSessionId: sessionId }, 'decline', mail);
    expect(await kindsOf(rental.id)).toEqual(['now_showing', 'receipt', 'start_reminder']);
  });
});
