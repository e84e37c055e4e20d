import { ADMIN_TEXTS, adminEndpoints } from '@songstats/contract';
import { errorReports, mediaLinkRequests, monitorCycleSteps, monitorJobDays } from '@songstats/db';
import { insertTrack } from '@songstats/db/seed';
import { describe, expect, it } from 'vitest';
import {
  app,
  artistId,
  artistIdUnique,
  auditOf,
  call,
  ids,
  type Method,
  tokens,
  useAdminDesksApp,
} from './admin-desks-fixture';

// Issue 26: the Error Reports, Monitor Status, Link Requests, Track Removal and Hidden Accounts\n// desks, their API documentation and bad input.
useAdminDesksApp();

describe('Error Reports desk (issue 26)', () => {
  it('groups reports by message and stack, with counts, first and last seen and versions', async () => {
    const { db } = app().connection;
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
    const { db } = app().connection;
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
      // A platform's playlists last read two days before (issue 24's reading days) do not make
      // the whole day late: they are steps on the day, not whole-day jobs.
      { job: 'playlists:deezer', day: '2026-01-03', finishedAt: at(-172_000) },
    ]);
    const status = adminEndpoints.monitorStatus.response.parse(
      (await call(tokens.admin!, 'GET', adminEndpoints.monitorStatus.path)).json(),
    );
    expect(status.steps.map((step) => [step.step, step.day, step.sincePreviousMs])).toEqual([
      ['charts', '2026-01-05', null],
      ['counters', '2026-01-05', 30_000],
      ['radio', '2026-01-05', 10_000],
      ['audience', '2026-01-05', 60_000],
      ['playlists:deezer', '2026-01-03', null],
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
    const document = (await app().app.inject({ url: '/api/docs/json' })).json<{
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
    const { db } = app().connection;
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
    await app().app.mailer.idle();
    const mail = app()
      .outbox()
      .find((entry) => entry.to === 'owner-admin-desk@example.com');
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
