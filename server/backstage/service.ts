// Behind-the-scenes photos and videos of a movie or of a cover, oldest first (the order they were added).
import { asc, eq } from 'drizzle-orm';
import type { BackstagePhoto, BackstageVideo } from '../../common/catalogue.ts';
import type { Db } from '../db/client.ts';
import { backstagePhotos, backstageVideos } from '../db/schema.ts';

export type BackstageOwner = { movieId: number } | { coverId: number };

function ownedBy(owner: BackstageOwner, table: typeof backstagePhotos | typeof backstageVideos) {
  return 'movieId' in owner ? eq(table.movieId, owner.movieId) : eq(table.coverId, owner.coverId);
}

export async function listBackstagePhotos(db: Db, owner: BackstageOwner): Promise<BackstagePhoto[]> {
  const rows = await db
    .select()
    .from(backstagePhotos)
    .where(ownedBy(owner, backstagePhotos))
    .orderBy(asc(backstagePhotos.createdAt), asc(backstagePhotos.id));
  return rows.map((row) => ({
    id: row.id,
    image_url: row.imageUrl,
    width: row.width,
    height: row.height,
    title: row.title,
    description: row.description,
  }));
}

export async function listBackstageVideos(db: Db, owner: BackstageOwner): Promise<BackstageVideo[]> {
  const rows = await db
    .select()
    .from(backstageVideos)
    .where(ownedBy(owner, backstageVideos))
    .orderBy(asc(backstageVideos.createdAt), asc(backstageVideos.id));
  return rows.map((row) => ({
    id: row.id,
    video_url: row.videoUrl,
    title: row.title,
    description: row.description,
    is_youtube: row.isYoutube,
  }));
}
