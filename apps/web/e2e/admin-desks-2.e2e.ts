import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_TEXTS, OPERATIONS_DESK_TEXTS } from '@songstats/contract';
import {
  accountClaims,
  accountSetups,
  accountSourceObjects,
  connect,
  enterpriseAgreements,
  errorReports,
  mediaLinkRequests,
  memberPushTokens,
  payments,
  queryRows,
  subscriptions,
} from '@songstats/db';
import { insertAccount, insertManagement, insertMember } from '@songstats/db/seed';
import { PROFILE_OWNERSHIP_TEXTS } from '@songstats/domain';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_EMAIL, type DemoWorld, prepareDemoWorld, signIn } from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';

// Issue 26: an admin opens each desk that admin-desks.e2e.ts does not (that one covers Members
// with access through admin, Link Requests and Monitor Status) and does one real action on it,
// over the real server and database: a coupon created, edited and hidden, a profile request approved, a
// setup marked failed, a test push delivered, a beta tester removed, a track removal rejected, a
// profile hidden, a subscription cancelled, a payment and an agreement found and filtered, an error
// group found, a source link marked alpha, a playlist and a radio station excluded.
const ADMIN_EMAIL = `e2e-admin2-${Date.now()}@example.com`;
const SAM_EMAIL = `e2e-sam-${Date.now()}@example.com`;
const BEA_NAME = 'Bea Beta';
const POLL = { timeout: 30_000 };
const ERROR_TEXT = 'E2E desk failure: cannot read the chart';

let world: DemoWorld;
let server: TestServer;
let browser: TestBrowser;
let admin: Page & { problems: string[] };
let pushes = 0;
const pushService = createServer((request, response) => {
  pushes++;
  request.resume();
  request.on('end', () => {
    response.statusCode = 201;
    response.end();
  });
});

beforeAll(async () => {
  [world, browser] = await Promise.all([
    prepareDemoWorld(),
    launchBrowser(),
    new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve)),
  ]);
  const connection = await connect(
    world.env.DATABASE_URL
      ? { databaseUrl: world.env.DATABASE_URL }
      : { dataDir: world.env.DATA_DIR! },
  );
  try {
    const { db } = connection;
    await insertMember(db, { email: ADMIN_EMAIL, name: 'Ada Admin', isAdmin: true });
    await insertMember(db, {
      email: `e2e-bea-${Date.now()}@example.com`,
      name: BEA_NAME,
      isBetaTester: true,
    });
    const sam = await insertMember(db, { email: SAM_EMAIL, name: 'Sam Subscriber' });
    const samArtist = await insertAccount(db, { name: 'E2E Sam Artist' });
    await insertManagement(db, { memberId: sam.id, accountId: samArtist.id });
    await db.insert(accountSourceObjects).values({
      accountId: samArtist.id,
      sourceId: 'spotify',
      externalId: 'e2e-sam-artist',
      url: 'https://open.spotify.com/artist/e2e-sam-artist',
    });
    const [subscription] = await db
      .insert(subscriptions)
      .values({
        memberId: sam.id,
        payableType: 'UArtist',
        payableId: samArtist.id,
        accountId: samArtist.id,
        productType: 'songstats',
        interval: 'monthly',
        state: 'active',
        provider: 'sandbox',
        priceCents: 900,
        currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
      })
      .returning();
    await db.insert(payments).values({
      memberId: sam.id,
      subscriptionId: subscription!.id,
      provider: 'sandbox',
      providerPaymentId: `e2e-desk-${Date.now()}`,
      amountCents: 900,
      status: 'succeeded',
      description: 'E2E desk charge',
    });
    await db.insert(enterpriseAgreements).values({
      memberId: sam.id,
      companyName: 'E2E Desk Company',
      priceCents: 500_000,
    });
    await db
      .insert(errorReports)
      .values(
        [1, 2].map(() => ({ error: ERROR_TEXT, stack: 'at Chart (chart.tsx:1)', variant: 'main' })),
      );
    const claimed = await insertAccount(db, { name: 'E2E Claimed Artist' });
    await db.insert(accountClaims).values({
      accountId: claimed.id,
      memberId: sam.id,
      link: 'https://open.spotify.com/artist/e2e',
    });
    const settingUp = await insertAccount(db, { name: 'E2E Setting Up' });
    await db.insert(accountSetups).values({
      accountId: settingUp.id,
      memberId: sam.id,
      link: 'https://open.spotify.com/artist/e2e-setup',
    });
    await insertAccount(db, { name: 'E2E Hideable' });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await db.insert(memberPushTokens).values({
      memberId: sam.id,
      platform: 'web',
      pushToken: JSON.stringify({
        endpoint: `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/e2e`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      }),
    });
    // The demo member asks to take a track out of their artist's catalogue (spec §7).
    const [target] = await queryRows<{ member_id: number; account_id: number; track_id: number }>(
      db,
      sql`select mb.id as member_id, m.account_id, t.id as track_id
          from members mb join managements m on m.member_id = mb.id
          join track_artists ta on ta.account_id = m.account_id
          join tracks t on t.id = ta.track_id
          where mb.email = ${DEMO_MEMBER_EMAIL} order by t.id limit 1`,
    );
    await db.insert(mediaLinkRequests).values({
      kind: 'remove_track',
      memberId: Number(target!.member_id),
      accountId: Number(target!.account_id),
      trackId: Number(target!.track_id),
    });
  } finally {
    await connection.close();
  }
  server = await startServer({
    basePort: 8760,
    env: { DEV_OUTBOX: '1', ADMIN_EMAILS: ADMIN_EMAIL, ...world.env },
  });
  admin = await browser.newPage();
  await signIn(admin, server, ADMIN_EMAIL);
}, 480_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await world?.dispose();
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});

