import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // One browser at a time: the machine has 2 cores and the journeys share one server.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
