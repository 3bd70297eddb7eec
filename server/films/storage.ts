// The private media root (issue 12): film sources, HLS packages, their captions and unfinished tus uploads live
// in DATA_DIR/private, beside DATA_DIR/media (the public /uploads/) and never under it. Nothing here is served as
// it is: films leave only through the signed, rental-checked routes of server/films/delivery.
import { join, normalize, sep } from 'node:path';

export interface FilmStorage {
  /** DATA_DIR/private. */
  readonly root: string;
  /** tus uploads in progress (the tus file store's folder). */
  readonly uploadsDir: string;
  /** The absolute path of a path stored in the database (relative to the root); refuses one that escapes it. */
  pathOf(relativePath: string): string;
}

export const FILM_SOURCES_FOLDER = 'films/sources';
export const FILM_PACKAGES_FOLDER = 'films/packages';
export const FILM_CAPTIONS_FOLDER = 'films/captions';

export function filmStorageOf(config: { dataDir: string }): FilmStorage {
  const root = join(config.dataDir, 'private');
  return {
    root,
    uploadsDir: join(root, 'uploads'),
    pathOf(relativePath) {
      const path = normalize(join(root, relativePath));
      if (!path.startsWith(root + sep)) throw new Error(`Private media path escapes the root: ${relativePath}`);
      return path;
    },
  };
}