async function openDesk(path: string, heading: string) {
  await admin.goto(server.url('main', path));
  await admin.getByRole('heading', { name: heading, exact: true }).waitFor();
}
const row = (text: string) => admin.getByRole('row').filter({ hasText: text });
const shown = (text: string) => expect.poll(() => admin.getByText(text).count(), POLL).toBe(1);

describe('the last admin desks, one action each (issue 26)', () => {
  it('Coupons: creates a coupon, edits its discount and hides it', async () => {
    await openDesk('/coupons', 'Coupons');
    await admin.getByLabel('Code', { exact: true }).fill('e2edesk');
    await admin.getByLabel('Discount (%)').fill('15');
    await admin.getByLabel('Applies to').selectOption('artist');
    await admin.getByRole('button', { name: 'Create coupon' }).click();
    await shown(OPERATIONS_DESK_TEXTS.couponCreated('E2EDESK'));
    await expect.poll(() => row('E2EDESK').textContent(), POLL).toContain('Live');
    await row('E2EDESK').getByRole('button', { name: 'Edit E2EDESK' }).click();
    const edit = admin.getByRole('form', { name: 'Edit E2EDESK' });
    await edit.getByLabel('Discount (%)').fill('25');
    await edit.getByRole('button', { name: 'Save coupon' }).click();
    await shown(OPERATIONS_DESK_TEXTS.couponEdited('E2EDESK'));
    await expect.poll(() => row('E2EDESK').textContent(), POLL).toContain('25%');
    await row('E2EDESK').getByRole('button', { name: 'Hide E2EDESK' }).click();
    await expect.poll(() => row('E2EDESK').textContent(), POLL).toContain('Hidden');
  });

  it('Profile Requests: approves a request to own a profile', async () => {
    await openDesk('/profile-requests', 'Profile Requests');
    await row('E2E Claimed Artist').getByRole('button', { name: 'Approve' }).click();
    await shown(PROFILE_OWNERSHIP_TEXTS.claimApproved('E2E Claimed Artist'));
    await expect.poll(() => row('E2E Claimed Artist').count(), POLL).toBe(0);
  });

  it('Accounts in Setup: marks a setup failed', async () => {
    await openDesk('/accounts-in-setup', 'Accounts in Setup');
    await row('E2E Setting Up').getByRole('button', { name: 'Mark failed' }).click();
    await shown(OPERATIONS_DESK_TEXTS.setupFailed('E2E Setting Up'));
    await admin.getByLabel('State').selectOption('failed');
    await expect
      .poll(() => row('E2E Setting Up').getByRole('button', { name: 'Retry' }).count(), POLL)
      .toBe(1);
  });

  it('Push Notifications: sends a test push to a member, previewed', async () => {
    await openDesk('/push-notifications', 'Push Notifications');
    await admin.getByLabel('Search by member name or email').fill(SAM_EMAIL);
    await row(SAM_EMAIL)
      .getByRole('button', { name: `Send a test push to ${SAM_EMAIL}` })
      .click();
    // The row's own form: the push to a product above the table has a Title too.
    await row(SAM_EMAIL).getByLabel('Title', { exact: true }).fill('Desk check');
    await row(SAM_EMAIL).getByText('Desk check', { exact: true }).waitFor();
    const before = pushes;
    await row(SAM_EMAIL).getByRole('button', { name: 'Send', exact: true }).click();
    await shown(OPERATIONS_DESK_TEXTS.pushSent(1, SAM_EMAIL));
    expect(pushes).toBe(before + 1);
  });

  it('Beta Testers: removes a beta tester', async () => {
    await openDesk('/beta-testers', 'Beta Testers');
    await row(BEA_NAME).getByRole('button', { name: 'Remove beta tester' }).click();
    await shown(ADMIN_TEXTS.betaTesterOff(BEA_NAME));
  });

  it('Track Removal Requests: rejects a request', async () => {
    await openDesk('/track-removal-requests', 'Track Removal Requests');
    await row(DEMO_MEMBER_EMAIL).first().getByRole('button', { name: 'Reject' }).click();
    await shown(ADMIN_TEXTS.requestResolved('rejected', DEMO_MEMBER_EMAIL));
  });

  it('Hidden Accounts: hides a profile', async () => {
    await openDesk('/hidden-accounts', 'Hidden Accounts');
    await admin.getByLabel('Show').selectOption('visible');
    await admin.getByLabel('Search by name or idUnique').fill('E2E Hideable');
    await row('E2E Hideable').getByRole('button', { name: 'Hide E2E Hideable' }).click();
    await shown(ADMIN_TEXTS.accountHidden('E2E Hideable'));
  });

  it('Subscriptions: cancels a live subscription', async () => {
    await openDesk('/subscriptions', 'Subscriptions');
    await admin.getByLabel('Search by member or profile').fill(SAM_EMAIL);
    await row(SAM_EMAIL).getByRole('button', { name: 'Cancel subscription' }).click();
    await row(SAM_EMAIL)
      .getByRole('button', { name: `Confirm: cancel for ${SAM_EMAIL}` })
      .click();
    await expect.poll(() => row(SAM_EMAIL).textContent(), POLL).toContain('Cancelled');
  });

  it('Payments: finds a charge and filters it out by status', async () => {
    await openDesk('/payments', 'Payments');
    await admin.getByLabel('Search by member, description or provider id').fill(SAM_EMAIL);
    await expect.poll(() => row('E2E desk charge').count(), POLL).toBe(1);
    await admin.getByLabel('Status').selectOption('failed');
    await expect.poll(() => row('E2E desk charge').count(), POLL).toBe(0);
  });

  it('Enterprise Agreements: finds a priced agreement with its checkout link', async () => {
    await openDesk('/enterprise-agreements', 'Enterprise Agreements');
    await admin.getByLabel('Search by company or member').fill('E2E Desk Company');
    await expect
      .poll(() => row('E2E Desk Company').textContent(), POLL)
      .toContain('/enterprise/checkout?enterpriseAgreementId=');
  });

  it('Error Reports: finds an error group with its count', async () => {
    await openDesk('/error-reports', 'Error Reports');
    await admin.getByLabel('Search messages and stacks').fill('E2E desk failure');
    await expect.poll(() => row(ERROR_TEXT).count(), POLL).toBe(1);
    expect(await row(ERROR_TEXT).getByRole('cell', { name: '2', exact: true }).count()).toBe(1);
  });

  it("Sources: marks a profile's link alpha", async () => {
    await openDesk('/sources', 'Sources');
    await admin.getByRole('button', { name: 'Spotify links', exact: true }).click();
    await admin.getByLabel('Search by profile or link').fill('E2E Sam Artist');
    await admin.getByRole('button', { name: "Mark E2E Sam Artist's link alpha" }).click();
    await expect
      .poll(() => admin.getByRole('button', { name: "Show E2E Sam Artist's link" }).count(), POLL)
      .toBe(1);
  });

  for (const [path, heading] of [
    ['/playlists', 'Playlists'],
    ['/radio-stations', 'Radio Stations'],
  ] as const) {
    it(`${heading}: excludes one from monitoring with a reason`, async () => {
      await openDesk(path, heading);
      const exclude = admin.getByRole('button', { name: /^Exclude .+/ }).first();
      const name = (await exclude.textContent())!.replace(/^Exclude /, '');
      await exclude.click();
      await admin.getByLabel('Reason').fill('E2E check');
      await admin.getByRole('button', { name: 'Exclude', exact: true }).click();
      await expect
        .poll(() => admin.getByRole('button', { name: `Monitor ${name} again` }).count(), POLL)
        .toBe(1);
    });
  }
});
