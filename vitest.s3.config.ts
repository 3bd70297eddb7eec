import { defineConfig } from 'vitest/config';

// The tests that need a real S3 server (*.s3.test.ts): `npx vitest run -c vitest.s3.config.ts`. Unless
// S3_TEST_ENDPOINT names one, scripts/lib/rgw.mjs starts Ceph's radosgw for them (about 6 s, 140 MB; Debian's
// ceph-mon, ceph-osd, radosgw and ceph-common) and stops it at the end. `npm test` leaves these files out.
export default defineConfig({
  test: {
    root: '.',
    include: ['server/**/*.s3.test.ts'],
    environment: 'node',
    globalSetup: ['scripts/lib/rgw.mjs'],
    // One process and one file at a time: the machine has 2 cores, and the server shares them.
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
