// The object store as an S3-compatible bucket (S3_BUCKET): what several instances share, so that no file of the
// site lives on one machine's disk (docs/decisions/0019-object-store.md, "The bucket"). Every key is prefixed with
// S3_PREFIX, so that one bucket can hold several sites, or a site beside other data.
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type GetObjectCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStoreSettings } from '../config.ts';
import type { ByteRange, ObjectInfo, ObjectStore, PutOptions } from './object-store.ts';
import { createS3Client, isBatchDeleteUnsupported, isMissingKey, isUnsatisfiableRange, statusOf } from './s3-client.ts';
import { copySourceOf, eachLimited, multipartCopy } from './s3-copy.ts';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
// S3 takes at most 10 000 parts per upload: 8 MiB parts reach 78 GiB; a known larger file gets larger parts.
const MAX_PARTS = 10_000;

/** A byte range that starts at or past the object's end (HTTP 416); `size` is the object's, for the answer's Content-Range. */
export class RangeNotSatisfiableError extends Error {
  constructor(
    readonly key: string,
    readonly range: ByteRange,
    readonly size: number,
  ) {
    super(`Range ${range.start}-${range.end} is past the end of ${key} (${size} bytes)`);
    this.name = 'RangeNotSatisfiableError';
  }
}

/** Tuning, for tests and measurements; the defaults suit films of up to 20 GiB. */
export interface BucketStoreOptions {
  /** A client of one's own (tests); by default one made from the settings. */
  client?: S3Client;
  /** Bytes of each part of a streamed upload: memory is about (queueSize + 1) × partSize per upload. */
  partSize?: number;
  /** Parts of one upload sent at once. */
  queueSize?: number;
  /** Objects larger than this are moved with a multipart copy (CopyObject's limit is 5 GiB). */
  multipartCopyThreshold?: number;
  /** Bytes of each part of a multipart copy (at least 5 MiB, at most 5 GiB, at most 10 000 parts). */
  copyPartSize?: number;
  /** Keys asked for per listing page (at most 1000, also the most DeleteObjects takes). */
  listPageSize?: number;
}

/** 'bytes 0-99/1234' → its parts. */
function parseContentRange(header: string | undefined): { start: number; end: number; size: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : undefined;
}

