import { ADMIN_TEXTS, adminEndpoints } from '@songstats/contract';
import {
  adminAuditLog,
  errorReports,
  mediaLinkRequests,
  monitorCycleSteps,
  monitorJobDays,
} from '@songstats/db';
import { insertAccount, insertMemberWithSession, insertTrack } from '@songstats/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import {
  callApi,
  expectAdminsOnly,
  insertEveryone,
  insertTeam,
  type Who,
} from './admin-test-fixture';

// Issue 26: the admin desks' calls through the real app on a real database: who may call them
// (anonymous 401; a member, a teammate and the owner 403; an admin 200), what they answer, and
// the audit log entry of every action.
let test: TestApp;
let artistId = 0;
let artistIdUnique = '';
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (token: string | null, method: Method, path: string, input?: object) =>
  callApi(test, token, method, path, input);

async function auditOf(memberId: number) {
  return test.connection.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.memberId, memberId))
    .orderBy(adminAuditLog.id);
}

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const names: Record<Who, string> = {
    owner: 'Olivia Owner',
    teammate: 'Tom Teammate',
    other: 'Zed Other',
    admin: 'Ada Admin',
  };
  await insertEveryone(
    db,
    (who) => ({ name: names[who], email: `${who}-admin-desk@example.com` }),
    tokens,
    ids,
  );
  const artist = await insertAccount(db, { name: 'Desk Artist' });
  artistId = artist.id;
  artistIdUnique = artist.idUnique;
  await insertTeam(db, ids, artist.id);
  // Opening a fresh database takes long while the two cores are shared with other test runs.
}, 240_000);
afterAll(async () => {
  await test?.close();
});

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
      await expectAdminsOnly(test, tokens, method, path, input);
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
    const { db } = test.connection;
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
    const { db } = test.connection;
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
    const { db } = test.connection;
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

describe('Error Reports desk (issue 26)', () => {
  it('groups reports by message and stack, with counts, first and last seen and versions', async () => {
    const { db } = test.connection;
    const stack = 'TypeError: x is undefined\n    at Feed (feed.tsx:10)';
    await db.insert(errorReports).values([
      { error: 'x is undefined', stack, variant: 'main', frontendVersion: '142' },
      { error: 'x is undefined', stack, variant: 'social', frontendVersion: '143' },
      { error: 'x is undefined', stack, variant: 'main', frontendVersion: '143' },
      { error: 'y failed', stack: 'Error: y\n    at Audience', variant: 'main' },
    ]);
    const response = await call(tokens.admin!, 'GET', adminEndpoints.errorReports.path, {
      sort: 'count',
      order: 'desc',
    });
    const page = adminEndpoints.errorReports.response.parse(response.json());
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => [row.error, row.reports])).toEqual([
      ['x is undefined', 3],
      ['y failed', 1],
    ]);
    expect(page.rows[0]!.frontendVersions.sort()).toEqual(['142', '143']);
    expect(page.rows[0]!.variants.sort()).toEqual(['main', 'social']);
    const social = await call(tokens.admin!, 'GET', adminEndpoints.errorReports.path, {
      variant: 'social',
    });
    expect(social.json().rows).toHaveLength(1);
    expect(social.json().rows[0].reports).toBe(1);
  });
});

