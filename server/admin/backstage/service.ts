// Behind-the-scenes media as admins run them (docs/product.md#admin-galleries-and-behind-the-scenes): the photos and
// videos of any movie (active or not) or cover, uploading photos (several at once) and a video (a file, or a YouTube
// link), and deleting either with its files. Each write records its audit entries in its own transaction, one for each
// photo or video (docs/product.md#admin-audit).
import { eq } from 'drizzle-orm';
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { validationMessages } from '../../../common/messages/validation.ts';
import { parseYouTubeId, youTubeWatchUrl } from '../../../common/youtube.ts';
import {
  readBackstagePhotos,
  readBackstageVideos,
  toBackstagePhoto,
  toBackstageVideo,
  type BackstageOwner,
} from '../../backstage/service.ts';
import { auditFieldsOf, changedFields, recordAudit, type AuditActor } from '../../audit/record.ts';
import { isForeignKeyViolation, type Db } from '../../db/client.ts';
import { backstagePhotos, backstageVideos, covers, movies } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { ReceivedFile } from '../../uploads/receive.ts';
import { keepFilesOnlyIf, removeStoredMedia, storeUploadedImage, storeUploadedVideo } from '../../uploads/store-upload.ts';

export interface Caption {
  title?: string | undefined;
  description?: string | undefined;
}

const ownerColumns = (owner: BackstageOwner) => ('movieId' in owner ? { movieId: owner.movieId } : { coverId: owner.coverId });
/** An empty caption is no caption. */
const captionColumns = ({ title, description }: Caption) => ({ title: title || null, description: description || null });

const ownerNotFound = (owner: BackstageOwner) =>
  new NotFoundError('movieId' in owner ? publicMessages.movieNotFound : publicMessages.coverNotFound);

/**
 * Inserts media rows for an owner checked before the (slow) storing of files: if the owner was deleted meanwhile,
 * it is not found now either (its files are removed by keepFilesOnlyIf).
 */
async function insertForOwner<T>(owner: BackstageOwner, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    throw isForeignKeyViolation(error) ? ownerNotFound(owner) : error;
  }
}

/** Not found unless the movie or cover exists (admins see inactive movies' media too). */
async function assertOwnerExists({ db }: Pick<ServiceDeps, 'db'>, owner: BackstageOwner): Promise<void> {
  if ('movieId' in owner) {
    const [movie] = await db.select({ id: movies.id }).from(movies).where(eq(movies.id, owner.movieId));
    if (!movie) throw ownerNotFound(owner);
    return;
  }
  const [cover] = await db.select({ id: covers.id }).from(covers).where(eq(covers.id, owner.coverId));
  if (!cover) throw ownerNotFound(owner);
}

export async function listOwnerPhotos(deps: Pick<ServiceDeps, 'db'>, owner: BackstageOwner): Promise<BackstagePhoto[]> {
  await assertOwnerExists(deps, owner);
  return readBackstagePhotos(deps, owner);
}

export async function listOwnerVideos(deps: Pick<ServiceDeps, 'db'>, owner: BackstageOwner): Promise<BackstageVideo[]> {
  await assertOwnerExists(deps, owner);
  return readBackstageVideos(deps, owner);
}

/**
 * Stores the photos one after another (one image decoded at a time keeps memory flat) and records them together:
 * if any of them cannot be stored or recorded, none is kept.
 */
type PhotoRow = typeof backstagePhotos.$inferSelect;
type VideoRow = typeof backstageVideos.$inferSelect;

/** One audit entry a photo: what it holds as it is added (created) or as it was (deleted). */
async function recordPhotos(tx: Db, actor: AuditActor, action: 'backstage_photo.create' | 'backstage_photo.delete', rows: PhotoRow[]) {
  for (const row of rows) {
    const fields = auditFieldsOf(backstagePhotos, row);
    const changes = action === 'backstage_photo.create' ? changedFields(null, fields) : changedFields(fields, null);
    await recordAudit(tx, { actor, action, subjectKind: 'backstage_photo', subjectId: row.id, changes });
  }
}

