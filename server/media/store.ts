// Where uploaded and seeded media live. Local disk today (DATA_DIR/media, served at /uploads/); the interface
// lets an S3-compatible store replace it without touching callers.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const UPLOADS_URL_PREFIX = '/uploads/';

export interface MediaStore {
  /**
   * Stores the content under `key` (e.g. 'movies/poster-1a2b.jpg') and returns its public URL. The object appears
   * whole or not at all: a reader (another instance on the same disk) never sees it half written.
   */
  save(key: string, content: Readable | Buffer): Promise<string>;
  /** The content stored under `key`, or null if there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the object a public URL points to; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  readonly rootDir: string;
}

export function createLocalMediaStore(rootDir: string): MediaStore {
  // Keys come from our own code, but a path that escapes the root would be a serious bug: refuse it.
  const pathOf = (key: string) => {
    const path = normalize(join(rootDir, key));
    if (!path.startsWith(rootDir + sep)) throw new Error(`Media key escapes the store: ${key}`);
    return path;
  };
  return {
    rootDir,
    async save(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside its place, then renamed into it: a rename within one folder is atomic.
      const partPath = `${path}.${randomUUID()}.part`;
      try {
        await pipeline(Buffer.isBuffer(content) ? [content] : content, createWriteStream(partPath));
        await rename(partPath, path);
      } catch (error) {
        await rm(partPath, { force: true });
        throw error;
      }
      return UPLOADS_URL_PREFIX + key;
    },
    async read(key) {
      return readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      await rm(pathOf(url.slice(UPLOADS_URL_PREFIX.length)), { force: true });
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
  };
}

