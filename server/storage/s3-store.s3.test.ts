// The bucket store against a real S3 server: Ceph's radosgw, started by scripts/lib/rgw.mjs for the run (or the
// server S3_TEST_ENDPOINT names). `npx vitest run -c vitest.s3.config.ts`; not part of `npm test`.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  type ServiceInputTypes,
  type ServiceOutputTypes,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStoreSettings } from '../config.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3Client } from './s3-client.ts';
import { createBucketStore, RangeNotSatisfiableError, type BucketStoreOptions } from './s3-store.ts';
import { describeObjectStore } from './testing/object-store-contract.ts';

// Set by vitest.s3.config.ts's global setup (scripts/lib/rgw.mjs), or by whoever runs these against another server.
const server = {
  endpoint: process.env.S3_TEST_ENDPOINT ?? '',
  region: process.env.S3_TEST_REGION ?? 'us-east-1',
  accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? '',
  secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? '',
  bucket: process.env.S3_TEST_BUCKET ?? '',
};
if (!server.endpoint) throw new Error('No S3 server: run these with vitest.s3.config.ts, or set S3_TEST_ENDPOINT and its keys');

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
// The shared test bucket, or one of this file's own when none is named.
const bucket = server.bucket || `studio-test-${randomUUID().slice(0, 8)}`;
// Everything this file writes lies under this prefix, so that a shared bucket is left as it was found.
const runPrefix = `run-${randomUUID().slice(0, 8)}/`;

function settingsOf(prefix: string): ObjectStoreSettings {
  return {
    bucket,
    endpoint: server.endpoint,
    region: server.region,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    forcePathStyle: true,
    prefix: runPrefix + prefix,
    mediaPublicUrl: undefined,
  };
}

let folders = 0;
/** A store under a prefix no other test writes to, and the bucket's name for one of its keys. */
function freshStore(options?: BucketStoreOptions): ObjectStore & { bucketKeyOf(key: string): string } {
  const folder = `t${(folders += 1)}/`;
  return Object.assign(createBucketStore(settingsOf(folder), options), { bucketKeyOf: (key: string) => runPrefix + folder + key });
}

const client = createS3Client(settingsOf(''));

async function keysOf(store: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  return keys.sort();
}

/** `total` bytes in chunks of `chunk`, made as they are read: nothing of it is held in memory at once. */
function generated(total: number, chunk = MiB, seed = 1): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const size = Math.min(chunk, total - sent);
      const bytes = Buffer.allocUnsafe(size).fill((seed + sent / chunk) % 251);
      sent += size;
      this.push(bytes);
    },
  });
}

/** The sha256 of what `generated` gives, computed the same way. */
async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

beforeAll(async () => {
  if (!server.bucket) await client.send(new CreateBucketCommand({ Bucket: bucket }));
});

afterAll(async () => {
  await createBucketStore(settingsOf('')).deletePrefix('');
  if (!server.bucket) await client.send(new DeleteBucketCommand({ Bucket: bucket }));
  client.destroy();
});

describeObjectStore('an S3 bucket (Ceph RGW)', () => freshStore());

