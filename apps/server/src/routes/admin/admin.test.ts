import { ADMIN_TEXTS, adminEndpoints } from '@songstats/contract';
import { insertMemberWithSession } from '@songstats/db/seed';
import { describe, expect, it } from 'vitest';
import {
  app,
  artistId,
  auditOf,
  call,
  ids,
  type Method,
  tokens,
  useAdminDesksApp,
} from './admin-desks-fixture';
import { expectAdminsOnly } from './admin-test-fixture';

// Issue 26: who may call the admin desks, the Members desk and access through admin.
useAdminDesksApp();

describe('who may call the admin desks (issue 26)', () => {
  const calls: [string, Method, string, () => object][] = [
    ['members', 'GET', adminEndpoints.members.path, () => ({})],
    ['member', 'GET', adminEndpoints.member.path, () => ({ memberId: ids.other! })],
    [
      'beta tester',
      'PUT',
      adminEndpoints.setBetaTester.path,
      () => ({ memberId: ids.other!, isBetaTester: false }),
    ],
    ['audit log', 'GET', adminEndpoints.auditLog.path, () => ({})],
    ['error reports', 'GET', adminEndpoints.errorReports.path, () => ({})],
    ['monitor status', 'GET', adminEndpoints.monitorStatus.path, () => ({})],
    ['revoke sessions', 'POST', adminEndpoints.revokeSessions.path, () => ({ memberId: 999999 })],
    ['access', 'POST', adminEndpoints.accessMember.path, () => ({ memberId: 999999 })],
    ['end access', 'POST', adminEndpoints.endAccess.path, () => ({ accessToken: 'nothing' })],
    ['media-link requests', 'GET', adminEndpoints.mediaLinkRequests.path, () => ({})],
    ['accounts', 'GET', adminEndpoints.accounts.path, () => ({})],
    [
      'hide an account',
      'PUT',
      adminEndpoints.setAccountHidden.path,
      () => ({ accountId: artistId, hidden: true }),
    ],
    [
      'resolve a media-link request',
      'POST',
      adminEndpoints.resolveMediaLinkRequest.path,
      () => ({ requestId: 999999, status: 'approved' }),
    ],
  ];
  for (const [name, method, path, input] of calls) {
    it(`${name}: 401 logged out, 403 for the owner, a teammate and another member`, async () => {
      await expectAdminsOnly(app(), tokens, method, path, input);
    });
  }

  it('answers 200 to an admin on every read', async () => {
    for (const [, method, path, input] of calls.filter(([, method]) => method === 'GET')) {
      expect((await call(tokens.admin!, method, path, input())).statusCode).toBe(200);
    }
  });

  it('answers bad input with a 400 and a message, an unknown member with a 404', async () => {
    const bad = await call(tokens.admin!, 'GET', adminEndpoints.member.path, { memberId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    const page = await call(tokens.admin!, 'GET', adminEndpoints.members.path, { perPage: 7 });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toContain('25, 50, 100');
    const sort = await call(tokens.admin!, 'GET', adminEndpoints.members.path, { sort: 'x;drop' });
    expect(sort.statusCode).toBe(400);
    const unknown = await call(tokens.admin!, 'GET', adminEndpoints.member.path, {
      memberId: 999999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_TEXTS.memberNotFound);
  });
});

describe('Members desk (issue 26)', () => {
  const list = async (input: object) => {
    const response = await call(tokens.admin!, 'GET', adminEndpoints.members.path, input);
    expect(response.statusCode).toBe(200);
    return adminEndpoints.members.response.parse(response.json());
  };

  it('searches by name or email, case-insensitively', async () => {
    expect((await list({ q: 'olivia' })).rows.map((row) => row.id)).toEqual([ids.owner]);
    expect((await list({ q: 'TEAMMATE-admin' })).rows.map((row) => row.id)).toEqual([ids.teammate]);
    // Pattern characters are taken literally.
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('sorts by a column both ways (spec §4) and pages with the total', async () => {
    const ascending = await list({ sort: 'name', order: 'asc' });
    expect(ascending.rows.map((row) => row.name)).toEqual([
      'Ada Admin',
      'Olivia Owner',
      'Tom Teammate',
      'Zed Other',
    ]);
    const descending = await list({ sort: 'name', order: 'desc' });
    expect(descending.rows.map((row) => row.name)).toEqual(
      [...ascending.rows.map((row) => row.name)].reverse(),
    );
    const managed = await list({ sort: 'managements', order: 'desc' });
    expect(managed.rows[0]!.managements).toBe(1);
    expect(managed.total).toBe(4);
  });

  it('puts members without a last use after the others, both ways (nulls last)', async () => {
    const { db } = app().connection;
    const { member } = await insertMemberWithSession(db, { name: 'Has Session' });
    const never = await insertMemberWithSession(db, { name: 'Never Seen' });
    await call(tokens.admin!, 'POST', adminEndpoints.revokeSessions.path, {
      memberId: never.member.id,
    });
    for (const order of ['asc', 'desc']) {
      const rows = (await list({ sort: 'lastSeenAt', order, perPage: 100 })).rows;
      expect(rows.at(-1)!.id).toBe(never.member.id);
      expect(rows.at(-1)!.lastSeenAt).toBeNull();
      expect(rows.some((row) => row.id === member.id && row.lastSeenAt !== null)).toBe(true);
    }
  });

  it('filters admins and beta testers', async () => {
    expect((await list({ filter: 'admins' })).rows.map((row) => row.id)).toEqual([ids.admin]);
    const before = await list({ filter: 'betaTesters' });
    expect(before.rows.some((row) => row.id === ids.owner)).toBe(false);
  });

  it('makes a member a beta tester and back, each change in the audit log with before and after', async () => {
    const on = await call(tokens.admin!, 'PUT', adminEndpoints.setBetaTester.path, {
      memberId: ids.owner!,
      isBetaTester: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe(ADMIN_TEXTS.betaTesterOn('Olivia Owner'));
    expect((await list({ filter: 'betaTesters' })).rows.map((row) => row.id)).toEqual([ids.owner]);
    // The member's own login says so (spec §6 isBetaTester).
    const me = await call(tokens.owner!, 'GET', '/members/check_admin_status');
    expect(me.statusCode).toBe(200);
    await call(tokens.admin!, 'PUT', adminEndpoints.setBetaTester.path, {
      memberId: ids.owner!,
      isBetaTester: false,
    });
    const trail = await auditOf(ids.owner!);
    expect(trail.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['member.make_beta_tester', { isBetaTester: false }, { isBetaTester: true }],
      ['member.remove_beta_tester', { isBetaTester: true }, { isBetaTester: false }],
    ]);
    expect(trail.every((entry) => entry.adminEmail === 'admin-admin-desk@example.com')).toBe(true);
  });

  it("shows a member's managements, sessions and audit trail", async () => {
    const response = await call(tokens.admin!, 'GET', adminEndpoints.member.path, {
      memberId: ids.owner!,
    });
    expect(response.statusCode).toBe(200);
    const details = adminEndpoints.member.response.parse(response.json());
    expect(details.member.name).toBe('Olivia Owner');
    expect(details.managements.map((row) => [row.name, row.managementType])).toEqual([
      ['Desk Artist', 'primary'],
    ]);
    expect(details.sessions).toHaveLength(1);
    expect(details.auditTrail.map((entry) => entry.action)).toEqual([
      'member.remove_beta_tester',
      'member.make_beta_tester',
    ]);
  });

  it('revokes every session of a member, logged', async () => {
    const { db } = app().connection;
    const victim = await insertMemberWithSession(db, { name: 'Revoked Member' });
    expect((await call(victim.token, 'GET', '/members/me')).statusCode).toBe(200);
    const response = await call(tokens.admin!, 'POST', adminEndpoints.revokeSessions.path, {
      memberId: victim.member.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ADMIN_TEXTS.sessionsRevoked(1), revoked: 1 });
    expect((await call(victim.token, 'GET', '/members/me')).statusCode).toBe(401);
    expect((await auditOf(victim.member.id)).map((entry) => entry.action)).toEqual([
      'member.revoke_sessions',
    ]);
  });
});

describe('access through admin (issue 26, spec §3, §6 isAccessedThruAdmin)', () => {
  it('opens the product as the member, read-only, leaves their own session alone, and exits', async () => {
    const opened = await call(tokens.admin!, 'POST', adminEndpoints.accessMember.path, {
      memberId: ids.owner!,
    });
    expect(opened.statusCode).toBe(200);
    const login = adminEndpoints.accessMember.response.parse(opened.json());
    expect(login.isAccessedThruAdmin).toBe(true);
    expect(login.userId).toBe(ids.owner);
    const accessToken = login.userAuthToken.token;
    expect(accessToken).not.toBe(tokens.owner);

    // Reads answer as the member.
    const me = await call(accessToken, 'GET', '/members/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('owner-admin-desk@example.com');
    // Writes are refused.
    const write = await call(accessToken, 'PATCH', '/members/me', { name: 'Changed by admin' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(ADMIN_TEXTS.readOnly);
    // The member's own session still writes.
    const own = await call(tokens.owner!, 'PATCH', '/members/me', { name: 'Olivia Owner' });
    expect(own.statusCode).toBe(200);

    const details = adminEndpoints.member.response.parse(
      (
        await call(tokens.admin!, 'GET', adminEndpoints.member.path, { memberId: ids.owner! })
      ).json(),
    );
    expect(details.sessions.map((session) => session.accessedThruAdmin).sort()).toEqual([
      false,
      true,
    ]);

    // Only the admin who opened it may end it; the token is then dead.
    const { db } = app().connection;
    const otherAdmin = await insertMemberWithSession(db, { isAdmin: true });
    const wrong = await call(otherAdmin.token, 'POST', adminEndpoints.endAccess.path, {
      accessToken,
    });
    expect(wrong.statusCode).toBe(404);
    const exit = await call(tokens.admin!, 'POST', adminEndpoints.endAccess.path, { accessToken });
    expect(exit.statusCode).toBe(200);
    expect(exit.json().message).toBe(ADMIN_TEXTS.accessEnded);
    expect((await call(accessToken, 'GET', '/members/me')).statusCode).toBe(401);
    expect((await call(tokens.owner!, 'GET', '/members/me')).statusCode).toBe(200);

    const actions = (await auditOf(ids.owner!)).map((entry) => entry.action);
    expect(actions.slice(-2)).toEqual([
      'member.access_through_admin',
      'member.end_access_through_admin',
    ]);
  });

  it('lists every admin action in the audit log, searchable by action', async () => {
    const response = await call(tokens.admin!, 'GET', adminEndpoints.auditLog.path, {
      q: 'access',
      sort: 'createdAt',
      order: 'asc',
    });
    const page = adminEndpoints.auditLog.response.parse(response.json());
    expect(page.rows.map((row) => row.action)).toEqual([
      'member.access_through_admin',
      'member.end_access_through_admin',
    ]);
  });
});
