// Memory of the bucket store while a large stream goes up (docs/decisions/0019-object-store.md, "The bucket"):
// starts RGW (scripts/lib/rgw.mjs; or uses the server S3_TEST_ENDPOINT and its S3_TEST_* keys name), then streams
// a generated body of `--mb` megabytes (500) through ObjectStore.put `--runs` times (3), after a 40 MB warm-up,
// printing this process's RSS before, at its peak (sampled every 20 ms) and after, and the gateway's own. Fails if
// a peak grows by more than `--limit` MB (100).
//
//   node --import tsx scripts/measure-bucket-upload.mjs [--mb 500] [--runs 3] [--limit 100]
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { createS3Client } from '../server/storage/s3-client.ts';
import { createBucketStore } from '../server/storage/s3-store.ts';
import { startRgw } from './lib/rgw.mjs';

const MiB = 1024 * 1024;
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const megabytes = option('mb', 500);
const runs = option('runs', 3);
const limit = option('limit', 100);

function generated(total, chunk = MiB) {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const size = Math.min(chunk, total - sent);
      this.push(Buffer.allocUnsafe(size).fill(sent % 251));
      sent += size;
    },
  });
}

const rssOf = (pids) =>
  pids.length === 0
    ? 0
    : execFileSync('ps', ['-o', 'rss=', '-p', pids.join(',')], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .reduce((sum, line) => sum + Number(line) * 1024, 0);

const rgw = process.env.S3_TEST_ENDPOINT ? undefined : await startRgw();
const server = rgw ?? {
  endpoint: process.env.S3_TEST_ENDPOINT,
  region: process.env.S3_TEST_REGION ?? 'us-east-1',
  accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID,
  secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY,
};
const bucket = process.env.S3_TEST_BUCKET ?? `measure-${randomUUID().slice(0, 8)}`;
const settings = {
  bucket,
  endpoint: server.endpoint,
  region: server.region,
  credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  forcePathStyle: true,
  prefix: `measure-${randomUUID().slice(0, 8)}/`,
  mediaPublicUrl: undefined,
};
let worst = 0;
try {
  if (!process.env.S3_TEST_BUCKET) await createS3Client(settings).send(new CreateBucketCommand({ Bucket: bucket }));
  const store = createBucketStore(settings);
  const gateway = rgw?.pids() ?? [];
  console.info(`${runs} × ${megabytes} MB to ${server.endpoint} (gateway cluster RSS at rest: ${(rssOf(gateway) / MiB).toFixed(0)} MB)`);
  // A process's first multipart upload grows its heap and the SDK's state once, whatever its size: shown apart.
  const cold = process.memoryUsage().rss;
  await store.put('warm-up.bin', generated(40 * MiB));
  await store.delete('warm-up.bin');
  console.info(`warm-up (40 MB): RSS ${(cold / MiB).toFixed(0)} MB before, ${(process.memoryUsage().rss / MiB).toFixed(0)} MB after`);
  for (let run = 1; run <= runs; run += 1) {
    const before = process.memoryUsage().rss;
    let peak = before;
    let gatewayPeak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const gatewaySampler = setInterval(() => {
      gatewayPeak = Math.max(gatewayPeak, rssOf(gateway));
    }, 500);
    const started = Date.now();
    await store.put(`run-${run}.bin`, generated(megabytes * MiB));
    clearInterval(sampler);
    clearInterval(gatewaySampler);
    const seconds = (Date.now() - started) / 1000;
    const after = process.memoryUsage().rss;
    worst = Math.max(worst, (peak - before) / MiB);
    console.info(
      `run ${run}: ${seconds.toFixed(1)} s (${(megabytes / seconds).toFixed(0)} MB/s); RSS ${(before / MiB).toFixed(0)} MB before, ` +
        `peak ${(peak / MiB).toFixed(0)} MB (+${((peak - before) / MiB).toFixed(0)} MB), ${(after / MiB).toFixed(0)} MB after` +
        (gateway.length ? `; gateway cluster peak ${(gatewayPeak / MiB).toFixed(0)} MB` : ''),
    );
    await store.delete(`run-${run}.bin`);
  }
} finally {
  await rgw?.stop();
}
console.info(worst < limit ? `OK: the largest growth was ${worst.toFixed(0)} MB (limit ${limit} MB)` : `FAILED: grew by ${worst.toFixed(0)} MB`);
process.exit(worst < limit ? 0 : 1);
