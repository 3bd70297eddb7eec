import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { imageVariantUrl } from '../../../common/media.ts';
import { createLocalMediaStore, UPLOADS_URL_PREFIX } from '../../media/store.ts';
import { testDatabase } from '../../test/database.ts';
import { backstagePhotos, backstageVideos, covers, movies, reviews } from '../schema.ts';
import { demoMovies } from './demo-catalogue.ts';
import { seedDemoCatalogue } from './seed.ts';

class RollBack extends Error {}

const mediaRoot = mkdtempSync(join(tmpdir(), 'studio-seed-'));
afterAll(() => rmSync(mediaRoot, { recursive: true, force: true }));

describe('seedDemoCatalogue', () => {
  it('seeds the demo slate with media that exist on disk (checked inside a rolled-back transaction)', async () => {
    const { db } = await testDatabase();
    const media = createLocalMediaStore(mediaRoot);
    const onDisk = (url: string | null) => Boolean(url) && existsSync(join(mediaRoot, String(url).slice(UPLOADS_URL_PREFIX.length)));

    await expect(
      db.transaction(async (tx) => {
        // Other test files share this database (and some reuse demo titles): only rows made here count.
        const [lastMovie] = await tx.select({ id: max(movies.id) }).from(movies);
        const [lastCover] = await tx.select({ id: max(covers.id) }).from(covers);
        await seedDemoCatalogue(tx, media);
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
        throw new RollBack();
      }),
    ).rejects.toBeInstanceOf(RollBack);

    // Nothing of it stayed behind.
    const [left] = await db.select({ n: count() }).from(covers).where(eq(covers.title, 'Glass Orchard'));
    expect(left?.n).toBe(0);
  });
});
