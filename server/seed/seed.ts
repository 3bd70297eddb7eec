// Seeds the demo catalogue (movies with their title pages, covers, backstage media, viewers with past rentals and
// reviews, the shipped demo film) into an empty database, copying its media files into the media store and the film's package into
// the private store (this disk or the bucket: server/storage).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { runningMinutesOf } from '../films/jobs.ts';
import { FILM_PACKAGES_FOLDER, storeFolder } from '../films/storage.ts';
import { storeImage, type StoredImage } from '../media/images.ts';
import type { MediaStore } from '../media/store.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { seedMediaDir } from '../paths.ts';
import type { Db } from '../db/client.ts';
import { backstagePhotos, backstageVideos, covers, films, movies, payments, rentals, reviews, users, type FilmRendition } from '../db/schema.ts';
import { demoBackstage, demoCovers, demoMovies, demoReviews, demoViewers } from './demo-catalogue.ts';
import { demoTitlePages } from './demo-title-pages.ts';

/** Packaged films, one folder each (scripts/demo-media/main.ts --only=film), beside the seed media. */
export const seedFilmsDir = join(dirname(seedMediaDir), 'films');

/** <film>/film.json: what the packager returned for the shipped package. */
interface ShippedFilm {
  renditions: FilmRendition[];
  durationSeconds: number;
  keyHex: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(movies);
  return (row?.n ?? 0) === 0;
}

/** Stores a seed image the way uploads are stored: re-encoded, content-hashed, with WebP variants. */
async function storeSeedImage(media: MediaStore, folder: string, file: string): Promise<StoredImage> {
  return storeImage(media, folder, file, await readFile(join(seedMediaDir, file)));
}

/** Copies a seed file into the store under a content-hashed key, so its URL can be cached forever. */
async function storeSeedFile(media: MediaStore, folder: string, file: string): Promise<string> {
  const content = await readFile(join(seedMediaDir, file));
  const digest = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const ext = extname(file);
  return media.save(`${folder}/${file.slice(0, -ext.length)}.${digest}${ext}`, content);
}

const isRemote = (url: string) => /^https?:\/\//.test(url);

/** A movie's title-page columns, its backdrop and trailer clip stored as uploads are. */
async function seedTitlePage(media: MediaStore, slug: string) {
  const page = demoTitlePages[slug];
  if (!page) throw new Error(`The demo movie ${slug} has no title page (demo-title-pages.ts)`);
  const { url: backdropUrl } = await storeSeedImage(media, 'movies', page.backdrop);
  return {
    releaseYear: page.releaseYear,
    genres: page.genres,
    certificate: page.certificate,
    credits: page.credits,
    laurels: page.laurels,
    backdropUrl,
    trailerUrl: isRemote(page.trailer) ? page.trailer : await storeSeedFile(media, 'trailers', page.trailer),
    isFeatured: page.featuredOrder !== undefined,
    featuredOrder: page.featuredOrder ?? 0,
  };
}

/** `films`: the private store (ServiceDeps.films); the demo film's package is copied there. */
export async function seedDemoCatalogue(db: Db, media: MediaStore, films: ObjectStore): Promise<void> {
  // All or nothing: a seed cut short would leave a non-empty catalogue that is never completed.
  await db.transaction(async (tx) => {
    const movieIds = await seedMovies(tx, media);
    const coverIds = await seedCovers(tx, media, movieIds);
    await seedBackstage(tx, media, { movie: movieIds, cover: coverIds });
    await seedFilms(tx, films, movieIds);
    await seedViewerActivity(tx, movieIds);
  });
}

/**
 * Each movie with a shipped film gets it ready to stream, as if uploaded and packaged here: its own copy of the
 * package (the folder layout the worker writes), the key in the row only, the running time from the film.
 */
async function seedFilms(db: Db, store: ObjectStore, movieIds: Map<string, number>): Promise<void> {
  for (const movie of demoMovies) {
    const movieId = movieIds.get(movie.slug);
    if (!movie.film || movieId === undefined) continue;
    const shipped = join(seedFilmsDir, movie.film);
    const film = JSON.parse(await readFile(join(shipped, 'film.json'), 'utf8')) as ShippedFilm;
    const packageDir = `${FILM_PACKAGES_FOLDER}/${movieId}/${randomUUID()}`;
    // Every file of the shipped package but its film.json (the key stays in the database).
    await storeFolder(store, shipped, packageDir, { skip: (name) => name === 'film.json' });
    await db.insert(films).values({
      movieId,
      status: 'ready',
      progress: 100,
      sourceName: `${movie.film}.mp4`,
      packageDir,
      keyHex: film.keyHex,
      renditions: film.renditions,
      durationSeconds: film.durationSeconds,
    });
    await db
      .update(movies)
      .set({ durationMinutes: runningMinutesOf(film.durationSeconds) })
      .where(eq(movies.id, movieId));
  }
}

