import {
  claimActivityPush,
  type Database,
  ensureServerKey,
  listPendingActivityPushes,
  listPushTokens,
  type PendingActivityPush,
  removePushToken,
} from '@songstats/db';
import webpush from 'web-push';

/** How a push names a count of one activity type ("3 new playlist adds"). */
const TYPE_NAMES: Record<string, [one: string, many: string]> = {
  playlist_add: ['playlist add', 'playlist adds'],
  playlist_remove: ['playlist removal', 'playlist removals'],
  radio_spins: ['radio spin', 'radio spins'],
  milestone: ['milestone', 'milestones'],
  chart_entry: ['chart entry', 'chart entries'],
};

/** The text of one push: "3 new playlist adds for Rooms of Garden", or the activity's own. */
export function activityPushText(push: PendingActivityPush): { title: string; body: string } {
  const title = push.accountName;
  const counts = Object.entries(push.byType);
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  if (total === 1 && push.onlyText) return { title, body: push.onlyText };
  const names = counts.length === 1 ? TYPE_NAMES[counts[0]![0]] : undefined;
  const noun = names ? names[total === 1 ? 0 : 1] : total === 1 ? 'activity' : 'activities';
  return { title, body: `${total} new ${noun} for ${push.accountName}` };
}

export interface ActivityPushResult {
  /** Pushes claimed (one per member and profile with new activities). */
  pushes: number;
  /** Deliveries the push services accepted (a member may have several browsers). */
  delivered: number;
}

/**
 * Issue 22: after a monitor cycle has written its activities, one web push per member and
 * profile with new activities at or above the member's tier (batched: "3 new playlist adds for
 * Rooms of Garden"). The mark is moved before sending, so running it again after the same cycle
 * sends nothing. Signed with the server's VAPID key (RFC 8292) and encrypted for the browser
 * (RFC 8291, aes128gcm) by web-push; delivered with fetch to whatever push service the browser's
 * subscription names. A subscription its service calls gone (404, 410) is removed.
 */
export async function sendActivityPushes(
  db: Database,
  options: { subject?: string; timeoutMs?: number } = {},
): Promise<ActivityPushResult> {
  const pending = await listPendingActivityPushes(db);
  if (pending.length === 0) return { pushes: 0, delivered: 0 };
  const pair = await ensureServerKey(db, 'vapid', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const { publicKey, privateKey } = JSON.parse(pair) as { publicKey: string; privateKey: string };
  const vapidDetails = {
    subject: options.subject ?? 'mailto:support@songstats.com',
    publicKey,
    privateKey,
  };
  const result: ActivityPushResult = { pushes: 0, delivered: 0 };
  for (const push of pending) {
    const count = Object.values(push.byType).reduce((sum, n) => sum + n, 0);
    if (!(await claimActivityPush(db, push, count))) continue;
    result.pushes++;
    const payload = JSON.stringify({
      ...activityPushText(push),
      route: `/${push.accountType}/${push.idUnique}`,
    });
    for (const token of await listPushTokens(db, push.memberId)) {
      if (token.pushTokenPlatform !== 'web') continue;
      try {
        const details = webpush.generateRequestDetails(JSON.parse(token.pushToken), payload, {
          vapidDetails,
          TTL: 24 * 60 * 60,
        });
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        if (response.ok) result.delivered++;
        else if (response.status === 404 || response.status === 410)
          await removePushToken(db, push.memberId, token.pushToken);
      } catch {
        // An unreachable push service or a malformed subscription: the next activity tries again.
      }
    }
  }
  return result;
}
