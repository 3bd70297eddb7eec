// Reviews (docs/decisions/0011): anyone reads a movie's reviews; a viewer holding a running rental of the movie
// writes one review of it (a second write replaces the first); the author, or an admin, takes it back.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { serverMessages } from '../../common/messages/server.ts';
import type { PageRequest } from '../../common/paging.ts';
import { withoutInvisibles, type Review, type ReviewsPage, type ReviewStats } from '../../common/reviews.ts';
import type { Db } from '../db/client.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPage } from '../db/paging.ts';
import { reviews, users } from '../db/schema.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import type { Viewer } from '../http/viewer.ts';
import { assertVisibleMovie, roundedAverage } from '../movies/service.ts';
import { mayWatchNow } from '../rentals/rental-state.ts';

type ReviewDeps = Pick<ServiceDeps, 'db'>;

/**
 * "Ada L.": enough to tell reviewers apart, never their e-mail or full surname. Invisible characters (a direction
 * override, a zero-width space) never become someone's "initial".
 */
export function reviewerName(firstName: string, lastName: string): string {
  const first = withoutInvisibles(firstName).trim();
  const initial = /[\p{L}\p{N}]/u.exec(withoutInvisibles(lastName))?.[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

function toReview(row: { id: number; rating: number; comment: string; createdAt: Date; firstName: string; lastName: string }): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    user_name: reviewerName(row.firstName, row.lastName),
  };
}

/** Count, mean and the count of each rating, in one aggregate. */
async function reviewStats(db: Db, movieId: number): Promise<ReviewStats> {
  const ratingCount = (rating: number) => sql<number>`count(*) filter (where ${reviews.rating} = ${rating})::int`;
  const [row] = await db
    .select({
      total: count(),
      average: sql<number | null>`avg(${reviews.rating})::float8`,
      1: ratingCount(1),
      2: ratingCount(2),
      3: ratingCount(3),
      4: ratingCount(4),
      5: ratingCount(5),
    })
    .from(reviews)
    .where(eq(reviews.movieId, movieId));
  if (!row) throw new Error('aggregate returned no row');
  return {
    total_reviews: row.total,
    average_rating: roundedAverage(row.average),
    rating_distribution: { 1: row[1], 2: row[2], 3: row[3], 4: row[4], 5: row[5] },
  };
}

/** A page of the movie's reviews, newest first, with the movie's totals whatever the page. */
export async function listMovieReviews(
  { db }: ReviewDeps,
  movieId: number,
  paging: PageRequest,
  viewer: Viewer | null,
): Promise<ReviewsPage> {
  await assertVisibleMovie({ db }, movieId, viewer);
  return readMovieReviews({ db }, movieId, paging);
}

/** listMovieReviews without the visibility check (the caller made it). */
export async function readMovieReviews({ db }: ReviewDeps, movieId: number, paging: PageRequest): Promise<ReviewsPage> {
  const stats = reviewStats(db, movieId);
  const page = await readPage(paging, {
    rows: (limit, offset) =>
      db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.movieId, movieId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),
    total: async () => (await stats).total_reviews,
  });
  return {
    reviews: page.rows.map(toReview),
    pagination: { total_pages: page.totalPages, current_page: page.page },
    stats: await stats,
  };
}

async function findReview(db: Db, where: ReturnType<typeof and>): Promise<Review | undefined> {
  const [row] = await db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(where);
  return row && toReview(row);
}

/** The viewer's own review of the movie. */
export async function findOwnReview({ db }: ReviewDeps, movieId: number, userId: number): Promise<Review> {
  const review = await findReview(db, and(eq(reviews.movieId, movieId), eq(reviews.userId, userId)));
  if (!review) throw new NotFoundError(serverMessages.reviewNotFound);
  return review;
}

/**
 * Writes the viewer's review of the movie, or replaces the one they wrote. The unique (user, movie) index
 * decides which, so two writes at once leave one review. `created`: whether this write made it.
 */
export async function saveReview(
  { db }: ReviewDeps,
  movieId: number,
  viewer: Viewer,
  payload: { rating: number; comment: string },
): Promise<{ review: Review; created: boolean }> {
  // A movie the viewer may not see is unknown to them, not "rent it first".
  await assertVisibleMovie({ db }, movieId, viewer);
  if (!(await mayWatchNow(db, viewer.id, movieId))) throw new ForbiddenError(serverMessages.reviewNeedsRental);
  // One transaction: the row read back is the one written, even if a delete follows at once.
  return db.transaction(async (tx) => writeReview(tx, movieId, viewer.id, payload));
}

async function writeReview(db: Db, movieId: number, userId: number, payload: { rating: number; comment: string }) {
  const [saved] = await db
    .insert(reviews)
    .values({ movieId, userId, rating: payload.rating, comment: payload.comment })
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.movieId],
      set: { rating: payload.rating, comment: payload.comment, updatedAt: new Date() },
    })
    // xmax is 0 on a row this statement inserted, and the updating transaction's id on one it replaced.
    .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
  if (!saved) throw new Error('upsert returned no row');
  const review = await findReview(db, eq(reviews.id, saved.id));
  if (!review) throw new Error(`review ${saved.id} vanished after its write`);
  return { review, created: saved.created };
}

/** The author may always take back what they wrote (docs/decisions/0011); an admin may remove any review. */
export async function deleteReview({ db }: ReviewDeps, reviewId: number, viewer: Viewer): Promise<void> {
  const [review] = await db.select({ userId: reviews.userId, movieId: reviews.movieId }).from(reviews).where(eq(reviews.id, reviewId));
  if (!review) throw new NotFoundError(serverMessages.reviewNotFound);
  if (review.userId !== viewer.id && !viewer.isAdmin) {
    // Someone else's review of a movie this viewer cannot see does not exist for them.
    await assertVisibleMovie({ db }, review.movieId, viewer, serverMessages.reviewNotFound);
    throw new ForbiddenError(serverMessages.reviewNotYours);
  }
  await db.delete(reviews).where(eq(reviews.id, reviewId));
}
