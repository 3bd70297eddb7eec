// Uploaded media at /uploads/ (docs/decisions/0016-public-answers-from-memory.md), sent by @fastify/send as
// @fastify/static sent them, with the same headers, ranges and conditional answers, but without the spelling check
// @fastify/static 10.1 makes on every request of a wildcard route: it lists every folder on the way (readdir of
// the media root, then of movies/, ...) to refuse a differently cased alias on a case-insensitive disk. That is a
// sixth of the CPU of a poster's request, and it grows with the number of uploads in a folder. Here the address
// must be a media key as the app writes them (media/store.ts, uploads/): names of letters, digits, '.', '_' and
// '-', none starting with a dot, which the router compares byte for byte with what is on disk.
//
// Small files (posters, stills: what a page shows) are then kept in memory with their headers, as the built
// files are (http/file-in-memory.ts): opening and reading one per request held posters at 0.7 of nginx. Videos and
// other large files stream from the store (http/send-stored-object.ts). The bytes live in the object store
// (server/storage): this disk, or a bucket every instance shares; with MEDIA_PUBLIC_URL a CDN or the bucket's
// public address serves them instead, and this route only points there.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_MEDIA_CACHE_CONTROL, UPLOADS_URL_PREFIX } from '../media/store.ts';
import type { ObjectInfo, ObjectStore } from '../storage/object-store.ts';
import { contentTypeOf, sendFileInMemory, sendRangeNotSatisfiable, type FileInMemory } from '../http/file-in-memory.ts';
import { sendStoredObject, validatorsOf } from '../http/send-stored-object.ts';

const ONE_YEAR = PUBLIC_MEDIA_CACHE_CONTROL;
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
  /** The store's ETag when the bytes were read: the same one means the same bytes. */
  etag: string;
  size: number;
  checkedAt: number;
}

/**
 * Recently sent small uploads, least recently sent first (a Map keeps insertion order; a hit moves its entry to
 * the end). A stored key names one content for good (media/store.ts adds a unique suffix), but an object can be
 * deleted (an admin removes a photo), maybe by another instance: an entry not checked for `recheckAfterMs` is
 * checked with one look at the store's head before it is used, so a deleted upload stops being sent within that
 * time, and a request in between is a map look-up.
 */
class KeptUploads {
  private readonly entries = new Map<string, KeptUpload>();
  private totalBytes = 0;

  constructor(
    private readonly objects: ObjectStore,
    private readonly limits: UploadsMemoryLimits,
  ) {}

  /** The kept file for `key` if it is still stored as it was read; forgets it otherwise. */
  async get(key: string): Promise<FileInMemory | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (now - entry.checkedAt > this.limits.recheckAfterMs) {
      // Requests arriving during this look use the entry as it is: one look per entry and interval under load.
      entry.checkedAt = now;
      const current = await this.objects.head(key).catch(() => null);
      if (!current || current.etag !== entry.etag) {
        this.delete(key);
        return undefined;
      }
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.file;
  }

  /** Reads and keeps the object if it is small; 'large' (nothing read) or 'missing' otherwise. */
  async read(key: string): Promise<FileInMemory | 'large' | 'missing'> {
    const info = await this.objects.head(key);
    if (!info) return 'missing';
    if (info.size > this.limits.maxFileBytes) return 'large';
    const body = await this.objects.read(key);
    // Removed or replaced between the two looks: sent as a large one is, from what the store then holds.
    if (!body || body.length !== info.size) return 'large';
    return this.keep(key, info, body);
  }

  private keep(key: string, info: ObjectInfo, body: Buffer): FileInMemory {
    // Images and video are sent as they are: no compressed forms.
    const file: FileInMemory = {
      contentType: contentTypeOf(key),
      cacheControl: ONE_YEAR,
      identity: { body, ...validatorsOf(info) },
      br: null,
      gzip: null,
    };
    this.delete(key);
    this.entries.set(key, { file, etag: info.etag, size: info.size, checkedAt: Date.now() });
    this.totalBytes += info.size;
    for (const [oldest, entry] of this.entries) {
      if (this.totalBytes <= this.limits.maxTotalBytes) break;
      this.delete(oldest, entry);
    }
    return file;
  }

  private delete(key: string, entry = this.entries.get(key)) {
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.size;
  }
}

export interface UploadsOptions {
  objects: ObjectStore;
  /** MEDIA_PUBLIC_URL: where the public media are served from instead (a CDN, the bucket's public address). */
  publicUrl?: string;
  memory?: Partial<UploadsMemoryLimits>;
  /**
   * Called with the key of an object that is not stored; resolves whether it has now been made. Image variants are
   * made this way from their original (media/images.ts, createVariantMaker).
   */
  makeMissing?: (key: string) => Promise<boolean>;
}

export function registerUploads(app: FastifyInstance, options: UploadsOptions) {
  const { objects, publicUrl } = options;
  const kept = new KeptUploads(objects, { ...DEFAULT_LIMITS, ...options.memory });
  /** The object if it is small enough to keep, made first if it is missing and can be made; undefined otherwise. */
  const readKept = async (key: string) => {
    const found = await kept.read(key);
    if (found !== 'missing') return found === 'large' ? undefined : found;
    if (!(await options.makeMissing?.(key))) return undefined;
    const made = await kept.read(key).catch(() => 'missing' as const);
    return typeof made === 'string' ? undefined : made;
  };
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isMediaKey(key)) return reply.callNotFound();
    // A stored key never changes content, so the way there may be cached as long as the file.
    if (publicUrl) return reply.header('cache-control', ONE_YEAR).redirect(`${publicUrl}/${key}`, 301);
    const file = (await kept.get(key)) ?? (await readKept(key));
    if (file) return sendFileInMemory(request, reply, file);
    return sendLarge(request, reply, objects, key);
  });
}

/** A large object (or one that could not be read here: the store's send gives the 404), streamed. */
function sendLarge(request: FastifyRequest, reply: FastifyReply, objects: ObjectStore, key: string) {
  // Reads of the 64 KiB default from disk: 512 KiB reads (fewer of them) measured slower on a 1 MB range, 42
  // against 57 req/s under the same load (3 rounds, medians), the large buffers costing more than the reads they
  // save. A stored key carries a unique suffix, so a URL never changes content: cached for a year.
  return sendStoredObject(request, reply, objects, key, { cacheControl: ONE_YEAR }, {
    // As @fastify/static: a file we do not have (or a folder) is an unknown address.
    notFound: () => {
      reply.callNotFound();
      return reply;
    },
    // Answered as from memory.
    rangeNotSatisfiable: (contentRange) => sendRangeNotSatisfiable(reply, contentRange),
  });
}
