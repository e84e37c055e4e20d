// Issue 29: pre-renders the public pages of every product into the web build, so a phone paints
// them before any script ran (first contentful paint). It starts the built server on a scratch
// database (apps/web/e2e/harness.ts, no session, no demo world), opens `/`, `/welcome`,
// `/pricing`, `/login` and the `/for/{use case}` pages of each product in headless Chromium, and
// writes the markup React rendered into #root to `<build>/prerendered.json` (variant → path →
// HTML). The server puts it into the page it sends for that path and product (plugins/web-app.ts);
// the app replaces it with the same markup once the page's chunk is there (main.tsx).
//
// Run: `tsx scripts/prerender-web.ts` after `vite build` (`npm run build` does both); WEB_DIST
// names another build. When it cannot (no Chromium, a port taken, a page that fails) it warns and
// leaves the build without pre-rendered pages (they then show once the scripts ran), unless
// PRERENDER_REQUIRED=1.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useCasesOf, VARIANT_IDS, type VariantId } from '@songstats/domain';
import {
  launchBrowser,
  startServer,
  type TestBrowser,
  type TestServer,
} from '../apps/web/e2e/harness';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PRERENDERED_FILE = 'prerendered.json';
const PARALLEL = 3;

function publicPaths(variant: VariantId): string[] {
  return ['/', '/welcome', '/pricing', '/login', ...useCasesOf(variant).map((u) => `/for/${u}`)];
}

async function snapshot(
  browser: TestBrowser,
  server: TestServer,
  variant: VariantId,
  pathname: string,
) {
  const page = await browser.newPage();
  try {
    await page.goto(server.url(variant, pathname), { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor({ timeout: 20_000 });
    // A page this product does not have redirects elsewhere: nothing to pre-render for it.
    if (new URL(page.url()).pathname !== pathname) return null;
    if (page.problems.length > 0)
      throw new Error(`${variant} ${pathname}: ${page.problems.join('; ')}`);
    return await page.evaluate(() => {
      const root = document.getElementById('root');
      if (!root || root.querySelector('[role="status"][aria-live]')?.textContent === 'Loading…')
        return null;
      // The server sends it inert (nothing takes a click or focus); its fields are also read-only,
      // so nothing typed (a browser test's fill) goes into a field the app is about to replace.
      const copy = root.cloneNode(true) as HTMLElement;
      for (const field of copy.querySelectorAll('input, textarea'))
        field.setAttribute('readonly', '');
      return copy.innerHTML;
    });
  } finally {
    await page.close();
  }
}

async function main() {
  const webDist = path.resolve(process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} holds no web build: run vite build first`);
  }
  const output = path.join(webDist, PRERENDERED_FILE);
  rmSync(output, { force: true });
  let browser: TestBrowser;
  try {
    browser = await launchBrowser();
  } catch (error) {
    if (process.env.PRERENDER_REQUIRED === '1') throw error;
    console.warn(
      `No pre-rendered pages (no Chromium: ${error instanceof Error ? error.message : error})`,
    );
    return;
  }
  const started = Date.now();
  let server: TestServer | undefined;
  try {
    server = await startServer({
      basePort: Number(process.env.PRERENDER_BASE_PORT ?? 9750),
      webDist,
      // The login page's note on the local outbox is not what a product with mail shows.
      env: { DEV_OUTBOX: '0' },
    });
    const jobs = VARIANT_IDS.flatMap((variant) =>
      publicPaths(variant).map((p) => [variant, p] as const),
    );
    const pages: Record<string, Record<string, string>> = {};
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const [variant, pathname] = jobs[next++] as (typeof jobs)[number];
        const html = await snapshot(browser, server as TestServer, variant, pathname);
        if (html) pages[variant] = { ...pages[variant], [pathname]: html };
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    writeFileSync(output, JSON.stringify(pages));
    const count = Object.values(pages).reduce((sum, byPath) => sum + Object.keys(byPath).length, 0);
    console.info(
      `Pre-rendered ${count} public pages of ${Object.keys(pages).length} products in ${((Date.now() - started) / 1000).toFixed(1)} s: ${output}`,
    );
  } finally {
    await browser.close();
    await server?.dispose();
  }
}

main().catch((error) => {
  // A build without pre-rendered pages still works (the pages show once the scripts ran), so
  // `npm start` goes on; a release build sets PRERENDER_REQUIRED=1 to fail here instead.
  console.error(error);
  if (process.env.PRERENDER_REQUIRED === '1') process.exitCode = 1;
  else console.warn('No pre-rendered pages: the build is served without them');
});
