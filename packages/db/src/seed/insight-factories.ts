import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

// Factories of what the monitor writes (activities, series, audience, chart entries, playlist
// entries), for tests of the insights calls. Activities are filed under the track's performers
// and label (or their own account) exactly as the monitor files them: tiered ones only.

export interface ActivityValues {
  trackId?: number | null;
  accountId?: number | null;
  source?: string;
  activityType?: string;
  activityDate?: string;
  tier?: number | null;
  isHighlight?: boolean;
  isMilestone?: boolean;
  activityText?: string;
  value?: number | null;
  details?: Record<string, unknown>;
}

export async function insertActivity(db: Database, values: ActivityValues = {}) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with inserted as (
          insert into activities (key, source, activity_type, activity_date, track_id, account_id,
            label_id, tier, is_highlight, is_milestone, activity_text, value, details)
          select ${`test:${randomBytes(6).toString('hex')}`}, ${values.source ?? 'spotify'},
            ${values.activityType ?? 'playlist_add'}, ${values.activityDate ?? '2026-01-01'}::date,
            ${values.trackId ?? null}::bigint,
            coalesce(${values.accountId ?? null}::bigint, (select account_id from track_artists
              where track_id = ${values.trackId ?? null}::bigint and role = 'primary' limit 1)),
            (select label_id from tracks where id = ${values.trackId ?? null}::bigint),
            ${values.tier === undefined ? 4 : values.tier}::smallint, ${values.isHighlight ?? false},
            ${values.isMilestone ?? false}, ${values.activityText ?? 'Added to a playlist'},
            ${values.value ?? null}::bigint, ${JSON.stringify(values.details ?? {})}::jsonb
          returning id, track_id, account_id, label_id, activity_date, source, tier),
        tiered as (select * from inserted where tier is not null),
        filed as (
          insert into account_activities (account_id, activity_date, activity_id, source, tier)
          select ta.account_id, i.activity_date, i.id, i.source, i.tier
            from tiered i join track_artists ta on ta.track_id = i.track_id
          union select i.label_id, i.activity_date, i.id, i.source, i.tier
            from tiered i where i.label_id is not null
          union select i.account_id, i.activity_date, i.id, i.source, i.tier
            from tiered i where i.track_id is null and i.account_id is not null
          on conflict do nothing)
        select id::int as id from inserted`,
  );
  return row!;
}

export async function insertSeries(
  db: Database,
  values: {
    objectType: 'track' | 'account';
    objectId: number;
    source: string;
    metric: string;
    points: [day: string, value: number][];
  },
) {
  for (const [day, value] of values.points) {
    await db.execute(
      sql`insert into series (object_type, object_id, source, metric, day, value)
          values (${values.objectType}, ${values.objectId}, ${values.source}, ${values.metric},
            ${day}::date, ${value})`,
    );
  }
}

export async function insertAudience(
  db: Database,
  values: {
    accountId: number;
    source?: string;
    scope: 'city' | 'country';
    place: string;
    metric: string;
    day: string;
    value: number;
  },
) {
  await db.execute(
    sql`insert into audience (account_id, source, scope, place, metric, day, value)
        values (${values.accountId}, ${values.source ?? 'spotify'}, ${values.scope},
          ${values.place}, ${values.metric}, ${values.day}::date, ${values.value})`,
  );
}

export async function insertPlaylistEntry(
  db: Database,
  values: { playlistId: number; trackId: number; addedAt?: string },
) {
  await db.execute(
    sql`insert into playlist_entries (playlist_id, track_id, added_at)
        values (${values.playlistId}, ${values.trackId}, ${values.addedAt ?? '2026-01-01'}::date)`,
  );
}

export async function insertChartEntry(
  db: Database,
  values: {
    trackId: number;
    source?: string;
    countryCode?: string | null;
    position: number | null;
    peakPosition?: number;
    days?: number;
  },
) {
  const source = values.source ?? 'spotify';
  const key = `${source}:${values.countryCode ?? 'global'}`;
  const [chart] = await queryRows<{ id: number }>(
    db,
    sql`insert into charts (key, source, country_code, name)
        values (${key}, ${source}, ${values.countryCode ?? null}, ${`${source} chart ${values.countryCode ?? 'Global'}`})
        on conflict (key) do update set key = excluded.key returning id::int as id`,
  );
  await db.execute(
    sql`insert into chart_entries (chart_id, track_id, position, peak_position, first_seen,
          last_seen, days_on_chart)
        values (${chart!.id}, ${values.trackId}, ${values.position},
          ${values.peakPosition ?? values.position ?? 1}, '2026-01-01', '2026-01-10',
          ${values.days ?? 10})`,
  );
  return { chartId: chart!.id, key };
}
