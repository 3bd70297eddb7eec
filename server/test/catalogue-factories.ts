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

/** A paid rental of `movieId` by `userId` that ends `endsInMs` from now (negative: already over). */
export async function createRental(db: Db, userId: number, movieId: number, endsInMs: number, overrides: { isActive?: boolean } = {}) {
  const checkoutSessionId = `test_${randomUUID()}`;
  const rentalEnd = new Date(Date.now() + endsInMs);
  const rentalStart = new Date(rentalEnd.getTime() - 48 * 3_600_000);
  const payment = firstRow(
    await db
      .insert(payments)
      .values({
        userId,
        movieId,
        amountCents: 499,
        rentalDurationHours: 48,
        status: 'completed',
        provider: 'sandbox',
        checkoutSessionId,
        completedAt: rentalStart,
      })
      .returning(),
  );
  return firstRow(
    await db
      .insert(rentals)
      .values({
        userId,
        movieId,
        paymentId: payment.id,
        checkoutSessionId,
        rentalStart,
        rentalEnd,
        amountPaidCents: 499,
        isActive: overrides.isActive ?? true,
      })
      .returning(),
  );
}
