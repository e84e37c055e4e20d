import { TEXTS } from '@songstats/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  startServer,
  type TestBrowser,
  type TestServer,
  VARIANT_IDS,
} from './harness';

// Issue 22: logged out, every settings page of every product asks to log in and comes back
// after the magic link; the Professional Plan table adds and removes an artist.
const SETTINGS_PATHS = [
  '/settings',
  '/settings/subscription-management',
  '/settings/team-management',
  '/settings/activity-settings',
  '/settings/favorite-sources',
  '/settings/notification-management',
  '/settings/edit-subscription/1',
  '/settings/subscription-management/request',
  '/settings/subscription-management/edit-billing-address',
  '/settings/account-management',
  '/settings/professional-management',
  '/settings/data-integrations',
];
const PROMPT = 'Log in to see your settings';

let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };
const email = `e2e-settings-${Date.now()}@example.com`;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ basePort: 8190, env: { DEV_OUTBOX: '1', SEED_DEMO: '1' } }),
    launchBrowser(),
  ]);
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Opens the newest magic link mailed to the member, from the local outbox. */
async function openMagicLink() {
  await page.goto(server.url('main', '/dev/outbox'));
  await page
    .locator('article', { hasText: `To ${email}` })
    .first()
    .getByRole('link', { name: /\/magic\?token=/ })
    .click();
}

function dialog(title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

describe('settings end to end (issue 22)', () => {
  it('asks a logged-out visitor to log in on every settings page of all six products', async () => {
    for (const variant of VARIANT_IDS) {
      for (const path of SETTINGS_PATHS) {
        await page.goto(server.url(variant, path));
        const prompt = page.getByRole('heading', { name: PROMPT });
        await prompt.waitFor({ timeout: 10_000 });
        const href = await page
          .getByRole('link', { name: TEXTS.header.logIn })
          .last()
          .getAttribute('href');
        expect([variant, path, href]).toEqual([
          variant,
          path,
          expect.stringMatching(/^\/login\?redirect=%2Fsettings/),
        ]);
        // No settings tab shows (nor loads) for nobody.
        expect(await page.getByRole('navigation', { name: 'Settings' }).count()).toBe(0);
      }
    }
    expect(page.problems).toEqual([]);
  });

  it('comes back to the settings page after logging in from its prompt', async () => {
    // A member exists: sign up, then log out.
    await page.goto(server.url('main', '/signup'));
    await page.getByLabel('Name').fill('Petra Pro');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create free account' }).click();
    await page.waitForURL('**/email-confirmation');
    await openMagicLink();
    await page.waitForURL('**/feed');
    await page.goto(server.url('main', '/logout'));
    await page.waitForURL((url) => !url.pathname.startsWith('/logout'));

    await page.goto(server.url('main', '/settings/professional-management'));
    await page.getByRole('heading', { name: PROMPT }).waitFor();
    await page.getByRole('link', { name: TEXTS.header.logIn }).last().click();
    await page.waitForURL('**/login?redirect=*');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a login link' }).click();
    await page.getByRole('status').waitFor();
    await openMagicLink();
    await page.waitForURL('**/settings/professional-management');
    await page.getByRole('heading', { name: 'Professional Plan' }).waitFor();
  });

  it('adds an artist to the Professional Plan by search and removes it', async () => {
    // Without the plan, the member is offered it: the modal at the Professional plan.
    await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
    const choose = dialog('Choose a Plan');
    const payment = dialog('Payment Method');
    await Promise.race([choose.waitFor(), payment.waitFor()]);
    if (await choose.count()) {
      await choose
        .getByRole('article', { name: TEXTS.modal.professionalPlan, exact: true })
        .getByRole('button', { name: 'Choose Plan' })
        .click();
    }
    await payment.getByRole('radio', { name: 'New card' }).check();
    await payment.getByPlaceholder(TEXTS.modal.cardholderPlaceholder).fill('Petra Pro');
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
    await payment.getByLabel('CVC').fill('123');
    await payment.getByRole('button', { name: TEXTS.subscription.startFreeTrial }).click();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 20_000 }).toBe(0);

    await page.goto(server.url('main', '/settings/professional-management'));
    const table = page.getByRole('table');
    await table.waitFor();
    await expect.poll(() => page.getByText('0 of 25 profiles on your plan.').count()).toBe(1);
    await page.getByRole('searchbox').fill('Robyn');
    await page.getByRole('button', { name: /Robyn/ }).first().click();
    await table.getByRole('link', { name: 'Robyn' }).waitFor();
    expect(
      await table
        .getByRole('row')
        .filter({ hasText: 'Robyn' })
        .getByRole('cell')
        .nth(1)
        .textContent(),
    ).toBe('artist');
    // The plan's artist is now among the member's profiles, as the server keeps it.
    await page.reload();
    await table.getByRole('link', { name: 'Robyn' }).waitFor();

    await table.getByRole('button', { name: 'Remove Robyn' }).click();
    await expect.poll(() => table.getByRole('link', { name: 'Robyn' }).count()).toBe(0);
    await page.reload();
    await table.waitFor();
    expect(await table.getByRole('link', { name: 'Robyn' }).count()).toBe(0);
    expect(page.problems).toEqual([]);
  });
});
