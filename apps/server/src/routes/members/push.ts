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
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

export const PUSH_TOKEN_OF_ANOTHER_MEMBER =
  'This device gets the notifications of another member. They turn them off by logging out on it.';

/** spec §7 "Push notifications": tokens and settings of the member of the session. */
export function pushRoutes(app: AppInstance) {
  const key = pushEndpoints.getPushPublicKey;
  serveEndpoint(app, key, {
    access: 'anyone',
    tags: ['push'],
    handler: async () => ({ publicKey: app.push.publicKey }),
  });

  const add = pushEndpoints.addPushToken;
  serveEndpoint(app, add, {
    access: 'member',
    tags: ['push'],
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
  serveEndpoint(app, remove, {
    access: 'member',
    tags: ['push'],
    handler: async (request) => {
      await removePushToken(app.db, sessionOf(request).member.id, request.body.pushToken);
      return { message: 'Push notifications are off on this device.' };
    },
  });

  const list = pushEndpoints.getUserPushTokens;
  serveEndpoint(app, list, {
    access: 'member',
    tags: ['push'],
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
  serveEndpoint(app, settings, {
    access: 'member',
    tags: ['push'],
    handler: async (request) => {
      const memberId = sessionOf(request).member.id;
      return {
        notificationsOn: await getPushNotificationsOn(app.db, memberId),
        entities: await listEntityPushSettings(app.db, memberId),
      };
    },
  });

  const update = pushEndpoints.updateAppPushNotificationSettings;
  serveEndpoint(app, update, {
    access: 'member',
    tags: ['push'],
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
  serveEndpoint(app, toggle, {
    access: 'member',
    tags: ['push'],
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
