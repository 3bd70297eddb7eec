// Screener plays (docs/product.md#offers): a code with an e-mail is a screener, and every play of a film rented with it
// is logged (who, what, when), for the studio to see in the code's redemptions (admin/codes).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments, promoCodes, rentals, screenerPlays } from '../db/schema.ts';
import { rentalCanPlay } from '../rentals/rental-state.ts';

/**
 * Logs a play of the viewer's playable rental of the movie (the one the first play starts: rentals/clock.ts) when
 * its payment used a screener code; nothing otherwise. One statement: the rental, its payment's code and the insert.
 */
export async function logScreenerPlay(db: Db, play: { userId: number; movieId: number }): Promise<void> {
  const playable = db
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.userId, play.userId), eq(rentals.movieId, play.movieId), rentalCanPlay))
    .orderBy(desc(rentals.id))
    .limit(1);
  await db.execute(sql`
    insert into ${screenerPlays} (code_id, user_id, movie_id, rental_id)
    select ${promoCodes.id}, ${rentals.userId}, ${rentals.movieId}, ${rentals.id}
    from ${rentals}
    join ${payments} on ${payments.id} = ${rentals.paymentId}
    join ${promoCodes} on ${promoCodes.id} = ${payments.codeId}
    where ${rentals.id} = (${playable}) and ${promoCodes.email} is not null`);
}
