import { defineConfig } from 'vitest/config';

// Browser tests: the production build served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // two files at a time, each with its own server and browser: on two cores one file's waits (the server, the
    // network, a page loading) leave room for the other's work
    fileParallelism: true,
    maxWorkers: 2,
    globalSetup: ['support/build-server.ts'],
  },
});
