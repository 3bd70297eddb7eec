// Test data factories, the one home for rows a test needs: users (with sessions), movies, covers, backstage
// media, reviews, payments and rentals, codes and bundles. Unique values by default; a test overrides what it is about.
import { randomInt, randomUUID } from 'node:crypto';
import { CODE_ALPHABET } from '../../common/offers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import {
  backstagePhotos,
  backstageVideos,
  bundleMovies,
  bundles,
  covers,
  movies,
  newsletterSubscribers,
  payments,
  promoCodeMovies,
  promoCodes,
  rentals,
  reviews,
  users,
} from '../db/schema.ts';
import { newUnsubscribeToken } from '../newsletter/service.ts';

/** The one row an insert answered. */
export function firstRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function uniqueEmail(prefix = 'viewer'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

// Hashing is the slow part of creating a user; tests share one hash per distinct password.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
};

export async function createUser(
  db: Db,
  overrides: { email?: string; password?: string; isAdmin?: boolean; firstName?: string } = {},
) {
  const password = overrides.password ?? 'correct horse';
  const user = firstRow(
    await db
      .insert(users)
      .values({
        email: overrides.email ?? uniqueEmail(overrides.isAdmin ? 'admin' : 'viewer'),
        passwordHash: await hashOnce(password),
        firstName: overrides.firstName ?? 'Test',
        lastName: 'Viewer',
        role: overrides.isAdmin ? 'admin' : 'user',
      })
      .returning(),
  );
  return { user, password };
}

/** A user with a live session token, ready for `authorization: Bearer <token>`. */
export async function createLoggedInUser(db: Db, overrides: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(db, overrides);
  const token = await createSession(db, created.user.id, 60 * 60_000);
  return { ...created, token, headers: { authorization: `Bearer ${token}` } };
}

/** An active newsletter subscriber, with the unsubscribe token the sign-up would give it. */
export async function createSubscriber(db: Db, overrides: Partial<typeof newsletterSubscribers.$inferInsert> = {}) {
  return firstRow(
    await db
      .insert(newsletterSubscribers)
      .values({ email: uniqueEmail('fan'), unsubscribeToken: newUnsubscribeToken(), ...overrides })
      .returning(),
  );
}

type MovieInsert = typeof movies.$inferInsert;
type CoverInsert = typeof covers.$inferInsert;

export function uniqueTitle(prefix = 'Movie'): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
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

type PaymentInsert = typeof payments.$inferInsert;

/**
 * A pending payment, as opening a checkout leaves it (by Stripe, unless `overrides` say otherwise): for a film, or
 * for a bundle (`{ userId, bundleId }`, with no rules of its own).
 */
export async function createPendingPayment(
  db: Db,
  owner: { userId: number; movieId: number | null } | { userId: number; bundleId: number },
  overrides: Partial<PaymentInsert> = {},
) {
  const item = 'bundleId' in owner ? { movieId: null, rentalDurationHours: null } : { rentalDurationHours: 48 };
  return firstRow(
    await db
      .insert(payments)
      .values({ ...owner, ...item, amountCents: 499, provider: 'stripe', checkoutSessionId: `cs_test_${randomUUID()}`, ...overrides })
      .returning(),
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
        rentalDurationHours: 48,
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

// ---- Offers (docs/product.md#offers) ----

type CodeInsert = typeof promoCodes.$inferInsert;

/** A code nobody else's test holds: `prefix` (A–Z and 2–9) and ten characters of the generated codes' alphabet. */
export function uniqueCode(prefix = 'TEST'): string {
  return prefix + Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** A promo code, 10 % off every film by default; `movieIds` limits it to those films. */
export async function createCode(db: Db, overrides: Partial<CodeInsert> = {}, movieIds: number[] = []) {
  const code = firstRow(
    await db
      .insert(promoCodes)
      .values({ code: uniqueCode(), kind: 'percent', percentOff: 10, ...overrides })
      .returning(),
  );
  if (movieIds.length > 0) await db.insert(promoCodeMovies).values(movieIds.map((movieId) => ({ codeId: code.id, movieId })));
  return code;
}

/** An active bundle of `movieIds`, in that order, at `priceCents`. */
export async function createBundle(db: Db, movieIds: number[], priceCents = 999, overrides: Partial<typeof bundles.$inferInsert> = {}) {
  const bundle = firstRow(await db.insert(bundles).values({ title: uniqueTitle('Bundle'), priceCents, ...overrides }).returning());
  await db.insert(bundleMovies).values(movieIds.map((movieId, position) => ({ bundleId: bundle.id, movieId, position })));
  return bundle;
}
