// Where every file the site keeps lives (docs/decisions/0019): one interface over two places, so that nothing above
// it knows which. With no configuration, a folder on this disk (DATA_DIR); with S3_BUCKET, an S3-compatible bucket
// (s3-store.ts) that any number of instances share, leaving each machine's disk only temporary files.
//
// Keys are '/'-separated names made by the app (never by a client unchecked): 'media/movies/poster.ab12.jpg',
// 'private/films/packages/3/…'. A store may be narrowed to a folder (scopedStore): the public media store sees
// 'movies/poster.ab12.jpg', the film store 'films/sources/…'.
import type { Readable } from 'node:stream';

/** What a store says of one object: enough for validators (ETag, Last-Modified) and for a cache to tell a change. */
export interface ObjectInfo {
  size: number;
  /** Quoted, as HTTP sends it ('"…"'): changes whenever the content does. */
  etag: string;
  lastModified: Date;
}

/** An inclusive byte range, as HTTP's Range header names one. */
export interface ByteRange {
  start: number;
  end: number;
}

interface OpenedObject extends ObjectInfo {
  /** The whole object, or the range asked for. */
  body: Readable;
  /** The range the body holds; undefined for the whole object. */
  range?: ByteRange;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * How the object is to be answered when something other than the app sends it (a CDN in front of a public bucket,
 * MEDIA_PUBLIC_URL). A disk has no place for these: the app sends its files with its own headers.
 */
export interface PutOptions {
  contentType?: string;
  cacheControl?: string;
}

export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** Stores content under `key`, whole or not at all: no reader ever sees it half written. Streams keep memory flat. */
  put(key: string, content: Readable | Buffer, options?: PutOptions): Promise<void>;
  /** Stores the file at `path` under `key`; with `move`, the file is gone afterwards (a rename on the same disk). */
  putFile(key: string, path: string, options?: PutOptions & { move?: boolean }): Promise<void>;
  /** The whole content, or null when there is no such object. For small objects (images, playlists, captions). */
  read(key: string): Promise<Buffer | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** A stream of the object, or of `range` of it (clamped to its end); null when missing. */
  open(key: string, range?: ByteRange): Promise<OpenedObject | null>;
  /** Writes the object to a local file (the packager's ffmpeg reads files). Throws when it is missing. */
  download(key: string, path: string): Promise<void>;
  /** Moves an object to another key of the same store (a rename on disk; copy then delete in a bucket). */
  move(from: string, to: string): Promise<void>;
  /** Removes one object; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a folder: ends with '/'). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every object under `prefix`, in no promised order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /**
   * The file behind a key when the store is this disk, so that a large file can be sent with the kernel's help and
   * ffmpeg can read a source where it lies. Undefined for a bucket.
   */
  localPathOf?(key: string): string;
}

/** The store seen from inside one folder: keys are relative to `folder` ('media/'). */
export function scopedStore(store: ObjectStore, folder: string): ObjectStore {
  if (!folder.endsWith('/')) throw new Error(`A store's folder ends with '/': ${folder}`);
  const full = (key: string) => folder + key;
  const scoped: ObjectStore = {
    kind: store.kind,
    put: (key, content, options) => store.put(full(key), content, options),
    putFile: (key, path, options) => store.putFile(full(key), path, options),
    read: (key) => store.read(full(key)),
    head: (key) => store.head(full(key)),
    open: (key, range) => store.open(full(key), range),
    download: (key, path) => store.download(full(key), path),
    move: (from, to) => store.move(full(from), full(to)),
    delete: (key) => store.delete(full(key)),
    deletePrefix: (prefix) => store.deletePrefix(full(prefix)),
    async *list(prefix) {
      for await (const object of store.list(full(prefix))) yield { ...object, key: object.key.slice(folder.length) };
    },
  };
  const { localPathOf } = store;
  if (localPathOf) scoped.localPathOf = (key) => localPathOf(full(key));
  return scoped;
}
