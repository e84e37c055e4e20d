import { TEXTS } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';

let server: TestServer;
let browser: TestBrowser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ basePort: 8110 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('the backend-down banner (spec §4, §8)', () => {
  it('shows when the uptime check fails on a route change, only while online, and clears', async () => {
    const page = await browser.newPage();
    const banner = page.getByText(TEXTS.errors.maintenance);
    await page.goto(server.url('main', '/'));
    // Load the pricing page once while the server is up, so its code is in the page already.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await page.getByRole('heading', { name: 'Pricing' }).waitFor();
    await page.getByRole('link', { name: 'Songstats' }).click();
    await page.getByTestId('variant-name').waitFor();
    expect(await banner.count()).toBe(0);

    await server.stop();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await banner.waitFor();
    expect(await page.getByRole('alert').first().textContent()).toBe(TEXTS.errors.maintenance);

    // Offline, a failed check is the network's fault, not maintenance: no banner.
    await browser.context.setOffline(true);
    await banner.waitFor({ state: 'detached' });
    await browser.context.setOffline(false);
    await banner.waitFor();

    await server.restart();
    await page.getByRole('link', { name: 'Songstats' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.close();
  });
});
