// A rental's e-mails (docs/decisions/0014, docs/product.md#premieres-and-windows), queued in the outbox
// (server/mail/outbox.ts) by the transaction that changes the rental, so they exist exactly when their cause does:
// - at the grant (payments/fulfilment.ts, gifts/service.ts): the receipt at once (a bundle's films one between them); "Now showing" at a pre-order's premiere; the start reminder a
//   day before the last moment to press play; the end reminder two hours before a running clock's end;
// - at the first play (clock.ts): the end reminder of the clock it starts;
// - when the studio moves a premiere or extends the window (windows.ts): the waiting ones move with the
//   rental's times, and an extension tells each viewer their new last moment.
// Each has a dedupe key per rental, so none is queued twice; the worker re-checks each just before sending
// (server/mail/recheck.ts).
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { bundles, gifts, movies, rentals, users } from '../db/schema.ts';
import {
  bundleReceiptEmail,
  nowShowingEmail,
  receiptEmail,
  redeemedGiftEmail,
  reminderEmail,
  rentalExtendedEmail,
  startReminderEmail,
  type FilmEmailFacts,
  type RentalTimes,
} from '../mail/compose.ts';
import { enqueueEmail, enqueueEmails, enqueueOrMoveEmails, type NewEmail } from '../mail/outbox.ts';
import { endReminderWindow, nowShowingWindow, startReminderWindow } from '../mail/rental-windows.ts';

/** What a rental's e-mails need from the settings: the site's address for the link, the zone the times are written in. */
export type RentalMailSettings = Pick<Config, 'publicUrl' | 'timeZone'>;

type RentalRow = typeof rentals.$inferSelect;

/** A rental with what its e-mails name: its viewer's address and its film, and whether it was a gift they redeemed. */
interface RentalToMail {
  rental: RentalRow;
  email: string;
  movieTitle: string;
  isGift: boolean;
}

type KeyedEmail = NewEmail & { dedupeKey: string };

async function rentalsToMail(db: Db, rentalIds: number[]): Promise<RentalToMail[]> {
  if (rentalIds.length === 0) return [];
  const rows = await db
    .select({ rental: rentals, email: users.email, movieTitle: movies.title, isGift: sql<boolean>`${gifts.id} is not null` })
    .from(rentals)
    .innerJoin(users, eq(users.id, rentals.userId))
    .innerJoin(movies, eq(movies.id, rentals.movieId))
    // A gift's payment grants rentals only to whoever redeems it (docs/product.md#offers).
    .leftJoin(gifts, eq(gifts.paymentId, rentals.paymentId))
    .where(sql`${rentals.id} = any(${sql.param(rentalIds)}::int[])`)
    .orderBy(rentals.id);
  if (rows.length < new Set(rentalIds).size) throw new Error(`rentals ${rentalIds.join(', ')}: a rental, its viewer or movie is missing`);
  return rows;
}

const filmOf = ({ rental, movieTitle }: RentalToMail, mail: RentalMailSettings): FilmEmailFacts => ({
  movieId: rental.movieId,
  movieTitle,
  publicUrl: mail.publicUrl,
  timeZone: mail.timeZone,
});

const timesOf = ({ rentalEnd, rentalDurationHours, startsBy, premiereAt }: RentalRow): RentalTimes => ({
  rentalEnd,
  rentalDurationHours,
  startsBy,
  premiereAt,
});

const addressOf = ({ rental, email }: RentalToMail) => ({ recipientEmail: email, rentalId: rental.id });

function nowShowing(target: RentalToMail, mail: RentalMailSettings): KeyedEmail | null {
  const { rental } = target;
  const window = nowShowingWindow(rental);
  if (!window) return null;
  const composed = nowShowingEmail({ ...filmOf(target, mail), ...timesOf(rental) });
  return { ...addressOf(target), kind: 'now_showing', ...composed, dedupeKey: `now-showing:${rental.id}`, ...window };
}

function startReminder(target: RentalToMail, mail: RentalMailSettings): KeyedEmail | null {
  const { rental } = target;
  const window = startReminderWindow(rental);
  if (!window) return null;
  const composed = startReminderEmail({ ...filmOf(target, mail), startsBy: window.sendBefore, rentalDurationHours: rental.rentalDurationHours });
  return { ...addressOf(target), kind: 'start_reminder', ...composed, dedupeKey: `start-reminder:${rental.id}`, ...window };
}

function endReminder(target: RentalToMail, mail: RentalMailSettings): KeyedEmail | null {
  const { rental } = target;
  const window = endReminderWindow(rental);
  if (!window) return null;
  const composed = reminderEmail({ ...filmOf(target, mail), rentalEnd: window.sendBefore });
  return { ...addressOf(target), kind: 'reminder', ...composed, dedupeKey: `reminder:${rental.id}`, ...window };
}

/** The e-mails a rental's times call for, as they stand: each at its moment, composed with those times. */
function scheduledEmails(target: RentalToMail, mail: RentalMailSettings): KeyedEmail[] {
  return [nowShowing(target, mail), startReminder(target, mail), endReminder(target, mail)].filter((email) => email !== null);
}

