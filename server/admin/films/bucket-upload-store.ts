// tus's uploads in the bucket (upload-stores.ts says how both places keep them): @tus/s3-store, with whole keys
// mapped to and from the 32 hex digits in the upload's URL, and the idle ones found among the bucket's multipart
// uploads. Loaded only when S3_BUCKET is set, as the bucket store is (storage/open.ts).
import { AbortMultipartUploadCommand, ListMultipartUploadsCommand, ListPartsCommand, type S3Client } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { ObjectStoreSettings } from '../../config.ts';
import { FILM_UPLOADS_FOLDER } from '../../films/storage.ts';
import { PRIVATE_FOLDER } from '../../storage/open.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { createS3Client, s3ClientConfigOf } from '../../storage/s3-client.ts';
import { newUploadId, UPLOAD_ID, type FilmUploadStore } from './upload-stores.ts';

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
