import { type Database, type OnDuplicate, pgArray, queryRows } from '@songstats/db';
import { type SQL, sql } from 'drizzle-orm';
import type { ActivityRow } from './activity-row';

/**
 * The names and images the feed shows, written with the activity by set joins (migration 0070,
 * decision 079): an insert that carries them skips the trigger's three look-ups per row, which
 * made a 26,000-activity insert two to four times slower.
 */
const FEED_NAME_COLUMNS = sql.raw(
  'track_id_unique, track_name, track_image_url, artist_name, artist_image_url, label_name',
);
const FEED_NAMES = sql.raw(
  'fnt.id_unique, fnt.title, fnt.image_url, fna.name, fna.image_url, fnl.name',
);
const FEED_NAME_JOINS = sql.raw(`left join tracks fnt on fnt.id = i.track_id
      left join accounts fna on fna.id = i.account_id
      left join accounts fnl on fnl.id = i.label_id`);

/**
 * Inserts the activities of `input` (a query with the columns of ActivityRow, with `account_id`
 * the track's primary performer for a track activity, and `label_id` its label) once (an activity
 * whose key is there already is skipped, or with `'fail'` fails the statement) and files each new
 * tiered one under every account it concerns: the track's performers and label, or its own
 * account. One statement whatever the number of rows; owners are found with set joins (a
 * correlated look-up per row was 20 times slower at 26,000 rows).
 * - Only tiered activities are filed: the feed shows nothing below every tier (spec §9), and most
 *   playlist activities are (three in four of a benchmark day's).
 * - The filings need no conflict check: they are of activities this statement just inserted, and
 *   `union` drops a label that is also a performer.
 */
async function insertActivities(
  db: Database,
  input: SQL,
  onDuplicate: OnDuplicate = 'skip',
): Promise<number> {
  const duplicates =
    onDuplicate === 'skip' ? sql`on conflict (activity_date, key) do nothing` : sql``;
  const [result] = await queryRows<{ inserted: number }>(
    db,
    sql`
    with input as (${input}),
    inserted as (
      insert into activities (key, source, activity_type, activity_date, track_id, account_id,
        label_id, tier, is_highlight, is_milestone, activity_text, activity_url, value, details,
        ${FEED_NAME_COLUMNS})
      select i.key, i.source, i.activity_type, i.activity_date, i.track_id, i.account_id,
        i.label_id, i.tier, i.is_highlight, i.is_milestone, i.activity_text, i.activity_url,
        i.value, i.details, ${FEED_NAMES}
      from input i ${FEED_NAME_JOINS}
      ${duplicates}
      returning id, track_id, account_id, label_id, activity_date, source, tier
    ),
    tiered as (select * from inserted where tier is not null),
    owners as (
      select ta.account_id, i.activity_date, i.id, i.source, i.tier
      from tiered i join track_artists ta on ta.track_id = i.track_id
      union
      select i.label_id, i.activity_date, i.id, i.source, i.tier
      from tiered i where i.label_id is not null
      union
      select i.account_id, i.activity_date, i.id, i.source, i.tier
      from tiered i where i.track_id is null and i.account_id is not null
    ),
    filed as (
      insert into account_activities (account_id, activity_date, activity_id, source, tier)
      select * from owners
    )
    select count(*)::int as inserted from inserted`,
  );
  return Number(result?.inserted ?? 0);
}

/**
 * Writes activities of any kind; the rows travel as one JSON parameter, and a track activity's
 * primary performer and label are looked up per row.
 */
export function writeActivities(db: Database, rows: readonly ActivityRow[]): Promise<number> {
  if (rows.length === 0) return Promise.resolve(0);
  return insertActivities(
    db,
    sql`select x.key, x.source, x.activity_type, x.activity_date, x.track_id,
          coalesce(x.account_id, performer.account_id) as account_id, t.label_id, x.tier,
          x.is_highlight, x.is_milestone, x.activity_text, x.activity_url, x.value, x.details
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
          key text, source text, activity_type text, activity_date date, track_id bigint,
          account_id bigint, tier smallint, is_highlight boolean, is_milestone boolean,
          activity_text text, activity_url text, value bigint, details jsonb)
        left join tracks t on t.id = x.track_id
        left join track_artists performer
          on performer.track_id = x.track_id and performer.role = 'primary'`,
  );
}

