// The data of `npm run bench:api`, written with generate_series in a few statements: 10,000
// accounts (8,500 artists, 1,500 labels), 150,000 tracks, 5,000,000 activities filed for their
// performers and labels (about 10 million account_activities rows), 2,000 members who each manage
// one account, and a year of series, playlists and charts for two tracks of every managed account.
// Popularity is skewed as in the real catalogue: a few artists and labels have feeds of 50,000
// to 100,000 activities, most a few hundred.

import type pg from 'pg';

export const API_BENCH_SIZES = {
  artists: 8_500,
  labels: 1_500,
  tracks: 150_000,
  activities: 5_000_000,
  members: 2_000,
  playlists: 20_000,
  charts: 300,
} as const;

const { artists, labels, tracks, activities, members, playlists, charts } = API_BENCH_SIZES;

/**
 * Runs `fill` with the table's indexes and primary key dropped, then builds them again from
 * their own definitions: one sort per index instead of millions of index insertions.
 */
async function withoutIndexes(client: pg.Client, table: string, fill: () => Promise<void>) {
  const { rows } = await client.query<{ name: string; def: string; con: string | null }>(
    `select format('%I', ic.relname) as name, pg_get_indexdef(i.indexrelid) as def,
        case when c.oid is null then null
          else format('alter table %I add constraint %I ', $1::text, c.conname) || pg_get_constraintdef(c.oid) end as con
      from pg_index i join pg_class ic on ic.oid = i.indexrelid
      left join pg_constraint c on c.conindid = i.indexrelid and c.conrelid = i.indrelid
      where i.indrelid = $1::regclass`,
    [table],
  );
  for (const row of rows) {
    await client.query(
      row.con ? `alter table ${table} drop constraint ${row.name}` : `drop index ${row.name}`,
    );
  }
  await fill();
  for (const row of rows) await client.query(row.con ?? row.def);
}

