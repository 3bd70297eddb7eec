// The studio's catalogue as admins run it (docs/product.md#admin-movies): every movie, active or not, with how often it
// was rented; adding and editing one (an uploaded image becomes both its thumbnail and its poster; the title page's
// backdrop and trailer: movie-files.ts), and taking it off the site or back. A deactivated movie leaves the public
// list and cannot be rented; running rentals keep playing. Each write records its audit entry in its own transaction
// (docs/product.md#admin-audit).
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { STRIPE_MIN_CHARGE_CENTS, type AdminMovie, type ParsedMovieFields } from '../../../common/admin-catalogue.ts';
import type { AdminFilmSummary } from '../../../common/films.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { auditFieldsOf, changedFields, recordAudit, type AuditActor } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { films, movies, rentals } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { selectRatedMovies, toMovie, type RatedMovieRow } from '../../movies/service.ts';
import type { FilesByPart, ReceivedFile } from '../../uploads/receive.ts';
import { keepFilesOnlyIf } from '../../uploads/store-upload.ts';
import { movePreorders, premiereMoved } from '../../rentals/windows.ts';
import { sentColumns } from '../form-columns.ts';
import { assertOneTrailer, removeFiles, replacedFiles, storedUrls, storeMovieFiles, trailerColumn } from './movie-files.ts';

type MovieWrite = Partial<Omit<typeof movies.$inferInsert, 'id' | 'createdAt'>>;
type MovieRow = typeof movies.$inferSelect;

const ADMIN = { id: 0, isAdmin: true };
const movieNotFound = () => new NotFoundError(publicMessages.movieNotFound);

function selectAdminMovies(db: Db) {
  return selectRatedMovies(db).$dynamic();
}

async function rentalCounts(db: Db, movieIds: number[]): Promise<Map<number, number>> {
  if (movieIds.length === 0) return new Map();
  const rows = await db
    .select({ movieId: rentals.movieId, count: sql<number>`count(*)::int` })
    .from(rentals)
    .where(inArray(rentals.movieId, movieIds))
    .groupBy(rentals.movieId);
  return new Map(rows.map((row) => [row.movieId, row.count]));
}

/** Each movie's film in short (the list's Film column), one query for the whole list. */
async function filmSummaries(db: Db, movieIds: number[]): Promise<Map<number, AdminFilmSummary>> {
  if (movieIds.length === 0) return new Map();
  const rows = await db
    .select({ movieId: films.movieId, status: films.status, progress: films.progress, error: films.error, packageDir: films.packageDir })
    .from(films)
    .where(inArray(films.movieId, movieIds));
  return new Map(
    rows.map(({ movieId, status, progress, error, packageDir }) => [movieId, { status, progress, error, is_playable: packageDir !== null }]),
  );
}

interface MovieExtras {
  rentalCount: number;
  film: AdminFilmSummary | null;
}

async function extrasOf(db: Db, movieIds: number[]): Promise<(movieId: number) => MovieExtras> {
  const [counts, summaries] = await Promise.all([rentalCounts(db, movieIds), filmSummaries(db, movieIds)]);
  return (movieId) => ({ rentalCount: counts.get(movieId) ?? 0, film: summaries.get(movieId) ?? null });
}

function toAdminMovie(row: RatedMovieRow, extras: MovieExtras, timeZone: string): AdminMovie {
  const movie = toMovie(row, timeZone, { viewer: ADMIN, rentalViewer: null });
  return {
    ...movie,
    video_url: row.movie.videoUrl,
    film: extras.film,
    rental_count: extras.rentalCount,
    created_at: row.movie.createdAt.toISOString(),
  };
}

/** Every movie, newest first, each with its rental count and film state (one query each, whatever the length). */
export async function listAdminMovies({ db, config }: Pick<ServiceDeps, 'db' | 'config'>): Promise<AdminMovie[]> {
  const rows = await selectAdminMovies(db).orderBy(desc(movies.createdAt), desc(movies.id));
  const extras = await extrasOf(db, rows.map((row) => row.movie.id));
  return rows.map((row) => toAdminMovie(row, extras(row.movie.id), config.timeZone));
}

async function getAdminMovie({ db, config }: Pick<ServiceDeps, 'db' | 'config'>, movieId: number): Promise<AdminMovie> {
  const [row] = await selectAdminMovies(db).where(eq(movies.id, movieId));
  if (!row) throw movieNotFound();
  const extras = await extrasOf(db, [movieId]);
  return toAdminMovie(row, extras(movieId), config.timeZone);
}

/**
 * A paid film must cost at least what Stripe can charge; 0 is a free film, granted without checkout. The sandbox
 * has no minimum.
 */