describe('Monitor Status desk (issue 26)', () => {
  it("reads the monitor's own tables: the last cycle's steps, failures, freshness and a late day", async () => {
    const { db } = test.connection;
    const empty = adminEndpoints.monitorStatus.response.parse(
      (await call(tokens.admin!, 'GET', adminEndpoints.monitorStatus.path)).json(),
    );
    expect(empty.steps).toEqual([]);
    expect(empty.lateWarning).toContain('No day is finished yet');

    const t0 = new Date('2026-01-05T10:00:00Z');
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    await db.insert(monitorCycleSteps).values([
      {
        day: '2026-01-05',
        step: 'charts',
        finishedAt: at(0),
        result: { activities: 5, failed: 0 },
      },
      {
        day: '2026-01-05',
        step: 'counters',
        finishedAt: at(30),
        result: { activities: 2, failed: 1 },
      },
      {
        day: '2026-01-04',
        step: 'charts',
        finishedAt: at(-86_400),
        result: { activities: 9, failed: 0 },
      },
    ]);
    await db.insert(monitorJobDays).values([
      { job: 'radio', day: '2026-01-04', finishedAt: at(-86_000) },
      { job: 'radio', day: '2026-01-05', finishedAt: at(40) },
      { job: 'audience', day: '2026-01-05', finishedAt: at(100) },
    ]);
    const status = adminEndpoints.monitorStatus.response.parse(
      (await call(tokens.admin!, 'GET', adminEndpoints.monitorStatus.path)).json(),
    );
    expect(status.steps.map((step) => [step.step, step.day, step.sincePreviousMs])).toEqual([
      ['charts', '2026-01-05', null],
      ['counters', '2026-01-05', 30_000],
      ['radio', '2026-01-05', 10_000],
      ['audience', '2026-01-05', 60_000],
    ]);
    expect(status.failedSteps).toBe(1);
    expect(status.lastWholeDay).toBe('2026-01-05');
    // No embedded world in this app: the calendar's yesterday is expected, so 2026-01-05 is late.
    expect(status.embedded).toBeNull();
    expect(status.lateWarning).toMatch(
      /^The monitor is \d+ days late: the last whole day is 2026-01-05/,
    );
  });
});

