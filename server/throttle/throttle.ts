// Counts failed logins per account and per IP, registrations and newsletter sign-ups per IP, in the database
// (shared by every app instance). Over the limit within the window, the caller answers 429.
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authThrottleEvents } from '../db/schema.ts';

type Scope = (typeof authThrottleEvents.$inferInsert)['scope'];

export const throttleLimits: Record<Scope, { max: number; windowMs: number }> = {
  'login-account': { max: 5, windowMs: 15 * 60_000 },
  'login-ip': { max: 20, windowMs: 15 * 60_000 },
  'register-ip': { max: 10, windowMs: 60 * 60_000 },
  'newsletter-ip': { max: 10, windowMs: 60 * 60_000 },
};

export async function isThrottled(db: Db, scope: Scope, key: string): Promise<boolean> {
  const { max, windowMs } = throttleLimits[scope];
  const [row] = await db
    .select({ n: count() })
    .from(authThrottleEvents)
    .where(
      and(
        eq(authThrottleEvents.scope, scope),
        eq(authThrottleEvents.key, key),
        gte(authThrottleEvents.createdAt, new Date(Date.now() - windowMs)),
      ),
    );
  return (row?.n ?? 0) >= max;
}

export async function recordThrottleEvent(db: Db, scope: Scope, key: string): Promise<void> {
  await db.insert(authThrottleEvents).values({ scope, key });
  // Old events only ever matter inside the window; dropping them here keeps the table small.
  await db
    .delete(authThrottleEvents)
    .where(
      and(
        eq(authThrottleEvents.scope, scope),
        eq(authThrottleEvents.key, key),
        lt(authThrottleEvents.createdAt, new Date(Date.now() - throttleLimits[scope].windowMs)),
      ),
    );
}

export async function clearThrottleEvents(db: Db, scopes: Scope[], key: string): Promise<void> {
  await db
    .delete(authThrottleEvents)
    .where(and(inArray(authThrottleEvents.scope, scopes), eq(authThrottleEvents.key, key)));
}
