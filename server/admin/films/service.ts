// The admin's side of a movie's film (docs/decisions/0015-self-hosted-films.md): what its packaging is doing, packaging
// a failed one again, removing it, and taking in a finished upload (tus.ts hands each finished upload here).
// Paths in the database are keys of the private store (films/storage.ts). A finished upload and a removal record their
// audit entries in their own transactions (docs/product.md#admin-audit).
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, asc, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { FILM_UPLOAD_TYPES, type AdminFilm } from '../../../common/films.ts';
import { filmMessages } from '../../../common/messages/films.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { changedFields, recordAudit, type AuditActor } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { filmCaptions, films, movies } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { ConflictError, NotFoundError, UnsupportedTypeError, ValidationError } from '../../errors.ts';
import { queueFilmPackaging, type QueuedSource } from '../../films/jobs.ts';
import { FILM_PACKAGES_FOLDER, FILM_SOURCES_FOLDER, removeFilmFiles } from '../../films/storage.ts';
import { parseRowId } from '../../http/params.ts';

type FilmRow = typeof films.$inferSelect;
type CaptionRow = Pick<typeof filmCaptions.$inferSelect, 'language' | 'label'>;

// Long enough for any real file name; the name is only shown to admins.
const MAX_SOURCE_NAME_LENGTH = 255;

export async function requireMovie(db: Db, movieId: number): Promise<void> {
  const [movie] = await db.select({ id: movies.id }).from(movies).where(eq(movies.id, movieId));
  if (!movie) throw new NotFoundError(publicMessages.movieNotFound);
}

function toAdminFilm(row: FilmRow, captions: CaptionRow[]): AdminFilm {
  return {
    status: row.status,
    progress: row.progress,
    error: row.error,
    is_playable: row.packageDir !== null,
    duration_seconds: row.durationSeconds,
    renditions: row.renditions.map(({ width, height }) => ({ width, height })),
    source_name: row.sourceName,
    source_bytes: row.sourceBytes,
    updated_at: row.updatedAt.toISOString(),
    captions,
  };
}

/** The film as the admin sees it, captions included; null when the movie has none. */
export async function loadAdminFilm(db: Db, movieId: number): Promise<AdminFilm | null> {
  const [row] = await db.select().from(films).where(eq(films.movieId, movieId));
  if (!row) return null;
  const captions = await db
    .select({ language: filmCaptions.language, label: filmCaptions.label })
    .from(filmCaptions)
    .where(eq(filmCaptions.movieId, movieId))
    .orderBy(asc(filmCaptions.language));
  return toAdminFilm(row, captions);
}

export async function getAdminFilm({ db }: Pick<ServiceDeps, 'db'>, movieId: number): Promise<AdminFilm | null> {
  await requireMovie(db, movieId);
  return loadAdminFilm(db, movieId);
}

/**
 * Packages a failed film again, from the source it kept. A film that did not fail is refused (queued or processing
 * already runs; a ready one has no source left), and so is one whose source is gone: it needs a new upload.
 */
export async function retryFilm({ db, films: store }: Pick<ServiceDeps, 'db' | 'films'>, actor: AuditActor, movieId: number): Promise<AdminFilm> {
  await requireMovie(db, movieId);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(films).where(eq(films.movieId, movieId)).for('update');
    if (!row) throw new NotFoundError(filmMessages.filmNotFound);
    const hasSource = row.sourcePath !== null && (await store.head(row.sourcePath)) !== null;
    if (row.status !== 'failed' || !hasSource) throw new ConflictError(filmMessages.filmNotRetryable);
    await tx
      .update(films)
      .set({ status: 'queued', progress: 0, error: null, attempts: 0, claimId: null, claimedAt: null, updatedAt: sql`now()` })
      .where(and(eq(films.movieId, movieId), eq(films.status, 'failed')));
    await recordAudit(tx, {
      actor,
      action: 'film.retry',
      subjectKind: 'film',
      subjectId: movieId,
      changes: changedFields({ status: row.status, error: row.error }, { status: 'queued', error: null }),
    });
  });
  const film = await loadAdminFilm(db, movieId);
  if (!film) throw new NotFoundError(filmMessages.filmNotFound);
  return film;
}

/** What a film's audit entry says of it: its state and uploaded file, never its storage paths or its key. */
function filmAuditFields(film: Pick<FilmRow, 'status' | 'sourceName' | 'sourceBytes'>) {
  return { status: film.status, source_name: film.sourceName, source_bytes: film.sourceBytes };
}

/**
 * Removes a movie's film: its row and caption rows in one transaction, then every file they named (the package
 * folder, the source, the caption files). A packaging job running meanwhile loses its row, so its result is
 * thrown away by the worker (its finish matches no claim).
 */