describe('the admin calls in the API documentation (issue 26)', () => {
  it('documents every admin call at /api/docs with its summary and its 200 answer', async () => {
    const document = (await test.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string; responses: object }>>;
    }>();
    for (const endpoint of Object.values(adminEndpoints)) {
      const operation = document.paths[`/api/v1${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect([endpoint.path, operation?.summary]).toEqual([endpoint.path, endpoint.summary]);
      expect(Object.keys(operation?.responses ?? {})).toContain('200');
    }
  });
});

describe('Link Requests and Track Removal Requests desks (issue 26)', () => {
  it('lists pending requests per desk, approves one, tells the requester by mail, logs it', async () => {
    const { db } = test.connection;
    const track = await insertTrack(db, { artistId, title: 'Desk Song' });
    const [link, removal] = await db
      .insert(mediaLinkRequests)
      .values([
        {
          kind: 'add_link',
          memberId: ids.owner!,
          accountId: artistId,
          trackId: track.id,
          linkUrl: 'https://example.com/desk-song',
        },
        { kind: 'remove_track', memberId: ids.owner!, accountId: artistId, trackId: track.id },
      ])
      .returning({ id: mediaLinkRequests.id });
    const list = async (input: object) =>
      adminEndpoints.mediaLinkRequests.response.parse(
        (await call(tokens.admin!, 'GET', adminEndpoints.mediaLinkRequests.path, input)).json(),
      );
    expect((await list({ desk: 'links' })).rows.map((row) => row.id)).toEqual([link!.id]);
    expect((await list({ desk: 'trackRemovals' })).rows.map((row) => row.id)).toEqual([
      removal!.id,
    ]);
    expect((await list({ desk: 'links', q: 'nothing like it' })).total).toBe(0);

    const approve = await call(tokens.admin!, 'POST', adminEndpoints.resolveMediaLinkRequest.path, {
      requestId: link!.id,
      status: 'approved',
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().message).toBe(
      ADMIN_TEXTS.requestResolved('approved', 'owner-admin-desk@example.com'),
    );
    await test.app.mailer.idle();
    const mail = test.outbox().find((entry) => entry.to === 'owner-admin-desk@example.com');
    expect(mail?.subject).toBe('Your request was approved');
    expect(mail?.text).toContain('https://example.com/desk-song');

    // Resolved: off the pending list, on the approved one, and not resolved twice.
    expect((await list({ desk: 'links' })).total).toBe(0);
    const approved = await list({ desk: 'links', status: 'approved' });
    expect(approved.rows[0]!.resolvedBy).toBe('admin-admin-desk@example.com');
    const again = await call(tokens.admin!, 'POST', adminEndpoints.resolveMediaLinkRequest.path, {
      requestId: link!.id,
      status: 'rejected',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_TEXTS.requestNotPending);

    const trail = await auditOf(ids.owner!);
    expect(trail.at(-1)).toMatchObject({
      action: 'media_link_request.approve',
      targetId: String(link!.id),
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });
});

describe('Hidden Accounts desk (issue 26)', () => {
  it('hides a profile from members who do not manage it, shows it again, each change logged', async () => {
    const info = () =>
      call(tokens.other!, 'GET', '/managements/get_account_info', { idUnique: artistIdUnique });
    expect((await info()).statusCode).toBe(200);
    const list = async (input: object) =>
      adminEndpoints.accounts.response.parse(
        (await call(tokens.admin!, 'GET', adminEndpoints.accounts.path, input)).json(),
      );
    expect((await list({})).total).toBe(0);

    const hide = await call(tokens.admin!, 'PUT', adminEndpoints.setAccountHidden.path, {
      accountId: artistId,
      hidden: true,
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().message).toBe(ADMIN_TEXTS.accountHidden('Desk Artist'));
    expect((await list({})).rows.map((row) => [row.name, row.managements])).toEqual([
      ['Desk Artist', 2],
    ]);
    await expect.poll(async () => (await info()).statusCode).toBe(404);
    // Its owner still sees it.
    const own = await call(tokens.owner!, 'GET', '/managements/get_account_info', {
      idUnique: artistIdUnique,
    });
    expect(own.statusCode).toBe(200);

    await call(tokens.admin!, 'PUT', adminEndpoints.setAccountHidden.path, {
      accountId: artistId,
      hidden: false,
    });
    expect((await list({})).total).toBe(0);
    expect((await list({ visibility: 'visible', q: 'desk art' })).rows[0]!.hidden).toBe(false);
    await expect.poll(async () => (await info()).statusCode).toBe(200);

    const log = adminEndpoints.auditLog.response.parse(
      (
        await call(tokens.admin!, 'GET', adminEndpoints.auditLog.path, {
          q: 'account.',
          sort: 'createdAt',
          order: 'asc',
        })
      ).json(),
    );
    expect(log.rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['account.hide', { hidden: false }, { hidden: true }],
      ['account.unhide', { hidden: true }, { hidden: false }],
    ]);
    const missing = await call(tokens.admin!, 'PUT', adminEndpoints.setAccountHidden.path, {
      accountId: 999999,
      hidden: true,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('bad input to the admin calls (issue 26)', () => {
  const BAD_VALUES = [-1, 0, 1.5, 'abc', '', 'x'.repeat(300), '%00', 1e20, true, null];
  it('answers every malformed call of an admin below 500, each refusal with a message', async () => {
    for (const endpoint of Object.values(adminEndpoints)) {
      if (endpoint === adminEndpoints.accessMember) continue; // a valid id would open a session
      const schema = (endpoint.query ?? endpoint.body) as { shape?: object } | undefined;
      // Each field the call takes, and one it does not.
      for (const field of [...Object.keys(schema?.shape ?? {}), 'unknownField']) {
        for (const value of BAD_VALUES) {
          const input = endpoint.method === 'GET' && value === null ? {} : { [field]: value };
          const response = await call(
            tokens.admin!,
            endpoint.method as Method,
            endpoint.path,
            input,
          );
          expect(response.statusCode, `${endpoint.path} ${field}=${String(value)}`).toBeLessThan(
            500,
          );
          if (response.statusCode >= 400)
            expect(response.json().message).toEqual(expect.any(String));
        }
      }
    }
  }, 240_000);
});
