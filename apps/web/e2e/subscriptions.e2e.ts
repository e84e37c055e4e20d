import type { Database } from '@songstats/db';
import { insertCoupon } from '@songstats/db/seed';
import { TEXTS } from '@songstats/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';
import { type PreparedData, prepareData } from './prepared-data';

// Issue 7 acceptance, with the sandbox payment provider: subscribe with a test card (the trial
// starts, the locked tabs unlock), a refused 3-D Secure card, a coupon of the wrong apply type,
// the upgrade to the bundle, and the cancel flow down to 'N Days Left' and Resubscribe.
const GOOD_CARD = '4242 4242 4242 4242';
const THREE_D_S_CARD = '4000 0027 6000 3184';
const LABEL_COUPON = 'LABELSONLY';

let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };
let data: PreparedData | undefined;
const email = `e2e-pay-${Date.now()}@example.com`;

/** A coupon for labels only, to refuse on an artist plan. */
async function seedCoupon(db: Database) {
  await insertCoupon(db, { code: LABEL_COUPON, applyType: 'label', discountPercent: 20 });
}

beforeAll(async () => {
  data = await prepareData('pay', seedCoupon);
  const dataEnv = data.env;
  [server, browser] = await Promise.all([
    startServer({ basePort: 8300, env: { DEV_OUTBOX: '1', SEED_DEMO: '1', ...dataEnv } }),
    launchBrowser(),
  ]);
  page = await browser.newPage();
  // A new member: sign up, then the magic link of the local outbox.
  await page.goto(server.url('main', '/signup'));
  await page.getByLabel('Name').fill('Paula Payer');
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

/** Steps 1 and 2 of the modal from the pricing page: the artist, then the artist plan. */
async function choosePlanFor(artist: string) {
  await page.goto(server.url('main', '/pricing'));
  await page
    .getByRole('article', { name: 'Artist', exact: true })
    .getByRole('button', { name: TEXTS.subscription.startFreeTrial })
    .click();
  const step1 = dialog(TEXTS.modal.chooseAccount);
  await step1.getByRole('searchbox').fill(artist);
  await step1.getByRole('button', { name: new RegExp(artist) }).click();
  await dialog('Choose a Plan')
    .getByRole('article', { name: 'Artist', exact: true })
    .getByRole('button', { name: 'Choose Plan' })
    .click();
  return dialog('Payment Method');
}

async function fillCard(step: Locator, number: string) {
  // A member with a saved card sees it chosen first; a new card is one click away.
  await step.getByRole('radio', { name: 'New card' }).check();
  await step.getByPlaceholder(TEXTS.modal.cardholderPlaceholder).fill('Paula Payer');
  await step.getByLabel('Card number').fill(number);
  await step.getByLabel('Expiry (MM/YY)').fill('12/30');
  await step.getByLabel('CVC').fill('123');
}

function row(name: string): Locator {
  return page.getByRole('row').filter({ hasText: name });
}

async function openSubscriptions() {
  await page.goto(server.url('main', '/settings/subscription-management'));
  await page.getByRole('heading', { name: 'Subscriptions' }).waitFor();
}

describe('subscriptions end to end (issue 7)', () => {
  it('subscribes a new member to an artist with a test card: the trial starts, the tabs unlock', async () => {
    await page.goto(server.url('main', '/artist/demo-robyn'));
    await expect.poll(() => page.getByTestId('locked-prompt').count()).toBeGreaterThan(0);

    const payment = await choosePlanFor('Robyn');
    await expect.poll(() => payment.getByTestId('order-total').textContent()).toBe('€11.99');
    await fillCard(payment, GOOD_CARD);
    await payment.getByRole('button', { name: TEXTS.subscription.startFreeTrial }).click();
    await page.waitForURL('**/artist/demo-robyn');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('locked-prompt').count()).toBe(0);

    await openSubscriptions();
    await expect.poll(() => row('Robyn').getByRole('cell').nth(1).textContent()).toBe('Trial');
  });

  it('refuses a 3-D Secure card with the spec text', async () => {
    const payment = await choosePlanFor('Daft Punk');
    await fillCard(payment, THREE_D_S_CARD);
    await payment.getByRole('button', { name: TEXTS.subscription.startFreeTrial }).click();
    await expect
      .poll(() => payment.getByRole('alert').textContent())
      .toBe(TEXTS.errors.threeDSecure);
    // Nothing typed is lost.
    expect(await payment.getByLabel('Card number').inputValue()).toBe(THREE_D_S_CARD);
  });

  it('clears a coupon of the wrong apply type', async () => {
    const payment = dialog('Payment Method');
    const coupon = payment.getByLabel('Coupon code');
    await coupon.fill(LABEL_COUPON);
    await payment.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => payment.locator('#coupon-error').count()).toBe(1);
    expect(await coupon.inputValue()).toBe('');
    // The server's refusal is the one failed request the browser reports.
    expect(page.problems).toEqual([
      expect.stringContaining(
        '400 (Bad Request) (http://localhost:8300/api/v1/payments/get_promo_code_details?code=LABELSONLY',
      ),
    ]);
    page.problems.length = 0;
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('upgrades to the bundle, and the price changes', async () => {
    await openSubscriptions();
    await row('Robyn').getByRole('button', { name: TEXTS.subscription.upgrade }).click();
    const payment = dialog('Payment Method');
    await expect.poll(() => payment.getByTestId('order-total').textContent()).toBe('€19.99');
    await payment.getByLabel('Bundle with Radiostats').uncheck();
    await expect.poll(() => payment.getByTestId('order-total').textContent()).toBe('€11.99');
    await payment.getByLabel('Bundle with Radiostats').check();
    await payment.getByRole('button', { name: TEXTS.subscription.upgrade }).click();
    await page.waitForURL('**/artist/demo-robyn');
    await openSubscriptions();
    await expect
      .poll(() => row('Robyn').getByRole('cell').nth(2).textContent())
      .toBe('Songstats + Radiostats');
  });

  it('cancels through the three acknowledgements in order and the feedback', async () => {
    await row('Robyn').getByRole('button', { name: TEXTS.subscription.edit }).click();
    const payment = dialog('Payment Method');
    await payment.getByRole('button', { name: 'Cancel Subscription' }).click();
    const cancel = dialog('Cancel Subscription');
    const boxes = cancel.getByRole('checkbox');
    const renewal = cancel.getByRole('button', { name: TEXTS.cancel.cancelRenewal });
    await expect.poll(() => boxes.count()).toBe(3);
    expect(await boxes.nth(1).isDisabled()).toBe(true);
    expect(await boxes.nth(2).isDisabled()).toBe(true);
    expect(await renewal.isDisabled()).toBe(true);
    for (let index = 0; index < 3; index += 1) await boxes.nth(index).check();
    expect(await renewal.isDisabled()).toBe(false);
    await renewal.click();

    const send = cancel.getByRole('button', { name: 'Send Feedback' });
    await send.waitFor();
    expect(await cancel.getByRole('radio').count()).toBe(6);
    expect(await send.isDisabled()).toBe(true);
    await cancel.getByLabel('Catalog is incomplete.').check();
    await send.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await openSubscriptions();
    await expect
      .poll(() => row('Robyn').getByRole('cell').nth(1).textContent())
      .toMatch(/^\d+ Days Left$/);
    expect(
      await row('Robyn').getByRole('button', { name: TEXTS.subscription.resubscribe }).count(),
    ).toBe(1);
    expect(page.problems).toEqual([]);
  });
});
