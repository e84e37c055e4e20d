import {
  claimActivityPush,
  claimDigestDay,
  type Database,
  findMemberById,
  listPendingActivityPushes,
  type PendingActivityPush,
} from '@songstats/db';
import { activityPushText } from '@songstats/monitor';
import type { Mailer } from '../mail/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Issue 22's fallback for members without push: once a day, one mail with a line per profile
 * ("3 new playlist adds for Rooms of Garden") for the last day's activities the push filter lets
 * through (app and profile switches on, at or above the member's tier). The day is claimed
 * first and each profile's mark moved as for a push, so running it again sends nothing twice.
 * Returns the number of mails sent.
 */
export async function sendActivityDigests(
  db: Database,
  mailer: Pick<Mailer, 'send'>,
  options: { day: string; origin: string },
): Promise<number> {
  const byMember = new Map<number, PendingActivityPush[]>();
  for (const push of await listPendingActivityPushes(db, 'digest')) {
    byMember.set(push.memberId, [...(byMember.get(push.memberId) ?? []), push]);
  }
  let sent = 0;
  for (const [memberId, pushes] of byMember) {
    if (!(await claimDigestDay(db, memberId, options.day))) continue;
    const lines: { text: string; link: string }[] = [];
    for (const push of pushes) {
      const count = Object.values(push.byType).reduce((sum, n) => sum + n, 0);
      if (!(await claimActivityPush(db, push, count))) continue;
      lines.push({
        text: activityPushText(push).body,
        link: `${options.origin}/${push.accountType}/${push.idUnique}`,
      });
    }
    const member = await findMemberById(db, memberId);
    if (lines.length === 0 || !member) continue;
    const settings = `${options.origin}/settings/notification-management`;
    await mailer.send({
      to: member.email,
      subject: 'Your new activities on Songstats',
      text: `Hi there,\n\n${lines.map((line) => `${line.text}: ${line.link}`).join('\n')}\n\nYou get this once a day because no browser of yours gets push notifications. Change it at ${settings}\n`,
      html: `<p>Hi there,</p><ul>${lines.map((line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.text)}</a></li>`).join('')}</ul><p>You get this once a day because no browser of yours gets push notifications. <a href="${escapeHtml(settings)}">Notification settings</a></p>`,
    });
    sent++;
  }
  return sent;
}
