import { fileURLToPath } from 'node:url';
import { TEXTS } from '@songstats/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';
import { type PreparedData, prepareData } from './prepared-data';

// Issue 30, decision 047: the PayPal (sandbox) summary of a new member's trial says what is due
// today and the dates, and the subscription PayPal then starts shows the same next billing date.
let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };
let data: PreparedData | undefined;
const email = `e2e-money-${Date.now()}@example.com`;

beforeAll(async () => {
  data = await prepareData('money', async () => {});
  [server, browser] = await Promise.all([
    startServer({ basePort: 9400, env: { DEV_OUTBOX: '1', SEED_DEMO: '1', ...data.env } }),
    launchBrowser(),
  ]);
  page = await browser.newPage();
  await page.goto(server.url('main', '/signup'));
  await page.getByLabel('Name').fill('Mona Money');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create free account' }).click();
  await page.waitForURL('**/email-confirmation');
  await page.getByRole('link', { name: 'local outbox' }).click();
  await page.waitForURL('**/dev/outbox');
  await page
    .locator('article', { hasText: `To ${email}` })
    .first()
    .getByRole('link', { name: /\/magic\?token=/ })
    .click();
  await page.waitForURL('**/feed');
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await data?.dispose();
});

function dialog(title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

describe('money texts match what happens (issue 30)', () => {
  it('the PayPal trial summary says due today and the next billing date the subscription then has', async () => {
    await page.goto(server.url('main', '/pricing'));
    await page
      .getByRole('article', { name: 'Artist', exact: true })
      .getByRole('button', { name: TEXTS.subscription.startFreeTrial })
      .click();
    const step1 = dialog(TEXTS.modal.chooseAccount);
    await step1.getByRole('searchbox').fill('Robyn');
    await step1.getByRole('button', { name: /Robyn/ }).click();
    await dialog('Choose a Plan')
      .getByRole('article', { name: 'Artist', exact: true })
      .getByRole('button', { name: 'Choose Plan' })
      .click();
    const payment = dialog('Payment Method');
    const summary = payment.getByRole('region', { name: 'Order summary' });

    // The card trial first: nothing due today, billed when the trial ends.
    await payment.getByRole('radio', { name: 'New card' }).check();
    await expect.poll(() => summary.getByTestId('order-due-today').textContent()).toBe('€0.00');
    const cardTrialEnd = await summary.getByTestId('order-trial-end').textContent();
    expect(await summary.getByTestId('order-next-billing').textContent()).toBe(cardTrialEnd);
    if (process.env.SCREENSHOTS === '1') {
      // docs/screenshots (issue 30's acceptance): the payment step's summary in a trial.
      await payment.screenshot({
        path: fileURLToPath(
          new URL('../../../docs/screenshots/subscription-summary-trial.png', import.meta.url),
        ),
      });
    }

    // PayPal captures one period today; the trial week comes before that period.
    await payment.getByRole('radio', { name: 'PayPal' }).check();
    await expect.poll(() => summary.getByTestId('order-due-today').textContent()).toBe('€11.99');
    expect(await summary.getByText(TEXTS.trialWeek).count()).toBe(1);
    expect(await summary.getByTestId('order-trial-end').textContent()).toBe(cardTrialEnd);
    const nextBilling = await summary.getByTestId('order-next-billing').textContent();
    expect(nextBilling).not.toBe(cardTrialEnd);

    // PayPal charges today, so its button confirms rather than promising a free start.
    expect(
      await payment.getByRole('button', { name: TEXTS.subscription.startFreeTrial }).count(),
    ).toBe(0);
    await payment.getByRole('button', { name: TEXTS.subscription.confirm, exact: true }).click();
    await page.waitForURL('**/settings/subscription-management**');
    const row = page.getByRole('row').filter({ hasText: 'Robyn' });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Active');
    expect(await row.textContent()).toContain(nextBilling);

    // spec §4 action rules: a paid running row offers Cancel itself, which opens the cancel flow.
    await row.getByRole('button', { name: TEXTS.subscription.cancel, exact: true }).click();
    await page.getByRole('button', { name: TEXTS.cancel.cancelRenewal }).waitFor();
    expect(page.problems).toEqual([]);
  });
});