/** Fills an empty, migrated database; returns the milliseconds it took. */
export async function fillApiBench(client: pg.Client): Promise<number> {
  const started = performance.now();
  const step = async (title: string, run: () => Promise<unknown>) => {
    const at = performance.now();
    await run();
    console.info(`  ${title} ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };
  await client.query(`set synchronous_commit = off; set work_mem = '256MB';
    set maintenance_work_mem = '512MB'; select setseed(0.17)`);

  await step('accounts, tracks', async () => {
    await client.query(`insert into accounts (id, id_unique, type, name, image_url, country_code)
      select g, 'a' || lpad(to_hex(g), 8, '0'), case when g <= ${artists} then 'artist' else 'label' end,
        case when g <= ${artists} then 'Artist ' || g else 'Label ' || g || ' Records' end,
        'https://i.scdn.co/image/account' || g, (array['us','gb','de','fr','se','nl','br','jp'])[1 + g % 8]
      from generate_series(1, ${artists + labels}) g`);
    await client.query(`select setval('accounts_id_seq', ${artists + labels})`);
    // Labels and artists by a power law: low ids have many tracks.
    await client.query(`insert into tracks (id, id_unique, title, isrc, release_date, label_id, image_url)
      select g, 't' || lpad(to_hex(g), 8, '0'), 'Song ' || g, 'QZ' || lpad(g::text, 10, '0'),
        current_date - (g % 2000),
        case when random() < 0.85 then ${artists} + 1 + floor(${labels} * random() ^ 2)::int end,
        'https://i.scdn.co/image/track' || g
      from generate_series(1, ${tracks}) g`);
    await client.query(`select setval('tracks_id_seq', ${tracks})`);
    await client.query(`insert into track_artists (track_id, account_id, role)
      select g, 1 + floor(${artists} * random() ^ 2)::int, 'primary' from generate_series(1, ${tracks}) g`);
    await client.query(`insert into track_artists (track_id, account_id, role)
      select g, 1 + floor(${artists} * random())::int, 'featured'
      from generate_series(1, ${tracks}) g where random() < 0.2 on conflict do nothing`);
  });

  await step(`${activities.toLocaleString('en')} activities`, () =>
    withoutIndexes(client, 'activities', async () => {
      // Sources and tiers in the proportions of the monitor's output; ids grow with the date.
      await client.query(`insert into activities (key, source, activity_type, activity_date,
          track_id, account_id, label_id, tier, is_highlight, is_milestone, activity_text,
          activity_url, value, details, track_id_unique, track_name, track_image_url,
          artist_name, artist_image_url, label_name)
        select 'bench:' || x.g, x.source,
          case when x.source in ('radio', 'siriusxm') then 'radio_spins'
            when x.source in ('shazam', 'beatport') then 'chart_entry'
            when x.source = '1001tracklists' then 'dj_support'
            else (array['playlist_add','playlist_add','playlist_remove','chart_entry','milestone'])[1 + x.g % 5] end,
          x.day, x.track_id, ta.account_id, t.label_id, x.tier, coalesce(x.tier <= 2, false),
          x.source not in ('radio', 'siriusxm', 'shazam', 'beatport', '1001tracklists') and x.g % 5 = 4,
          'Added to Playlist ' || (x.g % ${playlists}) || ' (' || (x.g % 997) || 'K followers)',
          'https://open.spotify.com/playlist/p' || (x.g % ${playlists}), (x.g % 997) * 1000,
          jsonb_build_object('playlistName', 'Playlist ' || (x.g % ${playlists}), 'followers', (x.g % 997) * 1000),
          -- The feed's names, carried by the activity (migration 0070): given here, the insert
          -- trigger does not look them up row by row.
          t.id_unique, t.title, t.image_url, ar.name, ar.image_url, l.name
        from (select g, track_id, day,
            case when rs < 0.30 then 'spotify' when rs < 0.42 then 'apple_music'
              when rs < 0.50 then 'deezer' when rs < 0.56 then 'amazon' when rs < 0.64 then 'youtube'
              when rs < 0.70 then 'tiktok' when rs < 0.78 then 'shazam' when rs < 0.88 then 'radio'
              when rs < 0.90 then 'siriusxm' when rs < 0.94 then 'beatport'
              when rs < 0.97 then '1001tracklists' else 'soundcloud' end as source,
            case when rt < 0.05 then 1 when rt < 0.17 then 2 when rt < 0.42 then 3
              when rt < 0.80 then 4 end::smallint as tier
          from (select g, 1 + floor(${tracks} * random() ^ 1.5)::int as track_id,
              random() as rs, random() as rt, current_date - floor(730 * random() ^ 2)::int as day
            from generate_series(1, ${activities}) g) r) x
        join tracks t on t.id = x.track_id
        join track_artists ta on ta.track_id = x.track_id and ta.role = 'primary'
        join accounts ar on ar.id = ta.account_id
        left join accounts l on l.id = t.label_id
        order by x.day, x.g`);
    }),
  );

  await step('account_activities', () =>
    withoutIndexes(client, 'account_activities', async () => {
      await client.query(`insert into account_activities (account_id, activity_date, activity_id, source, tier)
        select ta.account_id, a.activity_date, a.id, a.source, a.tier
          from activities a join track_artists ta on ta.track_id = a.track_id
        union all
        select a.label_id, a.activity_date, a.id, a.source, a.tier
          from activities a where a.label_id is not null`);
    }),
  );

  await step('members, series, playlists, charts', async () => {
    await client.query(`insert into members (id, email, name, favorite_sources)
      select g, 'bench' || g || '@songstats.test', 'Bench Member ' || g,
        case when g % 5 = 0 then array['spotify', 'apple_music', 'shazam'] else '{}' end
      from generate_series(1, ${members}) g`);
    await client.query(`select setval('members_id_seq', ${members})`);
    // Each member manages one account picked at random (so big and small feeds alike); most have
    // radio access, some chose a tier (spec §3 activity settings).
    await client.query(`insert into managements (member_id, account_id, access_hash, tier)
      select row_number() over (), id,
        case when random() < 0.7 then '{"songstats":"direct","radiostats":"direct"}'::jsonb
          else '{"songstats":"direct"}'::jsonb end,
        case when random() < 0.1 then 2 when random() < 0.1 then 3 end
      from (select id from accounts order by random() limit ${members}) a`);
    // Two tracks of every managed account carry a year of series, playlists and charts.
    await client.query(`create temporary table pool as
      select distinct track_id from managements m cross join lateral (
        (select track_id from track_artists where account_id = m.account_id order by random() limit 2)
        union all
        (select id from tracks where label_id = m.account_id order by random() limit 2)) s`);
    await client.query(`insert into series (object_type, object_id, source, metric, day, value)
      select 'track', p.track_id, m.source, m.metric, current_date - d,
        case when m.metric = 'popularity_current' then 20 + (p.track_id + d) % 60
          else (365 - d) * (p.track_id % 1000 + 10) * m.scale end
      from pool p
      cross join (values ('spotify', 'streams_total', 100), ('spotify', 'popularity_current', 1),
        ('youtube', 'video_views_total', 40), ('shazam', 'shazams_total', 3)) m(source, metric, scale)
      cross join generate_series(0, 364) d`);
    await client.query(`insert into playlists (source, external_id, name, playlist_type, followers, owner_name)
      select (array['spotify', 'apple_music', 'deezer', 'amazon'])[1 + g % 4], 'p' || g,
        'Playlist ' || g, case when g % 10 = 0 then 'editorial' else 'user' end,
        floor(1000000 * random() ^ 3)::int, 'Curator ' || (g % 500)
      from generate_series(1, ${playlists}) g`);
    await client.query(`insert into playlist_entries (playlist_id, track_id, added_at)
      select distinct on (pl, p.track_id) pl, p.track_id, current_date - floor(365 * random())::int
      from pool p cross join lateral (
        select 1 + floor(${playlists} * random() + p.track_id * 0)::int as pl
        from generate_series(1, floor(30 * random())::int + p.track_id::int * 0)) s`);
    await client.query(`insert into charts (key, source, country_code, name)
      select (array['spotify', 'apple_music', 'shazam'])[1 + g % 3] || ':' || lpad(g::text, 3, '0'),
        (array['spotify', 'apple_music', 'shazam'])[1 + g % 3], 'c' || (g % 60), 'Top 200 ' || g
      from generate_series(1, ${charts}) g`);
    await client.query(`insert into chart_entries (chart_id, track_id, position, peak_position,
        first_seen, last_seen, days_on_chart)
      select distinct on (c, p.track_id) c, p.track_id,
        case when random() < 0.6 then 1 + floor(200 * random())::int end, 1 + floor(50 * random())::int,
        current_date - 120, current_date - floor(30 * random())::int, 1 + floor(120 * random())::int
      from pool p cross join lateral (
        select 1 + floor(${charts} * random() + p.track_id * 0)::int as c
        from generate_series(1, floor(8 * random())::int + p.track_id::int * 0)) s`);
  });
  await step('vacuum analyze', () => client.query('vacuum analyze'));
  return performance.now() - started;
}
