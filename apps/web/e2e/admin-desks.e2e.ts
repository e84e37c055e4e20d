import { ADMIN_TEXTS } from '@songstats/contract';
import { connect, mediaLinkRequests, queryRows } from '@songstats/db';
import { insertMember } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
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

// Issue 26 acceptance: an admin finds a member on the Members desk, opens the product as them
// through admin (the banner shows, a write is refused, the member's own session is untouched) and
// exits; Monitor Status shows the last cycle the embedded monitor ran; logged out, /foo is "Page
// not found" on every product.
const ADMIN_EMAIL = `e2e-admin-${Date.now()}@example.com`;
/** The screens answer slowly while the two cores are shared: polls wait up to 30 s. */
const POLL = { timeout: 30_000 };
const LINK_URL = 'https://example.com/e2e-admin-link';

let world: DemoWorld;
let server: TestServer;
let adminBrowser: TestBrowser;
let memberBrowser: TestBrowser;
let admin: Page & { problems: string[] };
let member: Page & { problems: string[] };
/** The newest day each per-day job of the embedded monitor finished, read before the server. */
let lastDays: Record<string, string> = {};
let demoMemberName = '';

beforeAll(async () => {
  [world, adminBrowser, memberBrowser] = await Promise.all([
    prepareDemoWorld(),
    launchBrowser(),
    launchBrowser(),
  ]);
  const connection = await connect(
    world.env.DATABASE_URL
      ? { databaseUrl: world.env.DATABASE_URL }
      : { dataDir: world.env.DATA_DIR! },
  );
  try {
    const rows = await queryRows<{ job: string; day: string }>(
      connection.db,
      sql`select job, max(day)::text as day from monitor_job_days group by job`,
    );
    lastDays = Object.fromEntries(rows.map((row) => [row.job, row.day]));
    const [demo] = await queryRows<{ name: string }>(
      connection.db,
      sql`select name from members where email = ${DEMO_MEMBER_EMAIL}`,
    );
    demoMemberName = demo!.name;
    await insertMember(connection.db, { email: ADMIN_EMAIL, name: 'Ada Admin', isAdmin: true });
    // The demo member asks for a link on a track of their artist (spec §7 add_link).
    const [target] = await queryRows<{ member_id: number; account_id: number; track_id: number }>(
      connection.db,
      sql`select mb.id as member_id, m.account_id, t.id as track_id
          from members mb join managements m on m.member_id = mb.id
          join track_artists ta on ta.account_id = m.account_id
          join tracks t on t.id = ta.track_id
          where mb.email = ${DEMO_MEMBER_EMAIL} order by t.id limit 1`,
    );
    await connection.db.insert(mediaLinkRequests).values({
      kind: 'add_link',
      memberId: Number(target!.member_id),
      accountId: Number(target!.account_id),
      trackId: Number(target!.track_id),
      linkUrl: LINK_URL,
    });
  } finally {
    await connection.close();
  }
  server = await startServer({
    basePort: 8570,
    env: { DEV_OUTBOX: '1', ADMIN_EMAILS: ADMIN_EMAIL, ...world.env },
  });
  admin = await adminBrowser.newPage();
  member = await memberBrowser.newPage();
}, 480_000);
afterAll(async () => {
  await adminBrowser?.close();
  await memberBrowser?.close();
  await server?.dispose();
  await world?.dispose();
});

