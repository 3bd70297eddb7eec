// The S3 server a storage test talks to (`*.s3.test.ts`: `npm run test:cluster` hands them the one it started, or
// vitest.s3.config.ts starts one). Each call gives a prefix of its own, so tests never see each other's objects.
import { randomUUID } from 'node:crypto';

export function testBucketEnv(extra: Record<string, string> = {}): Record<string, string> {
  const { S3_TEST_ENDPOINT, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY, S3_TEST_BUCKET, S3_TEST_REGION } = process.env;
  if (!S3_TEST_ENDPOINT || !S3_TEST_ACCESS_KEY_ID || !S3_TEST_SECRET_ACCESS_KEY || !S3_TEST_BUCKET) {
    throw new Error('No S3 server for this test: S3_TEST_ENDPOINT, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY and S3_TEST_BUCKET must be set');
  }
  return {
    S3_BUCKET: S3_TEST_BUCKET,
    S3_ENDPOINT: S3_TEST_ENDPOINT,
    S3_REGION: S3_TEST_REGION ?? 'us-east-1',
    S3_ACCESS_KEY_ID: S3_TEST_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: S3_TEST_SECRET_ACCESS_KEY,
    S3_PREFIX: `test-${randomUUID()}/`,
    ...extra,
  };
}
