// The stores an instance uses, from its configuration (docs/decisions/0019): one root (DATA_DIR, or the bucket
// under S3_PREFIX) with two folders that never mix: media/ (public, at /uploads/) and private/ (films, their
// packages and captions, unfinished uploads: only ever sent through the app's signed, rental-checked routes).
import { join } from 'node:path';
import type { Config, ObjectStoreSettings } from '../config.ts';
import { createMediaStore, type MediaStore } from '../media/store.ts';
import { createDiskStore } from './disk-store.ts';
import { scopedStore, type ObjectStore } from './object-store.ts';

export const MEDIA_FOLDER = 'media/';
export const PRIVATE_FOLDER = 'private/';

export interface Stores {
  /** Both folders: what storage:migrate copies into. */
  root: ObjectStore;
  /** Public media at /uploads/ (ServiceDeps.media). */
  media: MediaStore;
  /** The private folder (ServiceDeps.films). */
  films: ObjectStore;
}

export async function openStores(config: Pick<Config, 'dataDir' | 'objectStore'>): Promise<Stores> {
  const root = config.objectStore ? await openBucket(config.objectStore) : createDiskStore(config.dataDir);
  return { root, media: createMediaStore(scopedStore(root, MEDIA_FOLDER)), films: scopedStore(root, PRIVATE_FOLDER) };
}

/**
 * This machine's scratch folder: parts of uploads on their way, films being packaged. Nothing in it outlives the
 * work that made it, and nothing else of the site is kept on this disk when a bucket is configured.
 */
export function scratchDirOf(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'tmp');
}

/**
 * The bucket's code (the AWS SDK, tens of MB of heap once loaded) is loaded only for a bucket: a site on this disk
 * never carries it.
 */
async function openBucket(settings: ObjectStoreSettings): Promise<ObjectStore> {
  const { createBucketStore } = await import('./s3-store.ts');
  return createBucketStore(settings);
}
