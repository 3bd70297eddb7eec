// Find anything (docs/product.md#admin-find-anything): the admin shell's one search box. Customers by name or e-mail
// (the lists' customer search, through its trigram index; a bounded number of matches ranked), payments by id or provider reference (exact, on an index:
// payment-match.ts), films by title (the catalogue holds dozens: no index needed); at most SEARCH_RESULTS_PER_KIND of
// each, best matches first, the three read at once.
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULTS_PER_KIND, type AdminSearchResults } from '../../../common/admin-search.ts';
import { centsToDollars } from '../../../common/format.ts';
import type { Db } from '../../db/client.ts';
import { bundles, movies, payments, users } from '../../db/schema.ts';
import { shownCustomer } from '../../account/deleted-accounts.ts';
import { customerMatches, escapeLike } from '../customer-search.ts';
import { paymentTitle } from '../payment-items.ts';
import { paymentNamedBy, paymentReferenceOf } from './payment-match.ts';

const startsWith = (text: string) => `${escapeLike(text.toLowerCase())}%`;

/** True first: `ascending` orders false before true, so each rank is sorted descending. */
const firstWhen = (condition: SQL) => sql`(${condition}) desc`;

/** The matching customers read before ranking: enough to hold the best few, bounded at any number of customers. */
const CUSTOMER_CANDIDATES = 100;

/**
 * Customers whose name or e-mail holds the search; closed accounts (docs/decisions/0024) hold neither any more. Up to
 * CUSTOMER_CANDIDATES matches are read (through the trigram index, or, for two letters, which hold no trigram, a scan
 * that stops at as many), then ranked: the exact address first, then addresses and names that start with the search,
 * then by name. A common word ('smith') thus shows some of its thousands of matches; typing on narrows them.
 */
async function findCustomers(db: Db, search: string): Promise<AdminSearchResults['customers']> {
  const found = db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(customerMatches(search), isNull(users.deletedAt)))
    .limit(CUSTOMER_CANDIDATES)
    .as('found');
  const email = sql`lower(${found.email})`;
  const name = sql`lower(${found.firstName} || ' ' || ${found.lastName})`;
  const rows = await db
    .select()
    .from(found)
    .orderBy(
      firstWhen(sql`${email} = ${search.toLowerCase()}`),
      firstWhen(sql`${email} like ${startsWith(search)}`),
      firstWhen(sql`${name} like ${startsWith(search)}`),
      name,
      found.id,
    )
    .limit(SEARCH_RESULTS_PER_KIND);
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email }));
}

/**
 * The payment the search names (its id, or its Checkout session or payment intent), or none: a payment has no words
 * of its own to search, and its customer and film are found as themselves. The reference shown is the one searched
 * for, else the Checkout session; the sandbox's and free payments have none worth showing.
 */
async function findPayments(db: Db, search: string): Promise<AdminSearchResults['payments']> {
  const named = paymentNamedBy(search);
  if (!named) return [];
  const rows = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      checkoutSessionId: payments.checkoutSessionId,
      paymentIntentId: payments.paymentIntentId,
      amountCents: payments.amountCents,
      status: payments.status,
      createdAt: payments.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      deletedAt: users.deletedAt,
      movieTitle: paymentTitle,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(movies, eq(movies.id, payments.movieId))
    .leftJoin(bundles, eq(bundles.id, payments.bundleId))
    .where(named)
    .orderBy(desc(payments.id))
    .limit(SEARCH_RESULTS_PER_KIND);
  const searchedIntent = paymentReferenceOf(search)?.startsWith('pi_');
  return rows.map((row) => ({
    id: row.id,
    reference: row.provider === 'stripe' ? ((searchedIntent ? row.paymentIntentId : null) ?? row.checkoutSessionId) : null,
    amount: centsToDollars(row.amountCents),
    status: row.status,
    customer_email: shownCustomer(row).email,
    movie_title: row.movieTitle,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Films whose title holds the search, active or not: the exact title first, then titles that start with it, then A–Z. */
async function findMovies(db: Db, search: string): Promise<AdminSearchResults['movies']> {
  const title = sql`lower(${movies.title})`;
  const rows = await db
    .select({ id: movies.id, title: movies.title, isActive: movies.isActive, thumbnailUrl: movies.thumbnailUrl })
    .from(movies)
    .where(sql`${title} like ${`%${escapeLike(search.toLowerCase())}%`}`)
    .orderBy(firstWhen(sql`${title} = ${search.toLowerCase()}`), firstWhen(sql`${title} like ${startsWith(search)}`), title, movies.id)
    .limit(SEARCH_RESULTS_PER_KIND);
  return rows.map((row) => ({ id: row.id, title: row.title, is_active: row.isActive, thumbnail: row.thumbnailUrl }));
}

/** Everything the search finds, by kind. `search` is trimmed and at least SEARCH_MIN_LENGTH long (the route's schema). */
export async function searchAdmin(db: Db, search: string): Promise<AdminSearchResults> {
  const [customers, found, films] = await Promise.all([findCustomers(db, search), findPayments(db, search), findMovies(db, search)]);
  return { customers, payments: found, movies: films };
}
