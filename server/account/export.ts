// The export of everything the studio holds about a viewer (docs/decisions/0024), for its owner to take away.
import { asc, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AccountExport } from '../../common/account.ts';
import { centsToDollars } from '../../common/format.ts';
import { sameEmail } from '../db/email-match.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { emailMessages, movies, newsletterSubscribers, rentals, reviews, watchProgress } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { exportGivenGifts } from '../gifts/service.ts';
import { rentalIsHeld } from '../rentals/rental-state.ts';
import { iso, isoOrNull, selectOwnPayments, toAccountPayment } from './receipts.ts';

// Each list is selected under the export's own (snake_case) names, so only its dates and amounts need converting.

/** The movie a row of the viewer's is about (joined on `movies`), under the export's names. */
function aboutMovie<MovieId extends AnyPgColumn>(movieId: MovieId) {
  return { movie_id: movieId, movie_title: movies.title };
}

async function exportedRentals(db: Db, userId: number): Promise<AccountExport['rentals']> {
  const rows = await db
    .select({
      id: rentals.id,
      ...aboutMovie(rentals.movieId),
      rental_start: rentals.rentalStart,
      rental_end: rentals.rentalEnd,
      amount_paid: rentals.amountPaidCents,
      is_active: rentalIsHeld,
    })
    .from(rentals)
    .innerJoin(movies, eq(movies.id, rentals.movieId))
    .where(eq(rentals.userId, userId))
    .orderBy(desc(rentals.rentalStart), desc(rentals.id));
  return rows.map((row) => ({
    ...row,
    rental_start: iso(row.rental_start),
    rental_end: isoOrNull(row.rental_end),
    amount_paid: centsToDollars(row.amount_paid),
  }));
}

async function exportedPayments(db: Db, userId: number): Promise<AccountExport['payments']> {
  const rows = await selectOwnPayments(db, userId);
  // The provider's references (checkout session, payment intent) stay out: the studio's handles, not the viewer's data.
  // Where the visit that led to it came from and its country (docs/product.md#filmmaker-insight): about the viewer too.
  return rows.map((row) => ({ ...toAccountPayment(row), provider: row.provider, failure_code: row.failureCode, source: row.source, country: row.country }));
}

async function exportedReviews(db: Db, userId: number): Promise<AccountExport['reviews']> {
  const rows = await db
    .select({
      id: reviews.id,
      ...aboutMovie(reviews.movieId),
      rating: reviews.rating,
      comment: reviews.comment,
      created_at: reviews.createdAt,
      updated_at: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(movies, eq(movies.id, reviews.movieId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) }));
}

async function exportedWatchPositions(db: Db, userId: number): Promise<AccountExport['watch_positions']> {
  const rows = await db
    .select({
      ...aboutMovie(watchProgress.movieId),
      position_seconds: watchProgress.positionSeconds,
      updated_at: watchProgress.updatedAt,
    })
    .from(watchProgress)
    .innerJoin(movies, eq(movies.id, watchProgress.movieId))
    .where(eq(watchProgress.userId, userId))
    .orderBy(desc(watchProgress.updatedAt), asc(watchProgress.movieId));
  return rows.map((row) => ({ ...row, updated_at: iso(row.updated_at) }));
}

async function exportedSubscription(db: Db, email: string): Promise<AccountExport['newsletter']> {
  // The unsubscribe token stays out: it is a secret of the newsletter's links.
  const [row] = await db
    .select({
      email: newsletterSubscribers.email,
      is_active: newsletterSubscribers.isActive,
      subscribed_at: newsletterSubscribers.subscribedAt,
      unsubscribed_at: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(sameEmail(newsletterSubscribers.email, email));
  if (!row) return null;
  return { ...row, subscribed_at: iso(row.subscribed_at), unsubscribed_at: isoOrNull(row.unsubscribed_at) };
}

async function exportedEmails(db: Db, email: string): Promise<AccountExport['emails']> {
  // What was sent, not its text: a reset e-mail's body holds a link that must not travel in a file.
  const rows = await db
    .select({
      kind: emailMessages.kind,
      subject: emailMessages.subject,
      status: emailMessages.status,
      created_at: emailMessages.createdAt,
      sent_at: emailMessages.sentAt,
    })
    .from(emailMessages)
    .where(sameEmail(emailMessages.recipientEmail, email))
    .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id));
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at), sent_at: isoOrNull(row.sent_at) }));
}

/**
 * Everything the studio holds about the account, for its owner to take away (GDPR art. 15 and 20): the account,
 * its rentals, payments, reviews, watch positions, the gifts it gave, and the newsletter subscription and e-mails of its
 * address.
 * Never its password hash, sessions or reset links, and nothing of anyone else.
 */
export async function exportAccountData({ db }: Pick<ServiceDeps, 'db'>, user: UserRow, exportedAt = new Date()): Promise<AccountExport> {
  const [rentalList, paymentList, reviewList, positions, newsletter, emails, giftsGiven] = await Promise.all([
    exportedRentals(db, user.id),
    exportedPayments(db, user.id),
    exportedReviews(db, user.id),
    exportedWatchPositions(db, user.id),
    exportedSubscription(db, user.email),
    exportedEmails(db, user.email),
    exportGivenGifts(db, user.id),
  ]);
  return {
    exported_at: iso(exportedAt),
    account: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      created_at: iso(user.createdAt),
    },
    rentals: rentalList,
    payments: paymentList,
    reviews: reviewList,
    watch_positions: positions,
    newsletter,
    emails,
    gifts_given: giftsGiven,
  };
}