/**
 * Queues the e-mails of a rental just granted, with `db` the granting transaction: the receipt at once (a pre-order's
 * says when it premieres, a window's until when to press play; a redeemed gift's names no amount, its viewer paid
 * nothing), and those its times call for. A fulfilment that runs again for the same session queues nothing more (the
 * dedupe keys).
 */
export async function enqueueRentalEmails(db: Db, rental: RentalRow, mail: RentalMailSettings, { receipt = true } = {}): Promise<void> {
  const [target] = await rentalsToMail(db, [rental.id]);
  if (!target) throw new Error(`rental ${rental.id} is missing`);
  await enqueueEmails(db, [...(receipt ? [receiptOf(target, mail)] : []), ...scheduledEmails(target, mail)]);
}

function receiptOf(target: RentalToMail, mail: RentalMailSettings): KeyedEmail {
  const facts = { ...filmOf(target, mail), ...timesOf(target.rental) };
  const receipt = target.isGift ? redeemedGiftEmail(facts) : receiptEmail({ ...facts, amountCents: target.rental.amountPaidCents });
  return { ...addressOf(target), kind: 'receipt', ...receipt, dedupeKey: `receipt:${target.rental.id}` };
}

/**
 * Queues the one receipt of a bundle's payment, or of a bundle redeemed as a gift, with `db` the granting transaction
 * (the rentals' other e-mails are each rental's: enqueueRentalEmails without its receipt): the bundle, what was paid
 * for the films granted (nothing, for a gift), and each film's times. Once per payment (its dedupe key).
 */
export async function enqueueBundleReceipt(db: Db, bundleId: number, granted: RentalRow[], mail: RentalMailSettings): Promise<void> {
  const targets = await rentalsToMail(db, granted.map((rental) => rental.id));
  const [first] = targets;
  const [bundle] = await db.select({ title: bundles.title }).from(bundles).where(eq(bundles.id, bundleId));
  if (!first || !bundle) throw new Error(`bundle ${bundleId}: no rental or no bundle to write a receipt for`);
  const receipt = bundleReceiptEmail({
    bundleTitle: bundle.title,
    amountCents: first.isGift ? null : targets.reduce((total, target) => total + target.rental.amountPaidCents, 0),
    films: targets.map((target) => ({ ...filmOf(target, mail), ...timesOf(target.rental) })),
  });
  await enqueueEmail(db, { ...addressOf(first), kind: 'receipt', ...receipt, dedupeKey: `bundle-receipt:${first.rental.paymentId}` });
}

/**
 * Queues the reminder of a rental whose clock has just started at its first play (a film with a window to start),
 * in the transaction that started it: two hours before its new end. Once per rental (its dedupe key).
 */
export async function enqueueClockStartEmails(db: Db, rental: RentalRow, mail: RentalMailSettings): Promise<void> {
  const [target] = await rentalsToMail(db, [rental.id]);
  const reminder = target && endReminder(target, mail);
  if (reminder) await enqueueEmail(db, reminder);
}

/** Rentals read and written per statement: a film's pre-orders may be thousands, a statement's parameters are not. */
const RESCHEDULE_BATCH = 500;

/**
 * Moves the pending e-mails of rentals whose times just changed (a premiere moved, a window extended), in that
 * transaction: the "Now showing" e-mail to the new premiere, the start reminder to 24 hours before the new starts_by,
 * the end reminder to two hours before the new end, each composed again with the new times. A row already sent,
 * failed or being sent stays as it is; one the new times call for that was never queued (a start reminder once a
 * one-day window is extended) is queued now.
 */
export async function rescheduleRentalEmails(db: Db, rentalIds: number[], mail: RentalMailSettings): Promise<void> {
  for (let from = 0; from < rentalIds.length; from += RESCHEDULE_BATCH) {
    const targets = await rentalsToMail(db, rentalIds.slice(from, from + RESCHEDULE_BATCH));
    await enqueueOrMoveEmails(db, targets.flatMap((target) => scheduledEmails(target, mail)));
  }
}

/**
 * Tells each viewer of the rentals just extended by `days` their new last moment to press play, at once and before
 * that moment. Once per rental and new moment (its dedupe key), so extending twice tells twice.
 */
export async function enqueueExtendedEmails(db: Db, rentalIds: number[], days: number, mail: RentalMailSettings): Promise<void> {
  for (let from = 0; from < rentalIds.length; from += RESCHEDULE_BATCH) {
    const targets = await rentalsToMail(db, rentalIds.slice(from, from + RESCHEDULE_BATCH));
    const emails = targets.flatMap((target): KeyedEmail[] => {
      const { startsBy, rentalDurationHours, id } = target.rental;
      if (!startsBy) return [];
      const composed = rentalExtendedEmail({ ...filmOf(target, mail), startsBy, rentalDurationHours, days });
      const dedupeKey = `extended:${id}:${startsBy.toISOString()}`;
      return [{ ...addressOf(target), kind: 'rental_extended', ...composed, dedupeKey, sendBefore: startsBy }];
    });
    await enqueueEmails(db, emails);
  }
}
