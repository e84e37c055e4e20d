import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: the real server, the built web app, Chromium (apps/web/e2e/
// find-chromium.ts). One file at a time: each starts its own server and browser, and the machine
// has 2 cores. `npm run test:e2e` runs this through scripts/run-e2e.mjs, which kills what is left.
export default defineConfig({
  test: {
    include: ['apps/*/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['./scripts/e2e-global-setup.ts'],
    setupFiles: ['./scripts/test-setup.ts', './scripts/e2e-setup.ts'],
  },
});
