import { defineConfig } from 'vitest/config';

const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * Files whose answers do not depend on the database engine (the HTTP layer: declared routes, the OpenAPI document,
 * headers, compression): they run once, on SQLite. A file belongs here only if nothing it checks reads or writes a
 * table in a way the engines could answer differently.
 */
const ENGINE_NEUTRAL = ['test/openapi.test.ts', 'test/security-headers.test.ts', 'test/delivery.test.ts'];

// Integration tests: the real app on a real database; run once per engine by test/run-integration.sh.
// `isolate: false` evaluates the server's modules once per worker instead of once per file (a third of the run's
// time went to that); every file still has its own server and database. Each file's database is a copy of one
// migrated and seeded template (test/template-setup.ts).
export default defineConfig({
  test: {
    name: `integration-${process.env.TEST_DB ?? 'sqlite'}`,
    include: ['test/**/*.test.ts'],
    exclude: onPostgres ? ENGINE_NEUTRAL : [],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/template-setup.ts'],
    fileParallelism: false,
    isolate: false,
  },
});