describe('admin desks (issue 26)', () => {
  it('logged out, /foo and a desk are "Page not found" on every product', async () => {
    for (const variant of [
      'main',
      'links',
      'presave',
      'radio',
      'playlistcheck',
      'social',
    ] as const) {
      for (const pathname of ['/foo', '/members']) {
        await admin.goto(server.url(variant, pathname));
        await admin.getByRole('heading', { name: 'Page not found' }).waitFor();
      }
    }
  });

  it('an admin finds a member, accesses the product through admin read-only, and exits', async () => {
    // The member's own session, in their own browser.
    await signIn(member, server, DEMO_MEMBER_EMAIL);
    await member.getByTestId('user-menu').waitFor();

    await signIn(admin, server, ADMIN_EMAIL);
    await admin.getByTestId('user-menu').waitFor();
    // An id that is no desk is no placeholder: it is the 404 page.
    await admin.goto(server.url('main', '/refunds'));
    await admin.getByRole('heading', { name: 'Page not found' }).waitFor();

    await admin.goto(server.url('main', '/members'));
    await admin.getByRole('heading', { name: 'Members' }).waitFor();
    await admin.getByLabel('Search by name or email').fill(DEMO_MEMBER_EMAIL.toUpperCase());
    const row = admin.getByRole('row').filter({ hasText: DEMO_MEMBER_EMAIL });
    await expect.poll(() => admin.getByRole('row').count(), POLL).toBe(2);
    await row.getByRole('button', { name: demoMemberName }).click();
    const panel = admin.getByRole('region', { name: demoMemberName });
    await panel.getByText(/^Managements \(\d+\)$/).waitFor();
    expect(await panel.getByText(/^Managements \(0\)$/).count()).toBe(0);

    await panel.getByRole('button', { name: 'Access through admin' }).click();
    await admin.waitForURL('**/feed');
    const banner = admin.getByTestId('admin-access-banner');
    await expect
      .poll(() => banner.textContent(), POLL)
      .toBe(ADMIN_TEXTS.accessBanner(demoMemberName));

    // A write is refused, with the reason on the screen.
    await admin.goto(server.url('main', '/settings/account-management'));
    await admin.getByRole('heading', { name: 'Account', exact: true }).waitFor();
    await admin.getByLabel('Name').fill('Changed through admin');
    await admin.getByRole('button', { name: 'Save name' }).click();
    await expect.poll(() => admin.getByText(ADMIN_TEXTS.readOnly).count(), POLL).toBe(1);
    await expect.poll(() => banner.count(), POLL).toBe(1);

    // Exit: back on the desk as the admin, the member's panel open, the actions in its trail.
    await admin.getByRole('button', { name: ADMIN_TEXTS.accessExit }).click();
    await admin.waitForURL('**/members?memberId=*');
    expect(await admin.getByTestId('admin-access-banner').count()).toBe(0);
    const trail = admin.getByRole('region', { name: demoMemberName });
    await expect
      .poll(() => trail.getByText(/member\.end_access_through_admin/).count(), POLL)
      .toBe(1);
    expect(await trail.getByText(/member\.access_through_admin/).count()).toBe(1);

    // The member's own session is untouched, and so is their name.
    await member.goto(server.url('main', '/settings/account-management'));
    await expect.poll(() => member.getByLabel('Name').inputValue(), POLL).toBe(demoMemberName);
    expect(problemsBesidesArtwork(member)).toEqual([]);
  });

  it("an admin approves a link request and the requester's outbox has the mail", async () => {
    await admin.goto(server.url('main', '/link-requests'));
    await admin.getByRole('heading', { name: 'Link Requests' }).waitFor();
    const row = admin.getByRole('row').filter({ hasText: LINK_URL });
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(
        () => admin.getByText(ADMIN_TEXTS.requestResolved('approved', DEMO_MEMBER_EMAIL)).count(),
        POLL,
      )
      .toBe(1);
    // Off the pending list; on the approved one, with who approved it.
    await expect
      .poll(() => admin.getByRole('row').filter({ hasText: LINK_URL }).count(), POLL)
      .toBe(0);
    await admin.getByLabel('Status').selectOption('approved');
    await expect
      .poll(() => admin.getByRole('row').filter({ hasText: LINK_URL }).textContent(), POLL)
      .toContain(`Approved by ${ADMIN_EMAIL}`);

    await member.goto(server.url('main', '/dev/outbox'));
    const mail = member.locator('article', { hasText: `To ${DEMO_MEMBER_EMAIL}` }).filter({
      hasText: 'Your request was approved',
    });
    await expect.poll(() => mail.count(), POLL).toBe(1);
    expect(await mail.textContent()).toContain(LINK_URL);
  });

  it("Monitor Status shows the embedded monitor's last cycle", async () => {
    await admin.goto(server.url('main', '/monitor-status'));
    await admin.getByRole('heading', { name: 'Monitor Status' }).waitFor();
    const steps = admin.getByRole('table', { name: "The last cycle's steps" });
    await steps.waitFor();
    expect(Object.keys(lastDays).length).toBeGreaterThan(0);
    for (const [job, day] of Object.entries(lastDays)) {
      const row = steps
        .getByRole('row')
        .filter({ has: admin.getByRole('cell', { name: job, exact: true }) });
      expect(await row.getByRole('cell').nth(1).textContent()).toBe(day);
    }
    const lastWholeDay = Object.values(lastDays).sort()[0];
    expect(await admin.getByTestId('last-whole-day').textContent()).toBe(lastWholeDay);
    const sources = admin.getByRole('table', { name: 'Freshness per source' });
    expect(await sources.getByRole('cell', { name: 'playlists', exact: true }).count()).toBe(1);
    // The one refused write is the only failed call the admin's page saw.
    expect(
      problemsBesidesArtwork(admin).filter(
        (problem) => !/403 \(Forbidden\) \(\S+\/api\/v1\/members\/me\)$/.test(problem),
      ),
    ).toEqual([]);
  });
});