async function recordVideo(tx: Db, actor: AuditActor, action: 'backstage_video.create' | 'backstage_video.delete', row: VideoRow) {
  const fields = auditFieldsOf(backstageVideos, row);
  const changes = action === 'backstage_video.create' ? changedFields(null, fields) : changedFields(fields, null);
  await recordAudit(tx, { actor, action, subjectKind: 'backstage_video', subjectId: row.id, changes });
}

export async function addPhotos(
  deps: Pick<ServiceDeps, 'db' | 'media'>,
  actor: AuditActor,
  owner: BackstageOwner,
  caption: Caption,
  files: ReceivedFile[],
): Promise<BackstagePhoto[]> {
  if (files.length === 0) throw new ValidationError(validationMessages.photosRequired);
  await assertOwnerExists(deps, owner);
  const stored: Array<{ url: string; width: number; height: number }> = [];
  try {
    for (const file of files) stored.push(await storeUploadedImage(deps.media, 'backstage', file));
  } catch (error) {
    await Promise.all(stored.map((image) => removeStoredMedia(deps.media, image.url)));
    throw error;
  }
  const rows = await keepFilesOnlyIf(
    deps.media,
    stored.map((image) => image.url),
    () =>
      insertForOwner(owner, () =>
        deps.db.transaction(async (tx) => {
          const photos = stored.map((image) => ({ ...ownerColumns(owner), ...captionColumns(caption), imageUrl: image.url, width: image.width, height: image.height }));
          const inserted = await tx.insert(backstagePhotos).values(photos).returning();
          await recordPhotos(tx, actor, 'backstage_photo.create', inserted);
          return inserted;
        }),
      ),
  );
  return rows.map(toBackstagePhoto);
}

/**
 * A video is an uploaded file or a YouTube link (docs/product.md#validation: one of the two). A link to anywhere else
 * is refused: such a video is uploaded, so that it plays from the studio's own server.
 */
export async function addVideo(
  deps: Pick<ServiceDeps, 'db' | 'media'>,
  actor: AuditActor,
  owner: BackstageOwner,
  fields: Caption & { video_url?: string | undefined },
  file: ReceivedFile | null,
): Promise<BackstageVideo> {
  const link = fields.video_url?.trim() ?? '';
  if (file && link !== '') throw new ValidationError(adminMessages.videoFileOrLink);
  if (!file && link === '') throw new ValidationError(validationMessages.videoRequired);
  const youTubeId = file ? null : parseYouTubeId(link);
  if (!file && youTubeId === null) throw new ValidationError(adminMessages.backstageVideoUrlInvalid);
  await assertOwnerExists(deps, owner);
  const videoUrl = youTubeId ? youTubeWatchUrl(youTubeId) : await storeUploadedVideo(deps.media, 'backstage', file!);
  const row = await keepFilesOnlyIf(deps.media, file ? [videoUrl] : [], () =>
    insertForOwner(owner, () =>
      deps.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(backstageVideos)
          .values({ ...ownerColumns(owner), ...captionColumns(fields), videoUrl, isYoutube: !file })
          .returning();
        await recordVideo(tx, actor, 'backstage_video.create', inserted!);
        return inserted!;
      }),
    ),
  );
  return toBackstageVideo(row);
}

/** Deletes a photo, row and audit entry together, then its files once that has committed. */
export async function deletePhoto(deps: Pick<ServiceDeps, 'db' | 'media'>, actor: AuditActor, photoId: number): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(backstagePhotos).where(eq(backstagePhotos.id, photoId)).returning();
    if (!row) throw new NotFoundError(adminMessages.photoNotFound);
    await recordPhotos(tx, actor, 'backstage_photo.delete', [row]);
    return row;
  });
  await removeStoredMedia(deps.media, deleted.imageUrl);
}

export async function deleteVideo(deps: Pick<ServiceDeps, 'db' | 'media'>, actor: AuditActor, videoId: number): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(backstageVideos).where(eq(backstageVideos.id, videoId)).returning();
    if (!row) throw new NotFoundError(adminMessages.videoNotFound);
    await recordVideo(tx, actor, 'backstage_video.delete', row);
    return row;
  });
  await removeStoredMedia(deps.media, deleted.videoUrl);
}