describe('the bucket store', () => {
  const scratch = mkdtempSync(join(tmpdir(), 's3-store-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('uploads a 40 MB stream in parts, byte for byte, and describes it with a real ETag', async () => {
    const store = freshStore();
    const size = 40 * MiB + 12_345;
    await store.put('films/big.bin', generated(size), { contentType: 'video/mp4' });
    const info = await store.head('films/big.bin');
    expect(info?.size).toBe(size);
    // A multipart object's ETag ('"<md5 of md5s>-<parts>"'); RGW's CompleteMultipartUpload answer has none.
    expect(info?.etag).toMatch(/^"[0-9a-f]{32}-\d+"$/);
    expect(await sha256Of((await store.open('films/big.bin'))!.body)).toBe(await sha256Of(generated(size)));
    const raw = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: store.bucketKeyOf('films/big.bin') }));
    expect(raw.ContentType).toBe('video/mp4');
  });

  it('replaces a large object with a small one and back, whole', async () => {
    const store = freshStore();
    await store.put('x.bin', generated(20 * MiB, MiB, 3));
    await store.put('x.bin', Buffer.from('small now'));
    expect((await store.read('x.bin'))?.toString()).toBe('small now');
    await store.put('x.bin', generated(18 * MiB, MiB, 5));
    expect(await sha256Of((await store.open('x.bin'))!.body)).toBe(await sha256Of(generated(18 * MiB, MiB, 5)));
  });

  it('stores an empty stream and an empty buffer', async () => {
    const store = freshStore();
    await store.put('empty-stream', Readable.from([]));
    await store.put('empty-buffer', Buffer.alloc(0));
    expect((await store.head('empty-stream'))?.size).toBe(0);
    expect((await store.read('empty-buffer'))?.length).toBe(0);
  });

  it('leaves neither an object nor parts behind when a stream fails after parts went up', async () => {
    const store = freshStore({ partSize: 5 * MiB, queueSize: 2 });
    async function* failing() {
      for (let i = 0; i < 12; i += 1) yield Buffer.alloc(MiB, i);
      throw new Error('client went away');
    }
    await expect(store.put('cut.bin', Readable.from(failing()))).rejects.toThrow('client went away');
    await expect(store.head('cut.bin')).resolves.toBeNull();
    const pending = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: store.bucketKeyOf('') }));
    expect(pending.Uploads ?? []).toEqual([]);
  });

  it('opens the first bytes, the middle, an open-ended end (clamped), and refuses a range past the end', async () => {
    const store = freshStore();
    const bytes = randomBytes(10_000);
    await store.put('r.bin', bytes);
    const info = await store.head('r.bin');
    for (const [range, expected] of [
      [{ start: 0, end: 0 }, { start: 0, end: 0 }],
      [{ start: 0, end: 1023 }, { start: 0, end: 1023 }],
      [{ start: 4000, end: 4999 }, { start: 4000, end: 4999 }],
      [{ start: 9000, end: Number.MAX_SAFE_INTEGER }, { start: 9000, end: 9999 }],
      [{ start: 0, end: 9999 }, { start: 0, end: 9999 }],
    ] as const) {
      const opened = await store.open('r.bin', range);
      expect(opened).toMatchObject({ size: 10_000, range: expected, etag: info?.etag });
      expect((await buffer(opened!.body)).equals(bytes.subarray(expected.start, expected.end + 1))).toBe(true);
    }
    const refused = await store.open('r.bin', { start: 10_000, end: 10_500 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RangeNotSatisfiableError);
    expect(refused).toMatchObject({ size: 10_000 });
    await expect(store.open('missing.bin', { start: 0, end: 10 })).resolves.toBeNull();
  });

  it('downloads a multipart object to a file, and refuses to download what is missing', async () => {
    const store = freshStore();
    await store.put('d.bin', generated(17 * MiB, MiB, 9));
    const path = join(scratch, 'd.bin');
    await store.download('d.bin', path);
    expect(sha256(readFileSync(path))).toBe(await sha256Of(generated(17 * MiB, MiB, 9)));
    await expect(store.download('nothing.bin', join(scratch, 'nothing.bin'))).rejects.toThrow('nothing.bin');
  });

  it('moves an object over the multipart threshold with a copy in parts, its content type kept', async () => {
    const store = freshStore({ multipartCopyThreshold: 5 * MiB, copyPartSize: 5 * MiB });
    const size = 12 * MiB + 7;
    await store.put('sources/film.mp4', generated(size, MiB, 11), { contentType: 'video/mp4' });
    await store.move('sources/film.mp4', 'films/1/film.mp4');
    await expect(store.head('sources/film.mp4')).resolves.toBeNull();
    const moved = await store.head('films/1/film.mp4');
    expect(moved?.size).toBe(size);
    // Three parts: 5, 5 and 2 MiB.
    expect(moved?.etag).toMatch(/-3"$/);
    expect(await sha256Of((await store.open('films/1/film.mp4'))!.body)).toBe(await sha256Of(generated(size, MiB, 11)));
    const raw = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: store.bucketKeyOf('films/1/film.mp4') }));
    expect(raw.ContentType).toBe('video/mp4');
    await expect(store.move('sources/film.mp4', 'elsewhere.mp4')).rejects.toThrow('sources/film.mp4');
    expect(await keysOf(store, '')).toEqual(['films/1/film.mp4']);
  });

  it('moves a key with spaces and non-ASCII characters', async () => {
    const store = freshStore();
    await store.put('a b/été+1.txt', Buffer.from('named'), { contentType: 'text/plain' });
    await store.move('a b/été+1.txt', 'c d/über #2.txt');
    expect((await store.read('c d/über #2.txt'))?.toString()).toBe('named');
    expect(await keysOf(store, '')).toEqual(['c d/über #2.txt']);
  });

  it('deletes a folder of 1 050 objects (two listing pages, two batches) and nothing beside it', async () => {
    const store = freshStore();
    const keys = Array.from({ length: 1050 }, (_, i) => `many/${String(i).padStart(4, '0')}`);
    const queue = [...keys];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let key = queue.shift(); key; key = queue.shift()) await store.put(key, Buffer.from(key));
      }),
    );
    await store.put('many-more/kept', Buffer.from('kept'));
    expect((await keysOf(store, 'many/')).length).toBe(1050);
    await store.deletePrefix('many/');
    expect(await keysOf(store, 'many/')).toEqual([]);
    expect(await keysOf(store, '')).toEqual(['many-more/kept']);
  });

  it('deletes over small pages, and one object at a time where DeleteObjects is not implemented', async () => {
    const batches: number[] = [];
    // A client that answers DeleteObjects as a server without it does (501 NotImplemented).
    const limited = createS3Client(settingsOf(''));
    const send = limited.send.bind(limited) as (command: unknown) => Promise<ServiceOutputTypes>;
    limited.send = ((command: { input: ServiceInputTypes }) => {
      if (command instanceof DeleteObjectsCommand) {
        batches.push(command.input.Delete?.Objects?.length ?? 0);
        return Promise.reject(Object.assign(new Error('Not implemented'), { name: 'NotImplemented', $metadata: { httpStatusCode: 501 } }));
      }
      return send(command);
    }) as typeof limited.send;
    const store = freshStore({ client: limited, listPageSize: 7 });
    for (let i = 0; i < 30; i += 1) await store.put(`few/${i}`, Buffer.from('x'));
    await store.deletePrefix('few/');
    expect(await keysOf(store, '')).toEqual([]);
    // Tried once, then never again.
    expect(batches).toEqual([7]);
    limited.destroy();
  });

  it('lists keys without the store prefix, and keeps two prefixes of one bucket apart', async () => {
    const a = createBucketStore(settingsOf('site-a/'));
    const b = createBucketStore(settingsOf('site-b/'));
    await a.put('media/p.jpg', Buffer.from('a'));
    await b.put('media/p.jpg', Buffer.from('bb'));
    await b.put('media/q.jpg', Buffer.from('bbb'));
    const listed = [];
    for await (const object of a.list('media/')) listed.push(object);
    expect(listed).toEqual([{ key: 'media/p.jpg', size: 1, lastModified: expect.any(Date) }]);
    expect(await keysOf(b, '')).toEqual(['media/p.jpg', 'media/q.jpg']);
    expect((await a.read('media/p.jpg'))?.toString()).toBe('a');
    await expect(a.head('media/q.jpg')).resolves.toBeNull();
    await a.deletePrefix('');
    expect(await keysOf(a, '')).toEqual([]);
    expect(await keysOf(b, '')).toEqual(['media/p.jpg', 'media/q.jpg']);
  });

  it('keeps memory flat while a 500 MB stream goes up', async () => {
    const store = freshStore();
    /** The RSS before `work`, and its peak during it (sampled every 20 ms). */
    async function measured(work: () => Promise<void>) {
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      try {
        await work();
      } finally {
        clearInterval(sampler);
      }
      return { before, peak };
    }
    // The first multipart uploads of a process grow its heap and the SDK's state once, whatever their size (about
    // 70 MB; scripts/measure-bucket-upload.mjs shows it): 40 MB first, then 500 MB, which must take little more.
    const small = await measured(() => store.put('small.bin', generated(40 * MiB)));
    const started = Date.now();
    const large = await measured(() => store.put('huge.bin', generated(500 * MiB)));
    const seconds = (Date.now() - started) / 1000;
    const mb = (bytes: number) => `${(bytes / MiB).toFixed(0)} MB`;
    console.info(
      `40 MB stream: RSS ${mb(small.before)} before, peak ${mb(small.peak)}; ` +
        `500 MB stream: ${seconds.toFixed(1)} s (${(500 / seconds).toFixed(0)} MB/s), RSS ${mb(large.before)} before, ` +
        `peak ${mb(large.peak)} (+${mb(large.peak - large.before)}, ${mb(large.peak - small.peak)} over the 40 MB one's peak)`,
    );
    expect((await store.head('huge.bin'))?.size).toBe(500 * MiB);
    // Memory held for 500 MB is about what 40 MB took (observed: 30 to 55 MB more, garbage the collector had not
    // reached yet); growth with the size would be hundreds of MB.
    expect(large.peak - small.peak).toBeLessThan(100 * MiB);
    // And the whole cost, warm-up included, stays bounded (observed: 100 to 125 MB).
    expect(large.peak - small.before).toBeLessThan(200 * MiB);
    await store.deletePrefix('');
  });
});
