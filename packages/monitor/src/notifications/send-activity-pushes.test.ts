import type { IncomingHttpHeaders } from 'node:http';
import {
  addPushToken,
  type Connection,
  listPushTokens,
  setEntityPushSetting,
  setMemberActivityTier,
  setPushNotificationsOn,
} from '@songstats/db';
import {
  insertAccount,
  insertActivity,
  insertManagement,
  insertMember,
  insertTrack,
} from '@songstats/db/seed';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityKey } from '../activities/activity-row';
import { upsertActivities } from '../activities/write-activities';
import {
  type LocalPushService,
  type LocalSubscription,
  startLocalPushService,
  vapidClaims,
} from './local-push-service';
import { sendActivityPushes } from './send-activity-pushes';

// A local push service speaking the Web Push protocol (RFC 8030): it takes the encrypted POST,
// and the test decrypts it (RFC 8291) with the subscription's private key and checks the VAPID
// signature (RFC 8292), as a browser's push service and the browser would.
let service: LocalPushService;
const received = () => service.received;
const browser = (name: string) => service.subscribe(name);
const decrypt = (body: Buffer, to: LocalSubscription): unknown => JSON.parse(to.decrypt(body));

/** RFC 8292: "vapid t=<ES256 JWT for the endpoint's origin>, k=<the server's public key>". */
function checkVapid(headers: IncomingHttpHeaders, vapidPublicKey: string) {
  const claims = vapidClaims(headers);
  expect(claims.publicKey).toBe(vapidPublicKey);
  expect(claims.aud).toBe(service.origin);
  expect(claims.sub).toMatch(/^mailto:/);
  expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  expect(claims.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
  expect(headers['content-encoding']).toBe('aes128gcm');
  expect(Number(headers.ttl)).toBeGreaterThan(0);
}

let connection: Connection;
const db = () => connection.db;
async function vapidPublicKey() {
  const { rows } = (await db().execute(
    sql`select value from server_keys where name = 'vapid'`,
  )) as unknown as { rows: { value: string }[] };
  return (JSON.parse(rows[0]!.value) as { publicKey: string }).publicKey;
}

beforeAll(async () => {
  connection = await openTestDatabase();
  service = await startLocalPushService();
});
afterAll(async () => {
  await connection?.close();
  await service?.close();
});
beforeEach(() => {
  service.received.length = 0;
  service.answer = 201;
});

async function memberWithProfile(
  name: string,
  options: { tier?: number; accessHash?: Record<string, string> } = {},
) {
  const member = await insertMember(db());
  const account = await insertAccount(db(), { name });
  await insertManagement(db(), {
    memberId: member.id,
    accountId: account.id,
    accessHash: { songstats: 'direct' },
    ...options,
  });
  const device = browser(`m${member.id}`);
  await addPushToken(db(), {
    memberId: member.id,
    pushToken: device.token,
    platform: 'web',
  });
  return { member, account, device };
}

describe('activity pushes (issue 22)', () => {
  it('sends one encrypted, VAPID-signed push per profile per cycle, and never twice', async () => {
    const { account, device } = await memberWithProfile('Rooms of Garden');
    for (let i = 0; i < 3; i++) await insertActivity(db(), { accountId: account.id, tier: 2 });

    expect(await sendActivityPushes(db())).toEqual({ pushes: 1, delivered: 1 });
    expect(received()).toHaveLength(1);
    checkVapid(received()[0]!.headers, await vapidPublicKey());
    expect(decrypt(received()[0]!.body, device)).toEqual({
      title: 'Rooms of Garden',
      body: '3 new playlist adds for Rooms of Garden',
      route: `/artist/${account.idUnique}`,
    });

    // The same cycle again: nothing new, nothing sent.
    expect(await sendActivityPushes(db())).toEqual({ pushes: 0, delivered: 0 });
    expect(received()).toHaveLength(1);

    // The next cycle's one activity: its own text.
    await insertActivity(db(), {
      accountId: account.id,
      tier: 1,
      activityText: 'Added to Top Hits (2.1M followers)',
    });
    await sendActivityPushes(db());
    expect(received()).toHaveLength(2);
    expect(decrypt(received()[1]!.body, device)).toMatchObject({
      body: 'Added to Top Hits (2.1M followers)',
    });
  });

  it('sends nothing to a member without access to the profile (a follower with no plan)', async () => {
    const { member, account } = await memberWithProfile('Followed Only', { accessHash: {} });
    await insertActivity(db(), { accountId: account.id, tier: 1 });
    expect(await sendActivityPushes(db())).toEqual({ pushes: 0, delivered: 0 });
    expect(received().filter((r) => r.name === `m${member.id}`)).toHaveLength(0);
  });

  it('sends once when two monitor processes run after the same cycle at once', async () => {
    const { member, account } = await memberWithProfile('Twice');
    await insertActivity(db(), { accountId: account.id, tier: 1 });
    const runs = await Promise.all([sendActivityPushes(db()), sendActivityPushes(db())]);
    expect(runs.map((run) => run.pushes).sort()).toEqual([0, 1]);
    expect(received().filter((r) => r.name === `m${member.id}`)).toHaveLength(1);
  });

  it("sends only activities at or above the member's tier, per source", async () => {
    const { member, account, device } = await memberWithProfile('Tiered', { tier: 3 });
    await setMemberActivityTier(db(), member.id, 'deezer', 1);
    await insertActivity(db(), { accountId: account.id, tier: 4 }); // below the management's 3
    await insertActivity(db(), { accountId: account.id, tier: null }); // below every tier
    await insertActivity(db(), { accountId: account.id, source: 'deezer', tier: 2 }); // below 1
    await insertActivity(db(), { accountId: account.id, source: 'deezer', tier: 1 });
    await insertActivity(db(), { accountId: account.id, activityType: 'milestone', tier: 3 });
    await sendActivityPushes(db());
    const mine = received().filter((r) => r.name === `m${member.id}`);
    expect(mine).toHaveLength(1);
    expect(decrypt(mine[0]!.body, device)).toMatchObject({ body: '2 new activities for Tiered' });
  });

  it('sends nothing while the app switch or the profile switch is off', async () => {
    const off = await memberWithProfile('App off');
    await setPushNotificationsOn(db(), off.member.id, false);
    const profileOff = await memberWithProfile('Profile off');
    await setEntityPushSetting(db(), {
      memberId: profileOff.member.id,
      entityType: 'artist',
      entityId: profileOff.account.idUnique,
      isOn: false,
    });
    await insertActivity(db(), { accountId: off.account.id, tier: 1 });
    await insertActivity(db(), { accountId: profileOff.account.id, tier: 1 });
    expect(await sendActivityPushes(db())).toEqual({ pushes: 0, delivered: 0 });
    expect(received()).toHaveLength(0);
  });

  it('sends nothing for activities written before the first subscription (history)', async () => {
    const member = await insertMember(db());
    const account = await insertAccount(db(), { name: 'Old news' });
    await insertManagement(db(), { memberId: member.id, accountId: account.id });
    await insertActivity(db(), { accountId: account.id, tier: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const device = browser(`m${member.id}`);
    await addPushToken(db(), {
      memberId: member.id,
      pushToken: device.token,
      platform: 'web',
    });
    expect(await sendActivityPushes(db())).toEqual({ pushes: 0, delivered: 0 });
  });

  // Decision 081: a day's radio item that rises in the feed (new id) is not news to push again.
  it("does not push a day's item again when it rises to a new id, but does push what is new", async () => {
    const { member, account, device } = await memberWithProfile('Risen', {
      accessHash: { songstats: 'direct', radiostats: 'direct' },
    });
    const track = await insertTrack(db(), { artistId: account.id });
    const radio = (spins: number) => ({
      key: activityKey('radio', 'radio_spins', String(track.id), '2026-11-23'),
      source: 'radio',
      activity_type: 'radio_spins',
      activity_date: '2026-11-23',
      track_id: track.id,
      account_id: null,
      tier: 2,
      is_highlight: true,
      is_milestone: false,
      activity_text: `Played ${spins} times on Lima 106.4 FM, Peru`,
      activity_url: null,
      value: spins,
      details: { newsLevel: `1:${spins}` },
    });
    const mine = () => received().filter((r) => r.name === `m${member.id}`);
    await upsertActivities(db(), [radio(2)]);
    await sendActivityPushes(db());
    expect(mine()).toHaveLength(1);
    expect(decrypt(mine()[0]!.body, device)).toMatchObject({
      body: 'Played 2 times on Lima 106.4 FM, Peru',
    });
    await upsertActivities(db(), [radio(5)]);
    expect(await sendActivityPushes(db())).toEqual({ pushes: 0, delivered: 0 });
    await insertActivity(db(), { accountId: account.id, tier: 1, activityText: 'Added to Fresh' });
    await sendActivityPushes(db());
    expect(mine()).toHaveLength(2);
    expect(decrypt(mine()[1]!.body, device)).toMatchObject({ body: 'Added to Fresh' });
  });

  it('removes a subscription its push service calls gone (410)', async () => {
    const { member, account } = await memberWithProfile('Gone');
    await insertActivity(db(), { accountId: account.id, tier: 1 });
    service.answer = 410;
    expect(await sendActivityPushes(db())).toEqual({ pushes: 1, delivered: 0 });
    expect(await listPushTokens(db(), member.id)).toEqual([]);
  });
});
