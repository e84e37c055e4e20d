import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEXTS, VARIANTS, type VariantId } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';

// Issue 29: the public pages come pre-rendered (scripts/prerender-web.ts, run by `npm run build`)
// so a phone paints them before any script ran; the app then replaces them with the same page,
// without a loading pass between, and only the live page takes input.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));

let server: TestServer;
let browser: TestBrowser;
beforeAll(async () => {
  // A build made by `vite build` alone (as the browser tests are often run) is pre-rendered here.
  if (!existsSync(path.join(WEB_DIST, 'prerendered.json'))) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/prerender-web.ts'], {
      cwd: ROOT,
      env: { ...process.env, WEB_DIST, PRERENDER_BASE_PORT: '9760', PRERENDER_REQUIRED: '1' },
      stdio: 'inherit',
      timeout: 400_000,
    });
  }
  [server, browser] = await Promise.all([
    startServer({ basePort: 9750, webDist: WEB_DIST, env: { DEV_OUTBOX: '0' } }),
    launchBrowser(),
  ]);
}, 480_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const PAGES: [VariantId, string, string][] = [
  ['main', '/', VARIANTS.main.name],
  ['radio', '/', VARIANTS.radio.name],
  ['playlistcheck', '/', VARIANTS.playlistcheck.name],
  ['main', '/pricing', TEXTS.header.pricing],
  ['main', '/login', 'Log In'],
  ['main', '/for/artists', 'Songstats for Artists'],
];

describe('pre-rendered public pages (issue 29)', () => {
  it.each(PAGES)('%s %s shows its heading with no script run', async (variant, pathname, h1) => {
    const page = await browser.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(server.url(variant, pathname));
    expect((await page.locator('h1').first().textContent())?.trim()).toBe(h1);
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    await page.close();
  });

  it('is replaced by the live page without a loading pass, which then takes input', async () => {
    const page = await browser.newPage();
    // Every state of #root from the parsed pre-rendered page on: its heading and whether it shows
    // "Loading…". While the document is still being parsed #root can hold part of its HTML (a
    // slow machine's parser yields between chunks); the app's scripts run only after that.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const record = () => {
        const root = document.getElementById('root');
        if (!root || document.readyState === 'loading') return;
        const loading = root.querySelector('[role="status"]')?.textContent === 'Loading…';
        seen.push(
          `${root.querySelector('h1')?.textContent ?? '(none)'}${loading ? ' loading' : ''}`,
        );
      };
      // Fired when parsing ends, before the app's (module) scripts run.
      document.addEventListener('readystatechange', record);
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
    });
    await page.goto(server.url('main', '/login'));
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['Log In']));
    await page.getByLabel('Email').fill('prerendered@example.com');
    expect(await page.getByLabel('Email').inputValue()).toBe('prerendered@example.com');
    await page.getByRole('button', { name: 'Email me a login link' }).click();
    await page.getByRole('status').waitFor();
    expect(page.problems).toEqual([]);
  });

  it('does not show a signed-in visitor the signed-out page it holds', async () => {
    const session = (login: unknown) =>
      JSON.stringify({ state: { login, entryCode: null }, version: 1 });
    const visibility = async (stored: string | null) => {
      const page = await browser.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      if (stored)
        await page.addInitScript(
          (value) => localStorage.setItem('songstats-session', value),
          stored,
        );
      await page.goto(server.url('main', '/'));
      const seen = await page
        .locator('#root')
        .evaluate((root) => getComputedStyle(root).visibility);
      await page.close();
      return seen;
    };
    expect(await visibility(null)).toBe('visible');
    expect(await visibility(session(null))).toBe('visible');
    expect(await visibility(session({ userAuthToken: { token: 'kept' } }))).toBe('hidden');
  });

  it('sends a page it did not pre-render with the app shell, painted before any script ran', async () => {
    const html = await (await fetch(server.url('main', '/signup'))).text();
    expect(html).toMatch(/<div id="root"><header [^>]*>.*Loading…<\/div><\/div>/);
    const landing = await (await fetch(server.url('main', '/'))).text();
    expect(landing).toContain('<div id="root" inert>');

    // Decision 083: with no script run at all, a signed-in page shows the header's frame (the
    // stylesheet's classes: sticky, 64 px high), the mark and "Loading…".
    const page = await browser.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(server.url('main', '/feed'));
    const header = page.locator('#root > header');
    expect(
      await header.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.position, element.getBoundingClientRect().height];
      }),
    ).toEqual(['sticky', 65]);
    await expect.poll(() => header.locator('svg').isVisible()).toBe(true);
    expect(await page.getByRole('status').textContent()).toBe('Loading…');
    await page.close();

    // With its scripts, the app replaces the shell with its page.
    const live = await browser.newPage();
    // Signed out (the test above left a made-up session in the browser's storage).
    await live.addInitScript(() => localStorage.removeItem('songstats-session'));
    await live.goto(server.url('main', '/signup'));
    // The app's header (its mark is a link home, the shell's is not) in place of the shell's.
    await live.locator('#root header a[aria-label="Songstats"]').waitFor();
    await live.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await live.locator('#root header').count()).toBe(1);
    expect(await live.getByText('Loading…', { exact: true }).count()).toBe(0);
    expect(live.problems).toEqual([]);
    await live.close();
  });
});
