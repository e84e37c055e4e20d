import { teamEndpoints } from '@songstats/contract';
import { hashToken, teamMembers } from '@songstats/db';
import { TEAM_TEXTS, UPGRADE_HINTS } from '@songstats/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTeamsApp } from './teams-test-kit';

// Issue 22: invitations by mail (only their hash stored), joining through the link with the
// team's access, and their lifetimes. Split from the teams tests by behaviour (issue 29).
const kit = useTeamsApp();
const { tokens, ids, emails, call, as, invitationTokenFor, feedOf, invite, accept } = kit;
let teamId = 0;
let teammateSeatId = 0;

describe('invitations and joining (issue 22)', () => {
  it('mails an invitation through the outbox and stores only the hash of its token', async () => {
    const response = await invite(emails.teammate!.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = teamEndpoints.inviteMember.response.parse(response.json());
    expect(body.message).toBe(TEAM_TEXTS.invited(emails.teammate!));
    teamId = body.team.id;
    expect(body.team).toMatchObject({ role: 'owner', canManage: true, name: "The owner's Team" });
    expect(body.team.teamMembers.map((row) => [row.email, row.role, row.status])).toEqual([
      [emails.owner, 'owner', 'active'],
      [emails.teammate, 'member', 'invited'],
    ]);
    const mail = kit.test.outbox()[0]!;
    expect(mail).toMatchObject({
      to: emails.teammate,
      subject: 'You have been invited to a team on Songstats',
    });
    expect(mail.text).toContain(emails.owner);
    const token = invitationTokenFor(emails.teammate!);
    const [row] = await kit.test.connection.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.email, emails.teammate!));
    expect(row!.invitationTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    teammateSeatId = row!.id;
  });

  it('refuses a second invitation, an invitation to oneself and a bad address, with messages', async () => {
    const again = await invite(emails.teammate!);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      TEAM_TEXTS.alreadyInvited(emails.teammate!),
    ]);
    const self = await invite(emails.owner!);
    expect([self.statusCode, self.json().message]).toEqual([400, TEAM_TEXTS.inviteYourself]);
    const bad = await invite('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('valid email');
  });

  it('lets the invited member in through the link once: they join with the team access', async () => {
    expect((await feedOf(tokens.teammate!)).json().hasAccess).toBe(false);
    const token = invitationTokenFor(emails.teammate!);
    const response = await accept(token);
    expect(response.statusCode).toBe(200);
    const body = teamEndpoints.acceptInvitation.response.parse(response.json());
    expect(body).toMatchObject({
      userId: ids.teammate,
      teamId,
      message: TEAM_TEXTS.joined("The owner's Team"),
    });
    // The team's artist, as a secondary management (spec §6) with the owner's access.
    expect(body.subscription.accounts).toEqual([
      expect.objectContaining({
        idUnique: kit.artist.idUnique,
        managementType: 'secondary',
        isSecondary: true,
        isUpgradable: false,
        restrictedUpgradeText: UPGRADE_HINTS.secondary('subscription'),
        hasSongstatsAccess: true,
      }),
    ]);
    const feed = await feedOf(body.userAuthToken.token);
    expect(feed.json().hasAccess).toBe(true);
    expect(feed.json().tracks.map((item: { activityText: string }) => item.activityText)).toEqual([
      'Team activity',
    ]);
    const reused = await accept(token);
    expect([reused.statusCode, reused.json().message]).toEqual([400, TEAM_TEXTS.invitationInvalid]);
    const index = await call(as('teammate'), 'GET', '/teams/index');
    expect(index.json().teams).toEqual([
      expect.objectContaining({
        id: teamId,
        role: 'member',
        canManage: false,
        restrictedUpgradeText: 'Please contact your team admin to upgrade your subscription.',
      }),
    ]);
  });

  it("lists the team's subscription for the teammate as 'View in Team Management' (secondary)", async () => {
    const response = await call(as('teammate'), 'GET', '/subscriptions/subscriptions_managements');
    expect(response.statusCode).toBe(200);
    expect(response.json().subscriptionItems).toEqual([
      expect.objectContaining({
        name: 'Team Artist',
        memberId: ids.owner,
        managementType: 'secondary',
        isEditable: false,
      }),
    ]);
    const ownerRows = await call(as('owner'), 'GET', '/subscriptions/subscriptions_managements');
    expect(ownerRows.json().subscriptionItems).toEqual([
      expect.objectContaining({ name: 'Team Artist', managementType: 'primary', isEditable: true }),
    ]);
  });

  it('signs a new address up through the link, its email confirmed', async () => {
    const email = `new-${Date.now()}@example.com`;
    expect((await invite(email, 'admin')).statusCode).toBe(200);
    const response = await accept(invitationTokenFor(email));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.userEmailAddress.email).toBe(email);
    expect(body.notifications).toEqual([]);
    const index = await call(body.userAuthToken.token, 'GET', '/teams/index');
    expect(index.json().teams[0]).toMatchObject({ id: teamId, role: 'admin', canManage: true });
    // An admin of the team manages it as well: here they take their own seat back.
    const seat = index.json().teams[0].teamMembers.find((row: { isYou: boolean }) => row.isYou);
    expect(
      (await call(body.userAuthToken.token, 'DELETE', '/teams/leave_team', { teamId })).json(),
    ).toEqual({
      message: TEAM_TEXTS.left("The owner's Team"),
    });
    expect(seat.status).toBe('active');
  });
});

describe('invitation lifetimes (issue 22)', () => {
  it('shows an invitation past 7 days as expired, refuses its link, and resends a new one', async () => {
    const email = `late-${Date.now()}@example.com`;
    const invited = await invite(email);
    const seat = invited
      .json()
      .team.teamMembers.find((row: { email: string }) => row.email === email);
    expect(Date.parse(seat.expiresAt) - Date.parse(seat.invitedAt)).toBe(7 * 86_400_000);
    const oldToken = invitationTokenFor(email);
    await kit.test.connection.db
      .update(teamMembers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamMembers.id, seat.id));
    const index = await call(as('owner'), 'GET', '/teams/index');
    const row = index
      .json()
      .teams[0].teamMembers.find((entry: { id: number }) => entry.id === seat.id);
    expect(row.status).toBe('expired');
    expect((await accept(oldToken)).statusCode).toBe(400);

    const resent = await call(as('owner'), 'POST', '/teams/resend_invitation', {
      teamMemberId: seat.id,
    });
    expect(resent.json().message).toBe(TEAM_TEXTS.resent(email));
    const newToken = invitationTokenFor(email);
    expect(newToken).not.toBe(oldToken);
    expect((await accept(oldToken)).statusCode).toBe(400);
    const joined = await accept(newToken);
    expect(joined.statusCode).toBe(200);
    const left = await call(joined.json().userAuthToken.token, 'DELETE', '/teams/leave_team', {
      teamId,
    });
    expect(left.statusCode).toBe(200);
    const notInvitation = await call(as('owner'), 'POST', '/teams/resend_invitation', {
      teamMemberId: teammateSeatId,
    });
    expect([notInvitation.statusCode, notInvitation.json().message]).toEqual([
      409,
      TEAM_TEXTS.notAnInvitation,
    ]);
  });
});
