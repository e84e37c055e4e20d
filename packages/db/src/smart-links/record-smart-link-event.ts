import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { dailySalt } from './daily-salt';

/** Issue 23: the visits after which a link's feed gets a milestone activity, and its tier. */
export const SMART_LINK_MILESTONES = [
  { visits: 100, tier: 4, label: '100' },
  { visits: 1_000, tier: 3, label: '1K' },
  { visits: 10_000, tier: 2, label: '10K' },
] as const;

export interface SmartLinkEvent {
  linkId: number;
  kind: 'visit' | 'click';
  /** The service of a click; null for a visit. */
  serviceId: string | null;
  /** The day it happened (UTC, YYYY-MM-DD). */
  day: string;
  /** What identifies the visitor for the day: the client address and user agent. */
  address: string;
  userAgent: string;
  countryCode: string | null;
  referrerHost: string | null;
}

export interface RecordedEvent {
  /** The visitor was not seen on this link today: one more visit. */
  newVisitor: boolean;
  /** The milestone activity this visit wrote, if it reached one. */
  milestone: number | null;
}

/** The visitor's hash: the day's salt, the link, the address and the user agent, nothing kept. */
export function visitorHash(salt: string, event: SmartLinkEvent): string {
  return createHash('sha256')
    .update(`${salt}\n${event.linkId}\n${event.address}\n${event.userAgent}`)
    .digest('base64url');
}

/**
 * Counts a page view or a click in one statement: a visitor not seen on the link today is a
 * visit (a click with no counted page view, e.g. from a page kept open since yesterday, brings
 * its visit too); a click is always a click. The link's visit counter is raised with the visit,
 * and the visit that makes it reach a milestone writes the milestone activity and files it under
 * the profile, in the same statement: each counter value is returned to one statement only, so
 * a milestone is written exactly once, whatever the number of server processes.
 */
export async function recordSmartLinkEvent(
  db: Database,
  event: SmartLinkEvent,
): Promise<RecordedEvent> {
  const salt = await dailySalt(db, event.day);
  const hash = visitorHash(salt, event);
  const country = event.countryCode ?? '';
  const referrer = event.referrerHost ?? '';
  const milestones = sql.raw(
    SMART_LINK_MILESTONES.map(
      (milestone) => `(${milestone.visits}, ${milestone.tier}, '${milestone.label}')`,
    ).join(', '),
  );
  const click =
    event.kind === 'click'
      ? sql`, clicked as (
          insert into smart_link_stats (link_id, day, kind, service_id, country_code, referrer_host, count)
          values (${event.linkId}, ${event.day}, 'click', ${event.serviceId ?? ''}, ${country}, ${referrer}, 1)
          on conflict (link_id, day, kind, service_id, country_code, referrer_host)
          do update set count = smart_link_stats.count + 1)`
      : sql``;
  const [row] = await queryRows<{ newVisitor: boolean; milestone: number | null }>(
    db,
    sql`with visitor as (
          insert into smart_link_visitors (link_id, day, visitor_hash)
          values (${event.linkId}, ${event.day}, ${hash})
          on conflict do nothing returning link_id),
        visited as (
          insert into smart_link_stats (link_id, day, kind, service_id, country_code, referrer_host, count)
          select link_id, ${event.day}::date, 'visit', '', ${country}, ${referrer}, 1 from visitor
          on conflict (link_id, day, kind, service_id, country_code, referrer_host)
          do update set count = smart_link_stats.count + 1),
        bumped as (
          update smart_links set visits = visits + 1
          where id = (select link_id from visitor)
          returning id, visits, account_id, track_id, title),
        milestone as (
          insert into activities (key, source, activity_type, activity_date, track_id, account_id,
            tier, is_highlight, is_milestone, activity_text, activity_url, value, details)
          select 'songshare:smart_link_visits:' || b.id || ':' || m.visits, 'songshare',
            'smart_link_milestone', ${event.day}::date, b.track_id, b.account_id, m.tier,
            m.tier <= 2, true,
            'Smart link "' || b.title || '" reached ' || m.label || ' visits', null, m.visits,
            jsonb_build_object('smartLinkId', b.id)
          from bumped b join (values ${milestones}) as m(visits, tier, label) on m.visits = b.visits
          on conflict (activity_date, key) do nothing
          returning id, account_id, activity_date, source, tier, value),
        filed as (
          insert into account_activities (account_id, activity_date, activity_id, source, tier)
          select account_id, activity_date, id, source, tier from milestone)
        ${click}
        select exists (select 1 from visitor) as "newVisitor",
          (select value::int from milestone) as "milestone",
          (select set_config('synchronous_commit', 'off', true)) as "asynchronous"`,
  );
  return { newVisitor: Boolean(row?.newVisitor), milestone: row?.milestone ?? null };
}
