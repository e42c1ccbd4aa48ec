import { defineConfig } from 'vitest/config';

// Integration tests: the real app on a real database; run once per engine by test/run-integration.sh.
export default defineConfig({
  test: {
    name: `integration-${process.env.TEST_DB ?? 'sqlite'}`,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
