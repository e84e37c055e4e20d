import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZMessageResponse } from './members';

// spec §7 push notifications. Their response shapes are not shown by the spec: each answers a
// message, and the reads answer what they read.
const ZPushToken = z.string().trim().min(1, 'The push token is missing.').max(4096);

export const pushEndpoints = {
  getPushPublicKey: defineEndpoint({
    method: 'GET',
    path: '/members/get_push_public_key',
    summary: "The server's VAPID public key, for a browser's push subscription.",
    response: z.object({ publicKey: z.string() }),
  }),
  addPushToken: defineEndpoint({
    method: 'POST',
    path: '/members/add_push_token',
    summary: 'Registers a push token of this device (spec §7).',
    body: z.object({ pushToken: ZPushToken, pushTokenPlatform: z.enum(['web', 'app']) }),
    response: ZMessageResponse,
  }),
  removePushToken: defineEndpoint({
    method: 'POST',
    path: '/members/remove_push_token',
    summary: 'Removes a push token; logout calls it first (spec §4, §7).',
    body: z.object({ pushToken: ZPushToken }),
    response: ZMessageResponse,
  }),
  getUserPushTokens: defineEndpoint({
    method: 'GET',
    path: '/members/get_user_push_tokens',
    summary: "The member's push tokens (spec §7).",
    response: z.object({
      pushTokens: z.array(
        z.object({ pushToken: z.string(), pushTokenPlatform: z.enum(['web', 'app']) }),
      ),
    }),
  }),
  getAppPushNotificationSettings: defineEndpoint({
    method: 'GET',
    path: '/members/get_app_push_notification_settings',
    summary: "The member's push settings (spec §7, §8 'Failed to get notifications').",
    response: z.object({
      notificationsOn: z.boolean(),
      entities: z.array(
        z.object({ uEntityType: z.string(), uEntityId: z.string(), isOn: z.boolean() }),
      ),
    }),
  }),
  updateAppPushNotificationSettings: defineEndpoint({
    method: 'PUT',
    path: '/members/update_app_push_notification_settings',
    summary: 'Turns push notifications on or off (spec §7).',
    body: z.object({ notificationsOn: z.boolean() }),
    response: ZMessageResponse.extend({ notificationsOn: z.boolean() }),
  }),
  toggleEntityPushNotifications: defineEndpoint({
    method: 'PUT',
    path: '/members/toggle_entity_push_notifications',
    summary: 'Push for one managed artist, label or creator on (1) or off (0) (spec §7).',
    body: z.object({
      uEntityId: z.string().min(1).max(64),
      uEntityType: z.enum(['artist', 'label', 'creator']),
      isOn: z.union([z.literal(1), z.literal(0)]),
    }),
    response: ZMessageResponse,
  }),
};
