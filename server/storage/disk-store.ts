// The object store as a folder of this disk (DATA_DIR): the default, for one machine (docs/decisions/0019).
// A key is a path below the root; writes land beside their place and are renamed into it, which is atomic within
// one folder, so a reader never sees half a file.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ListedObject, ObjectInfo, ObjectStore } from './object-store.ts';

const isMissing = (error: unknown) => ['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** The same size, modification time and inode mean the same bytes: what a stored key's ETag says on this disk. */
function infoOf(stats: Stats): ObjectInfo {
  return { size: stats.size, etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}-${stats.ino.toString(16)}"`, lastModified: stats.mtime };
}

export function createDiskStore(rootDir: string): ObjectStore {
  // Keys come from our own code, but a path that escapes the root would be a serious bug: refuse it.
  const pathOf = (key: string) => {
    const path = normalize(join(rootDir, key));
    if (!path.startsWith(rootDir + sep)) throw new Error(`Storage key escapes the store: ${key}`);
    return path;
  };

  /** Writes through a part file beside the target, then renames it into place. */
  async function writeWhole(key: string, write: (partPath: string) => Promise<void>): Promise<void> {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partPath = `${path}.${randomUUID()}.part`;
    try {
      await write(partPath);
      await rename(partPath, path);
    } catch (error) {
      await rm(partPath, { force: true });
      throw error;
    }
  }

  /**
   * Pipes `content` into a new file. On failure it returns only once the file is closed: a stream destroyed while
   * still opening its file creates it afterwards, which would put a part back after writeWhole removed it.
   */
  async function writeStream(content: Readable, path: string): Promise<void> {
    const file = createWriteStream(path);
    try {
      await pipeline(content, file);
    } catch (error) {
      if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
      throw error;
    }
  }

  async function* walk(folder: string): AsyncGenerator<ListedObject> {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile() && !entry.name.endsWith('.part')) {
        const stats = await stat(path).catch(() => null);
        if (stats) yield { key: relative(rootDir, path).split(sep).join('/'), size: stats.size, lastModified: stats.mtime };
      }
    }
  }

  return {
    kind: 'disk',
    localPathOf: pathOf,
    put: (key, content) =>
      writeWhole(key, (partPath) => writeStream(Buffer.isBuffer(content) ? Readable.from([content]) : content, partPath)),
    async putFile(key, path, options) {
      if (options?.move) {
        await mkdir(dirname(pathOf(key)), { recursive: true });
        // A rename when both are on this disk; across file systems, a copy and then the original goes.
        try {
          return await rename(path, pathOf(key));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        }
        await writeWhole(key, (partPath) => copyFile(path, partPath));
        return rm(path, { force: true });
      }
      return writeWhole(key, (partPath) => copyFile(path, partPath));
    },
    async read(key) {
      return readFile(pathOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
    },
    async head(key) {
      const stats = await stat(pathOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return stats?.isFile() ? infoOf(stats) : null;
    },
    async open(key, range) {
      // One open file for the stat and the stream, so that the info describes the bytes sent even if the key is
      // replaced meanwhile (a rename puts a new file in its place; this one stays readable).
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const clamped = range && { start: range.start, end: Math.min(range.end, stats.size - 1) };
      const body = handle.createReadStream(clamped ? { start: clamped.start, end: clamped.end } : {});
      return { ...infoOf(stats), body, ...(clamped && { range: clamped }) };
    },
    async download(key, path) {
      await pipeline(createReadStream(pathOf(key)), createWriteStream(path));
    },
    async move(from, to) {
      await mkdir(dirname(pathOf(to)), { recursive: true });
      await rename(pathOf(from), pathOf(to));
    },
    async delete(key) {
      // A key names a file: a folder of the same name is none of this call's business.
      await rm(pathOf(key), { force: true }).catch((error: unknown) => {
        if (!['EISDIR', 'ERR_FS_EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
      });
    },
    async deletePrefix(prefix) {
      // A folder goes whole; a prefix that ends inside a name removes the matching files of its folder.
      if (prefix.endsWith('/')) {
        // 'a.mp4/' names no folder when a.mp4 is a file: there is nothing under it.
        return rm(pathOf(prefix), { recursive: true, force: true }).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
      }
      for await (const object of walk(dirname(pathOf(prefix)))) {
        if (object.key.startsWith(prefix)) await rm(pathOf(object.key), { force: true });
      }
    },
    list(prefix) {
      const folder = prefix === '' ? rootDir : prefix.endsWith('/') ? pathOf(prefix) : dirname(pathOf(prefix));
      return (async function* () {
        for await (const object of walk(folder)) if (object.key.startsWith(prefix)) yield object;
      })();
    },
  };
}
