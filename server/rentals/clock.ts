// The first play (docs/product.md#premieres-and-windows): it starts the clock of a rental that waits for it (a film
// with a window to start), and is noted on every rental (the admin's time from payment to first play). Called by the
// self-hosted stream's start and by POST /api/movies/{id}/play (the YouTube player's), after the right to watch.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rentals } from '../db/schema.ts';
import { recordRentalEvents } from '../insights/record.ts';
import { enqueueClockStartEmails, type RentalMailSettings } from './rental-emails.ts';
import { rentalCanPlay } from './rental-state.ts';

/**
 * Records the first play of the viewer's playable rental of the movie, and starts its clock if it waits for one:
 * rental_end becomes now plus its hours, on the database's clock. Safe at once from two tabs: the rental row is
 * locked and the condition read again under the lock, so exactly one call starts it (and queues its reminder).
 * Answers the rental's end after the call, or null when the viewer holds no playable rental of the movie.
 */
export async function recordFirstPlay(db: Db, userId: number, movieId: number, mail: RentalMailSettings): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [playable] = await tx
      .select({ id: rentals.id })
      .from(rentals)
      .where(and(eq(rentals.userId, userId), eq(rentals.movieId, movieId), rentalCanPlay))
      .orderBy(sql`${rentals.id} desc`)
      .limit(1)
      .for('update');
    if (!playable) return null;
    const [started] = await tx
      .update(rentals)
      .set({
        firstPlayedAt: sql`coalesce(${rentals.firstPlayedAt}, now())`,
        rentalEnd: sql`coalesce(${rentals.rentalEnd}, now() + make_interval(hours => ${rentals.rentalDurationHours}))`,
      })
      .where(and(eq(rentals.id, playable.id), or(isNull(rentals.firstPlayedAt), isNull(rentals.rentalEnd))))
      .returning();
    const [current] = started ? [started] : await tx.select().from(rentals).where(eq(rentals.id, playable.id));
    if (!current?.rentalEnd) throw new Error(`rental ${playable.id} has no end after its first play`);
    // Its reminder exists from now on: queued once (a rental with an end from its grant has it already).
    if (started) {
      await enqueueClockStartEmails(tx, current, mail);
      // Its viewer started watching: once per rental, however often the stream is opened (docs/product.md#filmmaker-insight).
      await recordRentalEvents(tx, current, [{ type: 'start' }]);
    }
    return current.rentalEnd;
  });
}
