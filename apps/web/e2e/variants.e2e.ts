import { SETTINGS_TABS, VARIANTS } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  startServer,
  type TestBrowser,
  type TestServer,
  VARIANT_IDS,
} from './harness';

let server: TestServer;
let browser: TestBrowser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ basePort: 8100 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('six products, one per port (spec §1, §2)', () => {
  it.each(VARIANT_IDS)(
    'the %s port shows its own name and tagline on / and /welcome',
    async (id) => {
      const page = await browser.newPage();
      for (const pathname of ['/', '/welcome']) {
        await page.goto(server.url(id, pathname));
        await expect
          .poll(() => page.getByTestId('variant-name').textContent())
          .toBe(VARIANTS[id].name);
        expect(await page.getByTestId('variant-tagline').textContent()).toBe(VARIANTS[id].tagline);
        expect(await page.title()).toBe(VARIANTS[id].name);
        // spec §2: the header is fixed on the landing page.
        expect(await page.locator('header').getAttribute('data-fixed')).toBe('true');
      }
      expect(page.problems).toEqual([]);
      await page.close();
    },
  );

  it.each([
    ['main', '/settings/team-management'],
    ['radio', '/settings/team-management'],
    ['playlistcheck', '/settings/team-management'],
    ['social', '/settings/team-management'],
  ] as const)('the %s product lists its own settings tabs', async (id, pathname) => {
    const page = await browser.newPage();
    await page.goto(server.url(id, pathname));
    const tabs = page.getByRole('navigation', { name: 'Settings' }).getByRole('link');
    await expect
      .poll(() => tabs.allTextContents())
      .toEqual(VARIANTS[id].settingsTabs.map((tab) => SETTINGS_TABS[tab].label));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Teams');
    await page.close();
  });

  it('opens the playlist-checking product on subscription management (spec §2)', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('playlistcheck', '/settings'));
    await page.waitForURL('**/settings/subscription-management');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Subscriptions');
    await page.close();
  });

  it('sends /:type/:id/* to its parent path (spec §2)', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('main', '/spotify/37i9dQZF1DXcBWIGoYBM5M/tracks/extra'));
    await page.waitForURL('**/spotify/37i9dQZF1DXcBWIGoYBM5M');
    // An unknown playlist is named by its id, under its source.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      '37i9dQZF1DXcBWIGoYBM5M',
    );
    await page.getByText('Spotify playlist').waitFor();
    await page.close();
  });

  it('answers the API and its docs on every port', async () => {
    for (const id of VARIANT_IDS) {
      const response = await fetch(server.url(id, '/api/v1/support/uptime_check'));
      expect(response.status).toBe(200);
    }
    const docs = await fetch(server.url('main', '/api/docs/json'));
    expect(Object.keys((await docs.json()).paths)).toContain('/api/v1/support/uptime_check');
  });
});
