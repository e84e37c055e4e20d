import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config';

// `npm run test:alive`: issue 21's fresh-start acceptance (apps/web/e2e/alive-demo.slow.ts). It
// waits for the monitor to catch up on 90 world days (up to 10 minutes on a loaded 2-core
// machine), so it runs on its own, not inside `npm test`, whose browser files run one at a time.
// The e2e configuration with its own `include` (vitest's mergeConfig would append this file to
// the e2e pattern and run every browser file first).
export default defineConfig({
  ...e2e,
  test: { ...e2e.test, include: ['apps/web/e2e/alive-demo.slow.ts'] },
});
