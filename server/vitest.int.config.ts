import { defineConfig } from 'vitest/config';

// Integration tests: the real app on a real database; run once per engine by test/run-integration.sh.
// `isolate: false` evaluates the server's modules once per worker instead of once per file (a third of the run's
// time went to that); every file still has its own server and database. Each file's database is a copy of one
// migrated and seeded template (test/template-setup.ts).
export default defineConfig({
  test: {
    name: `integration-${process.env.TEST_DB ?? 'sqlite'}`,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/template-setup.ts'],
    fileParallelism: false,
    isolate: false,
  },
});