/**
 * Writes activities that sum up a day so far (a track's radio spins, its DJ supports): a key
 * already there is updated to the new text, value, tier and details, and its filings to the new
 * tier (removed when it has none), so a rerun or a later count of the day keeps one item, as it
 * is now. A row equal to the stored one is not written. When the item's news grew (its
 * `details.newsLevel` changed: a new country, more sets), it also takes a new id, so it rises to
 * the top of its day in every feed, and is filed again under it; `first_id` keeps the id it was
 * first written with, by which pushes tell it is not new (decision 081). Returns the activities
 * inserted or changed.
 */
export async function upsertActivities(
  db: Database,
  rows: readonly ActivityRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const rises = sql.raw(
    "(excluded.details -> 'newsLevel') is distinct from (activities.details -> 'newsLevel')",
  );
  const [result] = await queryRows<{ written: number }>(
    db,
    sql`
    with input as (
      select x.key, x.source, x.activity_type, x.activity_date, x.track_id,
        coalesce(x.account_id, performer.account_id) as account_id, t.label_id, x.tier,
        x.is_highlight, x.is_milestone, x.activity_text, x.activity_url, x.value, x.details
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        key text, source text, activity_type text, activity_date date, track_id bigint,
        account_id bigint, tier smallint, is_highlight boolean, is_milestone boolean,
        activity_text text, activity_url text, value bigint, details jsonb)
      left join tracks t on t.id = x.track_id
      left join track_artists performer
        on performer.track_id = x.track_id and performer.role = 'primary'),
    -- The ids before this statement (its snapshot): a risen item's filings are under its old id.
    previous as (
      select a.id, a.activity_date, a.key from activities a
      join input i on i.activity_date = a.activity_date and i.key = a.key
    ),
    written as (
      insert into activities (key, source, activity_type, activity_date, track_id, account_id,
        label_id, tier, is_highlight, is_milestone, activity_text, activity_url, value, details,
        ${FEED_NAME_COLUMNS})
      select i.*, ${FEED_NAMES} from input i ${FEED_NAME_JOINS}
      on conflict (activity_date, key) do update set tier = excluded.tier,
        is_highlight = excluded.is_highlight, activity_text = excluded.activity_text,
        value = excluded.value, details = excluded.details,
        id = case when ${rises} then nextval(pg_get_serial_sequence('activities', 'id'))
          else activities.id end,
        first_id = case when ${rises} then coalesce(activities.first_id, activities.id)
          else activities.first_id end
      where (activities.tier, activities.is_highlight, activities.activity_text,
          activities.value, activities.details)
        is distinct from (excluded.tier, excluded.is_highlight, excluded.activity_text,
          excluded.value, excluded.details)
      returning id, key, track_id, account_id, label_id, activity_date, source, tier,
        (xmax = 0) as inserted
    ),
    -- A risen item: its old id, which its filings still name.
    risen as (
      select w.id, p.id as old_id from written w
      join previous p on p.activity_date = w.activity_date and p.key = w.key
      where not w.inserted and p.id <> w.id
    ),
    owners as (
      select ta.account_id, w.activity_date, w.id, w.source, w.tier, w.inserted
      from written w join track_artists ta on ta.track_id = w.track_id
      union
      select w.label_id, w.activity_date, w.id, w.source, w.tier, w.inserted
      from written w where w.label_id is not null
      union
      select w.account_id, w.activity_date, w.id, w.source, w.tier, w.inserted
      from written w where w.track_id is null and w.account_id is not null
    ),
    -- An existing filing is updated even when its tier stays: its update tells the feeds kept
    -- in memory that the item changed (migration 0026). A risen item's filings are new rows.
    filed as (
      insert into account_activities (account_id, activity_date, activity_id, source, tier)
      select account_id, activity_date, id, source, tier from owners where tier is not null
      on conflict (account_id, activity_date, activity_id) do update set tier = excluded.tier
    ),
    unfiled as (
      delete from account_activities aa using owners o
      left join risen r on r.id = o.id
      where not o.inserted and aa.account_id = o.account_id
        and aa.activity_date = o.activity_date
        and ((r.id is null and o.tier is null and aa.activity_id = o.id)
          or aa.activity_id = r.old_id)
    )
    select count(*)::int as written from written`,
  );
  return Number(result?.written ?? 0);
}

