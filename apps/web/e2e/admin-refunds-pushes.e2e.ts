import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_ADMIN_TEXTS } from '@songstats/contract';
import { connect, type Database, memberPushTokens, payments, queryRows } from '@songstats/db';
import { insertAccount, insertManagement, insertMember } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, prepareDemoWorld, signIn } from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';

// Issue 26, decision 053: an admin refunds a payment from the Payments desk (through the sandbox
// card adapter, once) and sends a push to all members of Radiostats from the Push Notifications
// desk, previewed with whom it reaches; the push arrives at the member's push service and the
// send is listed with its delivery counts. The real server and database (port 9580).
const stamp = Date.now();
const ADMIN_EMAIL = `e2e-admin-refunds-${stamp}@example.com`;
const RAE_EMAIL = `e2e-rae-${stamp}@example.com`;
const CHARGE = `E2E refundable charge ${stamp}`;
const POLL = { timeout: 30_000 };

let world: DemoWorld;
let server: TestServer;
let browser: TestBrowser;
let admin: Page & { problems: string[] };
let paymentId = 0;
const arrivals: string[] = [];
const pushService = createServer((request, response) => {
  arrivals.push(request.url ?? '');
  request.resume();
  request.on('end', () => {
    response.statusCode = 201;
    response.end();
  });
});

async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const connection = await connect(
    world.env.DATABASE_URL
      ? { databaseUrl: world.env.DATABASE_URL }
      : { dataDir: world.env.DATA_DIR! },
  );
  try {
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

beforeAll(async () => {
  [world, browser] = await Promise.all([
    prepareDemoWorld(),
    launchBrowser(),
    new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve)),
  ]);
  await withDatabase(async (db) => {
    await insertMember(db, { email: ADMIN_EMAIL, name: 'Ada Admin', isAdmin: true });
    const rae = await insertMember(db, { email: RAE_EMAIL, name: 'Rae Radio' });
    const artist = await insertAccount(db, { name: 'E2E Rae Artist' });
    await insertManagement(db, {
      memberId: rae.id,
      accountId: artist.id,
      usedProductType: ['radiostats'],
    });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await db.insert(memberPushTokens).values({
      memberId: rae.id,
      platform: 'web',
      pushToken: JSON.stringify({
        endpoint: `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/rae`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      }),
    });
    const [payment] = await db
      .insert(payments)
      .values({
        memberId: rae.id,
        provider: 'sandbox',
        providerPaymentId: `ch_sandbox_e2e_${stamp}`,
        amountCents: 1199,
        status: 'succeeded',
        description: CHARGE,
      })
      .returning();
    paymentId = payment!.id;
  });
  server = await startServer({
    basePort: 9580,
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

describe('refunds and pushes to a product from the admin desks (issue 26)', () => {
  it('Payments: refunds a charge once, after a confirm, and the row says so', async () => {
    await openDesk('/payments', 'Payments');
    await admin.getByLabel('Search by member, description or provider id').fill(RAE_EMAIL);
    const row = admin.getByRole('row').filter({ hasText: CHARGE });
    await row.getByRole('button', { name: 'Refund', exact: true }).click();
    await row.getByRole('button', { name: `Confirm: refund €11.99 to ${RAE_EMAIL}` }).click();
    await expect
      .poll(
        () => admin.getByText(BILLING_ADMIN_TEXTS.paymentRefunded('€11.99', RAE_EMAIL)).count(),
        POLL,
      )
      .toBe(1);
    await expect.poll(() => row.textContent(), POLL).toContain('Refunded €11.99');
    expect(await row.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    const [stored] = await withDatabase((db) =>
      queryRows<{ refund_status: string; provider_refund_id: string; entries: number }>(
        db,
        sql`select p.refund_status, p.provider_refund_id,
              (select count(*)::int from admin_audit_log l
                where l.action = 'payment.refund' and l.target_id = p.id::text) as entries
            from payments p where p.id = ${paymentId}`,
      ),
    );
    expect(stored).toMatchObject({ refund_status: 'refunded', entries: 1 });
    expect(stored!.provider_refund_id).toMatch(/^re_sandbox_/);
  });

  it('Push Notifications: previews whom a push to Radiostats reaches, sends it, lists its counts', async () => {
    // The ground truth of the preview: members whose plan covers Radiostats.
    const [truth] = await withDatabase((db) =>
      queryRows<{ members: number }>(
        db,
        sql`select count(distinct member_id)::int as members from managements
            where 'radiostats' = any(used_product_type)`,
      ),
    );
    await openDesk('/push-notifications', 'Push Notifications');
    const section = admin.getByRole('region', { name: 'Push to all members of a product' });
    await section.getByLabel('Product').selectOption('radiostats');
    await expect
      .poll(
        () =>
          section.getByText(/^Goes to \d+ members? of \d+ members? of Radiostats/).textContent(),
        POLL,
      )
      .toContain(`of ${truth!.members} member${truth!.members === 1 ? '' : 's'} of Radiostats`);
    await section.getByLabel('Title', { exact: true }).fill('New stations');
    await section.getByLabel('Text', { exact: true }).fill('SiriusXM spins are in.');
    await section.getByText('SiriusXM spins are in.', { exact: true }).waitFor();
    arrivals.length = 0;
    await section.getByRole('button', { name: 'Send to all members of Radiostats' }).click();
    await expect.poll(() => arrivals.includes('/push/rae'), POLL).toBe(true);
    const sent = section.getByRole('row').filter({ hasText: 'All of Radiostats' });
    await expect.poll(() => sent.count(), POLL).toBe(1);
    expect(await sent.textContent()).toContain('New stations');
    expect(await sent.textContent()).toContain(`of ${truth!.members}`);
  });
});
