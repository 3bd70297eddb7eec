// Reaching the bucket: the S3 client's settings, and what its failures mean.
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { ObjectStoreSettings } from '../config.ts';

/**
 * The S3 client's settings, shared by this store and the resumable film upload (tus's S3 store), so that both
 * reach the bucket the same way.
 */
export function s3ClientConfigOf(settings: ObjectStoreSettings): S3ClientConfig {
  return {
    region: settings.region,
    // Unset: AWS, at the region's own address.
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    // Path style (https://host/bucket/key) is what most S3-compatible servers answer; AWS answers both.
    forcePathStyle: settings.forcePathStyle,
    // Unset: the SDK's default chain (environment, profile, instance or task role).
    ...(settings.credentials && { credentials: settings.credentials }),
    // Checksums only where the API demands one (DeleteObjects). By default the SDK sends every streamed body
    // aws-chunked with a trailing checksum, which several S3-compatible servers refuse (Ceph RGW: 411
    // MissingContentLength) or, worse, store with the chunk framing inside the object while answering 200.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      // A bucket that does not answer fails a request in seconds, not after the system's TCP timeout.
      connectionTimeout: 10_000,
      // Every film segment and image the app sends from the bucket holds a connection while it flows; the SDK's
      // 50 would queue viewers behind each other on a busy evening.
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  };
}

export function createS3Client(settings: ObjectStoreSettings): S3Client {
  return new S3Client(s3ClientConfigOf(settings));
}

interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const failureOf = (error: unknown): S3Failure => (typeof error === 'object' && error !== null ? (error as S3Failure) : {});
export const statusOf = (error: unknown) => failureOf(error).$metadata?.httpStatusCode;
// A HEAD answer has no body, so the SDK can only say 'NotFound'; a GET's names the missing key. A missing bucket
// (NoSuchBucket) is a misconfiguration and propagates from every call but HEAD, which cannot tell it apart.
export const isMissingKey = (error: unknown) => ['NoSuchKey', 'NotFound'].includes(failureOf(error).name ?? '');
export const isUnsatisfiableRange = (error: unknown) => statusOf(error) === 416 || failureOf(error).name === 'InvalidRange';
// A server without DeleteObjects (or that wants a Content-MD5 the SDK no longer sends): delete one at a time.
export const isBatchDeleteUnsupported = (error: unknown) =>
  statusOf(error) === 501 || ['NotImplemented', 'MissingContentMD5', 'InvalidDigest'].includes(failureOf(error).name ?? '');
