import { type Database, pgArray, queryRows, stateFollowerDay } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { MonitorContext } from '../context';
import {
  ZCatalogAccountPage,
  ZCatalogCityPage,
  ZCatalogPlaylistPage,
  ZCatalogStationPage,
  ZCatalogTrackPage,
} from '../world/world-schemas';
import { stableId } from './stable-id';

const SOURCE = 'spotify';

async function upsertAccounts(
  context: MonitorContext,
  type: 'artist' | 'label' | 'creator',
  items: {
    id: string;
    name: string;
    country_code?: string | null | undefined;
    image_url?: string | null | undefined;
  }[],
) {
  const rows = items.map((item) => ({
    id_unique: stableId(type, SOURCE, item.id),
    name: item.name,
    country_code: item.country_code ?? null,
    image_url: context.world.imagePath(item.image_url),
    external_ids: { [SOURCE]: item.id },
  }));
  await context.db.execute(sql`
    insert into accounts (id_unique, type, name, country_code, image_url, external_ids, is_performer)
    select x.id_unique, ${type}, x.name, x.country_code, x.image_url, x.external_ids, ${type !== 'label'}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id_unique text, name text,
      country_code text, image_url text, external_ids jsonb)
    on conflict (id_unique) do update set name = excluded.name, image_url = excluded.image_url
      where accounts.name is distinct from excluded.name
         or accounts.image_url is distinct from excluded.image_url`);
}

