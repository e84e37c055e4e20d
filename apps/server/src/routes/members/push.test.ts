import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeRequestStamp } from '@songstats/contract';
import { insertAccount, insertManagement, insertMemberWithSession } from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushService } from '../../push/web-push';
import { startTestApp, type TestApp } from '../../testing';
import { PUSH_TOKEN_OF_ANOTHER_MEMBER } from './push';

let test: TestApp;
const received: IncomingHttpHeaders[] = [];
const pushService = createServer((request, response) => {
  received.push(request.headers);
  request.resume();
  request.on('end', () => {
    response.statusCode = 201;
    response.end();
  });
});
let subscription = '';

beforeAll(async () => {
  test = await startTestApp();
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  subscription = JSON.stringify({
    endpoint: `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/1`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });
});
afterAll(async () => {
  await test?.close();
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  test.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });

describe('push notifications (spec §7)', () => {
  it('keeps one VAPID key per database, made on first start', async () => {
    const key = (await call('GET', '/members/get_push_public_key')).json().publicKey;
    expect(key).toMatch(/^[\w-]{80,}$/);
    const again = await createPushService(test.connection.db, 'mailto:test@example.com');
    expect(again.publicKey).toBe(key);
  });

  it('adds, lists and removes the push tokens of the member only', async () => {
    const owner = await insertMemberWithSession(test.connection.db);
    const other = await insertMemberWithSession(test.connection.db);
    expect(
      (
        await call('POST', '/members/add_push_token', undefined, {
          pushToken: 'x',
          pushTokenPlatform: 'app',
        })
      ).statusCode,
    ).toBe(401);
    const bad = await call('POST', '/members/add_push_token', owner.token, {
      pushToken: 'not json',
      pushTokenPlatform: 'web',
    });
    expect(bad.statusCode).toBe(400);
    await call('POST', '/members/add_push_token', owner.token, {
      pushToken: subscription,
      pushTokenPlatform: 'web',
    });
    await call('POST', '/members/add_push_token', owner.token, {
      pushToken: 'device-1',
      pushTokenPlatform: 'app',
    });
    await call('POST', '/members/remove_push_token', other.token, { pushToken: 'device-1' });
    const listed = await call('GET', '/members/get_user_push_tokens', owner.token);
    expect(listed.json().pushTokens).toEqual([
      { pushToken: subscription, pushTokenPlatform: 'web' },
      { pushToken: 'device-1', pushTokenPlatform: 'app' },
    ]);
    expect(
      (await call('GET', '/members/get_user_push_tokens', other.token)).json().pushTokens,
    ).toEqual([]);
    await call('POST', '/members/remove_push_token', owner.token, { pushToken: 'device-1' });
    expect(
      (await call('GET', '/members/get_user_push_tokens', owner.token)).json().pushTokens,
    ).toHaveLength(1);

    // A signed, encrypted web push reaches the subscription's push service while push is on.
    expect(
      await test.app.push.sendToMember(owner.member.id, {
        title: 'New playlist add',
        body: 'Mint',
      }),
    ).toBe(1);
    expect(received.at(-1)).toMatchObject({
      'content-encoding': 'aes128gcm',
      authorization: expect.stringMatching(/^vapid t=/),
    });
    await call('PUT', '/members/update_app_push_notification_settings', owner.token, {
      notificationsOn: false,
    });
    expect(await test.app.push.sendToMember(owner.member.id, { title: 'x', body: 'y' })).toBe(0);
  });

  it("refuses another member's push token and leaves it with its owner (issue 20)", async () => {
    const owner = await insertMemberWithSession(test.connection.db);
    const taker = await insertMemberWithSession(test.connection.db);
    const device = { pushToken: 'device-of-the-owner', pushTokenPlatform: 'app' };
    expect((await call('POST', '/members/add_push_token', owner.token, device)).statusCode).toBe(
      200,
    );
    const taken = await call('POST', '/members/add_push_token', taker.token, device);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PUSH_TOKEN_OF_ANOTHER_MEMBER);
    expect(
      (await call('GET', '/members/get_user_push_tokens', owner.token)).json().pushTokens,
    ).toEqual([device]);
    expect(
      (await call('GET', '/members/get_user_push_tokens', taker.token)).json().pushTokens,
    ).toEqual([]);
    // The owner registering it again (every app start does) is fine.
    expect((await call('POST', '/members/add_push_token', owner.token, device)).statusCode).toBe(
      200,
    );
  });

  it('turns notifications on and off, in general and per managed profile', async () => {
    const { member, token } = await insertMemberWithSession(test.connection.db);
    const managed = await insertAccount(test.connection.db, { name: 'Mine' });
    const foreign = await insertAccount(test.connection.db, { name: 'Not mine' });
    await insertManagement(test.connection.db, { memberId: member.id, accountId: managed.id });
    expect(
      (await call('GET', '/members/get_app_push_notification_settings', token)).json(),
    ).toEqual({ notificationsOn: true, entities: [] });
    const off = await call('PUT', '/members/update_app_push_notification_settings', token, {
      notificationsOn: false,
    });
    expect(off.json()).toEqual({ notificationsOn: false, message: 'Push notifications are off.' });
    const toggled = await call('PUT', '/members/toggle_entity_push_notifications', token, {
      uEntityId: managed.idUnique,
      uEntityType: 'artist',
      isOn: 0,
    });
    expect(toggled.json().message).toBe('Notifications for Mine are off.');
    const refused = await call('PUT', '/members/toggle_entity_push_notifications', token, {
      uEntityId: foreign.idUnique,
      uEntityType: 'artist',
      isOn: 1,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('GET', '/members/get_app_push_notification_settings', token)).json(),
    ).toEqual({
      notificationsOn: false,
      entities: [{ uEntityType: 'artist', uEntityId: managed.idUnique, isOn: false }],
    });
  });
});
