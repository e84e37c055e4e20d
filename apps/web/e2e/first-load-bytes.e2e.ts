import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_EMAIL, type DemoWorld, prepareDemoWorld, signIn } from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';

// Issue 29: the JavaScript a phone moves (brotli, as the server sends it) on the first load of /
// and of a chart page, with an empty cache; the chart page also once scrolled to its first chart
// and its map, which loads when it comes near the viewport (decision 072). History in
// docs/benchmarks.md: / went from 175.6 to 158.4 KB (decisions 058, 066), 126.9 KB with the light
// routes (decision 072), 118.9 KB with the header's search words apart from the link rules
// (decision 078); a track page's first screen from 383.8 to 325.9 KB (decision 072), then 176.0 KB
// with its chart cards drawn as SVG of their own, echarts left for the map (decision 078). The
// issue's targets are the ceilings: 120 KB for /, 250 KB for a chart page's first load; once
// scrolled to its map (echarts and the map's parts, about 205 KB) the track page moved 380.6 KB,
// whose ceiling is that plus about 3 %.
const LANDING_CEILING_KB = 120;
const CHART_CEILING_KB = 250;
const CHART_SCROLLED_CEILING_KB = 392;

let world: DemoWorld;
let server: TestServer;
let browser: TestBrowser;

beforeAll(async () => {
  [world, browser] = await Promise.all([prepareDemoWorld(), launchBrowser()]);
  server = await startServer({ basePort: 9680, env: { DEV_OUTBOX: '1', ...world.env } });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await world?.dispose();
});

/**
 * Loads `pathname` with the cache off and sums the script bodies as they moved over the wire
 * (Chromium's encoded data length less the headers': compressed bodies) until the page is quiet;
 * then, if given, runs `after` (a scroll) and sums again once the page is quiet.
 */
async function scriptKilobytes(
  page: Page,
  pathname: string,
  ready: string,
  after?: (page: Page) => Promise<void>,
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const headers = new Map<string, number>();
  const bytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    scripts.set(event.requestId, new URL(event.response.url).pathname);
    headers.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes.set(event.requestId, event.encodedDataLength - (headers.get(event.requestId) ?? 0));
  });
  const sum = () => {
    const urls = [...scripts.values()];
    const total = [...scripts.keys()].reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0);
    return { scripts: urls.length, urls, kilobytes: total / 1024 };
  };
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.url('main', pathname), { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    const first = sum();
    if (!after) return { first, after: first };
    await after(page);
    await page.waitForLoadState('networkidle');
    return { first, after: sum() };
  } finally {
    await cdp.detach();
  }
}

describe('JavaScript over the wire on a first load (issue 29)', () => {
  it('keeps / under 120 KB and a chart page and /audience under 250 KB', {
    timeout: 180_000,
  }, async () => {
    const { first: landing } = await scriptKilobytes(await browser.newPage(), '/', 'h1');
    await signIn(await browser.newPage(), server, DEMO_MEMBER_EMAIL);
    const { artist, track } = world.facts;
    // A page of its own (the session is the context's): nothing of the sign-in's pages in memory.
    // The first screen of a phone shows the stat cards; the charts and the map (and their code)
    // load when scrolled to, which the second figure adds.
    const chart = await scriptKilobytes(
      await browser.newPage(),
      `/tracks/${track.idUnique}?source=spotify&account=${encodeURIComponent(artist.idUnique)}`,
      '[data-testid="stat-card"]',
      async (page) => {
        const chart = page.getByTestId('series-chart').first();
        await chart.scrollIntoViewIfNeeded();
        await chart.getByTestId('line-chart').waitFor({ timeout: 60_000 });
        const map = page.getByTestId('map').first();
        await map.scrollIntoViewIfNeeded();
        await map.locator('canvas').first().waitFor({ timeout: 60_000 });
      },
    );
    // /audience: its first screen is the summary cards; the map (echarts and the country shapes)
    // loads when scrolled near it (decision 080).
    const audience = await scriptKilobytes(
      await browser.newPage(),
      '/audience?source=spotify',
      '[data-testid="top-place"]',
      async (page) => {
        const map = page.getByTestId('map').first();
        await map.scrollIntoViewIfNeeded();
        await map.locator('canvas').first().waitFor({ timeout: 60_000 });
      },
    );
    console.info(
      `First load, brotli JavaScript: / ${landing.kilobytes.toFixed(1)} KB in ${landing.scripts} scripts (ceiling 120 KB); a track page ${chart.first.kilobytes.toFixed(1)} KB in ${chart.first.scripts} scripts (ceiling 250 KB), ${chart.after.kilobytes.toFixed(1)} KB in ${chart.after.scripts} once scrolled to its first chart and its map; /audience ${audience.first.kilobytes.toFixed(1)} KB in ${audience.first.scripts} scripts (ceiling 250 KB), ${audience.after.kilobytes.toFixed(1)} KB once scrolled to its map`,
    );
    expect(landing.scripts).toBeGreaterThan(3);
    // The chart cards draw SVG of their own: echarts comes with the map only (decision 078).
    expect(chart.first.urls.some((url) => /\/assets\/use-echart-/.test(url))).toBe(false);
    expect(chart.after.urls.some((url) => /\/assets\/use-echart-/.test(url))).toBe(true);
    expect(chart.after.urls.some((url) => /\/assets\/WorldMap-/.test(url))).toBe(true);
    expect(landing.kilobytes).toBeLessThan(LANDING_CEILING_KB);
    expect(chart.first.kilobytes).toBeLessThan(CHART_CEILING_KB);
    expect(chart.after.kilobytes).toBeLessThan(CHART_SCROLLED_CEILING_KB);
    expect(audience.first.urls.some((url) => /\/assets\/WorldMap-/.test(url))).toBe(false);
    expect(audience.after.urls.some((url) => /\/assets\/WorldMap-/.test(url))).toBe(true);
    expect(audience.first.kilobytes).toBeLessThan(CHART_CEILING_KB);
  });
});
