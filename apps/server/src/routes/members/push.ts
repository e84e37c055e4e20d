import { pushEndpoints } from '@songstats/contract';
import {
  addPushToken,
  findAccountForMember,
  getPushNotificationsOn,
  listEntityPushSettings,
  listPushTokens,
  removePushToken,
  setEntityPushSetting,
  setPushNotificationsOn,
} from '@songstats/db';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../responses';

export const PUSH_TOKEN_OF_ANOTHER_MEMBER =
  'This device gets the notifications of another member. They turn them off by logging out on it.';

/** spec §7 "Push notifications": tokens and settings of the member of the session. */
export function pushRoutes(app: AppInstance) {
  const key = pushEndpoints.getPushPublicKey;
  app.route({
    method: key.method,
    url: key.path,
    schema: { summary: key.summary, tags: ['push'], response: { 200: key.response } },
    handler: async () => ({ publicKey: app.push.publicKey }),
  });

  const add = pushEndpoints.addPushToken;
  app.route({
    method: add.method,
    url: add.path,
    schema: {
      summary: add.summary,
      tags: ['push'],
      body: add.body,
      response: { 200: add.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { pushToken, pushTokenPlatform } = request.body;
      if (pushTokenPlatform === 'web') {
        try {
          JSON.parse(pushToken);
        } catch {
          throw new HttpError(400, 'A web push token is the JSON of a push subscription.');
        }
      }
      const added = await addPushToken(app.db, {
        memberId: sessionOf(request).member.id,
        pushToken,
        platform: pushTokenPlatform,
      });
      // Issue 20: registering a token again used to move it, and another member's device, over.
      if (!added) throw new HttpError(409, PUSH_TOKEN_OF_ANOTHER_MEMBER);
      return { message: 'Push notifications are set up on this device.' };
    },
  });

  const remove = pushEndpoints.removePushToken;
  app.route({
    method: remove.method,
    url: remove.path,
    schema: {
      summary: remove.summary,
      tags: ['push'],
      body: remove.body,
      response: { 200: remove.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      await removePushToken(app.db, sessionOf(request).member.id, request.body.pushToken);
      return { message: 'Push notifications are off on this device.' };
    },
  });

  const list = pushEndpoints.getUserPushTokens;
  app.route({
    method: list.method,
    url: list.path,
    schema: {
      summary: list.summary,
      tags: ['push'],
      response: { 200: list.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const tokens = await listPushTokens(app.db, sessionOf(request).member.id);
      return {
        pushTokens: tokens.map(({ pushToken, pushTokenPlatform }) => ({
          pushToken,
          pushTokenPlatform,
        })),
      };
    },
  });

  const settings = pushEndpoints.getAppPushNotificationSettings;
  app.route({
    method: settings.method,
    url: settings.path,
    schema: {
      summary: settings.summary,
      tags: ['push'],
      response: { 200: settings.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const memberId = sessionOf(request).member.id;
      return {
        notificationsOn: await getPushNotificationsOn(app.db, memberId),
        entities: await listEntityPushSettings(app.db, memberId),
      };
    },
  });

  const update = pushEndpoints.updateAppPushNotificationSettings;
  app.route({
    method: update.method,
    url: update.path,
    schema: {
      summary: update.summary,
      tags: ['push'],
      body: update.body,
      response: { 200: update.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { notificationsOn } = request.body;
      await setPushNotificationsOn(app.db, sessionOf(request).member.id, notificationsOn);
      return {
        notificationsOn,
        message: notificationsOn ? 'Push notifications are on.' : 'Push notifications are off.',
      };
    },
  });

  const toggle = pushEndpoints.toggleEntityPushNotifications;
  app.route({
    method: toggle.method,
    url: toggle.path,
    schema: {
      summary: toggle.summary,
      tags: ['push'],
      body: toggle.body,
      response: { 200: toggle.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { member } = sessionOf(request);
      const { uEntityId, uEntityType, isOn } = request.body;
      const found = await findAccountForMember(app.db, uEntityId, member.id);
      if (!found?.management) {
        throw new HttpError(403, 'You can only get notifications of profiles you manage.');
      }
      await setEntityPushSetting(app.db, {
        memberId: member.id,
        entityType: uEntityType,
        entityId: uEntityId,
        isOn: isOn === 1,
      });
      return { message: `Notifications for ${found.account.name} are ${isOn ? 'on' : 'off'}.` };
    },
  });
}
