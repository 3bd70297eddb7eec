// Where films live in the private store (ServiceDeps.films, server/storage/open.ts): DATA_DIR/private on this disk,
// or the bucket's private/ folder. Nothing here is served as it is: films leave only through the signed,
// rental-checked routes of server/films/delivery. Keys in the database (films.source_path, package_dir,
// film_captions.file_path) are relative to that store.
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ObjectStore } from '../storage/object-store.ts';

export const FILM_SOURCES_FOLDER = 'films/sources';
export const FILM_PACKAGES_FOLDER = 'films/packages';
export const FILM_CAPTIONS_FOLDER = 'films/captions';
/** Unfinished resumable uploads (server/admin/films/tus.ts). */
export const FILM_UPLOADS_FOLDER = 'uploads';

/** Removes what stored keys name: a package folder with everything in it, or a single file. Nulls are skipped. */
export async function removeFilmFiles(films: ObjectStore, keys: Array<string | null>): Promise<void> {
  await Promise.all(
    keys.filter((key) => key !== null).map((key) => Promise.all([films.delete(key), films.deletePrefix(`${key}/`)])),
  );
}

/**
 * Stores every file of a local folder under `prefix`, its sub-folders kept: copied, or moved (the folder is then
 * left empty). `skip` leaves out files by name.
 */
export async function storeFolder(
  films: ObjectStore,
  folder: string,
  prefix: string,
  options: { move?: boolean; skip?: (name: string) => boolean } = {},
): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && !options.skip?.(entry.name)).map((entry) => join(entry.parentPath, entry.name));
  // A few at a time: each is a segment of a few hundred kB to a few MB, and a bucket answers each put on its own.
  const queue = [...files];
  const storer = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      await films.putFile(`${prefix}/${relative(folder, file).split(sep).join('/')}`, file, { move: options.move });
    }
  };
  await Promise.all(Array.from({ length: 4 }, storer));
}