/**
 * What every activity about one object has in common (a playlist's adds and removals): written
 * once per object instead of once per activity.
 */
export interface ActivityGroup {
  source: string;
  tier: number | null;
  is_highlight: boolean;
  value: number | null;
  details: Record<string, unknown>;
  /** Per activity type of the group: its key up to the track and date, and its text. */
  types: Record<string, { keyPrefix: string; text: string }>;
}

/** One activity of a group: `${keyPrefix}${trackId}:${date}` is its key. */
export interface GroupedActivity {
  group: number;
  type: string;
  trackId: number;
  date: string;
}

/** Who a track's activities concern: its label and primary performer (`loadTrackOwners`). */
export interface TrackOwners {
  labelId: number | null;
  performerId: number | null;
}

/**
 * The label and primary performer of every given track, read once a cycle so that its hundreds
 * of thousands of playlist activities need no look-up of them each. A track with more than one
 * primary performer is given the first by account id.
 */
export async function loadTrackOwners(
  db: Database,
  trackIds: Iterable<number>,
): Promise<Map<number, TrackOwners>> {
  const rows = await queryRows<{
    id: number;
    label_id: number | null;
    performer_id: number | null;
  }>(
    db,
    sql`select distinct on (t.id) t.id, t.label_id, p.account_id as performer_id
        from tracks t left join track_artists p on p.track_id = t.id and p.role = 'primary'
        where t.id = any(${pgArray([...trackIds])}::bigint[])
        order by t.id, p.account_id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        labelId: row.label_id === null ? null : Number(row.label_id),
        performerId: row.performer_id === null ? null : Number(row.performer_id),
      },
    ]),
  );
}

/**
 * Writes activities that share all but their track, type and date with others of their group
 * (the tracks' labels and primary performers taken from `owners`, none for a track missing
 * there), as a day's playlist changes do (about 12 per changed playlist). Each group travels
 * once, the activities as six arrays: a tenth of the bytes of one JSON row per activity, and the
 * database copies each group's details instead of parsing them again per row.
 */
export function writeGroupedActivities(
  db: Database,
  groups: readonly ActivityGroup[],
  activities: readonly GroupedActivity[],
  owners: ReadonlyMap<number, TrackOwners>,
  onDuplicate: OnDuplicate = 'skip',
): Promise<number> {
  if (activities.length === 0) return Promise.resolve(0);
  const kinds = groups.flatMap((group, index) =>
    Object.entries(group.types).map(([type, { keyPrefix, text }]) => ({
      group: index,
      type,
      key_prefix: keyPrefix,
      text,
      source: group.source,
      tier: group.tier,
      is_highlight: group.is_highlight,
      value: group.value,
      details: group.details,
    })),
  );
  const performers: (number | null)[] = [];
  const labels: (number | null)[] = [];
  for (const activity of activities) {
    const owner = owners.get(activity.trackId);
    performers.push(owner?.performerId ?? null);
    labels.push(owner?.labelId ?? null);
  }
  return insertActivities(
    db,
    sql`select k.key_prefix || a.track_id || ':' || a.activity_date as key, k.source,
          a.activity_type, a.activity_date::date as activity_date, a.track_id, a.account_id,
          a.label_id, k.tier, k.is_highlight, false as is_milestone, k.text as activity_text,
          null::text as activity_url, k.value, k.details
        from unnest(${pgArray(activities.map((activity) => activity.group))}::int[],
          ${pgArray(activities.map((activity) => activity.type))}::text[],
          ${pgArray(activities.map((activity) => activity.trackId))}::bigint[],
          ${pgArray(activities.map((activity) => activity.date))}::text[],
          ${pgArray(performers)}::bigint[], ${pgArray(labels)}::bigint[])
          as a("group", activity_type, track_id, activity_date, account_id, label_id)
        join jsonb_to_recordset(${JSON.stringify(kinds)}::jsonb) as k("group" int, type text,
          key_prefix text, text text, source text, tier smallint, is_highlight boolean,
          value bigint, details jsonb)
          on k."group" = a."group" and k.type = a.activity_type`,
    onDuplicate,
  );
}