export function createBucketStore(settings: ObjectStoreSettings, options: BucketStoreOptions = {}): ObjectStore {
  const client = options.client ?? createS3Client(settings);
  const Bucket = settings.bucket;
  const { prefix } = settings;
  const partSize = options.partSize ?? 8 * MiB;
  const queueSize = options.queueSize ?? 3;
  const multipartCopyThreshold = options.multipartCopyThreshold ?? 5 * GiB;
  const copyPartSize = options.copyPartSize ?? 512 * MiB;
  const listPageSize = options.listPageSize ?? 1000;
  const fullKey = (key: string) => prefix + key;
  const bucket = { client, Bucket, fullKey };
  let batchDelete = true;

  async function getObject(key: string, range?: ByteRange): Promise<GetObjectCommandOutput | null> {
    try {
      return await client.send(
        new GetObjectCommand({ Bucket, Key: fullKey(key), ...(range && { Range: `bytes=${range.start}-${range.end}` }) }),
      );
    } catch (error) {
      if (isMissingKey(error)) return null;
      if (range && isUnsatisfiableRange(error)) {
        const info = await head(key);
        if (!info) return null;
        throw new RangeNotSatisfiableError(key, range, info.size);
      }
      throw error;
    }
  }

  function bodyOf(output: GetObjectCommandOutput): Readable {
    // In Node the SDK's body is the HTTP response itself, a Readable (with helpers mixed in).
    if (!(output.Body instanceof Readable)) throw new Error('The S3 client gave a body that is not a Node stream');
    return output.Body;
  }

  async function head(key: string): Promise<ObjectInfo | null> {
    try {
      const output = await client.send(new HeadObjectCommand({ Bucket, Key: fullKey(key) }));
      return { size: output.ContentLength ?? 0, etag: output.ETag ?? '""', lastModified: output.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissingKey(error) || statusOf(error) === 404) return null;
      throw error;
    }
  }

  /** `size`, when known, raises the part size past what 10 000 parts of `partSize` would hold. */
  async function put(key: string, content: Readable | Buffer, answer: PutOptions = {}, size?: number): Promise<void> {
    const headers = { ContentType: answer.contentType, CacheControl: answer.cacheControl };
    if (Buffer.isBuffer(content)) {
      await client.send(new PutObjectCommand({ Bucket, Key: fullKey(key), Body: content, ContentLength: content.length, ...headers }));
      return;
    }
    // One object appears when CompleteMultipartUpload succeeds, never before; a failure aborts the upload, which
    // frees its parts (leavePartsOnError: false). Memory stays at about (queueSize + 1) parts whatever the size.
    const upload = new Upload({
      client,
      params: { Bucket, Key: fullKey(key), Body: content, ...headers },
      partSize: Math.max(partSize, Math.ceil((size ?? 0) / MAX_PARTS)),
      queueSize,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } finally {
      // A source that failed midway is left to its owner, but never left flowing into nothing.
      if (!content.readableEnded && !content.destroyed) content.destroy();
    }
  }

  async function deleteKeys(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    if (batchDelete) {
      try {
        const output = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = output.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(`Could not delete ${failed.length} object(s), such as ${first?.Key}: ${first?.Code} ${first?.Message}`);
        }
        return;
      } catch (error) {
        if (!isBatchDeleteUnsupported(error)) throw error;
        batchDelete = false;
      }
    }
    await eachLimited(keys, 8, async (Key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    });
  }

  async function* listPages(under: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: fullKey(under), MaxKeys: listPageSize, ContinuationToken }),
      );
      yield page.Contents ?? [];
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',
    put: (key, content, putOptions) => put(key, content, putOptions),
    async putFile(key, path, putOptions) {
      const { size } = await stat(path);
      await put(key, createReadStream(path), putOptions, size);
      if (putOptions?.move) await rm(path, { force: true });
    },
    async read(key) {
      const output = await getObject(key);
      if (!output) return null;
      const bytes = await output.Body!.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    head,
    // A range that starts past the end throws RangeNotSatisfiableError (HTTP 416); one that ends past it is
    // clamped by the server, and `range` says what was sent.
    async open(key, range) {
      const output = await getObject(key, range);
      if (!output) return null;
      const info: ObjectInfo = { size: output.ContentLength ?? 0, etag: output.ETag ?? '""', lastModified: output.LastModified ?? new Date(0) };
      const sent = parseContentRange(output.ContentRange);
      if (range && sent) return { ...info, size: sent.size, body: bodyOf(output), range: { start: sent.start, end: sent.end } };
      // A range that covers the whole object may be answered 200 without Content-Range.
      if (range) return { ...info, body: bodyOf(output), range: { start: 0, end: info.size - 1 } };
      return { ...info, body: bodyOf(output) };
    },
    async download(key, path) {
      const output = await getObject(key);
      if (!output) throw new Error(`No object ${key} to download`);
      try {
        await pipeline(bodyOf(output), createWriteStream(path));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    },
    async move(from, to) {
      if (from === to) return;
      const source = await client
        .send(new HeadObjectCommand({ Bucket, Key: fullKey(from) }))
        .catch((error: unknown) => (isMissingKey(error) || statusOf(error) === 404 ? null : Promise.reject(error)));
      if (!source) throw new Error(`No object ${from} to move`);
      if ((source.ContentLength ?? 0) > multipartCopyThreshold) await multipartCopy(bucket, from, to, source, copyPartSize);
      else {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: fullKey(to),
            CopySource: copySourceOf(Bucket, fullKey(from)),
            CopySourceIfMatch: source.ETag || undefined,
          }),
        );
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: fullKey(from) }));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: fullKey(key) }));
    },
    async deletePrefix(under) {
      // Each page's keys go in one request (a page holds at most 1000, DeleteObjects' most). The listing goes on
      // from its token, past keys already deleted.
      for await (const page of listPages(under)) await deleteKeys(page.flatMap((object) => (object.Key ? [object.Key] : [])));
    },
    async *list(under) {
      for await (const page of listPages(under)) {
        for (const object of page) {
          if (!object.Key) continue;
          yield { key: object.Key.slice(prefix.length), size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
        }
      }
    },
  };
}
