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

export interface RecordedEvents {
  /** Visitors not seen on their link that day before: one more visit each. */
  newVisitors: number;
  /** The milestones (visits) these events reached, one per milestone activity written. */
  milestones: number[];
}

/**
 * Counts a page view or a click (a batch of one, recordSmartLinkEvents): whether the visitor was
 * new today, and the milestone its visit reached.
 */
export async function recordSmartLinkEvent(
  db: Database,
  event: SmartLinkEvent,
): Promise<RecordedEvent> {
  const recorded = await recordSmartLinkEvents(db, [event]);
  return { newVisitor: recorded.newVisitors > 0, milestone: recorded.milestones[0] ?? null };
}

/**
 * Counts page views and clicks, one statement per day among them (a batch is nearly always of one
 * day), in their order: a visitor not seen on the link that day is a visit, counted with the
 * country and referrer of its first event (a click with no counted page view, e.g. from a page
 * kept open since yesterday, brings its visit too); every click is a click. The link's visit
 * counter is raised by its new visitors, and a milestone the counter passes (from its value before
 * to its value after) writes the milestone activity and files it under the profile, in the same
 * statement: the row's lock gives each statement its own range of counter values, so a milestone
 * is written exactly once, whatever the number of server processes. The fan pages write their
 * events in batches (apps/server/src/fan-pages/fan-counts.ts, decision 077).
 */
export async function recordSmartLinkEvents(
  db: Database,
  events: readonly SmartLinkEvent[],
): Promise<RecordedEvents> {
  const byDay = new Map<string, SmartLinkEvent[]>();
  for (const event of events) {
    const list = byDay.get(event.day) ?? [];
    list.push(event);
    byDay.set(event.day, list);
  }
  const recorded: RecordedEvents = { newVisitors: 0, milestones: [] };
  for (const [day, dayEvents] of byDay) {
    const written = await recordDay(db, day, dayEvents);
    recorded.newVisitors += written.newVisitors;
    recorded.milestones.push(...written.milestones);
  }
  return recorded;
}

async function recordDay(
  db: Database,
  day: string,
  events: readonly SmartLinkEvent[],
): Promise<RecordedEvents> {
  const salt = await dailySalt(db, day);
  const rows = JSON.stringify(
    events.map((event, at) => ({
      at,
      link: event.linkId,
      hash: visitorHash(salt, event),
      country: event.countryCode ?? '',
      referrer: event.referrerHost ?? '',
      service: event.kind === 'click' ? (event.serviceId ?? '') : null,
    })),
  );
  const milestones = sql.raw(
    SMART_LINK_MILESTONES.map(
      (milestone) => `(${milestone.visits}, ${milestone.tier}, '${milestone.label}')`,
    ).join(', '),
  );
  // Rows are written in key order, so two statements (two processes) take their locks alike.
  const [row] = await queryRows<{ newVisitors: number; milestones: number[] }>(
    db,
    sql`with event as (
          select * from jsonb_to_recordset(${rows}::jsonb)
            as e(at int, link bigint, hash text, country text, referrer text, service text)),
        first as (
          select distinct on (link, hash) link, hash, country, referrer from event
          order by link, hash, at),
        visitor as (
          insert into smart_link_visitors (link_id, day, visitor_hash)
          select link, ${day}::date, hash from first order by link, hash
          on conflict do nothing returning link_id, visitor_hash),
        fresh as (
          select f.link, f.country, f.referrer from visitor v
          join first f on f.link = v.link_id and f.hash = v.visitor_hash),
        visited as (
          insert into smart_link_stats (link_id, day, kind, service_id, country_code, referrer_host, count)
          select link, ${day}::date, 'visit', '', country, referrer, count(*) from fresh
          group by link, country, referrer order by link, country, referrer
          on conflict (link_id, day, kind, service_id, country_code, referrer_host)
          do update set count = smart_link_stats.count + excluded.count),
        added as (select link, count(*)::int as visits from fresh group by link),
        bumped as (
          update smart_links s set visits = s.visits + a.visits
          from added a where s.id = a.link
          returning s.id, s.visits - a.visits as before, s.visits as after, s.account_id,
            s.track_id, s.title),
        milestone as (
          insert into activities (key, source, activity_type, activity_date, track_id, account_id,
            tier, is_highlight, is_milestone, activity_text, activity_url, value, details)
          select 'songshare:smart_link_visits:' || b.id || ':' || m.visits, 'songshare',
            'smart_link_milestone', ${day}::date, b.track_id, b.account_id, m.tier,
            m.tier <= 2, true,
            'Smart link "' || b.title || '" reached ' || m.label || ' visits', null, m.visits,
            jsonb_build_object('smartLinkId', b.id)
          from bumped b join (values ${milestones}) as m(visits, tier, label)
            on m.visits > b.before and m.visits <= b.after
          on conflict (activity_date, key) do nothing
          returning id, account_id, activity_date, source, tier, value),
        filed as (
          insert into account_activities (account_id, activity_date, activity_id, source, tier)
          select account_id, activity_date, id, source, tier from milestone),
        clicked as (
          insert into smart_link_stats (link_id, day, kind, service_id, country_code, referrer_host, count)
          select link, ${day}::date, 'click', service, country, referrer, count(*) from event
          where service is not null
          group by link, service, country, referrer order by link, service, country, referrer
          on conflict (link_id, day, kind, service_id, country_code, referrer_host)
          do update set count = smart_link_stats.count + excluded.count)
        select (select count(*)::int from visitor) as "newVisitors",
          (select coalesce(array_agg(value::int order by value), '{}') from milestone) as "milestones",
          (select set_config('synchronous_commit', 'off', true)) as "asynchronous"`,
  );
  return { newVisitors: row?.newVisitors ?? 0, milestones: row?.milestones ?? [] };
}
