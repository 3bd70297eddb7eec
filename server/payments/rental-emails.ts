// A rental's two e-mails, queued in the outbox by the fulfilment transaction that grants it (server/mail/outbox.ts):
// the receipt at once, the reminder for when two hours of it remain. Both exist exactly when the rental does.
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { movies, users, type rentals } from '../db/schema.ts';
import { receiptEmail, reminderEmail } from '../mail/compose.ts';
import { enqueueEmail } from '../mail/outbox.ts';

/** What a rental's e-mails need from the settings: the site's address for the link, the zone the expiry is written in. */
export type RentalMailSettings = Pick<Config, 'publicUrl' | 'timeZone'>;

type RentalRow = typeof rentals.$inferSelect;

const REMINDER_LEAD_MS = 2 * 3_600_000;

/**
 * Queues the receipt and the reminder of a rental just granted, with `db` the granting transaction. Each has a
 * dedupe key per rental, so a fulfilment that runs again for the same session queues nothing more. The reminder
 * waits until two hours before the end (at once for a shorter rental) and must leave before the end: the worker
 * fails it rather than send it late, and skips it when the rental was refunded meanwhile.
 */
export async function enqueueRentalEmails(db: Db, rental: RentalRow, mail: RentalMailSettings): Promise<void> {
  const [facts] = await db
    .select({ email: users.email, movieTitle: movies.title })
    .from(users)
    .innerJoin(movies, eq(movies.id, rental.movieId))
    .where(eq(users.id, rental.userId));
  if (!facts) throw new Error(`rental ${rental.id}: its viewer or movie is missing`);
  const composed = {
    movieId: rental.movieId,
    movieTitle: facts.movieTitle,
    amountCents: rental.amountPaidCents,
    rentalEnd: rental.rentalEnd,
    publicUrl: mail.publicUrl,
    timeZone: mail.timeZone,
  };
  const common = { recipientEmail: facts.email, rentalId: rental.id };
  await enqueueEmail(db, { ...common, kind: 'receipt', ...receiptEmail(composed), dedupeKey: `receipt:${rental.id}` });
  await enqueueEmail(db, {
    ...common,
    kind: 'reminder',
    ...reminderEmail(composed),
    dedupeKey: `reminder:${rental.id}`,
    notBefore: new Date(rental.rentalEnd.getTime() - REMINDER_LEAD_MS),
    sendBefore: rental.rentalEnd,
  });
}
