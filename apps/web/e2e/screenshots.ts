import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { DEMO_MEMBER_EMAIL, prepareDemoWorld, signIn } from './demo-world';
import { launchBrowser, startServer } from './harness';

// `npm run screenshots` (after `npm run build`): the public pages and the demo member's insights
// screens on the demo world, at 1440 px and at 390 px wide (a phone: under the spec's 1024 px
// mobile breakpoint), saved in docs/screenshots/. It prints any screen wider than its window.
// SCREENSHOTS_FULL_PAGE=1 SCREENSHOTS_DIR=/tmp/shots takes whole pages instead, to review.

const OUT =
  process.env.SCREENSHOTS_DIR ??
  fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const FULL_PAGE = process.env.SCREENSHOTS_FULL_PAGE === '1';
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

interface Shot {
  name: string;
  path: string;
  /** What shows once the screen has loaded. */
  ready: (page: Page) => Promise<void>;
}

const world = await prepareDemoWorld();
const { artist, track } = world.facts;
const server = await startServer({ basePort: 8410, env: { DEV_OUTBOX: '1', ...world.env } });
const browser = await launchBrowser();
const overflowing: string[] = [];

async function take(page: Page, shot: Shot) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(server.url('main', shot.path));
    await shot.ready(page);
    // Charts and maps draw after their data; fonts and images settle.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > viewport.width) overflowing.push(`${shot.name} ${viewport.name}: ${width} px`);
    const file = path.join(OUT, `${shot.name}-${viewport.name}.png`);
    await page.screenshot({ path: file, animations: 'disabled', fullPage: FULL_PAGE });
    console.info(`saved ${path.relative(process.cwd(), file)}`);
  }
}

const waitFor = (testId: string) => async (page: Page) => {
  await page.getByTestId(testId).first().waitFor();
};
const waitForCanvas = (testId: string) => async (page: Page) => {
  // A map loads when it comes near the viewport (issue 29).
  await page.getByTestId(testId).first().scrollIntoViewIfNeeded();
  await page.getByTestId(testId).first().locator('canvas').first().waitFor();
};

try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage();
  await take(page, {
    name: 'landing',
    path: '/',
    ready: (target) => target.getByTestId('variant-name').waitFor(),
  });
  await take(page, {
    name: 'pricing',
    path: '/pricing',
    ready: (target) => target.getByRole('article', { name: 'Artist', exact: true }).waitFor(),
  });
  await signIn(page, server, DEMO_MEMBER_EMAIL);
  // The demo artist is the current account of the feed and audience screens.
  await page.goto(server.url('main', `/artist/${artist.idUnique}`));
  await page.getByRole('heading', { level: 1, name: artist.name }).waitFor();
  await take(page, { name: 'feed', path: '/feed', ready: waitFor('feed-item') });
  await take(page, {
    name: 'track-spotify',
    path: `/tracks/${track.idUnique}?source=spotify&account=${encodeURIComponent(artist.idUnique)}`,
    ready: waitFor('line-chart'),
  });
  await take(page, { name: 'audience', path: '/audience', ready: waitForCanvas('map') });
  if (page.problems.length > 0) console.warn(`browser problems:\n${page.problems.join('\n')}`);
  if (overflowing.length > 0) {
    console.warn(`wider than the window:\n${overflowing.join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.dispose();
  await world.dispose();
}
