// Signing up for the newsletter: new addresses are added, active ones left as they are (so a second click
// changes nothing). An address that unsubscribed comes back only from the link e-mailed to it, and so does a new
// one with NEWSLETTER_DOUBLE_OPT_IN (docs/decisions/0023). Sign-ups are limited per client address.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { serverMessages } from '../../common/messages/server.ts';
import { isUniqueViolation, type Db } from '../db/client.ts';
import { sameEmail } from '../db/email-match.ts';
import { newsletterSubscribers } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { RateLimitedError } from '../errors.ts';
import { admitAttempt, retryAfterSeconds } from '../throttle/throttle.ts';
import { openConfirmation, queueConfirmation, type ConfirmationClaims } from './confirmation.ts';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed' | 'confirmation-sent';

type SubscribeDeps = Pick<ServiceDeps, 'db' | 'config'>;

export function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

// Microseconds, as text: a JavaScript Date keeps only milliseconds, and the link must name this very moment.
const unsubscribedAtStamp = sql<string | null>`(extract(epoch from ${newsletterSubscribers.unsubscribedAt}) * 1000000)::bigint::text`;

async function findSubscriber(db: Db, email: string) {
  const [row] = await db
    .select({ email: newsletterSubscribers.email, isActive: newsletterSubscribers.isActive, unsubscribedAt: unsubscribedAtStamp })
    .from(newsletterSubscribers)
    .where(sameEmail(newsletterSubscribers.email, email));
  return row;
}

/**
 * Subscribes `email` for the client at `clientKey` (http/client-address.ts). The outcome must never reach the
 * reply: a sign-up form must not tell anyone which addresses are on the list.
 */
export async function subscribe(deps: SubscribeDeps, clientKey: string, email: string): Promise<SubscribeOutcome> {
  await admitAttempt(
    deps.db,
    'newsletter-ip',
    clientKey,
    () => new RateLimitedError(serverMessages.tooManySubscribeAttempts, retryAfterSeconds('newsletter-ip')),
  );
  const existing = await findSubscriber(deps.db, email);
  if (existing?.isActive) return 'already-subscribed';
  // Whoever unsubscribed said no, and anyone can type an address: only its mailbox may take the no back.
  if (existing) {
    await queueConfirmation(deps, { email: existing.email, unsubscribedAt: existing.unsubscribedAt });
    return 'confirmation-sent';
  }
  if (deps.config.newsletterDoubleOptIn) {
    await queueConfirmation(deps, { email, unsubscribedAt: null });
    return 'confirmation-sent';
  }
  return addSubscriber(deps.db, email);
}

async function addSubscriber(db: Db, email: string): Promise<SubscribeOutcome> {
  try {
    await db.insert(newsletterSubscribers).values({ email, unsubscribeToken: newUnsubscribeToken() });
    return 'subscribed';
  } catch (error) {
    // Two sign-ups for one address at the same moment: the other one won, and the address is subscribed.
    if (isUniqueViolation(error, 'newsletter_subscribers_email_lower_key')) return 'already-subscribed';
    throw error;
  }
}

export interface ConfirmationState {
  email: string;
  isSubscribed: boolean;
}

/**
 * What a confirmation link stands for now: the address waiting to be put on the list, or on it already (the link
 * worked, or the address came back another way). Undefined when the link is not valid, has expired, or is spent:
 * the address unsubscribed again since it was made.
 */
async function stateOf(db: Db, claims: ConfirmationClaims): Promise<ConfirmationState | undefined> {
  const row = await findSubscriber(db, claims.email);
  if (row?.isActive) return { email: row.email, isSubscribed: true };
  if (row && row.unsubscribedAt !== claims.unsubscribedAt) return undefined;
  return { email: claims.email, isSubscribed: false };
}

/** For the link's GET: what pressing its button would do, changing nothing. */
export async function readConfirmation({ db }: Pick<ServiceDeps, 'db'>, token: string): Promise<ConfirmationState | undefined> {
  const claims = await openConfirmation(db, token);
  return claims && stateOf(db, claims);
}

/**
 * For the link's POST: puts the address on the list, once. Each change is made only from the state the link was
 * made for (the row unsubscribed at that moment, or no row), so two presses at once change it once, and a link
 * is worth nothing after the address unsubscribes again.
 */
export async function confirmSubscription({ db }: Pick<ServiceDeps, 'db'>, token: string): Promise<ConfirmationState | undefined> {
  const claims = await openConfirmation(db, token);
  if (!claims) return undefined;
  const [resubscribed] = await db
    .update(newsletterSubscribers)
    .set({ isActive: true, unsubscribedAt: null, subscribedAt: new Date() })
    .where(
      and(
        sameEmail(newsletterSubscribers.email, claims.email),
        eq(newsletterSubscribers.isActive, false),
        sql`${unsubscribedAtStamp} is not distinct from ${claims.unsubscribedAt}::text`,
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  if (resubscribed) return { email: resubscribed.email, isSubscribed: true };
  if (claims.unsubscribedAt === null) {
    const [added] = await db
      .insert(newsletterSubscribers)
      .values({ email: claims.email, unsubscribeToken: newUnsubscribeToken() })
      .onConflictDoNothing()
      .returning({ email: newsletterSubscribers.email });
    if (added) return { email: added.email, isSubscribed: true };
  }
  // Nothing changed: a second press (subscribed already), or a link spent since.
  const state = await stateOf(db, claims);
  return state?.isSubscribed ? state : undefined;
}
