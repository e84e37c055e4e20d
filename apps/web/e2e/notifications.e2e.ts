import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_MEMBER_EMAIL,
  type DemoWorld,
  prepareDemoWorld,
  problemsBesidesArtwork,
  signIn,
} from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';

// Issue 22, Settings > Notifications on the demo world: the app switch, a profile's switch (by
// mouse and keyboard, kept by the server), 'Failed to get notifications' (spec §8), and this
// browser's subscription with the server's VAPID key. Whether a push then arrives cannot be
// tested here: headless Chromium subscribes at its own push service (Google's FCM), which this
// machine cannot reach, and takes no other; the sending side is tested against a local push
// service in packages/monitor/src/notifications/send-activity-pushes.test.ts.
let world: DemoWorld;
let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };

beforeAll(async () => {
  [world, browser] = await Promise.all([prepareDemoWorld(), launchBrowser()]);
  server = await startServer({ basePort: 8200, env: { DEV_OUTBOX: '1', ...world.env } });
  page = await browser.newPage();
  await signIn(page, server, DEMO_MEMBER_EMAIL);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await world?.dispose();
});

const SETTINGS = '/members/get_app_push_notification_settings';

async function openScreen() {
  await page.goto(server.url('main', '/settings/notification-management'));
  await page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await page.getByRole('switch', { name: 'Push notifications', exact: true }).waitFor();
}

describe('Settings > Notifications (issue 22)', () => {
  it('turns notifications off and on for the app and for one profile', async () => {
    await openScreen();
    const app = page.getByRole('switch', { name: 'Push notifications', exact: true });
    const artist = page.getByRole('switch', {
      name: `Notifications for ${world.facts.artist.name}`,
    });
    await expect.poll(() => app.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => artist.getAttribute('aria-checked')).toBe('true');

    await app.click();
    await expect.poll(() => app.getAttribute('aria-checked')).toBe('false');
    // With the app switch off, no profile gets pushes: their switches wait.
    await expect.poll(() => artist.isDisabled()).toBe(true);
    await app.click();
    await expect.poll(() => app.getAttribute('aria-checked')).toBe('true');

    // From the keyboard: Tab reaches the switch, Space toggles it.
    await artist.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => artist.getAttribute('aria-checked')).toBe('false');

    await page.reload();
    await openScreen();
    await expect.poll(() => artist.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => app.getAttribute('aria-checked')).toBe('true');
    // The demo world's artwork is not served beside this server (its monitor is off): 404s.
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it("says 'Failed to get notifications' when the settings cannot be read (spec §8)", async () => {
    await page.route(`**/api/v1${SETTINGS}`, (route) => route.abort('connectionrefused'));
    try {
      await page.goto(server.url('main', '/settings/notification-management'));
      await page.getByRole('alert').filter({ hasText: 'Failed to get notifications' }).waitFor();
      expect(await page.getByRole('switch').count()).toBe(0);
    } finally {
      await page.unroute(`**/api/v1${SETTINGS}`);
    }
  });

  it("subscribes this browser with the server's VAPID key, or says why it cannot", async () => {
    await browser.context.grantPermissions(['notifications'], {
      origin: new URL(server.url('main', '/')).origin,
    });
    const added: { status: number; pushToken: string }[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/members/add_push_token')) return;
      const body = response.request().postDataJSON() as { pushToken: string };
      added.push({ status: response.status(), pushToken: body.pushToken });
    });
    await openScreen();
    const here = page.getByRole('switch', { name: 'Push notifications in this browser' });
    await here.click();
    // Headless Chromium subscribes at FCM (unreachable here): either the subscription comes back
    // and is stored as the member's token, or the browser's own error shows on the screen.
    const alert = page.getByRole('alert');
    await expect
      .poll(
        async () =>
          (await here.getAttribute('aria-checked')) === 'true' || (await alert.count()) > 0,
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    if ((await here.getAttribute('aria-checked')) === 'true') {
      expect(added).toHaveLength(1);
      expect(added[0]!.status).toBe(200);
      expect(JSON.parse(added[0]!.pushToken).endpoint).toMatch(/^https:\/\//);
    } else {
      const text = await alert.first().textContent();
      console.info(`headless Chromium refused the push subscription: ${text}`);
      expect(text).toBeTruthy();
      expect(added).toEqual([]);
    }
  });
});