export function assertChargeablePrice(config: ServiceDeps['config'], priceCents: number): void {
  if (config.stripe && priceCents > 0 && priceCents < STRIPE_MIN_CHARGE_CENTS) {
    throw new ValidationError(adminMessages.priceBelowCardMinimum);
  }
}

/** The columns the sent fields set but the trailer's, which depends on what is stored (movie-files.ts). */
function columnsOf({ trailer_url: _trailer, ...fields }: ParsedMovieFields): MovieWrite {
  return sentColumns<Omit<ParsedMovieFields, 'trailer_url'>, MovieWrite>(fields, {
    title: 'title',
    price: 'priceCents',
    rental_duration_hours: 'rentalDurationHours',
    duration: 'durationMinutes',
    logline: 'logline',
    description: 'description',
    video_url: 'videoUrl',
    website_url: 'websiteUrl',
    release_year: 'releaseYear',
    genres: 'genres',
    certificate: 'certificate',
    credits: 'credits',
    laurels: 'laurels',
    is_featured: 'isFeatured',
    featured_order: 'featuredOrder',
    premiere_at: 'premiereAt',
    start_window_days: 'startWindowDays',
  });
}

/** A movie's changed columns, as its audit entry records them (file columns as their /uploads/ addresses). */
const movieChanges = (before: MovieRow | null, after: MovieRow | null) =>
  changedFields(before && auditFieldsOf(movies, before), after && auditFieldsOf(movies, after));

export async function createMovie(
  deps: Pick<ServiceDeps, 'db' | 'media' | 'config'>,
  actor: AuditActor,
  fields: ParsedMovieFields,
  thumbnail: ReceivedFile | null,
  files: FilesByPart,
): Promise<AdminMovie> {
  assertChargeablePrice(deps.config, fields.price);
  assertOneTrailer(fields, files);
  const stored = await storeMovieFiles(deps, thumbnail, files);
  const created = await keepFilesOnlyIf(deps.media, storedUrls(stored), () => {
    const trailerUrl = trailerColumn(fields.trailer_url, stored.trailerUrl, null);
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(movies)
        .values({ title: fields.title, priceCents: fields.price, ...columnsOf(fields), ...stored, trailerUrl })
        .returning();
      await recordAudit(tx, { actor, action: 'movie.create', subjectKind: 'movie', subjectId: row!.id, changes: movieChanges(null, row!) });
      return row!;
    });
  });
  return getAdminMovie(deps, created.id);
}

export async function updateMovie(
  deps: Pick<ServiceDeps, 'db' | 'media' | 'config'>,
  actor: AuditActor,
  movieId: number,
  fields: ParsedMovieFields,
  thumbnail: ReceivedFile | null,
  files: FilesByPart,
): Promise<AdminMovie> {
  assertChargeablePrice(deps.config, fields.price);
  assertOneTrailer(fields, files);
  await getAdminMovie(deps, movieId);
  const stored = await storeMovieFiles(deps, thumbnail, files);
  const replaced = await keepFilesOnlyIf(deps.media, storedUrls(stored), () =>
    deps.db.transaction(async (tx) => {
      // Locked, so that two edits replacing a file at once each remove the file they replaced, not each other's.
      const [before] = await tx.select().from(movies).where(eq(movies.id, movieId)).for('update');
      if (!before) throw movieNotFound();
      const fileColumns = { ...stored, trailerUrl: trailerColumn(fields.trailer_url, stored.trailerUrl, before.trailerUrl) };
      const [after] = await tx
        .update(movies)
        .set({ ...columnsOf(fields), ...fileColumns, updatedAt: new Date() })
        .where(eq(movies.id, movieId))
        .returning();
      await recordAudit(tx, { actor, action: 'movie.update', subjectKind: 'movie', subjectId: movieId, changes: movieChanges(before, after!) });
      if (premiereMoved(before.premiereAt, after!.premiereAt)) await movePreorders(tx, movieId, after!.premiereAt, deps.config);
      return replacedFiles(before, fileColumns);
    }),
  );
  await removeFiles(deps, replaced);
  return getAdminMovie(deps, movieId);
}

/** Taking a movie off the site is recorded as movie.deactivate; putting it back, as a movie.update of is_active. */
export async function setMovieActive(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  actor: AuditActor,
  movieId: number,
  isActive: boolean,
): Promise<AdminMovie> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(movies).where(eq(movies.id, movieId)).for('update');
    if (!before) throw movieNotFound();
    const [after] = await tx.update(movies).set({ isActive, updatedAt: new Date() }).where(eq(movies.id, movieId)).returning();
    const action = isActive ? 'movie.update' : 'movie.deactivate';
    await recordAudit(tx, { actor, action, subjectKind: 'movie', subjectId: movieId, changes: movieChanges(before, after!) });
  });
  return getAdminMovie({ db, config }, movieId);
}
