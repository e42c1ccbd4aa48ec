import { defineConfig } from 'vitest/config';

// Browser tests: the production build served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['support/build-server.ts'],
  },
});
