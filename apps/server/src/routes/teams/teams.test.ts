import { encodeRequestStamp, teamEndpoints } from '@songstats/contract';
import {
  deleteTeamSeat,
  hashToken,
  managements,
  subscriptions,
  syncTeamSeats,
  teamMembers,
} from '@songstats/db';
import {
  insertAccount,
  insertActivity,
  insertManagement,
  insertMemberWithSession,
  insertTrack,
} from '@songstats/db/seed';
import { TEAM_LIMITS, TEAM_TEXTS, UPGRADE_HINTS } from '@songstats/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncMemberAccess } from '../../payments/sync-member-access';
import { startTestApp, type TestApp } from '../../testing';

// Issue 22: teams end to end through the real app on a real database: invitations by mail (only
// their hash stored), joining through the link, secondary managements with the team's access,
// roles, resend, revoke, remove and leave, the limits, and who may do what (anonymous, owner,
// teammate, another member, admin).
type Who = 'owner' | 'teammate' | 'other' | 'admin';
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};
const emails: Partial<Record<Who, string>> = {};
let artistIdUnique = '';
let artistId = 0;
let teamId = 0;
let teammateSeatId = 0;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(token: string | null, method: Method, path: string, input?: object) {
  const query =
    method === 'GET' || method === 'DELETE'
      ? `?${new URLSearchParams(Object.entries(input ?? {}).map(([k, v]) => [k, String(v)]))}`
      : '';
  return test.app.inject({
    method,
    url: `/api/v1${path}${query}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'POST' || method === 'PATCH' ? { payload: input ?? {} } : {}),
  });
}
const as = (who: Who | null) => (who ? tokens[who]! : null);

/** The token of the newest invitation mailed to `to`, read from the outbox's link. */
function invitationTokenFor(to: string): string {
  const mail = test.outbox().find((entry) => entry.to === to);
  const match = mail?.text.match(/\/team-invitation\?token=([\w-]+)/);
  if (!match) throw new Error(`no invitation mailed to ${to}`);
  return match[1]!;
}

async function feedOf(token: string, idUnique = artistIdUnique) {
  const response = await call(token, 'GET', '/activities/index', { idUnique, source: 'overview' });
  return response;
}

async function invite(email: string, role: 'admin' | 'member' = 'member', who: Who = 'owner') {
  return call(as(who), 'POST', '/teams/invite_member', { email, role });
}

async function accept(token: string) {
  return call(null, 'POST', '/teams/accept_invitation', { invitationToken: token });
}

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  for (const who of ['owner', 'teammate', 'other', 'admin'] as const) {
    const { member, token } = await insertMemberWithSession(db, {
      isAdmin: who === 'admin',
      name: `The ${who}`,
    });
    tokens[who] = token;
    ids[who] = member.id;
    emails[who] = member.email;
  }
  const artist = await insertAccount(db, { name: 'Team Artist' });
  artistIdUnique = artist.idUnique;
  artistId = artist.id;
  const track = await insertTrack(db, { artistId: artist.id, title: 'Team Song' });
  await insertActivity(db, { trackId: track.id, activityText: 'Team activity' });
  await insertManagement(db, { memberId: ids.owner!, accountId: artist.id });
  // The owner pays for the artist (a live subscription), so the team sees its data.
  await db.insert(subscriptions).values({
    memberId: ids.owner!,
    payableType: 'UArtist',
    payableId: artist.id,
    accountId: artist.id,
    productType: 'songstats',
    interval: 'monthly',
    state: 'active',
    provider: 'sandbox',
    paymentMethod: 'card',
    priceCents: 1199,
    currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
  });
  await syncMemberAccess(db, ids.owner!);
});
afterAll(async () => {
  await test?.close();
});

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
    const mail = test.outbox()[0]!;
    expect(mail).toMatchObject({
      to: emails.teammate,
      subject: 'You have been invited to a team on Songstats',
    });
    expect(mail.text).toContain(emails.owner);
    const token = invitationTokenFor(emails.teammate!);
    const [row] = await test.connection.db
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
        idUnique: artistIdUnique,
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

describe('who may do what with a team (issue 22)', () => {
  it('answers anonymous, owner, teammate, another member and admin as each may', async () => {
    const owner = as('owner');
    const expectStatus = async (response: Promise<{ statusCode: number }>, status: number) =>
      expect((await response).statusCode).toBe(status);

    // Reading: every member reads their own teams; anonymous callers are refused.
    await expectStatus(call(null, 'GET', '/teams/index'), 401);
    for (const who of ['owner', 'teammate', 'other', 'admin'] as const) {
      await expectStatus(call(as(who), 'GET', '/teams/index'), 200);
    }
    expect((await call(as('other'), 'GET', '/teams/index')).json().teams).toEqual([]);
    expect((await call(as('admin'), 'GET', '/teams/index')).json().teams).toEqual([]);

    // An invitation to act on.
    const pending = await invite(`pending-${Date.now()}@example.com`);
    const pendingId = pending.json().team.teamMembers.at(-1).id as number;
    const ref = { teamMemberId: pendingId };
    const cases: [Method, string, object][] = [
      ['POST', '/teams/resend_invitation', ref],
      ['PATCH', '/teams/update_member_role', { ...ref, role: 'admin' }],
      ['DELETE', '/teams/revoke_invitation', ref],
      ['POST', '/teams/invite_member', { teamId, email: 'someone@example.com' }],
    ];
    for (const [method, path, input] of cases) {
      await expectStatus(call(null, method, path, input), 401);
      // A teammate (member role) is on the team but may not manage it.
      const teammate = await call(as('teammate'), method, path, input);
      expect([path, teammate.statusCode, teammate.json().message]).toEqual([
        path,
        403,
        TEAM_TEXTS.managersOnly,
      ]);
      // Another member and a site admin are not on the team: it does not exist for them.
      await expectStatus(call(as('other'), method, path, input), 404);
      await expectStatus(call(as('admin'), method, path, input), 404);
    }
    const removeTeammate = { teamMemberId: teammateSeatId };
    await expectStatus(call(null, 'DELETE', '/teams/remove_member', removeTeammate), 401);
    await expectStatus(call(as('other'), 'DELETE', '/teams/remove_member', removeTeammate), 404);
    await expectStatus(call(as('admin'), 'DELETE', '/teams/remove_member', removeTeammate), 404);
    // A teammate may not remove anyone, not even themselves (they leave instead).
    await expectStatus(call(as('teammate'), 'DELETE', '/teams/remove_member', removeTeammate), 403);
    await expectStatus(call(null, 'DELETE', '/teams/leave_team', { teamId }), 401);
    await expectStatus(call(as('other'), 'DELETE', '/teams/leave_team', { teamId }), 404);
    await expectStatus(call(as('admin'), 'DELETE', '/teams/leave_team', { teamId }), 404);
    const ownerLeaves = await call(owner, 'DELETE', '/teams/leave_team', { teamId });
    expect([ownerLeaves.statusCode, ownerLeaves.json().message]).toEqual([
      400,
      TEAM_TEXTS.ownerCannotLeave,
    ]);
    // The owner's seat stays as it is.
    const ownerSeat = pending.json().team.teamMembers[0].id as number;
    const demote = await call(owner, 'PATCH', '/teams/update_member_role', {
      teamMemberId: ownerSeat,
      role: 'member',
    });
    expect([demote.statusCode, demote.json().message]).toEqual([403, TEAM_TEXTS.ownerStays]);
    await expectStatus(
      call(owner, 'DELETE', '/teams/remove_member', { teamMemberId: ownerSeat }),
      403,
    );

    // The owner may do each.
    const resent = await call(owner, 'POST', '/teams/resend_invitation', ref);
    expect(resent.statusCode).toBe(200);
    const role = await call(owner, 'PATCH', '/teams/update_member_role', { ...ref, role: 'admin' });
    expect(
      role.json().team.teamMembers.find((row: { id: number }) => row.id === pendingId).role,
    ).toBe('admin');
    const revoked = await call(owner, 'DELETE', '/teams/revoke_invitation', ref);
    expect(revoked.statusCode).toBe(200);
    expect(
      revoked.json().team.teamMembers.some((row: { id: number }) => row.id === pendingId),
    ).toBe(false);
    // Accept is anyone's call: its token is the credential.
    await expectStatus(accept('not-a-token'), 400);
  });

  it('makes the teammate an admin and back, and an admin then manages the team', async () => {
    const promoted = await call(as('owner'), 'PATCH', '/teams/update_member_role', {
      teamMemberId: teammateSeatId,
      role: 'admin',
    });
    expect(promoted.json().message).toBe(TEAM_TEXTS.roleChanged('The teammate', 'admin'));
    const email = `by-admin-${Date.now()}@example.com`;
    const byAdmin = await call(as('teammate'), 'POST', '/teams/invite_member', { teamId, email });
    expect(byAdmin.statusCode).toBe(200);
    const seat = byAdmin
      .json()
      .team.teamMembers.find((row: { email: string }) => row.email === email);
    expect(
      (await call(as('teammate'), 'DELETE', '/teams/revoke_invitation', { teamMemberId: seat.id }))
        .statusCode,
    ).toBe(200);
    await call(as('owner'), 'PATCH', '/teams/update_member_role', {
      teamMemberId: teammateSeatId,
      role: 'member',
    });
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
    await test.connection.db
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

describe('taking access away (issue 22)', () => {
  it('removes the teammate: the next request already answers without the team access', async () => {
    // Read twice: the second answer comes from the read caches (decision 011).
    expect((await feedOf(tokens.teammate!)).json().hasAccess).toBe(true);
    expect((await feedOf(tokens.teammate!)).json().hasAccess).toBe(true);
    const removed = await call(as('owner'), 'DELETE', '/teams/remove_member', {
      teamMemberId: teammateSeatId,
    });
    expect([removed.statusCode, removed.json().message]).toEqual([
      200,
      TEAM_TEXTS.removed('The teammate'),
    ]);
    const feed = await feedOf(tokens.teammate!);
    expect(feed.json()).toMatchObject({ hasAccess: false });
    const lists = await call(as('teammate'), 'GET', '/managements/artist_label_lists');
    expect(lists.json().accounts).toEqual([]);
    expect((await call(as('teammate'), 'GET', '/teams/index')).json().teams).toEqual([]);
    const rows = await call(as('teammate'), 'GET', '/subscriptions/subscriptions_managements');
    expect(rows.json().subscriptionItems).toEqual([]);
  });

  it("drops another server's removal from the read caches through the database's notification", async () => {
    const { db } = test.connection;
    const member = await insertMemberWithSession(db, { name: 'Elsewhere' });
    await invite(member.member.email);
    expect((await accept(invitationTokenFor(member.member.email))).statusCode).toBe(200);
    expect((await feedOf(member.token)).json().hasAccess).toBe(true);
    expect((await feedOf(member.token)).json().hasAccess).toBe(true);
    // Another process removes the seat: no write call of this app tells its caches.
    const [seat] = await db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.memberId, member.member.id)));
    await deleteTeamSeat(db, seat!.id);
    await syncTeamSeats(db, member.member.id);
    for (let tries = 0; ; tries++) {
      if (!(await feedOf(member.token)).json().hasAccess) break;
      if (tries > 100) throw new Error('the removal never reached the read cache');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const left = await db
      .select()
      .from(managements)
      .where(eq(managements.memberId, member.member.id));
    expect(left).toEqual([]);
  });

  it('lets a member leave, and keeps a profile they pay for themselves as followed', async () => {
    const { db } = test.connection;
    const member = await insertMemberWithSession(db, { name: 'Payer' });
    await invite(member.member.email);
    await accept(invitationTokenFor(member.member.email));
    await db.insert(subscriptions).values({
      memberId: member.member.id,
      payableType: 'UArtist',
      payableId: artistId,
      accountId: artistId,
      productType: 'songstats',
      interval: 'monthly',
      state: 'active',
      provider: 'sandbox',
      priceCents: 1199,
    });
    const left = await call(member.token, 'DELETE', '/teams/leave_team', { teamId });
    expect(left.json().message).toBe(TEAM_TEXTS.left("The owner's Team"));
    const [kept] = await db
      .select()
      .from(managements)
      .where(eq(managements.memberId, member.member.id));
    expect(kept).toMatchObject({ managementType: 'follower', accessHash: { songstats: 'direct' } });
    expect((await feedOf(member.token)).json().hasAccess).toBe(true);
  });
});

describe("the team's Professional plan (issue 22, spec §6)", () => {
  it("gives the team's members pro access, and tells them to ask the team admin to upgrade it", async () => {
    const { db } = test.connection;
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
    await test.rowChangesHeard();
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
    await test.rowChangesHeard();
    const after = await call(member.token, 'GET', '/managements/artist_label_lists');
    expect(after.json().accounts.map((account: { name: string }) => account.name)).toEqual([
      'Pro Owned',
      'Added Later',
    ]);
  });
});

describe('team limits (issue 22)', () => {
  it(`holds a team to ${TEAM_LIMITS.maxMembers} members besides its owner, invitations included`, async () => {
    const { db } = test.connection;
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
    const { db } = test.connection;
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

describe('OpenAPI of the team calls (issue 22)', () => {
  it('documents every call under its method, with its summary and its 200 answer', async () => {
    const document = (await test.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { summary?: string; responses: Record<string, unknown> }>
      >;
    }>();
    for (const endpoint of Object.values(teamEndpoints)) {
      const operation = document.paths[`/api/v1${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect([endpoint.path, operation?.summary]).toEqual([endpoint.path, endpoint.summary]);
      expect(Object.keys(operation?.responses ?? {})).toContain('200');
    }
  });
});