async function seedMovies(db: Db, media: MediaStore): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const now = Date.now();
  for (const [index, movie] of demoMovies.entries()) {
    const { url: posterUrl } = await storeSeedImage(media, 'movies', `poster-${movie.slug}.jpg`);
    // Older first, so that "newest first" lists show the slate in the order written above.
    const createdAt = new Date(now - (demoMovies.length - index) * DAY_MS);
    const [row] = await db
      .insert(movies)
      .values({
        title: movie.title,
        logline: movie.logline,
        description: movie.description,
        priceCents: movie.priceCents,
        rentalDurationHours: movie.rentalDurationHours,
        durationMinutes: movie.durationMinutes,
        thumbnailUrl: posterUrl,
        posterUrl,
        videoUrl: movie.videoUrl,
        websiteUrl: movie.websiteUrl,
        isActive: movie.isActive,
        ...(await seedTitlePage(media, movie.slug)),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: movies.id });
    if (row) ids.set(movie.slug, row.id);
  }
  return ids;
}

async function seedCovers(db: Db, media: MediaStore, movieIds: Map<string, number>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [displayOrder, cover] of demoCovers.entries()) {
    const { url: coverImageUrl } = await storeSeedImage(media, 'covers', `cover-${cover.slug}.jpg`);
    const [row] = await db
      .insert(covers)
      .values({
        title: cover.title,
        description: cover.description,
        movieId: cover.movieSlug ? movieIds.get(cover.movieSlug) : null,
        displayOrder,
        coverImageUrl,
        isComingSoon: cover.isComingSoon,
      })
      .returning({ id: covers.id });
    if (row) ids.set(cover.slug, row.id);
  }
  return ids;
}

async function seedBackstage(
  db: Db,
  media: MediaStore,
  ownerIds: { movie: Map<string, number>; cover: Map<string, number> },
): Promise<void> {
  for (const [owner, content] of Object.entries(demoBackstage)) {
    const [kind, slug = ''] = owner.split(':') as ['movie' | 'cover', string];
    const ownerId = ownerIds[kind].get(slug);
    const ownerColumns = kind === 'movie' ? { movieId: ownerId } : { coverId: ownerId };
    for (const photo of content.photos) {
      const image = await storeSeedImage(media, 'backstage', photo.file);
      await db.insert(backstagePhotos).values({
        ...ownerColumns,
        imageUrl: image.url,
        width: image.width,
        height: image.height,
        title: photo.title,
        description: photo.description,
      });
    }
    for (const video of content.videos) {
      await db.insert(backstageVideos).values({
        ...ownerColumns,
        videoUrl: isRemote(video.url) ? video.url : await storeSeedFile(media, 'backstage', video.url),
        isYoutube: isRemote(video.url),
        title: video.title,
        description: video.description,
      });
    }
  }
}

/** Demo viewers who rented (in the past, paid, now expired) and reviewed some movies. */
async function seedViewerActivity(db: Db, movieIds: Map<string, number>): Promise<void> {
  const viewerIds: number[] = [];
  for (const viewer of demoViewers) {
    // Nobody knows this password: demo viewers exist to populate lists, not to log in.
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const [row] = await db.insert(users).values({ ...viewer, passwordHash }).returning({ id: users.id });
    if (row) viewerIds.push(row.id);
  }
  const now = Date.now();
  for (const review of demoReviews) {
    const userId = viewerIds[review.viewer];
    const movieId = movieIds.get(review.movieSlug);
    const movie = demoMovies.find((m) => m.slug === review.movieSlug);
    if (userId === undefined || movieId === undefined || !movie) continue;
    const rentalStart = new Date(now - (review.daysAgo + 1) * DAY_MS);
    const rentalEnd = new Date(rentalStart.getTime() + movie.rentalDurationHours * HOUR_MS);
    const checkoutSessionId = `seed_${randomUUID()}`;
    const [payment] = await db
      .insert(payments)
      .values({
        userId,
        movieId,
        amountCents: movie.priceCents,
        rentalDurationHours: movie.rentalDurationHours,
        status: 'completed',
        provider: 'sandbox',
        checkoutSessionId,
        completedAt: rentalStart,
        createdAt: rentalStart,
        updatedAt: rentalStart,
      })
      .returning({ id: payments.id });
    if (!payment) continue;
    await db.insert(rentals).values({
      userId,
      movieId,
      paymentId: payment.id,
      checkoutSessionId,
      rentalStart,
      rentalEnd,
      rentalDurationHours: movie.rentalDurationHours,
      amountPaidCents: movie.priceCents,
      createdAt: rentalStart,
    });
    const reviewedAt = new Date(now - review.daysAgo * DAY_MS);
    await db.insert(reviews).values({
      userId,
      movieId,
      rating: review.rating,
      comment: review.comment,
      createdAt: reviewedAt,
      updatedAt: reviewedAt,
    });
  }
}
