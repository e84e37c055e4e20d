import {
  type Database,
  ensureServerKey,
  getPushNotificationsOn,
  listPushTokens,
} from '@songstats/db';
import webpush from 'web-push';

export interface PushService {
  publicKey: string;
  /** Sends to every web subscription of the member while their notifications are on. */
  sendToMember(
    memberId: number,
    payload: { title: string; body: string; route?: string },
  ): Promise<number>;
}

/**
 * VAPID keys are made on the first start and kept in the database, so every server process signs
 * with the same key and browser subscriptions survive restarts.
 */
export async function createPushService(db: Database, subject: string): Promise<PushService> {
  const pair = await ensureServerKey(db, 'vapid', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const { publicKey, privateKey } = JSON.parse(pair) as { publicKey: string; privateKey: string };
  const vapidDetails = { subject, publicKey, privateKey };
  return {
    publicKey,
    async sendToMember(memberId, payload) {
      if (!(await getPushNotificationsOn(db, memberId))) return 0;
      const tokens = await listPushTokens(db, memberId);
      let sent = 0;
      for (const token of tokens) {
        if (token.pushTokenPlatform !== 'web') continue;
        try {
          // web-push signs (VAPID) and encrypts (aes128gcm); fetch delivers, to any endpoint.
          const details = webpush.generateRequestDetails(
            JSON.parse(token.pushToken),
            JSON.stringify(payload),
            { vapidDetails, TTL: 24 * 60 * 60 },
          );
          const response = await fetch(details.endpoint, {
            method: details.method,
            headers: details.headers as Record<string, string>,
            body: details.body ? new Uint8Array(details.body) : null,
          });
          if (response.ok) sent++;
        } catch {
          // An expired or revoked subscription; the browser registers a new one on next login.
        }
      }
      return sent;
    },
  };
}
