import type { Database } from '@songstats/db';
import {
  insertAccount,
  insertActivity,
  insertLivePlan,
  insertManagement,
  insertMember,
  insertTrack,
} from '@songstats/db/seed';
import { TEAM_TEXTS, TEXTS } from '@songstats/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';
import { type PreparedData, prepareData } from './prepared-data';

// Issue 22 acceptance: an owner who pays for an artist invites a teammate by email; the teammate
// follows the mailed link from the outbox, joins, sees the team's artist feed and is told to ask
// the team admin to upgrade (spec §6 secondary management); the owner removes them, and their
// next request already answers without the team's access.
const stamp = Date.now();
const ownerEmail = `e2e-team-owner-${stamp}@example.com`;
const teammateEmail = `e2e-teammate-${stamp}@example.com`;
const ARTIST = 'Team E2E Artist';
const ACTIVITY = 'Added to Team E2E Playlist';

let server: TestServer;
let owner: TestBrowser;
let teammate: TestBrowser;
let ownerPage: Page & { problems: string[] };
let teammatePage: Page & { problems: string[] };
let data: PreparedData | undefined;

/** The owner, their artist with an activity, and their live subscription to it. */
async function seed(db: Database) {
  const member = await insertMember(db, { email: ownerEmail, name: 'Olga Owner' });
  const artist = await insertAccount(db, { name: ARTIST, idUnique: `team-e2e-${stamp}` });
  const track = await insertTrack(db, { artistId: artist.id, title: 'Team E2E Song' });
  await insertActivity(db, {
    trackId: track.id,
    activityText: ACTIVITY,
    activityDate: '2026-04-01',
  });
  await insertManagement(db, {
    memberId: member.id,
    accountId: artist.id,
    accessHash: { songstats: 'direct' },
    tier: 4,
  });
  await insertLivePlan(db, member.id, artist.id);
}

beforeAll(async () => {
  data = await prepareData('team', seed);
  const dataEnv = data.env;
  [server, owner, teammate] = await Promise.all([
    startServer({ basePort: 8180, env: { DEV_OUTBOX: '1', ...dataEnv } }),
    launchBrowser(),
    launchBrowser(),
  ]);
  ownerPage = await owner.newPage();
  teammatePage = await teammate.newPage();
});
afterAll(async () => {
  await owner?.close();
  await teammate?.close();
  await server?.dispose();
  await data?.dispose();
});

/** Opens the outbox and follows the newest link to `to` whose address matches `link`. */
async function followMailedLink(page: Page, to: string, link: RegExp) {
  await page.goto(server.url('main', '/dev/outbox'));
  const mail = page.locator('article', { hasText: `To ${to}` }).first();
  await mail.getByRole('link', { name: link }).click();
}

describe('teams end to end (issue 22)', () => {
  it('the owner logs in and invites a teammate from Team Management', async () => {
    await ownerPage.goto(server.url('main', '/login'));
    await ownerPage.getByLabel('Email').fill(ownerEmail);
    await ownerPage.getByRole('button', { name: 'Email me a login link' }).click();
    await ownerPage.getByRole('status').waitFor();
    await followMailedLink(ownerPage, ownerEmail, /\/magic\?token=/);
    await ownerPage.getByTestId('user-menu').waitFor();

    await ownerPage.goto(server.url('main', '/settings/team-management'));
    await ownerPage.getByRole('heading', { name: 'Teams' }).waitFor();
    // The heading comes with the page, the team with its answer (a moment later, or at once).
    await ownerPage.getByText(TEAM_TEXTS.emptyTeam).waitFor();
    expect(await ownerPage.getByText(TEAM_TEXTS.emptyTeam).count()).toBe(1);
    // Keyboard only: type the address and send with Enter.
    await ownerPage.getByLabel('Email').fill(teammateEmail);
    await ownerPage.getByLabel('Email').press('Enter');
    await expect.poll(() => ownerPage.getByText(TEAM_TEXTS.invited(teammateEmail)).count()).toBe(1);
    const row = ownerPage.getByRole('row').filter({ hasText: teammateEmail });
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe('Invited');
  });

  it('the teammate follows the mailed invitation, joins, and sees the team artist feed', async () => {
    await followMailedLink(teammatePage, teammateEmail, /\/team-invitation\?token=/);
    await teammatePage.waitForURL('**/settings/team-management');
    await expect
      .poll(() => teammatePage.getByText(TEAM_TEXTS.joined("Olga Owner's Team")).count())
      .toBe(1);
    await expect
      .poll(() => teammatePage.getByTestId('team-upgrade-text').textContent())
      .toBe('Please contact your team admin to upgrade your subscription.');

    await teammatePage.goto(server.url('main', '/feed'));
    await expect
      .poll(() => teammatePage.getByRole('list', { name: 'Activities' }).textContent())
      .toContain(ACTIVITY);
    expect(await teammatePage.getByTestId('upgrade-hint').textContent()).toBe(
      'Please contact your team admin to upgrade your subscription.',
    );
    expect(await teammatePage.getByTestId('locked-prompt').count()).toBe(0);

    // The team's subscription shows in the teammate's table, pointing to Team Management.
    await teammatePage.goto(server.url('main', '/settings/subscription-management'));
    const subscription = teammatePage.getByRole('row').filter({ hasText: ARTIST });
    await expect
      .poll(() =>
        subscription.getByRole('link', { name: TEXTS.subscription.viewInTeamManagement }).count(),
      )
      .toBe(1);
  });

  it('the owner removes the teammate, who loses the access on the next request', async () => {
    await ownerPage.reload();
    const row = ownerPage.getByRole('row').filter({ hasText: teammateEmail });
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe('Active');
    await row.getByRole('button', { name: /^Remove / }).click();
    await ownerPage.keyboard.press('Enter');
    await expect
      .poll(() => ownerPage.getByRole('row').filter({ hasText: teammateEmail }).count())
      .toBe(0);

    // The next request: the team's artist has left the teammate's lists, and its page is locked.
    await teammatePage.goto(server.url('main', '/feed'));
    await expect.poll(() => teammatePage.getByText('No artist or label yet').count()).toBe(1);
    expect(await teammatePage.getByText(ACTIVITY).count()).toBe(0);
    await teammatePage.goto(server.url('main', `/artist/team-e2e-${stamp}`));
    await expect.poll(() => teammatePage.getByTestId('locked-prompt').count()).toBeGreaterThan(0);
    expect(await teammatePage.getByText(ACTIVITY).count()).toBe(0);
    expect(ownerPage.problems).toEqual([]);
    expect(teammatePage.problems).toEqual([]);
  });
});
