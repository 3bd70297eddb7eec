// Catalogue rows for tests: movies, covers, backstage media, reviews and rentals, with unique titles.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { backstagePhotos, backstageVideos, covers, movies, payments, rentals, reviews } from '../db/schema.ts';

type MovieInsert = typeof movies.$inferInsert;
type CoverInsert = typeof covers.$inferInsert;

export function uniqueTitle(prefix = 'Movie'): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

function firstRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function createMovie(db: Db, overrides: Partial<MovieInsert> = {}) {
  return firstRow(
    await db
      .insert(movies)
      .values({
        title: uniqueTitle(),
        logline: 'A logline.',
        description: 'A description.',
        priceCents: 499,
        rentalDurationHours: 48,
        durationMinutes: 95,
        thumbnailUrl: '/uploads/movies/poster.abc.jpg',
        posterUrl: '/uploads/movies/poster.abc.jpg',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        ...overrides,
      })
      .returning(),
  );
}

export async function createCover(db: Db, overrides: Partial<CoverInsert> = {}) {
  return firstRow(
    await db
      .insert(covers)
      .values({ title: uniqueTitle('Cover'), coverImageUrl: '/uploads/covers/cover.abc.jpg', ...overrides })
      .returning(),
  );
}

type Owner = { movieId: number } | { coverId: number };

export async function createBackstagePhoto(db: Db, owner: Owner, overrides: Partial<typeof backstagePhotos.$inferInsert> = {}) {
  return firstRow(
    await db
      .insert(backstagePhotos)
      .values({ ...owner, imageUrl: `/uploads/backstage/${randomUUID()}.jpg`, width: 1200, height: 800, ...overrides })
      .returning(),
  );
}

export async function createBackstageVideo(db: Db, owner: Owner, overrides: Partial<typeof backstageVideos.$inferInsert> = {}) {
  return firstRow(
    await db
      .insert(backstageVideos)
      .values({ ...owner, videoUrl: `/uploads/backstage/${randomUUID()}.mp4`, ...overrides })
      .returning(),
  );
}

export async function createReview(db: Db, userId: number, movieId: number, rating: number) {
  return firstRow(
    await db.insert(reviews).values({ userId, movieId, rating, comment: 'A considered opinion.' }).returning(),
  );
}

export interface PurchaseOptions {
  cents?: number;
  status?: 'completed' | 'pending' | 'failed' | 'refunded';
  /** When the payment (and its rental row) was created: now by default. */
  at?: Date;
  /** The rental's start: `at` by default, or 48 hours before its end when `endsInMs` is given. */
  rentalStart?: Date;
  /** The rental ends this long from now (negative: already over); 48 hours after its start by default. */
  endsInMs?: number;
  /** The stored flag: true only for a completed payment by default (a refund clears it). */
  isActive?: boolean;
  /** A refunded payment's administrator (null: Stripe reported the refund) and time (`at` by default). */
  refundedBy?: number | null;
  refundedAt?: Date;
  /** false: the payment alone, no rental (a completed payment always has one in the app). */
  rental?: boolean;
}

const RENTAL_MS = 48 * 3_600_000;

/**
 * A payment written straight to the database and, when it is completed or refunded, its 48-hour rental: the
 * admin lists' raw material, with any date, status or state a test needs.
 */
export async function createPurchase(db: Db, userId: number, movieId: number, options: PurchaseOptions = {}) {
  const { cents = 499, status = 'completed', at = new Date() } = options;
  const checkoutSessionId = `test_${randomUUID()}`;
  const rentalEnd = options.endsInMs === undefined ? undefined : new Date(Date.now() + options.endsInMs);
  const rentalStart = options.rentalStart ?? (rentalEnd ? new Date(rentalEnd.getTime() - RENTAL_MS) : at);
  const isPaid = status === 'completed' || status === 'refunded';
  const payment = firstRow(
    await db
      .insert(payments)
      .values({
        userId,
        movieId,
        amountCents: cents,
        rentalDurationHours: 48,
        status,
        provider: 'sandbox',
        checkoutSessionId,
        createdAt: at,
        ...(isPaid && { completedAt: rentalStart }),
        ...(status === 'refunded' && { refundedAt: options.refundedAt ?? at, refundedBy: options.refundedBy ?? null }),
      })
      .returning(),
  );
  if (!isPaid || options.rental === false) return { payment, rental: null };
  const rental = firstRow(
    await db
      .insert(rentals)
      .values({
        userId,
        movieId,
        paymentId: payment.id,
        checkoutSessionId,
        rentalStart,
        rentalEnd: rentalEnd ?? new Date(rentalStart.getTime() + RENTAL_MS),
        amountPaidCents: cents,
        isActive: options.isActive ?? status === 'completed',
        createdAt: at,
      })
      .returning(),
  );
  return { payment, rental };
}

/** A paid rental of `movieId` by `userId` that ends `endsInMs` from now (negative: already over). */
export async function createRental(db: Db, userId: number, movieId: number, endsInMs: number, overrides: { isActive?: boolean } = {}) {
  const { rental } = await createPurchase(db, userId, movieId, { endsInMs, isActive: overrides.isActive ?? true });
  if (!rental) throw new Error('a completed purchase has a rental');
  return rental;
}