async function upsertTracks(
  context: MonitorContext,
  items: {
    id: string;
    name: string;
    isrc?: string | null | undefined;
    artist_ids: string[];
    label_id?: string | null | undefined;
    release_date?: string | null | undefined;
    image_url?: string | null | undefined;
  }[],
) {
  const rows = items.map((item) => ({
    id_unique: stableId('track', SOURCE, item.id),
    title: item.name,
    image_url: context.world.imagePath(item.image_url),
    isrc: item.isrc ?? null,
    release_date: item.release_date ?? null,
    label_unique: item.label_id ? stableId('label', SOURCE, item.label_id) : null,
    external_ids: { [SOURCE]: item.id },
    artists: item.artist_ids.map((artistId, index) => ({
      id_unique: stableId('artist', SOURCE, artistId),
      role: index === 0 ? 'primary' : 'featured',
    })),
  }));
  await context.db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id_unique text,
        title text, image_url text, isrc text, release_date date, label_unique text,
        external_ids jsonb, artists jsonb)
    ),
    upserted as (
      insert into tracks (id_unique, title, image_url, isrc, release_date, label_id, external_ids)
      select i.id_unique, i.title, i.image_url, i.isrc, i.release_date,
        (select a.id from accounts a where a.id_unique = i.label_unique), i.external_ids
      from input i
      on conflict (id_unique) do update set title = excluded.title, image_url = excluded.image_url
        where tracks.title is distinct from excluded.title
           or tracks.image_url is distinct from excluded.image_url
      returning id, id_unique
    )
    insert into track_artists (track_id, account_id, role)
    select u.id, a.id, artist.role
    from upserted u
    join input i on i.id_unique = u.id_unique
    cross join lateral jsonb_to_recordset(i.artists) as artist(id_unique text, role text)
    join accounts a on a.id_unique = artist.id_unique
    on conflict do nothing`);
}

/**
 * What this process's last import of a database found: a kind whose count the platform's status
 * still gives is not listed again, and tracks are listed from that import's day on. A cycle runs
 * the import, every few minutes on a live day and 90 times in a row catching up on history.
 */
const lastImport = new WeakMap<Database, { date: string; counts: Record<string, number> }>();

/** The tables the search reads: their planner statistics decide its speed. */
const CATALOGUE_TABLES = [
  'accounts',
  'tracks',
  'track_artists',
  'cities',
  'radio_stations',
  'playlists',
  'search_words',
] as const;

/**
 * Analyses the catalogue tables that changed much since their last analysis, by autovacuum's own
 * rule (more than 50 rows and 10% of the table): PGlite has no autovacuum, and on PostgreSQL its
 * next round may come after the first searches. The first playlist refresh names every playlist,
 * which triples the search's word dictionary: with the import's statistics a search of a demo
 * world took 1.8 s on PostgreSQL, 19 ms once `search_words` was analysed again. A cycle ends
 * with this; returns the tables analysed.
 *
 * `playlists` is the exception: every day a fifth of its rows get new followers, which changes
 * no plan, yet analysing it took about a second of each catch-up day (issue 21). It is analysed
 * again when its row count moved by that much since the last analysis (or it never was).
 */
export async function analyzeChangedCatalogue(db: Database): Promise<string[]> {
  const changed = await queryRows<{ name: string }>(
    db,
    sql`select s.relname as name from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.relname in (${sql.join(
          CATALOGUE_TABLES.map((table) => sql`${table}`),
          sql`, `,
        )})
          and s.n_mod_since_analyze > 50 + 0.1 * s.n_live_tup
          and (s.relname <> 'playlists' or c.reltuples < 0
            or abs(s.n_live_tup - c.reltuples) > 50 + 0.1 * c.reltuples)
        order by s.relname`,
  );
  const names = changed.map((row) => row.name);
  if (names.length > 0) await db.execute(sql.raw(`analyze ${names.join(', ')}`));
  return names;
}

/**
 * A platform's listed playlists as rows to watch. The name and type arrive with the first
 * refresh; the snapshot stays empty until then. The artwork comes with the listing, so a
 * playlist whose snapshot does not change gets it too; the row is written only when it changed
 * (issue 21: older addresses are replaced).
 */
export async function upsertListedPlaylists(
  context: MonitorContext,
  source: string,
  items: readonly { id: string; followers: number; image_url?: string | null | undefined }[],
  /** The platform's day the listing's followers are of: their follower-day rows' (migration 0046). */
  day: string,
): Promise<void> {
  const rows = items.map((item) => ({
    id: item.id,
    followers: item.followers,
    // A real platform's listing (issue 27) has no world to rebase its pictures on.
    image_url: item.image_url ? context.world.imagePath(item.image_url) : null,
  }));
  await context.db.transaction(async (tx) => {
    await stateFollowerDay(tx as unknown as Database, day);
    await tx.execute(sql`
      insert into playlists (source, external_id, name, playlist_type, followers, image_url)
      select ${source}, x.id, x.id, 'listener', x.followers, x.image_url
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, followers int,
        image_url text)
      on conflict (source, external_id) do update set image_url = excluded.image_url
        where excluded.image_url is not null
          and playlists.image_url is distinct from excluded.image_url`);
  });
}

/**
 * Imports the platform's catalogue: accounts, tracks and who performs them, cities, stations
 * and the playlists to watch. Idempotent: a second run changes nothing but names, and writes
 * no row whose name is unchanged (a cycle runs it, every few minutes on a live day, and catching
 * up on 90 days of history runs it 90 times).
 */
export async function syncCatalogue(context: MonitorContext): Promise<Record<string, number>> {
  const { db, world } = context;
  const counts: Record<string, number> = {};
  const count = (kind: string, n: number) => {
    counts[kind] = (counts[kind] ?? 0) + n;
  };
  const status = await world.status();
  const last = lastImport.get(db);
  const unchanged = (kind: string) =>
    last !== undefined &&
    status.counts?.[kind] !== undefined &&
    last.counts[kind] === status.counts[kind];
  for (const [type, path] of [
    ['artist', '/catalog/artists'],
    ['label', '/catalog/labels'],
    ['creator', '/catalog/creators'],
  ] as const) {
    if (unchanged(`${type}s`)) continue;
    for await (const items of world.pages(path, ZCatalogAccountPage)) {
      await upsertAccounts(context, type, items);
      count(`${type}s`, items.length);
    }
  }
  // After a first import, only the tracks released since the last one's day (new releases).
  const tracksPath = last ? `/catalog/tracks?since=${last.date}` : '/catalog/tracks';
  for await (const items of unchanged('tracks') ? [] : world.pages(tracksPath, ZCatalogTrackPage)) {
    await upsertTracks(context, items);
    count('tracks', items.length);
  }
  for await (const items of unchanged('cities')
    ? []
    : world.pages('/catalog/cities', ZCatalogCityPage)) {
    await db.execute(sql`
      insert into cities (name, country_code, latitude, longitude, external_ids)
      select x.name, x.country_code, x.lat, x.lng, jsonb_build_object('world', x.id)
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(id text, name text,
        country_code text, lat double precision, lng double precision)
      on conflict (name, country_code) do nothing`);
    count('cities', items.length);
  }
  for await (const items of unchanged('stations')
    ? []
    : world.pages('/catalog/stations', ZCatalogStationPage)) {
    const rows = items.map((item) => ({ ...item, image_url: world.imagePath(item.image_url) }));
    await db.execute(sql`
      insert into radio_stations (external_id, name, kind, country_code, city_id, image_url, format)
      select x.id, x.name, x.kind, x.country_code,
        (select c.id from cities c where c.external_ids->>'world' = x.city_id), x.image_url,
        x.genre
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, name text, kind text,
        country_code text, city_id text, image_url text, genre text)
      on conflict (external_id) do update set name = excluded.name, image_url = excluded.image_url,
          format = excluded.format
        where radio_stations.name is distinct from excluded.name
           or radio_stations.image_url is distinct from excluded.image_url
           or radio_stations.format is distinct from excluded.format`);
    count('stations', items.length);
  }
  for await (const items of unchanged('playlists')
    ? []
    : world.pages('/catalog/playlists', ZCatalogPlaylistPage)) {
    await upsertListedPlaylists(context, SOURCE, items, status.date);
    count('playlists', items.length);
  }
  // A first import writes the catalogue in bulk: the planner then knows nothing of these tables
  // until autovacuum samples them, and a search took 1.5 s on PostgreSQL instead of 30 ms (so
  // spent its budget, 503). They are analysed once, right after (a few seconds at full scale).
  if (last === undefined && Object.values(counts).some((n) => n > 0)) {
    await db.execute(sql.raw(`analyze ${CATALOGUE_TABLES.join(', ')}`));
  }
  if (status.counts) lastImport.set(db, { date: status.date, counts: status.counts });
  return counts;
}

/**
 * The platform's ids of the monitored catalogue (tracks of a monitored performer or label), to
 * our ids: what every job watches for. Other tracks are in the catalogue (search finds them) but
 * are not followed.
 */
export async function loadTrackIds(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; external_id: string }>(
    db,
    sql`select t.id, t.external_ids->>${SOURCE} as external_id from tracks t
        where t.external_ids ? ${SOURCE} and (
          exists (select 1 from track_artists ta join accounts a on a.id = ta.account_id
                  where ta.track_id = t.id and a.monitored_since is not null)
          or exists (select 1 from accounts l where l.id = t.label_id and l.monitored_since is not null))`,
  );
  return new Map(rows.map((row) => [row.external_id, Number(row.id)]));
}

/** Starts monitoring accounts (by idUnique); returns how many were not monitored before. */
export async function monitorAccounts(db: Database, idUniques: readonly string[]): Promise<number> {
  if (idUniques.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update accounts set monitored_since = now()
        where id_unique = any(${pgArray(idUniques)}::text[]) and monitored_since is null
        returning id`,
  );
  return rows.length;
}
