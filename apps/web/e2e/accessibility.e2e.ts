import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO_MEMBER_EMAIL, type DemoWorld, prepareDemoWorld, signIn } from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';

// Issue 29 on the built app: compressed and source-map-free assets, a real robots.txt, one favicon
// request, the bytes a phone moves for the first load of /, and axe-core's WCAG 2.2 AA rules on the
// public and the signed-in pages at a desktop and a phone width.
let world: DemoWorld;
let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };
let webDist: string;

const WIDTHS = [1350, 390] as const;

beforeAll(async () => {
  // A copy of the build: another build of the shared checkout during the run would change the
  // assets' names under the server.
  webDist = mkdtempSync(path.join(tmpdir(), 'songstats-e2e-a11y-dist-'));
  cpSync(process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url)), webDist, {
    recursive: true,
  });
  [world, browser] = await Promise.all([prepareDemoWorld(), launchBrowser()]);
  server = await startServer({ basePort: 8930, webDist, env: { DEV_OUTBOX: '1', ...world.env } });
  page = await browser.newPage();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await world?.dispose();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

/** Opens the page and waits until its data arrived (no request for half a second). */
async function open(pathname: string, ready?: string) {
  await page.goto(server.url('main', pathname), { waitUntil: 'networkidle' });
  if (ready) await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function violationsAtEachWidth(pathname: string, ready?: string) {
  const found: string[] = [];
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await open(pathname, ready);
      found.push(...(await axeViolations(page)).map((violation) => `${width} px ${violation}`));
    }
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  return found;
}

interface LoadedScript {
  url: string;
  encoding: string | null;
  /** The body's bytes as they came over the wire (after any compression). */
  body: number;
}

/**
 * The first load of / on a 390 px phone with an empty cache: the scripts it fetched and how many
 * times it asked for the favicon. `acceptEncoding` replaces the browser's own header.
 */
async function firstLoadOfLanding(acceptEncoding?: string) {
  const phone = await browser.newPage();
  const cdp = await phone.context().newCDPSession(phone);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (acceptEncoding) await phone.setExtraHTTPHeaders({ 'accept-encoding': acceptEncoding });
  const scripts: LoadedScript[] = [];
  const pending: Promise<unknown>[] = [];
  let favicons = 0;
  phone.on('request', (request) => {
    if (new URL(request.url()).pathname === '/favicon.svg') favicons += 1;
  });
  phone.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        scripts.push({
          url: request.url(),
          encoding: (await response?.headerValue('content-encoding')) ?? null,
          body: (await request.sizes()).responseBodySize,
        });
      })(),
    );
  });
  try {
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(server.url('main', '/'), { waitUntil: 'networkidle' });
    await phone.getByRole('heading', { level: 1 }).first().waitFor();
    await phone.waitForTimeout(500);
    await Promise.all(pending);
    const kilobytes = scripts.reduce((sum, script) => sum + script.body, 0) / 1024;
    return { scripts, kilobytes, favicons };
  } finally {
    await phone.close();
  }
}

describe('the built app on the wire (issue 29)', () => {
  it('moves the first load of / compressed, and records its JavaScript bytes', async () => {
    const brotli = await firstLoadOfLanding();
    const gzip = await firstLoadOfLanding('gzip');
    const plain = await firstLoadOfLanding('identity');
    console.info(
      `First load of / at 390 px: ${brotli.scripts.length} scripts, JavaScript over the wire ${brotli.kilobytes.toFixed(1)} KB brotli, ${gzip.kilobytes.toFixed(1)} KB gzip, ${plain.kilobytes.toFixed(1)} KB uncompressed`,
    );
    expect(brotli.scripts.length).toBeGreaterThan(5);
    // The build compresses every file of 1 KB or more; smaller ones go as they are.
    for (const [load, encoding] of [
      [brotli, 'br'],
      [gzip, 'gzip'],
      [plain, null],
    ] as const) {
      expect(
        load.scripts.filter((script) => script.encoding !== encoding && script.body >= 1024),
      ).toEqual([]);
    }
    // Measured on 26 November 2026 (docs/benchmarks.md): 175.6 KB brotli, then 157.2 KB after
    // decision 058; first-load-bytes.e2e.ts holds the tighter line. Issue 29's target is 120 KB.
    expect(brotli.kilobytes).toBeLessThan(plain.kilobytes / 2.5);
    expect(gzip.kilobytes).toBeLessThan(plain.kilobytes / 2.5);
    expect(brotli.kilobytes).toBeLessThan(200);
    // Headless Chromium does not fetch the tab icon (<link rel="icon">), so this counts the page's
    // own requests for it: the header's <img> of it was a second fetch beside the tab icon's.
    expect(brotli.favicons).toBe(0);
  });

  it('keeps the source maps private and answers /robots.txt as text', async () => {
    const html = await (await fetch(server.url('main', '/'))).text();
    // A pre-rendered page names its entry on /boot.js (decision 066), any other in the head.
    const entry = html.match(/(?:<script type="module" crossorigin src|data-entry)="([^"]+)"/)?.[1];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(html.match(/\/favicon\.svg/g)).toHaveLength(1);
    const script = await (await fetch(server.url('main', entry))).text();
    expect(script).not.toContain('sourceMappingURL');
    expect((await fetch(server.url('main', `${entry}.map`))).status).toBe(404);

    const robots = await fetch(server.url('main', '/robots.txt'));
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*\nDisallow: \/api\//);
  });
});

describe('axe-core WCAG 2.2 AA at 1350 and 390 px (issue 29)', () => {
  it('finds no violation on the public pages', { timeout: 180_000 }, async () => {
    const found: string[] = [];
    for (const pathname of ['/', '/pricing', '/for/artists', '/login']) {
      found.push(...(await violationsAtEachWidth(pathname, 'h1')).map((v) => `${pathname} ${v}`));
    }
    expect(found).toEqual([]);
  });

  it('finds no violation on the signed-in feed, tracks, a track and the audience', {
    timeout: 240_000,
  }, async () => {
    const { artist, track } = world.facts;
    await signIn(page, server, DEMO_MEMBER_EMAIL);
    const found: string[] = [];
    for (const [pathname, ready] of [
      ['/feed?source=spotify', '[data-testid="feed-item"]'],
      ['/tracks?source=spotify', 'main'],
      [
        `/tracks/${track.idUnique}?source=spotify&account=${encodeURIComponent(artist.idUnique)}`,
        'table[data-table-id="playlists"]',
      ],
      ['/audience?source=spotify', '[data-testid="top-place"]'],
    ] as const) {
      found.push(...(await violationsAtEachWidth(pathname, ready)).map((v) => `${pathname} ${v}`));
    }
    expect(found).toEqual([]);
  });
});
