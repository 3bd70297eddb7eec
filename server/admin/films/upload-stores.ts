// Where tus keeps a film upload while it travels (docs/decisions/0019), in the private store's uploads/ folder:
// - on this disk, @tus/file-store: the bytes in uploads/<id>, tus's record in uploads/<id>.json;
// - in the bucket, @tus/s3-store: a multipart upload to uploads/<id> (each chunk becomes parts, whatever instance
//   it reaches), tus's record in uploads/<id>.info. Any instance can then take the next chunk; the advisory-lock
//   locker (upload-locks.ts) keeps two from writing one upload at once.
// Either way, the finished upload is the object at uploads/<id> of the private store, which service.ts moves.
import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AbortMultipartUploadCommand, ListMultipartUploadsCommand, ListPartsCommand, type S3Client } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, ServerOptions } from '@tus/server';
import type { ObjectStoreSettings } from '../../config.ts';
import { FILM_UPLOADS_FOLDER } from '../../films/storage.ts';
import { PRIVATE_FOLDER } from '../../storage/open.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { createS3Client, s3ClientConfigOf } from '../../storage/s3-store.ts';

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
const UPLOAD_ID = /^[0-9a-f]{32}$/;
const newUploadId = () => randomBytes(16).toString('hex');

export function createDiskUploadStore(films: ObjectStore): FilmUploadStore {
  const dir = films.localPathOf?.(FILM_UPLOADS_FOLDER);
  if (!dir) throw new Error('The disk upload store needs the private store on this disk');
  return {
    datastore: new FileStore({ directory: dir }),
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

// Each PATCH's bytes go to the bucket as parts of this size (the last of a chunk may be smaller: @tus/s3-store keeps
// it aside as uploads/<id>.part until the next chunk completes it).
const PART_BYTES = 8 * 1024 * 1024;

export function createBucketUploadStore(settings: ObjectStoreSettings, films: ObjectStore): FilmUploadStore {
  // tus speaks to the bucket itself, with whole keys: the prefix and the private folder are written out here.
  const keyPrefix = `${settings.prefix}${PRIVATE_FOLDER}${FILM_UPLOADS_FOLDER}/`;
  const client = createS3Client(settings);
  const keyOf = (id: string) => `${FILM_UPLOADS_FOLDER}/${id.slice(keyPrefix.length)}`;
  const remove = async (id: string) => {
    const key = keyOf(id);
    await Promise.all([films.delete(key), films.delete(`${key}.info`), films.delete(`${key}.part`)]);
  };
  return {
    datastore: new S3Store({
      partSize: PART_BYTES,
      // One part at a time per upload: memory stays at about a part per chunk in flight.
      maxConcurrentPartUploads: 1,
      s3ClientConfig: { ...s3ClientConfigOf(settings), bucket: settings.bucket },
    }),
    naming: {
      namingFunction: () => keyPrefix + newUploadId(),
      getFileIdFromRequest: (_request, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? keyPrefix + lastPath : undefined),
      generateUrl: (_request, { path, id }) => `${path}/${id.slice(keyPrefix.length)}`,
    },
    keyOf,
    remove,
    removeIdle: (idleMs, now) => removeIdleBucketUploads(client, settings.bucket, keyPrefix, idleMs, now, remove),
  };
}

/**
 * An unfinished upload in a bucket is a multipart upload, which no listing of objects shows: its last write is its
 * newest part's (or its start, before any part). Those idle for `idleMs` are aborted and their records removed.
 */
async function removeIdleBucketUploads(
  client: S3Client,
  bucket: string,
  keyPrefix: string,
  idleMs: number,
  now = Date.now(),
  remove: (id: string) => Promise<void>,
): Promise<number> {
  let removed = 0;
  let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
  for (;;) {
    const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: keyPrefix, ...markers }));
    for (const upload of page.Uploads ?? []) {
      if (!upload.Key || !upload.UploadId || upload.Key.endsWith('.part')) continue;
      const lastWrite = Math.max(upload.Initiated?.getTime() ?? 0, await lastPartWrite(client, bucket, upload.Key, upload.UploadId));
      if (lastWrite >= now - idleMs) continue;
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }));
      await remove(upload.Key);
      removed += 1;
    }
    if (!page.IsTruncated) return removed;
    markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
  }
}

/** When the newest part of a multipart upload was written (0 without parts); a 20 GB film has thousands of parts. */
async function lastPartWrite(client: S3Client, bucket: string, key: string, uploadId: string): Promise<number> {
  let newest = 0;
  let marker: string | undefined;
  for (;;) {
    const page = await client.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }));
    for (const part of page.Parts ?? []) newest = Math.max(newest, part.LastModified?.getTime() ?? 0);
    if (!page.IsTruncated) return newest;
    marker = page.NextPartNumberMarker;
  }
}
