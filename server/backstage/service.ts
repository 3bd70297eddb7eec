// Behind-the-scenes photos and videos of a movie or of a cover, oldest first (the order they were added). A movie's
// are public while the movie is; a cover's while the cover exists.
import { asc, eq } from 'drizzle-orm';
import type { BackstagePhoto, BackstageVideo } from '../../common/catalogue.ts';
import { publicMessages } from '../../common/messages/public.ts';
import { backstagePhotos, backstageVideos } from '../db/schema.ts';
import { getCover } from '../covers/service.ts';
import type { ServiceDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { isPublicMovie } from '../movies/service.ts';

export type BackstageOwner = { movieId: number } | { coverId: number };
type BackstageDeps = Pick<ServiceDeps, 'db'>;

function ownedBy(owner: BackstageOwner, table: typeof backstagePhotos | typeof backstageVideos) {
  return 'movieId' in owner ? eq(table.movieId, owner.movieId) : eq(table.coverId, owner.coverId);
}

/** Not found unless visitors may see the owner: a movie that is not open to them has no public backstage. */
async function assertPublicOwner(deps: BackstageDeps, owner: BackstageOwner): Promise<void> {
  if (!('movieId' in owner)) {
    await getCover(deps, owner.coverId);
    return;
  }
  if (!(await isPublicMovie(deps, owner.movieId))) throw new NotFoundError(publicMessages.movieNotFound);
}

export async function listBackstagePhotos(deps: BackstageDeps, owner: BackstageOwner): Promise<BackstagePhoto[]> {
  await assertPublicOwner(deps, owner);
  return readBackstagePhotos(deps, owner);
}

export async function listBackstageVideos(deps: BackstageDeps, owner: BackstageOwner): Promise<BackstageVideo[]> {
  await assertPublicOwner(deps, owner);
  return readBackstageVideos(deps, owner);
}

/** An owner's photos, oldest first, whoever may see them (the caller decides). */
export async function readBackstagePhotos({ db }: BackstageDeps, owner: BackstageOwner): Promise<BackstagePhoto[]> {
  const rows = await db
    .select()
    .from(backstagePhotos)
    .where(ownedBy(owner, backstagePhotos))
    .orderBy(asc(backstagePhotos.createdAt), asc(backstagePhotos.id));
  return rows.map(toBackstagePhoto);
}

export async function readBackstageVideos({ db }: BackstageDeps, owner: BackstageOwner): Promise<BackstageVideo[]> {
  const rows = await db
    .select()
    .from(backstageVideos)
    .where(ownedBy(owner, backstageVideos))
    .orderBy(asc(backstageVideos.createdAt), asc(backstageVideos.id));
  return rows.map(toBackstageVideo);
}

export function toBackstagePhoto(row: typeof backstagePhotos.$inferSelect): BackstagePhoto {
  return {
    id: row.id,
    image_url: row.imageUrl,
    width: row.width,
    height: row.height,
    title: row.title,
    description: row.description,
  };
}

export function toBackstageVideo(row: typeof backstageVideos.$inferSelect): BackstageVideo {
  return {
    id: row.id,
    video_url: row.videoUrl,
    title: row.title,
    description: row.description,
    is_youtube: row.isYoutube,
  };
}
