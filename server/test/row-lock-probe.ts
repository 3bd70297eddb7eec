// Tells a test whether a network call is being made inside a database transaction: asked from the call's stand-in,
// it tries to lock the viewer's row from another connection without waiting.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/**
 * Whether the user's row can be locked right now. False while a transaction holds that row (PostgreSQL refuses
 * NOWAIT) and while any transaction is open at all (PGlite runs one at a time, so the probe waits its turn).
 */
export async function canLockUserNow(db: Db, userId: number, patienceMs = 1000): Promise<boolean> {
  const probe = db
    .transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update', { noWait: true });
      return true;
    })
    .catch(() => false);
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), patienceMs).unref());
  return Promise.race([probe, timeout]);
}
