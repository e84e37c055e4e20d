import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalPushService,
  startLocalPushService,
  vapidClaims,
} from '../../../packages/monitor/src/notifications/local-push-service';
import {
  DEMO_MEMBER_EMAIL,
  type DemoWorld,
  prepareDemoWorld,
  problemsBesidesArtwork,
} from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';

// Issue 22, Settings > Notifications on the demo world: the app switch, a profile's switch (by
// mouse and keyboard, kept by the server), 'Failed to get notifications' (spec §8), this browser's
// subscription with the server's VAPID key, and a push of the world's new activities arriving in
// the browser: the server is restarted with its embedded monitor (as `npm start` runs, at a
// twentieth of the world's scale), which catches up on the world's next days; each day's cycle
// writes activities and sends the pushes they call for.
//
// Headless Chromium has no push service (it refuses to subscribe: "push service not available")
// and no notification permission. So the member's web push token is a subscription at a local
// push service that speaks the Web Push protocol (RFC 8030), stored through add_push_token as the
// app stores the browser's: the monitor sends the push there, VAPID-signed (RFC 8292) and
// encrypted (RFC 8291); the test opens it with the subscription's keys, as the browser would, and
// hands it to the page's service worker (public/push-sw.js) through DevTools' ServiceWorker
// domain. The page then lists what the service worker received, and whether it could show it.
let world: DemoWorld;
let server: TestServer;
let browser: TestBrowser;
let pushService: LocalPushService;
let page: Page & { problems: string[] };
/** The demo member's API headers (session), taken from the page's own requests. */
let apiHeaders: Record<string, string> = {};

/**
 * Logs in through the login page and the local outbox's magic link, as demo-world's signIn does,
 * with room for a server whose monitor is catching up on the same database.
 */
async function signIn(email: string) {
  const timeout = 120_000;
  await page.goto(server.url('main', '/login'), { timeout });
  await page.getByLabel('Email').fill(email, { timeout });
  await page.getByRole('button', { name: 'Email me a login link' }).click({ timeout });
  await page.getByRole('status').waitFor({ timeout });
  await page.getByRole('link', { name: 'local outbox' }).click({ timeout });
  await page.waitForURL('**/dev/outbox', { timeout });
  const link = page
    .locator('article', { hasText: `To ${email}` })
    .first()
    .getByRole('link', { name: /\/magic\?token=/ });
  // The outbox is a page of the mails sent so far: read again until the link's mail is there.
  const deadline = Date.now() + timeout;
  while ((await link.count()) === 0) {
    if (Date.now() > deadline) throw new Error(`No login mail to ${email} in the outbox.`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await page.reload({ timeout });
  }
  await link.click({ timeout });
  await page.getByTestId('user-menu').waitFor({ timeout });
}

beforeAll(async () => {
  [world, browser, pushService] = await Promise.all([
    prepareDemoWorld(),
    launchBrowser(),
    startLocalPushService(),
  ]);
  // The demo world's first day is in, and its demo member seeded; the monitor waits until the
  // push test starts it (a catching-up monitor slows every page on two cores).
  server = await startServer({ basePort: 8500, env: { DEV_OUTBOX: '1', ...world.env } });
  page = await browser.newPage();
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/members/get_app_push_notification_settings'))
      apiHeaders = request.headers();
  });
  await signIn(DEMO_MEMBER_EMAIL);
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await world?.dispose();
  await pushService?.close();
});

const SETTINGS = '/members/get_app_push_notification_settings';

async function openScreen() {
  await page.goto(server.url('main', '/settings/notification-management'));
  await page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await page.getByRole('switch', { name: 'Push notifications', exact: true }).waitFor();
}

/** The demo member's profiles, as the screen lists them. */
async function profileNames(): Promise<string[]> {
  const labels = await page
    .getByRole('switch', { name: /^Notifications for / })
    .evaluateAll((switches) => switches.map((element) => element.getAttribute('aria-label')));
  return labels.map((label) => String(label).replace(/^Notifications for /, ''));
}

