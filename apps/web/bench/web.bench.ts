import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium as playwrightChromium } from 'playwright-core';
import { axeViolations } from '../e2e/axe';
import {
  DEMO_MEMBER_EMAIL,
  type DemoWorld,
  prepareDemoWorld,
  signIn,
  startArtworkWorld,
} from '../e2e/demo-world';
import { findChromium } from '../e2e/find-chromium';
import { launchBrowser, startServer, type TestServer } from '../e2e/harness';
import { SESSION_STORAGE_KEY } from '../src/features/session/session-store';

// `npm run bench:web` (issue 29): Lighthouse 12 (simulated mobile, its default) and axe-core
// (WCAG 2.2 AA, at 390 px) on the public pages of a server started on the demo world, with the
// Chromium the browser tests use (e2e/find-chromium.ts). Serves the build in apps/web/dist, or
// WEB_DIST. Prints one row per page. The signed-in pages (feed, tracks, a track, the audience) are
// opened by Lighthouse signed in as the demo member: the member signs in through the login link
// like a user, and the app's session (a bearer token in localStorage, no cookie) is put into
// Lighthouse's Chrome, whose storage Lighthouse then leaves as it is.

type Variant = 'main' | 'radio' | 'playlistcheck';

const PUBLIC_PAGES: [Variant, string][] = [
  ['main', '/'],
  ['main', '/pricing'],
  ['main', '/for/artists'],
  ['main', '/login'],
  ['radio', '/'],
  ['playlistcheck', '/'],
];

function signedInPages(world: DemoWorld): [Variant, string, ready: string][] {
  const { artist, track } = world.facts;
  return [
    ['main', '/feed?source=spotify', '[data-testid="feed-item"]'],
    ['main', '/tracks?source=spotify', 'main h1'],
    [
      'main',
      `/tracks/${track.idUnique}?source=spotify&account=${encodeURIComponent(artist.idUnique)}`,
      'main h1',
    ],
    ['main', '/audience?source=spotify', '[data-testid="top-place"]'],
  ];
}

/**
 * WEB_BENCH_PAGES (optional): the rows to measure, as a comma-separated list of rows' names as
 * the table prints them ("main /feed,main /audience"); all of them without it.
 */
const ONLY = process.env.WEB_BENCH_PAGES?.split(',').map((name) => name.trim()) ?? null;
const chosen = (variant: Variant, pathname: string) =>
  !ONLY || ONLY.includes(`${variant} ${pathname.split('?')[0]}`);

/**
 * WEB_BENCH_REPORT_DIR (optional): a folder where each page's whole Lighthouse report is written
 * (`main-feed.json`, ...) with its trace (`main-feed.trace.json`), and where the main thread's
 * time went is printed after the table: the scripts' evaluation (`bootup-time`), the kinds of
 * work (`mainthread-work-breakdown`) and the long tasks (`long-tasks`), the attribution of TBT.
 */
const REPORT_DIR = process.env.WEB_BENCH_REPORT_DIR || null;

/**
 * WEB_BENCH_THROTTLING=devtools (optional): Lighthouse slows the page's CPU 4x and its network for
 * real (DevTools throttling) and reports what it observed, instead of simulating both from an
 * unthrottled load (the default, `simulate`, as PageSpeed Insights does). A second opinion when
 * the simulated figures swing from run to run on a busy or slow machine.
 */
const THROTTLING = process.env.WEB_BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

interface AuditItems {
  items?: Record<string, unknown>[];
}

function mainThreadSummary(page: string, audits: Record<string, { details?: unknown }>) {
  const items = (id: string) => (audits[id]?.details as AuditItems | undefined)?.items ?? [];
  const ms = (value: unknown) => Math.round(Number(value ?? 0));
  const lines = [`${page}:`];
  lines.push(
    `  bootup-time (total / scripting / parse+compile ms): ${items('bootup-time')
      .slice(0, 6)
      .map(
        (item) =>
          `${String(item.url).split('/').pop()} ${ms(item.total)}/${ms(item.scripting)}/${ms(item.scriptParseCompile)}`,
      )
      .join(', ')}`,
  );
  lines.push(
    `  mainthread-work-breakdown (ms): ${items('mainthread-work-breakdown')
      .map((item) => `${item.groupLabel} ${ms(item.duration)}`)
      .join(', ')}`,
  );
  lines.push(
    `  long-tasks (start+duration ms, script): ${items('long-tasks')
      .map(
        (item) =>
          `${ms(item.startTime)}+${ms(item.duration)} ${String(item.url).split('/').pop() || '?'}`,
      )
      .join(', ')}`,
  );
  return lines.join('\n');
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  fcpMs: number;
  jsKb: number;
  axe: number;
  notes: string;
}

const mainThread: string[] = [];

function score(value: number | null | undefined) {
  return Math.round((value ?? 0) * 100);
}

