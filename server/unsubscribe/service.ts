// One-click unsubscribe (docs/decisions/0014-email-outbox.md): the token in a newsletter's link names its subscriber.
// It is the subscriber's own 24 random bytes (newsletter/service.ts), so knowing the link is the only permission
// needed.
import { eq, sql } from 'drizzle-orm';
import { newsletterSubscribers } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';

export interface TokenSubscriber {
  id: number;
  email: string;
  isActive: boolean;
}

// What newUnsubscribeToken() makes (base64url), with room for longer ones; anything else names nobody, and is
// not worth a query.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  isActive: newsletterSubscribers.isActive,
};

export async function findSubscriberByToken({ db }: Pick<ServiceDeps, 'db'>, token: string): Promise<TokenSubscriber | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await db.select(columns).from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token));
  return row;
}

/**
 * Unsubscribes the token's subscriber; undefined when the token names nobody. Idempotent: a second POST (a mail
 * program retrying, a person clicking twice) keeps the first unsubscribed_at.
 */
export async function unsubscribe({ db }: Pick<ServiceDeps, 'db'>, token: string): Promise<TokenSubscriber | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ isActive: false, unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning(columns);
  return row;
}
