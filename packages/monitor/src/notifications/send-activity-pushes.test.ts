import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addPushToken,
  type Connection,
  listPushTokens,
  setEntityPushSetting,
  setMemberActivityTier,
  setPushNotificationsOn,
} from '@songstats/db';
import { insertAccount, insertActivity, insertManagement, insertMember } from '@songstats/db/seed';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendActivityPushes } from './send-activity-pushes';

// A local push service speaking the Web Push protocol (RFC 8030): it takes the encrypted POST,
// and the test decrypts it (RFC 8291) with the subscription's private key and checks the VAPID
// signature (RFC 8292), as a browser's push service and the browser would.
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
let answer = 201;
const pushService = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      path: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    response.statusCode = answer;
    response.end();
  });
});

interface Browser {
  subscription: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}
function browser(name: string): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const { port } = pushService.address() as AddressInfo;
  const subscription = JSON.stringify({
    endpoint: `http://127.0.0.1:${port}/push/${name}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  });
  return { subscription, ecdh, auth };
}

/** RFC 8291 §3.4 and RFC 8188: what the browser does with the body. */
function decrypt(body: Buffer, to: Browser): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const secret = to.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    to.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, to.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipher.subarray(0, cipher.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

/** RFC 8292: "vapid t=<ES256 JWT for the endpoint's origin>, k=<the server's public key>". */
function checkVapid(headers: IncomingHttpHeaders, vapidPublicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
  expect(match, headers.authorization).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(vapidPublicKey);
  const [head, claims, signature] = jwt!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString());
  const { port } = pushService.address() as AddressInfo;
  expect(body.aud).toBe(`http://127.0.0.1:${port}`);
  expect(body.sub).toMatch(/^mailto:/);
  expect(body.exp).toBeGreaterThan(Date.now() / 1000);
  expect(body.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
  const point = Buffer.from(k!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
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
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await connection?.close();
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  answer = 201;
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
    pushToken: device.subscription,
    platform: 'web',
  });
  return { member, account, device };
}

describe('activity pushes (issue 22)', () => {
  it('sends one encrypted, VAPID-signed push per profile per cycle, and never twice', async () => {
    const { account, device } = await memberWithProfile('Rooms of Garden');
    for (let i = 0; i < 3; i++) await insertActivity(db(), { accountId: account.id, tier: 2 });

    expect(await sendActivityPushes(db())).toEqual({ pushes: 1, delivered: 1 });
    expect(received).toHaveLength(1);
    checkVapid(received[0]!.headers, await vapidPublicKey());
    expect(decrypt(received[0]!.body, device)).toEqual({
      title: 'Rooms of Garden',
      body: '3 new playlist adds for Rooms of Garden',
      route: `/artist/${account.idUnique}`,
    });

    // The same cycle again: nothing new, nothing sent.
    expect(await sendActivityPushes(db())).toEqual({ pushes: 0, delivered: 0 });
    expect(received).toHaveLength(1);

    // The next cycle's one activity: its own text.
    await insertActivity(db(), {
      accountId: account.id,
      tier: 1,
      activityText: 'Added to Top Hits (2.1M followers)',
    });
    await sendActivityPushes(db());
    expect(received).toHaveLength(2);
    expect(decrypt(received[1]!.body, device)).toMatchObject({
      body: 'Added to Top Hits (2.1M followers)',
    });
  });

  it('sends nothing to a member without access to the profile (a follower with no plan)', async () => {
    const { member, account } = await memberWithProfile('Followed Only', { accessHash: {} });
    await insertActivity(db(), { accountId: account.id, tier: 1 });
    expect(await sendActivityPushes(db())).toEqual({ pushes: 0, delivered: 0 });
    expect(received.filter((r) => r.path === `/push/m${member.id}`)).toHaveLength(0);
  });

  it('sends once when two monitor processes run after the same cycle at once', async () => {
    const { member, account } = await memberWithProfile('Twice');
    await insertActivity(db(), { accountId: account.id, tier: 1 });
    const runs = await Promise.all([sendActivityPushes(db()), sendActivityPushes(db())]);
    expect(runs.map((run) => run.pushes).sort()).toEqual([0, 1]);
    expect(received.filter((r) => r.path === `/push/m${member.id}`)).toHaveLength(1);
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
    const mine = received.filter((r) => r.path === `/push/m${member.id}`);
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
    expect(received).toHaveLength(0);
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
      pushToken: device.subscription,
      platform: 'web',
    });
    expect(await sendActivityPushes(db())).toEqual({ pushes: 0, delivered: 0 });
  });

  it('removes a subscription its push service calls gone (410)', async () => {
    const { member, account } = await memberWithProfile('Gone');
    await insertActivity(db(), { accountId: account.id, tier: 1 });
    answer = 410;
    expect(await sendActivityPushes(db())).toEqual({ pushes: 1, delivered: 0 });
    expect(await listPushTokens(db(), member.id)).toEqual([]);
  });
});
