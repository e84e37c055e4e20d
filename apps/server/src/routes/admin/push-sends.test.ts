import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminOperationsEndpoints, OPERATIONS_DESK_TEXTS } from '@songstats/contract';
import { adminAuditLog, memberPushSettings, memberPushTokens } from '@songstats/db';
import { insertAccount, insertManagement, insertMemberWithSession } from '@songstats/db/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import {
  callApi,
  expectAdminsOnly,
  insertEveryone,
  insertTeam,
  type Who,
} from './admin-test-fixture';

// Issue 26, Push Notifications desk: a push to all members of a product (previewed, one a minute
// per product, logged with its delivery counts), and the one-a-minute limits taken atomically
// (decision 053): two sends at the same moment, exactly one passes. Through the real app on a
// real database; the browsers' push service is a local HTTP server that counts what arrives.
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};
const radio: Record<'twoDevices' | 'oneDevice' | 'off' | 'noDevice', number> = {
  twoDevices: 0,
  oneDevice: 0,
  off: 0,
  noDevice: 0,
};
let socialMember = 0;
/** Arrivals at the push service, by the member named in the endpoint's path. */
const arrivals: string[] = [];
const pushService = createServer((request, response) => {
  arrivals.push(request.url ?? '');
  request.resume();
  request.on('end', () => {
    response.statusCode = 201;
    response.end();
  });
});

type Method = 'GET' | 'POST';
const e = adminOperationsEndpoints;
const admin = (method: Method, path: string, input?: object) =>
  callApi(test, tokens.admin!, method, path, input);

function webSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint: `http://127.0.0.1:${(pushService.address() as AddressInfo).port}${path}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });
}

beforeAll(async () => {
  test = await startTestApp();
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const { db } = test.connection;
  await insertEveryone(
    db,
    (who) => ({ name: `Push ${who}`, email: `${who}-push-sends@example.com` }),
    tokens,
    ids,
  );
  const artist = await insertAccount(db, { name: 'Push Sends Artist' });
  await insertTeam(db, ids, artist.id);
  const station = await insertAccount(db, { name: 'Push Sends Radio Artist' });
  const creator = await insertAccount(db, { name: 'Push Sends Creator', type: 'creator' });
  for (const key of Object.keys(radio) as (keyof typeof radio)[]) {
    const { member } = await insertMemberWithSession(db, {
      name: `Radio ${key}`,
      email: `radio-${key.toLowerCase()}@push-sends.example.com`,
    });
    radio[key] = member.id;
    await insertManagement(db, {
      memberId: member.id,
      accountId: station.id,
      usedProductType: ['songstats', 'radiostats'],
    });
  }
  const { member: social } = await insertMemberWithSession(db, {
    name: 'Social only',
    email: 'social@push-sends.example.com',
  });
  socialMember = social.id;
  await insertManagement(db, {
    memberId: social.id,
    accountId: creator.id,
    usedProductType: ['socialstats'],
  });
  await db.insert(memberPushTokens).values([
    { memberId: radio.twoDevices, platform: 'web', pushToken: webSubscription('/radio/two/a') },
    { memberId: radio.twoDevices, platform: 'web', pushToken: webSubscription('/radio/two/b') },
    { memberId: radio.twoDevices, platform: 'app', pushToken: 'push-sends-app-token' },
    { memberId: radio.oneDevice, platform: 'web', pushToken: webSubscription('/radio/one') },
    { memberId: radio.off, platform: 'web', pushToken: webSubscription('/radio/off') },
    { memberId: social.id, platform: 'web', pushToken: webSubscription('/social/a') },
    { memberId: social.id, platform: 'web', pushToken: webSubscription('/social/b') },
    { memberId: ids.other!, platform: 'web', pushToken: webSubscription('/other') },
  ]);
  await db.insert(memberPushSettings).values({ memberId: radio.off, notificationsOn: false });
}, 240_000);
afterAll(async () => {
  await test?.close();
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});

describe('who may preview, send to a product and list the sends', () => {
  const calls: [string, Method, string, () => object][] = [
    ['push audience', 'GET', e.pushAudience.path, () => ({ product: 'songstats' })],
    ['push sends', 'GET', e.pushSends.path, () => ({})],
    [
      'push to a product',
      'POST',
      e.broadcastPush.path,
      () => ({ product: 'songstats', title: 'Hello', body: 'To every Songstats member' }),
    ],
  ];
  it.each(calls)(
    '%s: 401 anonymous, 403 owner, teammate and member, 200 admin',
    async (_n, method, path, input) => {
      const before = arrivals.length;
      await expectAdminsOnly(test, tokens, method, path, input);
      // Nothing was sent for the refused callers.
      expect(arrivals.length).toBe(before);
      const answered = await admin(method, path, input());
      expect(answered.statusCode, answered.body).toBe(200);
    },
  );
});

describe('a push to all members of a product (issue 26)', () => {
  it('previews whom it reaches: members of the product, those with notifications on and a web subscription, their devices', async () => {
    const preview = await admin('GET', e.pushAudience.path, { product: 'radiostats' });
    expect(preview.statusCode, preview.body).toBe(200);
    // Four members use Radiostats; the one with notifications off and the one without a web
    // subscription are not reached; the app token is not a web device.
    expect(preview.json()).toEqual({
      product: 'radiostats',
      members: 4,
      reachableMembers: 2,
      devices: 3,
    });
    expect(
      (await admin('GET', e.pushAudience.path, { product: 'socialstats' })).json(),
    ).toMatchObject({ members: 1, reachableMembers: 1, devices: 2 });
    const bad = await admin('GET', e.pushAudience.path, { product: 'tiktok' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('songstats, radiostats or socialstats');
  });

  it('sends to every reachable member of the product and no one else, logged with its delivery counts', async () => {
    arrivals.length = 0;
    const sent = await admin('POST', e.broadcastPush.path, {
      product: 'radiostats',
      title: 'New stations',
      body: 'SiriusXM spins are in.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      message: OPERATIONS_DESK_TEXTS.broadcastSent('Radiostats', 2, 4, 3),
      members: 4,
      reachedMembers: 2,
      delivered: 3,
    });
    expect(arrivals.sort()).toEqual(['/radio/one', '/radio/two/a', '/radio/two/b']);
    const [entry] = await test.connection.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'push.broadcast'), eq(adminAuditLog.targetId, 'radiostats')),
      );
    expect(entry).toMatchObject({
      adminMemberId: ids.admin!,
      targetType: 'product',
      before: null,
      after: {
        title: 'New stations',
        body: 'SiriusXM spins are in.',
        members: 4,
        reachedMembers: 2,
        delivered: 3,
      },
    });
    const sends = (await admin('GET', e.pushSends.path)).json().sends;
    expect(sends[0]).toMatchObject({
      action: 'push.broadcast',
      target: 'radiostats',
      adminEmail: 'admin-push-sends@example.com',
      members: 4,
      reachedMembers: 2,
      delivered: 3,
    });
  });

  it('is one a minute per product: a second is a 429 and sends nothing, another product still goes', async () => {
    arrivals.length = 0;
    const again = await admin('POST', e.broadcastPush.path, {
      product: 'radiostats',
      title: 'Again',
      body: 'Too soon',
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(OPERATIONS_DESK_TEXTS.broadcastTooSoon('Radiostats'));
    expect(arrivals).toEqual([]);
    const social = await admin('POST', e.broadcastPush.path, {
      product: 'socialstats',
      title: 'Creators',
      body: 'Posts are in.',
    });
    expect(social.statusCode, social.body).toBe(200);
    expect(social.json().delivered).toBe(2);
    expect(arrivals.sort()).toEqual(['/social/a', '/social/b']);
  });

  it('refuses bad input with a message and sends nothing', async () => {
    arrivals.length = 0;
    for (const body of [
      { product: 'songstats', title: '', body: 'x' },
      { product: 'songstats', title: 'x', body: 'y'.repeat(301) },
      { product: 'presave', title: 'x', body: 'y' },
      {},
    ]) {
      const response = await admin('POST', e.broadcastPush.path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message.length).toBeGreaterThan(0);
    }
    expect(arrivals).toEqual([]);
  });
});

describe('the one-a-minute limits are taken atomically (decision 053)', () => {
  it('two test pushes to the same member at the same moment: exactly one passes and one push arrives', async () => {
    arrivals.length = 0;
    const send = () =>
      admin('POST', e.sendTestPush.path, { memberId: socialMember, title: 'Race', body: 'One' });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    expect(arrivals.sort()).toEqual(['/social/a', '/social/b']);
    const logged = await test.connection.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'push.test'), eq(adminAuditLog.memberId, socialMember)));
    expect(logged).toHaveLength(1);
  });

  it('two pushes to all members of the same product at the same moment: exactly one passes', async () => {
    // songstats was sent to once by the authorization case above; radio members use it too,
    // so it is taken already: a fresh limit is needed for the race.
    await test.connection.db.execute(
      "delete from admin_send_limits where key = 'push.broadcast:songstats'",
    );
    arrivals.length = 0;
    const send = () =>
      admin('POST', e.broadcastPush.path, { product: 'songstats', title: 'Race', body: 'All' });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429]);
    // Songstats members with a web subscription and notifications on: the two radio members
    // (three devices); the owner, teammate and other manage a profile without used products.
    expect(arrivals.sort()).toEqual(['/radio/one', '/radio/two/a', '/radio/two/b']);
  });

  it('a test push to a member is a new minute for them only', async () => {
    arrivals.length = 0;
    const first = await admin('POST', e.sendTestPush.path, {
      memberId: ids.other!,
      title: 'Hi',
      body: 'Other',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(arrivals).toEqual(['/other']);
    const second = await admin('POST', e.sendTestPush.path, {
      memberId: ids.other!,
      title: 'Hi',
      body: 'Other again',
    });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(OPERATIONS_DESK_TEXTS.pushTooSoon);
    expect(arrivals).toEqual(['/other']);
  });
});
