import { pushEndpoints } from '@songstats/contract';
import { api } from '../../app/api';
import { usePushToken } from './push-token-store';

/** The service worker that shows the pushes (apps/web/public). */
const SERVICE_WORKER = '/push-sw.js';

export function browserCanPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser with the server's VAPID key and registers the subscription (its JSON)
 * as the member's push token, which logout removes first (spec §4). Asks for the permission,
 * so it runs from a click.
 */
export async function subscribeThisBrowser(): Promise<string> {
  if (!browserCanPush()) throw new Error('This browser cannot receive push notifications.');
  if ((await Notification.requestPermission()) !== 'granted') {
    throw new Error('Notifications are blocked for this site in your browser settings.');
  }
  const { publicKey } = await api.request(pushEndpoints.getPushPublicKey);
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER);
  await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const pushToken = JSON.stringify(subscription.toJSON());
  const { message } = await api.request(pushEndpoints.addPushToken, {
    body: { pushToken, pushTokenPlatform: 'web' },
  });
  usePushToken.getState().setToken(pushToken);
  return message;
}

/** Removes this browser's push token and ends its subscription. */
export async function unsubscribeThisBrowser(): Promise<string> {
  const pushToken = usePushToken.getState().token;
  let message = 'Push notifications are off on this device.';
  if (pushToken) {
    ({ message } = await api.request(pushEndpoints.removePushToken, { body: { pushToken } }));
  }
  usePushToken.getState().setToken(null);
  const registration = await navigator.serviceWorker?.getRegistration(SERVICE_WORKER);
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  return message;
}
