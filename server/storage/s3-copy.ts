// Copies within the bucket: the key a copy names as its source, and a copy in parts for objects too large for
// one CopyObject; and the bounded concurrency that copy and the store's deletes share (eachLimited).
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCopyCommand,
  type CompletedPart,
  type HeadObjectCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';

/** The bucket a store works in, and how its keys are spelled there (S3_PREFIX before each). */
interface BucketKeys {
  client: S3Client;
  Bucket: string;
  fullKey: (key: string) => string;
}

/** CopyObject's source names the key URL-encoded, its slashes kept. */
export const copySourceOf = (bucket: string, key: string) => `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Runs `work` over `items`, at most `limit` at once. After a failure no new item starts, and the first error is
 * thrown once those under way have ended (so that an abort that follows comes after the last of them).
 */
export async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Server-side copy in parts, for objects over CopyObject's 5 GiB. */
export async function multipartCopy(bucket: BucketKeys, from: string, to: string, source: HeadObjectCommandOutput, copyPartSize: number) {
  const { client, Bucket, fullKey } = bucket;
  const info = { size: source.ContentLength ?? 0, etag: source.ETag ?? '' };
  // What CopyObject keeps by itself; a multipart upload starts bare.
  const created = await client.send(
    new CreateMultipartUploadCommand({
      Bucket,
      Key: fullKey(to),
      ContentType: source.ContentType,
      CacheControl: source.CacheControl,
      ContentDisposition: source.ContentDisposition,
      ContentEncoding: source.ContentEncoding,
      Metadata: source.Metadata,
    }),
  );
  const UploadId = created.UploadId;
  if (!UploadId) throw new Error(`The bucket gave no upload id to copy ${from}`);
  try {
    const ranges: Array<{ PartNumber: number; start: number; end: number }> = [];
    for (let start = 0, PartNumber = 1; start < info.size; start += copyPartSize, PartNumber += 1) {
      ranges.push({ PartNumber, start, end: Math.min(start + copyPartSize, info.size) - 1 });
    }
    const parts: CompletedPart[] = [];
    await eachLimited(ranges, 4, async ({ PartNumber, start, end }) => {
      const output = await client.send(
        new UploadPartCopyCommand({
          Bucket,
          Key: fullKey(to),
          UploadId,
          PartNumber,
          CopySource: copySourceOf(Bucket, fullKey(from)),
          CopySourceRange: `bytes=${start}-${end}`,
          // The bytes copied are those that were measured: a source replaced meanwhile fails the copy.
          CopySourceIfMatch: info.etag || undefined,
        }),
      );
      parts.push({ PartNumber, ETag: output.CopyPartResult?.ETag });
    });
    parts.sort((a, b) => (a.PartNumber ?? 0) - (b.PartNumber ?? 0));
    await client.send(new CompleteMultipartUploadCommand({ Bucket, Key: fullKey(to), UploadId, MultipartUpload: { Parts: parts } }));
  } catch (error) {
    await client.send(new AbortMultipartUploadCommand({ Bucket, Key: fullKey(to), UploadId })).catch(() => undefined);
    throw error;
  }
}
