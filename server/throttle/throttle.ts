// Counts failed logins (per account and address, per address, per account), registrations and newsletter
// sign-ups per address, and refused offer codes (per account, per address), in the database (shared by every app
// instance). Over a limit within its window, the caller throws RateLimitedError (a 429). The login rules are in
// docs/decisions/0003.
import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authThrottleEvents } from '../db/schema.ts';
import type { RateLimitedError } from '../errors.ts';

type Scope = (typeof authThrottleEvents.$inferInsert)['scope'];
/** A literal key, or an SQL expression computing it (so that it normalises exactly as the database compares). */
export type ThrottleKey = string | SQL;

export const throttleLimits: Record<Scope, { max: number; windowMs: number }> = {
  'login-account-ip': { max: 5, windowMs: 15 * 60_000 },
  'login-ip': { max: 20, windowMs: 15 * 60_000 },
  'login-account': { max: 100, windowMs: 60 * 60_000 },
  'register-ip': { max: 10, windowMs: 60 * 60_000 },
  'newsletter-ip': { max: 10, windowMs: 60 * 60_000 },
  // Each reset request renews the account's waiting e-mail or queues one, and takes a share of the outbox's few
  // slots an hour (docs/decisions/0014): few per address and per account.
  'password-reset-ip': { max: 10, windowMs: 60 * 60_000 },
  'password-reset-account': { max: 3, windowMs: 60 * 60_000 },
  // Wrong current passwords on the change form: a stolen session must not become a password oracle.
  'password-change-account': { max: 5, windowMs: 15 * 60_000 },
  // Refused codes (codes/throttle.ts): a code is a secret worth money, so guessing is limited as logins are.
  'code-check-account': { max: 10, windowMs: 15 * 60_000 },
  'code-check-ip': { max: 30, windowMs: 15 * 60_000 },
};

/** When a client refused by this limit may try again (its RateLimitedError's Retry-After): its whole window, in seconds. */
export function retryAfterSeconds(scope: Scope): number {
  return Math.ceil(throttleLimits[scope].windowMs / 1000);
}

/** Where a scope's window begins, on the database's clock: the one every instance's events are stamped by. */
const windowStart = (scope: Scope) => sql`now() - ${throttleLimits[scope].windowMs} * interval '1 millisecond'`;

/** One key's events in a scope, those of them `when` picks. */
const eventsOf = (scope: Scope, key: ThrottleKey, when: SQL) =>
  and(eq(authThrottleEvents.scope, scope), eq(authThrottleEvents.key, key), when);

async function countRecentEvents(db: Db, scope: Scope, key: ThrottleKey): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authThrottleEvents)
    .where(eventsOf(scope, key, gte(authThrottleEvents.createdAt, windowStart(scope))));
  return row?.n ?? 0;
}

// Old events only ever matter inside the window; dropping them as new ones arrive keeps the table small.
async function deleteExpiredEvents(db: Db, scope: Scope, key: ThrottleKey): Promise<void> {
  await db
    .delete(authThrottleEvents)
    .where(eventsOf(scope, key, lt(authThrottleEvents.createdAt, windowStart(scope))));
}

export type Attempt = { eventId: number; isOverLimit: boolean };

// Advisory locks taken with two int4 keys: this first half keeps the throttle's apart from any other use.
const THROTTLE_LOCK_SPACE = 725_119_002;

/**
 * Records an attempt, then counts the window's attempts including it: over `max`, it is over the limit. Holds
 * under any concurrency, across instances: attempts on one key take turns (a transaction-scoped advisory lock),
 * and each counts every attempt recorded before it, so exactly the first `max` of a burst are within the limit.
 * A single insert-and-count statement would not do: it counts from a snapshot taken before the attempts racing
 * it commit, so all of them could see the same low count.
 */
export async function recordAttempt(db: Db, scope: Scope, key: ThrottleKey): Promise<Attempt> {
  const attempt = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}, hashtext(${scope}::text || ':' || ${key}))`);
    const [event] = await tx.insert(authThrottleEvents).values({ scope, key }).returning({ id: authThrottleEvents.id });
    if (!event) throw new Error('insert returned no row');
    // A new statement after the lock: under READ COMMITTED it sees what every earlier turn committed.
    const recent = await countRecentEvents(tx, scope, key);
    return { eventId: event.id, isOverLimit: recent > throttleLimits[scope].max };
  });
  await deleteExpiredEvents(db, scope, key);
  return attempt;
}

/**
 * Records an attempt under one limit and lets it through while within it. Over it, the attempt is taken back out
 * of the count (it did nothing, so it must not lengthen the wait) and `refusal()` is thrown.
 */
export async function admitAttempt(db: Db, scope: Scope, key: ThrottleKey, refusal: () => RateLimitedError): Promise<Attempt> {
  const attempt = await recordAttempt(db, scope, key);
  if (!attempt.isOverLimit) return attempt;
  await forgetAttempts(db, [attempt]);
  throw refusal();
}

/** Takes attempts back out of the count: refused ones (so they do not lengthen a lock), or ones that succeeded. */
export async function forgetAttempts(db: Db, attempts: Attempt[]): Promise<void> {
  if (attempts.length === 0) return;
  const eventIds = attempts.map((attempt) => attempt.eventId);
  await db.delete(authThrottleEvents).where(inArray(authThrottleEvents.id, eventIds));
}

export async function clearThrottleEvents(db: Db, scopes: Scope[], key: ThrottleKey): Promise<void> {
  await db
    .delete(authThrottleEvents)
    .where(and(inArray(authThrottleEvents.scope, scopes), eq(authThrottleEvents.key, key)));
}