async function lighthouseRow(
  port: number,
  url: string,
  signedIn: boolean,
  name: string,
): Promise<Omit<Row, 'page' | 'axe'>> {
  const result = await lighthouse(url, {
    port,
    disableStorageReset: signedIn,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    throttlingMethod: THROTTLING,
    // With a report folder the trace also holds V8's samples, which name the functions a long
    // task ran (Lighthouse's own trace names only the script).
    ...(REPORT_DIR ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, finalDisplayedUrl } = result.lhr;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const file = `${name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.json`;
    writeFileSync(join(REPORT_DIR, file), JSON.stringify(result.lhr));
    // The trace behind it, whose tasks name the script, timer or layout each long task ran.
    writeFileSync(
      join(REPORT_DIR, file.replace(/\.json$/, '.trace.json')),
      JSON.stringify(result.artifacts.Trace),
    );
    mainThread.push(mainThreadSummary(name, audits));
  }
  if (signedIn && new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} was not opened signed in: Lighthouse ended on ${finalDisplayedUrl}`);
  }
  const items = (audits['resource-summary']?.details as { items?: unknown[] } | undefined)?.items;
  const script = (items as { resourceType: string; transferSize: number }[] | undefined)?.find(
    (item) => item.resourceType === 'script',
  );
  // What costs the page its scores: the metrics behind performance, and each failed check of the
  // other two categories.
  const metric = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const failed = ['accessibility', 'best-practices'].flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  // The element the LCP waited for (its label, or its opening tag), and what a failed console
  // check logged: the row says what to look at, not only that something costs.
  const lcpItems = (
    audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[] }
      | undefined
  )?.items;
  const lcpNode = lcpItems?.[0]?.items?.[0]?.node;
  const lcpElement = (lcpNode?.nodeLabel || lcpNode?.snippet || '?').replace(/\s+/g, ' ');
  const consoleErrors = (
    (
      audits['errors-in-console']?.details as
        | { items?: { description?: string; sourceLocation?: { url?: string } }[] }
        | undefined
    )?.items ?? []
  ).map(
    (item) =>
      `"${(item.description ?? '').slice(0, 100).replace(/\s+/g, ' ')}" (${item.sourceLocation?.url ?? '?'})`,
  );
  const notes = [
    `LCP ${metric('largest-contentful-paint')} ms (${lcpElement.slice(0, 40)})`,
    `TBT ${metric('total-blocking-time')} ms`,
    `SI ${metric('speed-index')} ms`,
    ...failed,
    ...consoleErrors,
  ].join(', ');
  return {
    notes,
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
  let artwork: Awaited<ReturnType<typeof startArtworkWorld>> | undefined;
  const chromium = await findChromium();
  Object.assign(process.env, chromium.env);
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser = await launchBrowser();
  try {
    world = await prepareDemoWorld();
    // The artwork of the feed and the lists, as `npm start` serves it from its world: without
    // the world each picture would be a 404, which Chromium logs as a console error.
    artwork = await startArtworkWorld(world);
    const started = await startServer({
      basePort: 9690,
      ...(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {}),
      env: { DEV_OUTBOX: '1', ...world.env, ...artwork.env },
    });
    server = started;
    const rows: Row[] = [];
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const measure = async (variant: Variant, pathname: string, ready: string, signedIn = false) => {
      const url = started.url(variant, pathname);
      const name = `${variant} ${pathname.split('?')[0]}`;
      const measured = await lighthouseRow(chrome.port, url, signedIn, name);
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const axe = (await axeViolations(page)).length;
      rows.push({ page: name, ...measured, axe });
    };
    for (const [variant, pathname] of PUBLIC_PAGES.filter(([variant, pathname]) =>
      chosen(variant, pathname),
    ))
      await measure(variant, pathname, 'h1');
    await signIn(page, started, DEMO_MEMBER_EMAIL);
    const session = await page.evaluate(
      (key) => localStorage.getItem(key) ?? '',
      SESSION_STORAGE_KEY,
    );
    if (!session) throw new Error('The demo member has no session after signing in');
    const lighthouseChrome = await playwrightChromium.connectOverCDP(
      `http://127.0.0.1:${chrome.port}`,
    );
    const [lighthouseProfile] = lighthouseChrome.contexts();
    if (!lighthouseProfile) throw new Error("Lighthouse's Chrome has no browser context");
    const tab = await lighthouseProfile.newPage();
    await tab.goto(started.url('main', '/robots.txt'));
    await tab.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_STORAGE_KEY,
      session,
    ] as const);
    // Lighthouse keeps the HTTP cache with the storage: it is emptied before each signed-in page,
    // so that each is measured as a first load as the public pages are.
    const devtools = await lighthouseProfile.newCDPSession(tab);
    for (const [variant, pathname, ready] of signedInPages(world).filter(([variant, pathname]) =>
      chosen(variant, pathname),
    )) {
      await devtools.send('Network.clearBrowserCache');
      await measure(variant, pathname, ready, true);
    }
    await tab.close();
    console.info(
      '| page | performance | accessibility | best practices | CLS | FCP (ms) | JS over the wire (KB) | axe violations | what costs |',
    );
    console.info('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) {
      console.info(
        `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.cls.toFixed(3)} | ${Math.round(row.fcpMs)} | ${row.jsKb.toFixed(1)} | ${row.axe} | ${row.notes} |`,
      );
    }
    if (REPORT_DIR)
      console.info(`\nThe main thread (reports in ${REPORT_DIR}):\n${mainThread.join('\n')}`);
  } finally {
    await browser.close();
    chrome.kill();
    await server?.dispose();
    await artwork?.stop();
    await world?.dispose();
  }
}

await main();
