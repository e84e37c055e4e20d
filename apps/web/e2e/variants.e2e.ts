import { SETTINGS_TABS, VARIANTS, type VariantId } from '@songstats/domain';
import type { Page } from 'playwright-core';
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
  [server, browser] = await Promise.all([
    startServer({ basePort: 8100, env: { DEV_OUTBOX: '1' } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

let members = 0;
/** Signs a new member up on the product's own port and opens its magic link from the outbox. */
async function signUpOn(page: Page, id: VariantId) {
  const email = `variant-${id}-${++members}@example.com`;
  // The browser's pages share their storage: end an earlier test's session on this port first.
  await page.goto(server.url(id, '/logout'));
  await page.waitForURL((url) => !url.pathname.startsWith('/logout'));
  await page.goto(server.url(id, '/signup'));
  await page.getByLabel('Name').fill('Vera Variant');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create free account' }).click();
  await page.waitForURL('**/email-confirmation');
  await page.goto(server.url('main', '/dev/outbox'));
  await page
    .locator('article', { hasText: `To ${email}` })
    .first()
    .getByRole('link', { name: /\/magic\?token=/ })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/magic'));
}

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
    await signUpOn(page, id); // settings are for members (issue 22): logged out they ask to log in
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
    await signUpOn(page, 'playlistcheck');
    await page.goto(server.url('playlistcheck', '/settings'));
    await page.waitForURL('**/settings/subscription-management');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Subscriptions');
    await page.close();
  });

  it('sends /:type/:id/* to its parent path (spec §2)', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('main', '/spotify/37i9dQZF1DXcBWIGoYBM5M/tracks/extra'));
    await page.waitForURL('**/spotify/37i9dQZF1DXcBWIGoYBM5M');
    // There, a playlist the product does not know is the 404 page, not an empty shell (issue 24).
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Page not found');
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
