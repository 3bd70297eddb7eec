// The cluster tests (cluster/*.test.ts): run by `npm run test:cluster` (scripts/test-cluster.mjs), which starts the
// cluster they talk to and hands them its addresses (CLUSTER_* variables). One file at a time, in name order (they
// share two instances, and one restarts their database), in one forked process.
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    root: '.',
    include: ['cluster/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { sequencer: ByName },
    // Real processes over real sockets: a film is packaged, instances start, the database restarts.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