export async function removeFilm({ db, films: store }: Pick<ServiceDeps, 'db' | 'films'>, actor: AuditActor, movieId: number): Promise<void> {
  await requireMovie(db, movieId);
  const removed = await db.transaction(async (tx) => {
    const [film] = await tx.delete(films).where(eq(films.movieId, movieId)).returning();
    if (!film) throw new NotFoundError(filmMessages.filmNotFound);
    const captions = await tx
      .delete(filmCaptions)
      .where(eq(filmCaptions.movieId, movieId))
      .returning({ filePath: filmCaptions.filePath, language: filmCaptions.language });
    const gone = { ...filmAuditFields(film), duration_seconds: film.durationSeconds, captions: captions.map((caption) => caption.language).sort() };
    await recordAudit(tx, { actor, action: 'film.delete', subjectKind: 'film', subjectId: movieId, changes: changedFields(gone, null) });
    return { film, captionPaths: captions.map((caption) => caption.filePath) };
  });
  const paths = [
    // Every package of the movie, the streaming one and any a worker was writing.
    `${FILM_PACKAGES_FOLDER}/${movieId}`,
    removed.film.packageDir,
    removed.film.sourcePath,
    ...removed.captionPaths,
  ];
  await removeFilmFiles(store, paths);
}

/** What a film upload's tus metadata must name: an existing movie (by id) and the file's name. */
export interface FilmUploadTarget {
  movieId: number;
  sourceName: string;
}

/**
 * Checks a new upload's metadata before a byte is stored: the movie must exist, the name be given, and the size be
 * declared up front (tus allows deferring it, but then the limit could only be checked once the bytes arrive).
 */
export async function checkFilmUploadTarget(
  { db }: Pick<ServiceDeps, 'db'>,
  upload: { metadata: Record<string, string | null> | undefined; size: number | undefined },
): Promise<FilmUploadTarget> {
  const movieId = parseRowId(upload.metadata?.movieId ?? undefined);
  if (movieId === null) throw new ValidationError(filmMessages.filmUploadMovieInvalid);
  const [movie] = await db.select({ id: movies.id }).from(movies).where(eq(movies.id, movieId));
  if (!movie) throw new ValidationError(filmMessages.filmUploadMovieInvalid);
  const sourceName = upload.metadata?.filename?.trim() ?? '';
  const isNameValid = sourceName.length > 0 && sourceName.length <= MAX_SOURCE_NAME_LENGTH && !sourceName.includes('\u0000');
  if (!isNameValid || upload.size === undefined) throw new ValidationError(serverMessages.invalidRequest);
  return { movieId, sourceName };
}

// file-type reads at most this many bytes of a file to tell its type.
const TYPE_SNIFF_BYTES = 4100;

/**
 * Takes in a finished upload stored under `upload.key` of the private store: typed by its first bytes (MP4, MOV,
 * MKV or WebM, whatever its name says), moved to films/sources/<movie>-<uuid>.<ext> (a rename on this disk, a
 * copy in the bucket) and queued for packaging. A source that was still waiting for the packager is replaced, and
 * its file removed. On a refusal the caller removes the upload.
 */
export async function acceptFilmUpload(
  deps: Pick<ServiceDeps, 'db' | 'films'>,
  actor: AuditActor,
  upload: { key: string; bytes: number; metadata: Record<string, string | null> | undefined },
): Promise<void> {
  const store = deps.films;
  const head = await store.open(upload.key, { start: 0, end: TYPE_SNIFF_BYTES - 1 });
  const detected = head ? await fileTypeFromBuffer(await buffer(head.body)) : undefined;
  const isFilm = detected !== undefined && (FILM_UPLOAD_TYPES as readonly string[]).includes(detected.mime);
  if (!isFilm) throw new UnsupportedTypeError(filmMessages.filmTypeInvalid);
  // Checked again: the movie may have gone while the bytes travelled.
  const target = await checkFilmUploadTarget(deps, { metadata: upload.metadata, size: upload.bytes });
  const sourcePath = `${FILM_SOURCES_FOLDER}/${target.movieId}-${randomUUID()}.${detected.ext}`;
  await store.move(upload.key, sourcePath);
  let replaced: string | null;
  try {
    ({ replacedSourcePath: replaced } = await queueFilmUpload(deps.db, actor, {
      movieId: target.movieId,
      sourcePath,
      sourceName: target.sourceName,
      sourceBytes: upload.bytes,
    }));
  } catch (error) {
    await store.delete(sourcePath);
    throw error;
  }
  await removeFilmFiles(store, [replaced]);
}

/**
 * Queues the upload for packaging with its film.upload entry, in one transaction: the film's state and source before
 * (a replaced film's) and after.
 */
async function queueFilmUpload(db: Db, actor: AuditActor, source: QueuedSource) {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select().from(films).where(eq(films.movieId, source.movieId)).for('update');
    const queued = await queueFilmPackaging(tx, source);
    const after = filmAuditFields({ status: 'queued', sourceName: source.sourceName, sourceBytes: source.sourceBytes });
    const changes = changedFields(previous ? filmAuditFields(previous) : null, after);
    await recordAudit(tx, { actor, action: 'film.upload', subjectKind: 'film', subjectId: source.movieId, changes });
    return queued;
  });
}
