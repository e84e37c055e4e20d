import { subscriptions } from '@songstats/db';
import { insertAccount, insertManagement, insertMemberWithSession } from '@songstats/db/seed';
import { TEAM_LIMITS, TEAM_TEXTS } from '@songstats/domain';
import { describe, expect, it } from 'vitest';
import { syncMemberAccess } from '../../payments/sync-member-access';
import { useTeamsApp } from './teams-test-kit';

// Issue 22: the team's Professional plan reaching its members (spec §6), and the team limits.
// Split from the teams tests by behaviour (issue 29).
const kit = useTeamsApp();
const { call, invitationTokenFor, feedOf, invite, accept } = kit;

describe("the team's Professional plan (issue 22, spec §6)", () => {
  it("gives the team's members pro access, and tells them to ask the team admin to upgrade it", async () => {
    const { db } = kit.test.connection;
    const pro = await insertMemberWithSession(db, { name: 'Pro Owner' });
    const member = await insertMemberWithSession(db, { name: 'Pro Member' });
    const own = await insertAccount(db, { name: 'Pro Owned' });
    const elsewhere = await insertAccount(db, { name: 'Anyone' });
    await insertManagement(db, { memberId: pro.member.id, accountId: own.id });
    const invited = await call(pro.token, 'POST', '/teams/invite_member', {
      email: member.member.email,
    });
    expect(invited.statusCode).toBe(200);
    expect((await accept(invitationTokenFor(member.member.email))).statusCode).toBe(200);
    expect((await feedOf(member.token, elsewhere.idUnique)).json().hasAccess).toBe(false);
    await db.insert(subscriptions).values({
      memberId: pro.member.id,
      payableType: 'SubscriptionPlan',
      payableId: 1,
      productType: 'songstats',
      interval: 'monthly',
      state: 'trial',
      provider: 'sandbox',
      priceCents: 9999,
    });
    await syncMemberAccess(db, pro.member.id);
    await kit.test.rowChangesHeard();
    // The plan reaches every artist for the member (spec §6), through the team's seat.
    expect((await feedOf(member.token, elsewhere.idUnique)).json().hasAccess).toBe(true);
    const lists = await call(member.token, 'GET', '/managements/artist_label_lists');
    expect(lists.json().accounts).toEqual([
      expect.objectContaining({
        name: 'Pro Owned',
        managementType: 'secondary',
        restrictedUpgradeText: 'Please contact your team admin to upgrade your Professional Plan.',
      }),
    ]);
    const index = await call(member.token, 'GET', '/teams/index');
    expect(index.json().teams[0].restrictedUpgradeText).toBe(
      'Please contact your team admin to upgrade your Professional Plan.',
    );
    const rows = await call(member.token, 'GET', '/subscriptions/subscriptions_managements');
    expect(rows.json().subscriptionItems).toEqual([
      expect.objectContaining({
        name: 'Professional Plan',
        managementType: 'secondary',
        isEditable: false,
      }),
    ]);
    // A profile the owner adds later reaches the team as well.
    const added = await insertAccount(db, { name: 'Added Later' });
    await insertManagement(db, { memberId: pro.member.id, accountId: added.id });
    await syncMemberAccess(db, pro.member.id);
    await kit.test.rowChangesHeard();
    const after = await call(member.token, 'GET', '/managements/artist_label_lists');
    expect(after.json().accounts.map((account: { name: string }) => account.name)).toEqual([
      'Pro Owned',
      'Added Later',
    ]);
  });
});

describe('team limits (issue 22)', () => {
  it(`holds a team to ${TEAM_LIMITS.maxMembers} members besides its owner, invitations included`, async () => {
    const { db } = kit.test.connection;
    const owner = await insertMemberWithSession(db, { name: 'Big Team' });
    const stamp = Date.now();
    for (let i = 0; i < TEAM_LIMITS.maxMembers; i++) {
      const response = await call(owner.token, 'POST', '/teams/invite_member', {
        email: `seat-${stamp}-${i}@example.com`,
      });
      expect(response.statusCode).toBe(200);
    }
    const full = await call(owner.token, 'POST', '/teams/invite_member', {
      email: `seat-${stamp}-full@example.com`,
    });
    expect([full.statusCode, full.json().message]).toEqual([409, TEAM_TEXTS.teamFull]);
    // Revoking one frees its seat.
    const team = (await call(owner.token, 'GET', '/teams/index')).json().teams[0];
    await call(owner.token, 'DELETE', '/teams/revoke_invitation', {
      teamMemberId: team.teamMembers.at(-1).id,
    });
    const again = await call(owner.token, 'POST', '/teams/invite_member', {
      email: `seat-${stamp}-full@example.com`,
    });
    expect(again.statusCode).toBe(200);
  });

  it(`sends at most ${TEAM_LIMITS.invitationsPerDay} invitations a day per team, resends included`, async () => {
    const { db } = kit.test.connection;
    const owner = await insertMemberWithSession(db, { name: 'Busy Team' });
    const first = await call(owner.token, 'POST', '/teams/invite_member', {
      email: `busy-${Date.now()}@example.com`,
    });
    const seatId = first.json().team.teamMembers.at(-1).id as number;
    for (let i = 1; i < TEAM_LIMITS.invitationsPerDay; i++) {
      const resent = await call(owner.token, 'POST', '/teams/resend_invitation', {
        teamMemberId: seatId,
      });
      expect(resent.statusCode).toBe(200);
    }
    const refused = await call(owner.token, 'POST', '/teams/resend_invitation', {
      teamMemberId: seatId,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TEAM_TEXTS.tooManyInvitations(24 * 3600));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const newInvite = await call(owner.token, 'POST', '/teams/invite_member', {
      email: `busy-more-${Date.now()}@example.com`,
    });
    expect(newInvite.statusCode).toBe(429);
    // Another team's day is its own.
    expect((await invite(`other-team-${Date.now()}@example.com`)).statusCode).toBe(200);
  });
});
