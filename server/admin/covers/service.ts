// Movie galleries ("covers") as admins run them (docs/product.md#admin-galleries-and-behind-the-scenes): all of them in
// display order with the movie each is linked to; adding, editing (an uploaded image replaces the old one, whose files
// go) and deleting, which takes the cover's backstage photos and videos with it, rows and files. Each write records its
// audit entry in its own transaction (docs/product.md#admin-audit).
import { asc, eq } from 'drizzle-orm';
import type { AdminCover, ParsedCoverFields } from '../../../common/admin-catalogue.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { auditFieldsOf, changedFields, recordAudit, type AuditActor } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { backstagePhotos, backstageVideos, covers, movies } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { ReceivedFile } from '../../uploads/receive.ts';
import { keepFilesOnlyIf, removeStoredMedia, storeUploadedImage } from '../../uploads/store-upload.ts';
import { sentColumns } from '../form-columns.ts';

type CoverWrite = Partial<Omit<typeof covers.$inferInsert, 'id' | 'createdAt'>>;
type CoverRow = typeof covers.$inferSelect;
const coverNotFound = () => new NotFoundError(publicMessages.coverNotFound);

function selectAdminCovers(db: Db) {
  return db
    .select({ cover: covers, movieTitle: movies.title })
    .from(covers)
    .leftJoin(movies, eq(movies.id, covers.movieId))
    .$dynamic();
}

function toAdminCover({ cover, movieTitle }: { cover: typeof covers.$inferSelect; movieTitle: string | null }): AdminCover {
  return {
    id: cover.id,
    title: cover.title,
    description: cover.description,
    movie_id: cover.movieId,
    movie_title: movieTitle,
    display_order: cover.displayOrder,
    cover_image_url: cover.coverImageUrl,
    is_coming_soon: cover.isComingSoon,
  };
}

export async function listAdminCovers({ db }: Pick<ServiceDeps, 'db'>): Promise<AdminCover[]> {
  const rows = await selectAdminCovers(db).orderBy(asc(covers.displayOrder), asc(covers.id));
  return rows.map(toAdminCover);
}

async function getAdminCover({ db }: Pick<ServiceDeps, 'db'>, coverId: number): Promise<AdminCover> {
  const [row] = await selectAdminCovers(db).where(eq(covers.id, coverId));
  if (!row) throw coverNotFound();
  return toAdminCover(row);
}

/** A cover may link to any movie of the catalogue, active or not (it shows as linked once the movie is public). */
async function assertLinkableMovie(db: Db, movieId: number | null | undefined): Promise<void> {
  if (movieId === null || movieId === undefined) return;
  const [movie] = await db.select({ id: movies.id }).from(movies).where(eq(movies.id, movieId));
  if (!movie) throw new ValidationError(adminMessages.coverMovieInvalid);
}

function columnsOf(fields: ParsedCoverFields): CoverWrite {
  return sentColumns<ParsedCoverFields, CoverWrite>(fields, {
    title: 'title',
    description: 'description',
    movie_id: 'movieId',
    display_order: 'displayOrder',
    is_coming_soon: 'isComingSoon',
  });
}

async function storedCoverImage(deps: Pick<ServiceDeps, 'media'>, image: ReceivedFile | null): Promise<CoverWrite> {
  if (!image) return {};
  const { url } = await storeUploadedImage(deps.media, 'covers', image);
  return { coverImageUrl: url };
}

const coverChanges = (before: CoverRow | null, after: CoverRow | null) =>
  changedFields(before && auditFieldsOf(covers, before), after && auditFieldsOf(covers, after));

export async function createCover(
  deps: Pick<ServiceDeps, 'db' | 'media'>,
  actor: AuditActor,
  fields: ParsedCoverFields,
  image: ReceivedFile | null,
): Promise<AdminCover> {
  await assertLinkableMovie(deps.db, fields.movie_id);
  const stored = await storedCoverImage(deps, image);
  const created = await keepFilesOnlyIf(deps.media, [stored.coverImageUrl ?? null], () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(covers)
        .values({ title: fields.title, ...columnsOf(fields), ...stored })
        .returning();
      await recordAudit(tx, { actor, action: 'cover.create', subjectKind: 'cover', subjectId: row!.id, changes: coverChanges(null, row!) });
      return row!;
    }),
  );
  return getAdminCover(deps, created.id);
}

export async function updateCover(
  deps: Pick<ServiceDeps, 'db' | 'media'>,
  actor: AuditActor,
  coverId: number,
  fields: ParsedCoverFields,
  image: ReceivedFile | null,
): Promise<AdminCover> {
  await getAdminCover(deps, coverId);
  await assertLinkableMovie(deps.db, fields.movie_id);
  const stored = await storedCoverImage(deps, image);
  const before = await keepFilesOnlyIf(deps.media, [stored.coverImageUrl ?? null], () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(covers).where(eq(covers.id, coverId)).for('update');
      if (!row) throw coverNotFound();
      const [after] = await tx
        .update(covers)
        .set({ ...columnsOf(fields), ...stored, updatedAt: new Date() })
        .where(eq(covers.id, coverId))
        .returning();
      await recordAudit(tx, { actor, action: 'cover.update', subjectKind: 'cover', subjectId: coverId, changes: coverChanges(row, after!) });
      return row;
    }),
  );
  if (stored.coverImageUrl) await removeStoredMedia(deps.media, before.coverImageUrl);
  return getAdminCover(deps, coverId);
}

/**
 * Deletes a cover with its backstage media (the rows by cascade, then their files, once the delete has committed).
 * Its audit entry keeps what the cover had, and how many backstage photos and videos went with it.
 */
export async function deleteCover(deps: Pick<ServiceDeps, 'db' | 'media'>, actor: AuditActor, coverId: number): Promise<void> {
  const urls = await deps.db.transaction(async (tx) => {
    const [cover] = await tx.select().from(covers).where(eq(covers.id, coverId)).for('update');
    if (!cover) throw coverNotFound();
    const photos = await tx.select({ url: backstagePhotos.imageUrl }).from(backstagePhotos).where(eq(backstagePhotos.coverId, coverId));
    const videos = await tx.select({ url: backstageVideos.videoUrl }).from(backstageVideos).where(eq(backstageVideos.coverId, coverId));
    await tx.delete(covers).where(eq(covers.id, coverId));
    const gone = { ...auditFieldsOf(covers, cover), backstage_photos: photos.length || null, backstage_videos: videos.length || null };
    const changes = changedFields(gone, null);
    await recordAudit(tx, { actor, action: 'cover.delete', subjectKind: 'cover', subjectId: coverId, changes });
    return [cover.coverImageUrl, ...photos.map((photo) => photo.url), ...videos.map((video) => video.url)];
  });
  await Promise.all(urls.map((url) => removeStoredMedia(deps.media, url)));
}
