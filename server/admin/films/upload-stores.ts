// Where tus keeps a film upload while it travels (docs/decisions/0019), in the private store's uploads/ folder:
// - on this disk, @tus/file-store: the bytes in uploads/<id>, tus's record in uploads/<id>.json;
// - in the bucket, @tus/s3-store: a multipart upload to uploads/<id> (each chunk becomes parts, whatever instance
//   it reaches), tus's record in uploads/<id>.info. Any instance can then take the next chunk; the advisory-lock
//   locker (upload-locks.ts) keeps two from writing one upload at once.
// Either way, the finished upload is the object at uploads/<id> of the private store, which service.ts moves. The
// bucket's store is in bucket-upload-store.ts, loaded only for a bucket, as the bucket store is (storage/open.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore, ServerOptions } from '@tus/server';
import { FILM_UPLOADS_FOLDER } from '../../films/storage.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

export interface FilmUploadStore {
  datastore: DataStore;
  /** How tus names an upload and finds it again from its URL. */
  naming: Pick<ServerOptions, 'namingFunction' | 'getFileIdFromRequest' | 'generateUrl'>;
  /** The private-store key of an upload's bytes. */
  keyOf(id: string): string;
  /** Removes what is left of an upload: its bytes (unless moved already) and tus's record. */
  remove(id: string): Promise<void>;
  /** Removes the uploads nobody has added a byte to for `idleMs`; resolves how many. */
  removeIdle(idleMs: number, now?: number): Promise<number>;
}

// Ids as @tus/server makes them by default: 32 hex digits. Nothing else in a URL names an upload.
export const UPLOAD_ID = /^[0-9a-f]{32}$/;
export const newUploadId = () => randomBytes(16).toString('hex');

/**
 * @tus/file-store makes its folder in its constructor without waiting, and throws from the callback when that fails:
 * an uncaught exception that ends the process if the folder's parent is gone by then (a data directory removed as
 * the app closes). The folder is made here instead, awaited, so a failure is an ordinary rejection.
 */
// @ts-expect-error -- the method replaced (the library's fire-and-forget mkdir) is private to it.
class FileStoreInMadeFolder extends FileStore {
  private override checkOrCreateDirectory(): void {}
}

export async function createDiskUploadStore(films: ObjectStore): Promise<FilmUploadStore> {
  const dir = films.localPathOf?.(FILM_UPLOADS_FOLDER);
  if (!dir) throw new Error('The disk upload store needs the private store on this disk');
  await mkdir(dir, { recursive: true });
  return {
    datastore: new FileStoreInMadeFolder({ directory: dir }),
    naming: { namingFunction: newUploadId },
    keyOf: (id) => `${FILM_UPLOADS_FOLDER}/${id}`,
    remove: (id) => removeDiskUpload(dir, id),
    removeIdle: (idleMs, now) => removeIdleDiskUploads(dir, idleMs, now),
  };
}

async function removeDiskUpload(dir: string, id: string): Promise<void> {
  await Promise.all([rm(join(dir, id), { force: true }), rm(join(dir, `${id}.json`), { force: true })]);
}

/** Counted from the last write, not from the start, so a slow upload of a large film is never cut off while it moves. */
export async function removeIdleDiskUploads(dir: string, idleMs: number, now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const id of names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length))) {
    const written = await Promise.all([join(dir, id), join(dir, `${id}.json`)].map((path) => stat(path).then((s) => s.mtimeMs, () => 0)));
    if (Math.max(...written) < now - idleMs) {
      await removeDiskUpload(dir, id);
      removed += 1;
    }
  }
  return removed;
}