describe('Settings > Notifications (issue 22)', () => {
  it('turns notifications off and on for the app and for one profile', async () => {
    await openScreen();
    const [name] = await profileNames();
    expect(name).toBeTruthy();
    const app = page.getByRole('switch', { name: 'Push notifications', exact: true });
    const profile = page.getByRole('switch', { name: `Notifications for ${name}` });
    await expect.poll(() => app.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => profile.getAttribute('aria-checked')).toBe('true');

    await app.click();
    await expect.poll(() => app.getAttribute('aria-checked')).toBe('false');
    // With the app switch off, no profile gets pushes: their switches wait.
    await expect.poll(() => profile.isDisabled()).toBe(true);
    await app.click();
    await expect.poll(() => app.getAttribute('aria-checked')).toBe('true');

    // From the keyboard: Tab reaches the switch, Space toggles it.
    await profile.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => profile.getAttribute('aria-checked')).toBe('false');

    await page.reload();
    await openScreen();
    await expect.poll(() => profile.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => app.getAttribute('aria-checked')).toBe('true');
    await profile.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => profile.getAttribute('aria-checked')).toBe('true');
    // The profile's artwork is the world's, which does not run beside this server (demo-world.ts).
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
    // Headless Chromium has no push service: either the subscription comes back and is stored
    // as the member's token, or the browser's own error shows on the screen.
    const alert = page.getByRole('alert');
    await expect
      .poll(
        async () =>
          (await here.getAttribute('aria-checked')) === 'true' || (await alert.count()) > 0,
        { timeout: 30_000 },
      )
      .toBe(true);
    if ((await here.getAttribute('aria-checked')) === 'true') {
      expect(added).toHaveLength(1);
      expect(added[0]!.status).toBe(200);
      expect(JSON.parse(added[0]!.pushToken).endpoint).toMatch(/^https:\/\//);
    } else {
      const text = await alert.first().textContent();
      console.info(`headless Chromium refused the push subscription: ${text}`);
      expect(text).toMatch(/push service/);
      expect(added).toEqual([]);
    }
    // Either way the page registered the service worker that shows pushes.
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration('/push-sw.js'))?.scope ?? null,
    );
    expect(scope).toBe(server.url('main', '/'));
  });

  it("delivers a push for the world's new activities, which the service worker shows", async () => {
    await openScreen();
    const profiles = await profileNames();
    const api = (path: string) => server.url('main', `/api/v1${path}`);
    const { publicKey } = (await (
      await page.request.get(api('/members/get_push_public_key'), { headers: apiHeaders })
    ).json()) as { publicKey: string };

    // A subscription at the local push service, stored as the member's web push token.
    const subscription = pushService.subscribe('demo-member');
    const stored = await page.request.post(api('/members/add_push_token'), {
      headers: apiHeaders,
      data: { pushToken: subscription.token, pushTokenPlatform: 'web' },
    });
    expect(stored.status()).toBe(200);

    // The same server, on the same data and ports, now with its embedded monitor, as `npm start`
    // runs after a restart: it catches up on the world's next days, and each day's cycle writes
    // activities and sends the pushes they call for (one per profile).
    await server.dispose();
    server = await startServer({
      basePort: 8500,
      env: {
        DEV_OUTBOX: '1',
        MONITOR: 'embedded',
        WORLD_SEED: '1',
        WORLD_SCALE: '0.05',
        ...world.env,
      },
    });
    const push = await pushService.next('demo-member', 420_000);
    const claims = vapidClaims(push.headers);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.publicKey).toBe(publicKey);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const payload = JSON.parse(subscription.decrypt(push.body)) as {
      title: string;
      body: string;
      route: string;
    };
    expect(profiles).toContain(payload.title);
    expect(payload.route).toMatch(/^\/(artist|label|creator)\/\w+/);
    // Batched ("3 new playlist adds for Rooms of Garden"), or a single activity's own text.
    const batched = /^(\d+) new [a-z ]+ for (.+)$/.exec(payload.body);
    if (batched) {
      expect(Number(batched[1])).toBeGreaterThan(1);
      expect(batched[2]).toBe(payload.title);
    } else {
      expect(payload.body.length).toBeGreaterThan(0);
    }
    console.info(`push received: ${payload.title}: ${payload.body}`);

    // The browser's part: the push event reaches the page's service worker, which shows it.
    // (While the server restarted, the open page's requests failed: those errors are not the push's.)
    page.problems.length = 0;
    await page.goto(server.url('main', '/settings/notification-management'), { timeout: 120_000 });
    await page
      .getByText('No push has arrived since this page opened.')
      .waitFor({ timeout: 120_000 });
    const cdp: CDPSession = await browser.context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
      registrations.push(...event.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const origin = new URL(server.url('main', '/')).origin;
    const registration = registrations.find(
      (entry) => !entry.isDeleted && entry.scopeURL === `${origin}/`,
    );
    expect(registration).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration!.registrationId,
      data: subscription.decrypt(push.body),
    });
    const item = page.getByRole('list', { name: 'Received pushes' }).getByRole('listitem');
    await item.first().waitFor({ timeout: 20_000 });
    expect(await item.count()).toBe(1);
    expect(await item.getByRole('link').textContent()).toBe(payload.body);
    expect(await item.getByRole('link').getAttribute('href')).toBe(payload.route);
    // Headless Chromium grants no notification permission: the service worker's attempt to show
    // the notification is refused, and says so.
    expect(await item.textContent()).toMatch(
      /shown as a notification|not shown as a notification: .*permission/,
    );
    await cdp.detach();
    expect(page.problems).toEqual([]);
  }, 600_000);
});
