import { findChromium } from '../apps/web/e2e/find-chromium';

// Once before the browser tests: find the browser (unpacking the package's on first use), so a
// machine without one gets a single line saying what to do, before any server starts.
export default async function setup() {
  try {
    const browser = await findChromium();
    console.info(`Browser: ${browser.executablePath} (${browser.source})`);
  } catch (error) {
    // Vitest would add its own lines ("No test files found", a stack) around a thrown error.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
