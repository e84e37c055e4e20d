import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';

export interface AccountTrackRow {
  id: number;
  idUnique: string;
  title: string;
  imageUrl: string | null;
  releaseDate: string | null;
  artistName: string | null;
}

/**
 * The catalogue of an account: the tracks it performs on, or for a label the tracks it released,
 * newest release first.
 */
export async function listAccountTracks(
  db: Database,
  accountId: number,
  limit = 2000,
): Promise<AccountTrackRow[]> {
  return queryRows<AccountTrackRow>(
    db,
    sql`with owned as (
          select track_id from track_artists where account_id = ${accountId}
          union select id from tracks where label_id = ${accountId})
        select t.id::int as "id", t.id_unique as "idUnique", t.title, t.image_url as "imageUrl",
          to_char(t.release_date, 'YYYY-MM-DD') as "releaseDate",
          (select a.name from track_artists ta join accounts a on a.id = ta.account_id
            where ta.track_id = t.id order by ta.role desc limit 1) as "artistName"
        from owned o join tracks t on t.id = o.track_id
        where not t.hidden
        order by t.release_date desc nulls last, t.id desc limit ${limit}`,
  );
}

export interface AudienceRowOut {
  /** Issue 25: a creator's followers also by 'age' range and 'gender'. */
  scope: 'city' | 'country' | 'age' | 'gender';
  place: string;
  metric: string;
  value: number;
  weekAgo: number | null;
  day: string;
  cityName: string | null;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** An account's audience on a source at its latest day, with the value a week before. */
export async function listLatestAudience(
  db: Database,
  accountId: number,
  source: string,
): Promise<AudienceRowOut[]> {
  return queryRows<AudienceRowOut>(
    db,
    sql`with latest as (
          select scope, max(day) as day from audience
          where account_id = ${accountId} and source = ${source} group by scope)
        select a.scope, a.place, a.metric, a.value::float8 as "value",
          (select p.value::float8 from audience p where p.account_id = a.account_id
            and p.source = a.source and p.scope = a.scope and p.place = a.place
            and p.metric = a.metric and p.day <= a.day - 7 order by p.day desc limit 1) as "weekAgo",
          to_char(a.day, 'YYYY-MM-DD') as "day",
          c.name as "cityName", coalesce(c.country_code, case when a.scope = 'country'
            then a.place end) as "countryCode",
          coalesce(c.latitude, centre.latitude) as "latitude",
          coalesce(c.longitude, centre.longitude) as "longitude"
        from audience a join latest l on l.scope = a.scope and l.day = a.day
        left join cities c on a.scope = 'city' and c.id::text = a.place
        -- A country's point: the centre of the catalogue's cities in it.
        left join lateral (select avg(k.latitude) as latitude, avg(k.longitude) as longitude
          from cities k where a.scope = 'country' and k.country_code = a.place) centre on true
        where a.account_id = ${accountId} and a.source = ${source}
        order by a.value desc`,
  );
}

export interface PlaylistReachRow {
  source: string;
  playlists: number;
  editorial: number;
  reach: number;
  tracks: number;
}

/** Per source: how many playlists carry the tracks now, how many are editorial, their reach. */
export async function summarisePlaylistReach(
  db: Database,
  trackIds: readonly number[],
): Promise<PlaylistReachRow[]> {
  if (trackIds.length === 0) return [];
  return queryRows<PlaylistReachRow>(
    db,
    // A playlist carrying two of the tracks counts once, in the reach as in the count (issue 21).
    sql`with entries as (
          select pe.playlist_id, pe.track_id from playlist_entries pe
          where pe.track_id = any(${pgArray(trackIds)}::bigint[])
        ),
        per_source as (
          select p.source, count(*)::int as "playlists",
            (count(*) filter (where p.playlist_type = 'editorial'))::int as "editorial",
            coalesce(sum(p.followers), 0)::float8 as "reach"
          from (select distinct playlist_id from entries) d join playlists p on p.id = d.playlist_id
          group by p.source
        )
        select s.*, (select count(distinct e.track_id) from entries e
                     join playlists p on p.id = e.playlist_id where p.source = s.source)::int as "tracks"
        from per_source s order by s.source`,
  );
}

export interface TrackActivityRow {
  id: number;
  source: string;
  activityType: string;
  activityDate: string;
  activityText: string;
  value: number | null;
  tier: number | null;
  details: Record<string, unknown>;
}

/** A track's latest activities on a source (null = every source). */
export async function listTrackActivities(
  db: Database,
  trackId: number,
  source: string | null,
  limit = 200,
): Promise<TrackActivityRow[]> {
  const sourceFilter = source ? sql`and source = ${source}` : sql``;
  return queryRows<TrackActivityRow>(
    db,
    sql`select id::float8 as "id", source, activity_type as "activityType",
          to_char(activity_date, 'YYYY-MM-DD') as "activityDate", activity_text as "activityText",
          value::float8 as "value", tier, details
        from activities where track_id = ${trackId} ${sourceFilter}
        order by activity_date desc, id desc limit ${limit}`,
  );
}
