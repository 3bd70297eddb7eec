// Uploaded media at /uploads/ (issue 13, "Static and media delivery"), sent by @fastify/send as @fastify/static
// sent them, with the same headers, ranges and conditional answers, but without the spelling check
// @fastify/static 10.1 makes on every request of a wildcard route: it lists every folder on the way (readdir of
// the media root, then of movies/, ...) to refuse a differently cased alias on a case-insensitive disk. That is a
// sixth of the CPU of a poster's request, and it grows with the number of uploads in a folder. Here the address
// must be a media key as the app writes them (media/store.ts, uploads/): names of letters, digits, '.', '_' and
// '-', none starting with a dot, which the router compares byte for byte with what is on disk.
//
// Small files (posters, stills: what a page shows) are then kept in memory with their headers, as the built
// files are (file-in-memory.ts): opening and reading one per request held posters at 0.7 of nginx. Videos and
// other large files stream from disk.
import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS_URL_PREFIX } from '../media/store.ts';
import { contentTypeOf, formOf, sendFileInMemory, sendRangeNotSatisfiable, type FileInMemory } from './file-in-memory.ts';
import { sendDiskFile } from './send-disk-file.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const MEDIA_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

export interface UploadsMemoryLimits {
  /** Files up to this size are kept in memory after their first read. */
  maxFileBytes: number;
  /** All kept files together; the least recently sent go first. */
  maxTotalBytes: number;
  /** How old a kept file's last look at the disk may be before it is used. */
  recheckAfterMs: number;
}

// A poster or a still is 50–300 kB: 64 MB keeps a few hundred of the most seen, a small share of the app's memory.
const DEFAULT_LIMITS: UploadsMemoryLimits = { maxFileBytes: 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024, recheckAfterMs: 1000 };

/** Whether `key` can be a stored media key: nothing else is looked up on disk. */
export function isMediaKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && MEDIA_KEY.test(key);
}

interface KeptUpload {
  file: FileInMemory;
  /** What the disk said when the bytes were read: the same size, mtime and inode mean the same bytes. */
  size: number;
  mtimeMs: number;
  ino: number;
  checkedAt: number;
}

/**
 * Recently sent small uploads, least recently sent first (a Map keeps insertion order; a hit moves its entry to
 * the end). A stored key names one content for good (media/store.ts adds a unique suffix), but a file can be
 * deleted (an admin removes a photo), maybe by another instance on a shared disk: an entry not checked for
 * `recheckAfterMs` is checked with one stat before it is used, so a deleted upload stops being sent within that
 * time, and a request in between is a map look-up.
 */
class KeptUploads {
  private readonly entries = new Map<string, KeptUpload>();
  private totalBytes = 0;

  constructor(private readonly limits: UploadsMemoryLimits) {}

  /** The kept file for `key` if it is still on disk as it was read; forgets it otherwise. */
  async get(key: string, path: string): Promise<FileInMemory | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (now - entry.checkedAt > this.limits.recheckAfterMs) {
      // Requests arriving during this stat use the entry as it is: one stat per entry and interval under load.
      entry.checkedAt = now;
      const current = await stat(path).catch(() => null);
      if (!current || current.size !== entry.size || current.mtimeMs !== entry.mtimeMs || current.ino !== entry.ino) {
        this.delete(key);
        return undefined;
      }
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.file;
  }

  /** Reads the file at `path` and keeps it if it is small; undefined (nothing read) for a large file. */
  async read(key: string, path: string): Promise<FileInMemory | undefined> {
    // One open file for the stat and the read, so that the validators describe the bytes read even if the file
    // is replaced meanwhile. A large file costs this open and stat before send streams it: nothing next to its
    // megabytes (measured on the 1 MB range).
    const handle = await open(path, 'r');
    try {
      const stats = await handle.stat();
      if (!stats.isFile() || stats.size > this.limits.maxFileBytes) return undefined;
      const body = await handle.readFile();
      if (body.length !== stats.size) return undefined;
      // Images and video are sent as they are: no compressed forms.
      const file: FileInMemory = {
        contentType: contentTypeOf(path),
        cacheControl: ONE_YEAR,
        identity: formOf(body, stats),
        br: null,
        gzip: null,
      };
      this.delete(key);
      this.entries.set(key, { file, size: stats.size, mtimeMs: stats.mtimeMs, ino: stats.ino, checkedAt: Date.now() });
      this.totalBytes += stats.size;
      for (const [oldest, entry] of this.entries) {
        if (this.totalBytes <= this.limits.maxTotalBytes) break;
        this.delete(oldest, entry);
      }
      return file;
    } finally {
      await handle.close();
    }
  }

  private delete(key: string, entry = this.entries.get(key)) {
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.size;
  }
}

export interface UploadsOptions {
  mediaRoot: string;
  memory?: Partial<UploadsMemoryLimits>;
  /**
   * Called with the key of a file that is not on disk; resolves whether it has now been made. Image variants are
   * made this way from their original (media/images.ts, createVariantMaker).
   */
  makeMissing?: (key: string) => Promise<boolean>;
}

export function registerUploads(app: FastifyInstance, options: UploadsOptions) {
  const kept = new KeptUploads({ ...DEFAULT_LIMITS, ...options.memory });
  /** The file if it is small enough to keep, made first if it is missing and can be made; undefined otherwise. */
  const readKept = async (key: string, path: string) => {
    try {
      return await kept.read(key, path);
    } catch (error) {
      if (!isMissing(error) || !(await options.makeMissing?.(key))) return undefined;
      return kept.read(key, path).catch(() => undefined);
    }
  };
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isMediaKey(key)) return reply.callNotFound();
    const path = join(options.mediaRoot, key);
    const file = (await kept.get(key, path)) ?? (await readKept(key, path));
    if (file) return sendFileInMemory(request, reply, file);
    return sendFromDisk(request, reply, options.mediaRoot, key);
  });
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A large file (or one that could not be read here: send gives the 404), streamed by @fastify/send. */
function sendFromDisk(request: FastifyRequest, reply: FastifyReply, mediaRoot: string, key: string) {
  // Reads of the 64 KiB default: 512 KiB reads (fewer of them) measured slower on a 1 MB range, 42 against
  // 57 req/s under the same load (3 rounds, medians), the large buffers costing more than the reads they save.
  // A stored key carries a unique suffix, so a URL never changes content: cached for a year.
  const file = { root: mediaRoot, path: key, cacheControl: ONE_YEAR };
  return sendDiskFile(request, reply, file, {
    // As @fastify/static: a file we do not have (or a folder) is an unknown address.
    notFound: () => {
      reply.callNotFound();
      return reply;
    },
    // Answered as from memory.
    rangeNotSatisfiable: (contentRange) => sendRangeNotSatisfiable(reply, contentRange),
  });
}
