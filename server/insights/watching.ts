// What a renter's watching tells insight (docs/product.md#filmmaker-insight), measured on the server from the
// positions the player saves every 10 s: seconds played, and the completion marks reached (25, 50, 75 and 95 % of the
// film), each mark once per rental. The browser never reports a finish: it is a position saved by a viewer inside
// their rental.
import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { rentals } from '../db/schema.ts';
import { rentalCanPlay } from '../rentals/rental-state.ts';
import { recordRentalEvents, type WatchEvent } from './record.ts';

const COMPLETION_MARKS = [25, 50, 75, 95] as const;
/** A save may come this much later than the playing it reports (a slow network, a throttled tab). */
const SAVE_SLACK_SECONDS = 5;
/** The fastest playback counted as watching (2×); a bigger jump is a seek, which plays nothing. */
const FASTEST_RATE = 2;

/** The position saved before this one, and how long ago (on the database's clock). */
export interface PreviousPosition {
  positionSeconds: number;
  secondsAgo: number;
}

/**
 * Seconds played between two saves: the move forward, when it is no faster than playback could go in the time
 * between; a jump (a seek), a step back or a first save far into the film plays nothing.
 */
export function playedSeconds(previous: PreviousPosition | null, positionSeconds: number): number {
  const from = previous?.positionSeconds ?? 0;
  const elapsed = previous ? previous.secondsAgo : 10;
  const moved = positionSeconds - from;
  if (moved <= 0) return 0;
  return moved <= elapsed * FASTEST_RATE + SAVE_SLACK_SECONDS ? moved : 0;
}

/** The furthest mark a position reaches in a film of `durationSeconds` (0 below 25 %). */
export function markAt(positionSeconds: number, durationSeconds: number): number {
  const percent = (positionSeconds / durationSeconds) * 100;
  return [...COMPLETION_MARKS].reverse().find((mark) => percent >= mark) ?? 0;
}

/**
 * A viewer saved their position in a film: records the seconds played and the marks newly reached on their playable
 * rental of it (locked, so that two saves at once count a mark once). A viewer without one (an admin) records nothing.
 */
export async function recordWatching(
  db: Db,
  save: { userId: number; movieId: number; positionSeconds: number; previous: PreviousPosition | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [rental] = await tx
      .select({ id: rentals.id, movieId: rentals.movieId, paymentId: rentals.paymentId, furthestMark: rentals.furthestMark })
      .from(rentals)
      .where(and(eq(rentals.userId, save.userId), eq(rentals.movieId, save.movieId), rentalCanPlay))
      .orderBy(desc(rentals.id))
      .limit(1)
      .for('update');
    if (!rental) return;
    const events: WatchEvent[] = [];
    const seconds = playedSeconds(save.previous, save.positionSeconds);
    if (seconds > 0) events.push({ type: 'watch', seconds });
    const duration = await filmDurationSeconds(tx, save.movieId);
    const reached = duration ? markAt(save.positionSeconds, duration) : 0;
    if (reached > rental.furthestMark) {
      for (const mark of COMPLETION_MARKS) if (mark > rental.furthestMark && mark <= reached) events.push({ type: 'mark', mark });
      await tx.update(rentals).set({ furthestMark: reached }).where(eq(rentals.id, rental.id));
    }
    await recordRentalEvents(tx, rental, events);
  });
}

/** The film's length: its packaged film's when it has one (what the player plays), else the catalogue's minutes. */
async function filmDurationSeconds(db: Db, movieId: number): Promise<number | null> {
  const result = await db.execute(sql`
    select coalesce(f.duration_seconds, m.duration_minutes * 60) as seconds
    from movies m left join films f on f.movie_id = m.id and f.package_dir is not null
    where m.id = ${movieId}`);
  const seconds = rowsOf<{ seconds: number | null }>(result)[0]?.seconds;
  return seconds ? Number(seconds) : null;
}
