import { adminOperationsEndpoints, OPERATIONS_DESK_TEXTS } from '@songstats/contract';
import { managements } from '@songstats/db';
import { PROFILE_OWNERSHIP_TEXTS } from '@songstats/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admin,
  app,
  artistId,
  claimId,
  ids,
  lastAudit,
  pushes,
  setupId,
  useOperationsDesksApp,
} from './operations-desks-fixture';

// Issue 26: the Profile Requests, Accounts in Setup and Push Notifications desks.
useOperationsDesksApp();

describe('the Profile Requests desk (issue 26)', () => {
  const e = adminOperationsEndpoints;
  it('lists pending requests and approves one: the member owns the profile, logged', async () => {
    const page = (await admin('GET', e.profileRequests.path, { q: 'Operations Artist' })).json();
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      id: claimId,
      status: 'pending',
      memberEmail: 'other-operations-desk@example.com',
      ownerCount: 1,
    });
    const approved = await admin('POST', e.reviewProfileRequest.path, {
      id: claimId,
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(
      PROFILE_OWNERSHIP_TEXTS.claimApproved('Operations Artist'),
    );
    expect(approved.json().request).toMatchObject({
      status: 'approved',
      ownerCount: 2,
      reviewedByEmail: 'admin-operations-desk@example.com',
    });
    const [management] = await app()
      .connection.db.select()
      .from(managements)
      .where(and(eq(managements.memberId, ids.other!), eq(managements.accountId, artistId)));
    expect(management?.managementType).toBe('primary');
    expect(await lastAudit('profile_request.approve')).toMatchObject({
      memberId: ids.other!,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    const twice = await admin('POST', e.reviewProfileRequest.path, {
      id: claimId,
      decision: 'reject',
    });
    expect(twice.statusCode).toBe(409);
    const pending = (await admin('GET', e.profileRequests.path, { q: 'Operations Artist' })).json();
    expect(pending.total).toBe(0);
    const all = (
      await admin('GET', e.profileRequests.path, { q: 'Operations Artist', status: 'all' })
    ).json();
    expect(all.total).toBe(1);
  });
});

describe('the Accounts in Setup desk (issue 26)', () => {
  const e = adminOperationsEndpoints;
  it('lists a setup with its age, marks it failed and starts it again, logged', async () => {
    const page = (await admin('GET', e.accountSetups.path, { q: 'Setting Up' })).json();
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0].status).toBe('in_progress');
    expect(page.rows[0].ageHours).toBeGreaterThanOrEqual(5);
    const retryFirst = await admin('POST', e.setAccountSetupStatus.path, {
      id: setupId,
      action: 'retry',
    });
    expect(retryFirst.statusCode).toBe(409);
    expect(retryFirst.json().message).toBe(OPERATIONS_DESK_TEXTS.setupNotFailed);
    const failed = await admin('POST', e.setAccountSetupStatus.path, {
      id: setupId,
      action: 'fail',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().setup.status).toBe('failed');
    // Issue 27: the desk shows why, as the member's profile does.
    expect(failed.json().setup.reason).toBe('Marked failed by an admin.');
    expect((await admin('GET', e.accountSetups.path, { q: 'Setting Up' })).json().total).toBe(0);
    expect(await lastAudit('account_setup.fail')).toMatchObject({
      before: { status: 'in_progress' },
      after: { status: 'failed' },
    });
    const retried = await admin('POST', e.setAccountSetupStatus.path, {
      id: setupId,
      action: 'retry',
    });
    expect(retried.json().setup).toMatchObject({ status: 'in_progress', reason: null });
    expect(retried.json().setup.ageHours).toBeLessThan(1);
  });
});

describe('the Push Notifications desk (issue 26)', () => {
  const e = adminOperationsEndpoints;
  it('lists push tokens with the monitor pushes sent, filtered by platform', async () => {
    const page = (await admin('GET', e.pushSubscriptions.path, { q: 'operations-desk' })).json();
    expect(page.total).toBe(2);
    const web = (
      await admin('GET', e.pushSubscriptions.path, { q: 'operations-desk', platform: 'web' })
    ).json();
    expect(web.rows).toHaveLength(1);
    expect(web.rows[0]).toMatchObject({
      memberId: ids.other!,
      notificationsOn: true,
      lastPushAt: '2026-11-20T08:00:00.000Z',
      pushedProfiles: 1,
    });
  });

  it('sends a test push through the push sender, logged, one a minute', async () => {
    const before = pushes;
    const sent = await admin('POST', e.sendTestPush.path, {
      memberId: ids.other!,
      title: 'Test',
      body: 'From the desk',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().delivered).toBe(1);
    expect(pushes).toBe(before + 1);
    expect(await lastAudit('push.test')).toMatchObject({
      memberId: ids.other!,
      after: { delivered: 1, title: 'Test' },
    });
    const again = await admin('POST', e.sendTestPush.path, {
      memberId: ids.other!,
      title: 'Test',
      body: 'Again',
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(OPERATIONS_DESK_TEXTS.pushTooSoon);
    const empty = await admin('POST', e.sendTestPush.path, {
      memberId: ids.other!,
      title: '',
      body: 'x',
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await admin('POST', e.sendTestPush.path, {
      memberId: 999_999,
      title: 'x',
      body: 'y',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
