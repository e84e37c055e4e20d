import { teamEndpoints } from '@songstats/contract';
import {
  deleteTeamSeat,
  managements,
  subscriptions,
  syncTeamSeats,
  teamMembers,
} from '@songstats/db';
import { insertMemberWithSession } from '@songstats/db/seed';
import { TEAM_TEXTS } from '@songstats/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Method, useTeamsApp } from './teams-test-kit';

// Issue 22: who may do what with a team (anonymous, owner, teammate, another member, admin),
// roles, removing and leaving, and the calls' OpenAPI. Split from the teams tests by behaviour
// (issue 29): the teammate joins the owner's team before the tests.
const kit = useTeamsApp();
const { tokens, call, as, invitationTokenFor, feedOf, invite, accept } = kit;
let teamId = 0;
let teammateSeatId = 0;

beforeAll(async () => {
  ({ teamId, teammateSeatId } = await kit.joinTeammate());
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
    const { db } = kit.test.connection;
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
    const { db } = kit.test.connection;
    const member = await insertMemberWithSession(db, { name: 'Payer' });
    await invite(member.member.email);
    await accept(invitationTokenFor(member.member.email));
    await db.insert(subscriptions).values({
      memberId: member.member.id,
      payableType: 'UArtist',
      payableId: kit.artist.id,
      accountId: kit.artist.id,
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

describe('OpenAPI of the team calls (issue 22)', () => {
  it('documents every call under its method, with its summary and its 200 answer', async () => {
    const document = (await kit.test.app.inject({ url: '/api/docs/json' })).json<{
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
