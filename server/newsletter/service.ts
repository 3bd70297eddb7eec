// Signing up for the newsletter: new addresses are added, active ones left as they are (so a second click
// changes nothing), unsubscribed ones brought back. Sign-ups are limited per client address.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { serverMessages } from '../../common/messages.ts';
import { isUniqueViolation, type Db } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { RateLimitedError } from '../errors.ts';
import { admitAttempt, retryAfterSeconds } from '../throttle/throttle.ts';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed' | 'resubscribed';

export function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Subscribes `email` for the client at `clientKey` (http/client-address.ts). The outcome must never reach the
 * reply: a sign-up form must not tell anyone which addresses are on the list.
 */
export async function subscribe({ db }: Pick<ServiceDeps, 'db'>, clientKey: string, email: string): Promise<SubscribeOutcome> {
  await admitAttempt(
    db,
    'newsletter-ip',
    clientKey,
    () => new RateLimitedError(serverMessages.tooManySubscribeAttempts, retryAfterSeconds('newsletter-ip')),
  );
  return addSubscriber(db, email);
}

async function addSubscriber(db: Db, email: string): Promise<SubscribeOutcome> {
  const [existing] = await db
    .select({ id: newsletterSubscribers.id, isActive: newsletterSubscribers.isActive })
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, sql`lower(${email})`));
  if (existing?.isActive) return 'already-subscribed';
  if (existing) {
    await db
      .update(newsletterSubscribers)
      .set({ isActive: true, unsubscribedAt: null, subscribedAt: new Date() })
      .where(eq(newsletterSubscribers.id, existing.id));
    return 'resubscribed';
  }
  try {
    await db.insert(newsletterSubscribers).values({ email, unsubscribeToken: newUnsubscribeToken() });
    return 'subscribed';
  } catch (error) {
    // Two sign-ups for one address at the same moment: the other one won, and the address is subscribed.
    if (isUniqueViolation(error, 'newsletter_subscribers_email_lower_key')) return 'already-subscribed';
    throw error;
  }
}
