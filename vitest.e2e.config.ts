import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: the real server, the built web app, the system Chromium.
// One file at a time: each starts its own server and browser, and the machine has 2 cores.
export default defineConfig({
  test: {
    include: ['apps/*/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    setupFiles: ['./scripts/test-setup.ts'],
  },
});
