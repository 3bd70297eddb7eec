// Public media: what pages show (posters, stills, trailers), at /uploads/<key>. The bytes live in the object store
// (server/storage: this disk's DATA_DIR/media, or the bucket's media/ folder); this module adds the public URLs.
import type { Readable } from 'node:stream';
import send from '@fastify/send';
import type { ObjectStore } from '../storage/object-store.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';
/** A stored key names one content for good (a content hash or a unique suffix is part of it). */
export const PUBLIC_MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface MediaStore {
  /**
   * Stores the content under `key` (e.g. 'movies/poster-1a2b.jpg') and returns its public URL. The object appears
   * whole or not at all: a reader (another instance) never sees it half written.
   */
  save(key: string, content: Readable | Buffer): Promise<string>;
  /** The content stored under `key`, or null if there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the object a public URL points to; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The objects themselves, keyed as the URLs after /uploads/: what the uploads route sends. */
  readonly objects: ObjectStore;
}

export function createMediaStore(objects: ObjectStore): MediaStore {
  return {
    objects,
    async save(key, content) {
      // Said in the bucket too, for a CDN or a public bucket that serves the media without the app.
      await objects.put(key, content, { contentType: send.mime.getType(key) ?? undefined, cacheControl: PUBLIC_MEDIA_CACHE_CONTROL });
      return UPLOADS_URL_PREFIX + key;
    },
    read: (key) => objects.read(key),
    async remove(url) {
      if (url.startsWith(UPLOADS_URL_PREFIX)) await objects.delete(url.slice(UPLOADS_URL_PREFIX.length));
    },
    exists: async (key) => (await objects.head(key)) !== null,
  };
}
