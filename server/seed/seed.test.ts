import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, gt, inArray, max } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageVariantUrl } from '../../common/media.ts';
import { parseYouTubeId } from '../../common/youtube.ts';
import { segmentsOf } from '../films/packaging/playlists.ts';
import { decryptSegment } from '../test/film-clips.ts';
import { createMediaStore, UPLOADS_URL_PREFIX } from '../media/store.ts';
import { seedMediaDir } from '../paths.ts';
import { createDiskStore } from '../storage/disk-store.ts';
import { testDatabase } from '../test/database.ts';
import { backstagePhotos, backstageVideos, covers, films, movies, reviews } from '../db/schema.ts';
import { DEMO_FILM_SLUG, demoMovies } from './demo-catalogue.ts';
import { demoTitlePages } from './demo-title-pages.ts';
import { seedDemoCatalogue, seedFilmsDir } from './seed.ts';

class RollBack extends Error {}

const mediaRoot = mkdtempSync(join(tmpdir(), 'studio-seed-'));
const dataDir = mkdtempSync(join(tmpdir(), 'studio-seed-data-'));
const filmStore = createDiskStore(join(dataDir, 'private'));
afterAll(() => {
  rmSync(mediaRoot, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('seedDemoCatalogue', () => {
  it('seeds the demo slate with media that exist on disk (checked inside a rolled-back transaction)', async () => {
    const { db } = await testDatabase();
    const media = createMediaStore(createDiskStore(mediaRoot));
    const onDisk = (url: string | null) => Boolean(url) && existsSync(join(mediaRoot, String(url).slice(UPLOADS_URL_PREFIX.length)));

    await expect(
      db.transaction(async (tx) => {
        // Other test files share this database (and some reuse demo titles): only rows made here count.
        const [lastMovie] = await tx.select({ id: max(movies.id) }).from(movies);
        const [lastCover] = await tx.select({ id: max(covers.id) }).from(covers);
        await seedDemoCatalogue(tx, media, filmStore);
        const seeded = await tx.select().from(movies).where(gt(movies.id, lastMovie?.id ?? 0));
        expect(seeded.map((m) => m.title).sort()).toEqual(demoMovies.map((m) => m.title).sort());
        expect(seeded.length).toBeGreaterThanOrEqual(6);
        expect(new Set(seeded.map((m) => m.rentalDurationHours))).toEqual(new Set([24, 48, 72, 168]));
        expect(new Set(seeded.map((m) => m.priceCents)).size).toBeGreaterThan(3);
        expect(seeded.filter((m) => !m.isActive)).toHaveLength(1);
        expect(seeded.some((m) => m.videoUrl?.includes('youtu'))).toBe(true);
        expect(seeded.some((m) => m.videoUrl === null)).toBe(true);
        expect(seeded.every((m) => onDisk(m.thumbnailUrl))).toBe(true);
        expect(seeded.every((m) => onDisk(imageVariantUrl(String(m.thumbnailUrl), 640)))).toBe(true);

        // Every active movie's title page is filled: facts, credits, laurels, a backdrop and a trailer.
        for (const movie of seeded.filter((m) => m.isActive)) {
          expect(movie.releaseYear, movie.title).toBeGreaterThanOrEqual(1888);
          expect(movie.genres.length, movie.title).toBeGreaterThanOrEqual(1);
          expect(movie.genres.length, movie.title).toBeLessThanOrEqual(3);
          expect(movie.certificate, movie.title).toBeTruthy();
          expect(movie.credits.length, movie.title).toBeGreaterThanOrEqual(5);
          expect(movie.credits.length, movie.title).toBeLessThanOrEqual(10);
          expect(movie.credits.map((c) => c.role), movie.title).toEqual(expect.arrayContaining(['Director', 'Cast']));
          expect(movie.laurels.length, movie.title).toBeGreaterThanOrEqual(1);
          expect(movie.laurels.length, movie.title).toBeLessThanOrEqual(3);
          expect(onDisk(movie.backdropUrl) && onDisk(imageVariantUrl(String(movie.backdropUrl), 1280)), movie.title).toBe(true);
          const trailer = String(movie.trailerUrl);
          expect(trailer.startsWith(UPLOADS_URL_PREFIX) ? onDisk(trailer) : parseYouTubeId(trailer) !== null, movie.title).toBe(true);
        }
        const trailerClips = seeded.filter((m) => m.trailerUrl?.startsWith(`${UPLOADS_URL_PREFIX}trailers/`)).map((m) => m.title);
        expect(trailerClips.sort()).toEqual(['Back 2 Basics', 'Deep Seeded Thoughts']);
        const featured = seeded.filter((m) => m.isFeatured).sort((a, b) => a.featuredOrder - b.featuredOrder);
        expect(featured.length).toBeGreaterThanOrEqual(2);
        expect(featured.length).toBeLessThanOrEqual(3);
        expect(featured[0]?.title).toBe('Deep Seeded Thoughts');

        const movieIds = seeded.map((m) => m.id);
        const seededCovers = await tx.select().from(covers).where(gt(covers.id, lastCover?.id ?? 0));
        expect(seededCovers).toHaveLength(6);
        expect(seededCovers.filter((c) => c.movieId !== null).length).toBeGreaterThanOrEqual(2);
        expect(seededCovers.filter((c) => c.isComingSoon)).toHaveLength(1);
        expect(seededCovers.every((c) => onDisk(c.coverImageUrl))).toBe(true);

        const photos = await tx.select().from(backstagePhotos).where(inArray(backstagePhotos.movieId, movieIds));
        expect(new Set(photos.map((p) => p.movieId)).size).toBe(2);
        expect(photos.every((p) => onDisk(p.imageUrl) && p.width && p.height)).toBe(true);
        const coverIds = seededCovers.map((c) => c.id);
        const [coverPhotos] = await tx.select({ n: count() }).from(backstagePhotos).where(inArray(backstagePhotos.coverId, coverIds));
        const [coverVideos] = await tx.select({ n: count() }).from(backstageVideos).where(inArray(backstageVideos.coverId, coverIds));
        expect(coverPhotos?.n).toBeGreaterThan(0);
        expect(coverVideos?.n).toBeGreaterThan(0);
        const videos = await tx.select().from(backstageVideos).where(inArray(backstageVideos.movieId, movieIds));
        expect(videos.some((v) => v.isYoutube)).toBe(true);
        expect(videos.filter((v) => !v.isYoutube).every((v) => onDisk(v.videoUrl))).toBe(true);

        const [reviewCount] = await tx.select({ n: count() }).from(reviews).where(inArray(reviews.movieId, movieIds));
        expect(reviewCount?.n).toBeGreaterThanOrEqual(3);

        // Every active movie plays: a YouTube link, or the demo film ready to stream from its own package.
        const seededFilms = await tx.select().from(films).where(inArray(films.movieId, movieIds));
        const playable = new Set([...seeded.filter((m) => m.videoUrl).map((m) => m.id), ...seededFilms.map((f) => f.movieId)]);
        expect(seeded.filter((m) => m.isActive).every((m) => playable.has(m.id))).toBe(true);
        expect(seededFilms.length).toBeGreaterThanOrEqual(1);
        const shipped = JSON.parse(readFileSync(join(seedFilmsDir, DEMO_FILM_SLUG, 'film.json'), 'utf8')) as { keyHex: string; durationSeconds: number };
        for (const film of seededFilms) {
          expect(film).toMatchObject({ status: 'ready', keyHex: shipped.keyHex, durationSeconds: shipped.durationSeconds, sourcePath: null });
          expect(film.renditions.map((r) => r.height)).toEqual([360, 720]);
          expect(film.packageDir).toMatch(new RegExp(`^films/packages/${film.movieId}/[0-9a-f-]{36}$`));
          const packageDir = filmStore.localPathOf!(String(film.packageDir));
          // The key stays in the database: the copied package holds only the renditions.
          expect(readdirSync(packageDir).sort()).toEqual(['v0', 'v1']);
          const playlist = readFileSync(join(packageDir, 'v1/index.m3u8'), 'utf8');
          expect(playlist).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
          const segments = segmentsOf(playlist);
          expect(segments.length).toBeGreaterThanOrEqual(10);
          const last = segments.length - 1;
          const decrypted = decryptSegment(readFileSync(join(packageDir, 'v1', segments[last]!.file)), String(film.keyHex), last);
          expect(decrypted[0]).toBe(0x47);
          expect(seeded.find((m) => m.id === film.movieId)?.durationMinutes).toBe(Math.round(shipped.durationSeconds / 60));
        }
        throw new RollBack();
      }),
    ).rejects.toBeInstanceOf(RollBack);

    // Nothing of it stayed behind.
    const [left] = await db.select({ n: count() }).from(covers).where(eq(covers.title, 'Glass Orchard'));
    expect(left?.n).toBe(0);
    // The whole demo seed: some forty images re-encoded with their variants, and the film's package copied.
  }, 90_000);
});

describe('the demo title pages', () => {
  it('has a wide, light backdrop and a title page for every demo movie', async () => {
    for (const movie of demoMovies) {
      const page = demoTitlePages[movie.slug];
      expect(page, movie.slug).toBeDefined();
      const file = join(seedMediaDir, String(page?.backdrop));
      const { width, height } = await sharp(file).metadata();
      expect([width, height], movie.slug).toEqual([1600, 900]);
      expect(statSync(file).size, movie.slug).toBeLessThan(150_000);
    }
  });
});
