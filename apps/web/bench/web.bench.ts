import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { axeViolations } from '../e2e/axe';
import { type DemoWorld, prepareDemoWorld } from '../e2e/demo-world';
import { findChromium } from '../e2e/find-chromium';
import { launchBrowser, startServer, type TestServer } from '../e2e/harness';

// `npm run bench:web` (issue 29): Lighthouse 12 (simulated mobile, its default) and axe-core
// (WCAG 2.2 AA, at 390 px) on the public pages of a server started on the demo world, with the
// Chromium the browser tests use (e2e/find-chromium.ts). Serves the build in apps/web/dist, or
// WEB_DIST. Prints one row per page. The signed-in pages are measured by the browser tests
// (accessibility.e2e.ts, first-load-bytes.e2e.ts): Lighthouse's own navigation has no session.

const PAGES: [variant: 'main' | 'radio' | 'playlistcheck', pathname: string][] = [
  ['main', '/'],
  ['main', '/pricing'],
  ['main', '/for/artists'],
  ['main', '/login'],
  ['radio', '/'],
  ['playlistcheck', '/'],
];

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  fcpMs: number;
  jsKb: number;
  axe: number;
}

function score(value: number | null | undefined) {
  return Math.round((value ?? 0) * 100);
}

async function lighthouseRow(port: number, url: string): Promise<Omit<Row, 'page' | 'axe'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const items = (audits['resource-summary']?.details as { items?: unknown[] } | undefined)?.items;
  const script = (items as { resourceType: string; transferSize: number }[] | undefined)?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    jsKb: (script?.transferSize ?? 0) / 1024,
  };
}

async function main() {
  let world: DemoWorld | undefined;
  let server: TestServer | undefined;
  const chromium = await findChromium();
  Object.assign(process.env, chromium.env);
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser = await launchBrowser();
  try {
    world = await prepareDemoWorld();
    server = await startServer({
      basePort: 9690,
      ...(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {}),
      env: { ...world.env },
    });
    const rows: Row[] = [];
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [variant, pathname] of PAGES) {
      const url = server.url(variant, pathname);
      const measured = await lighthouseRow(chrome.port, url);
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      const axe = (await axeViolations(page)).length;
      rows.push({ page: `${variant} ${pathname}`, ...measured, axe });
    }
    console.info(
      '| page | performance | accessibility | best practices | CLS | FCP (ms) | JS over the wire (KB) | axe violations |',
    );
    console.info('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) {
      console.info(
        `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.cls.toFixed(3)} | ${Math.round(row.fcpMs)} | ${row.jsKb.toFixed(1)} | ${row.axe} |`,
      );
    }
  } finally {
    await browser.close();
    chrome.kill();
    await server?.dispose();
    await world?.dispose();
  }
}

await main();
