import { type Provenance, ZTrackMapStatsResponse, ZTrackTopResponse } from '@songstats/contract';
import {
  insertAccount,
  insertChartEntry,
  insertPlaylist,
  insertPlaylistEntry,
  insertSeries,
  insertTrack,
} from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApi, startTestApp, type TestApp } from '../../testing';
import { dayBefore, insertProvenanceCallers, TODAY, type Who } from './provenance-fixture';

// Issue 28 section 4 (decision 063, section on the playlists and charts steps): the track
// overview's Playlists, Playlist Reach and Current Charts cards tell, one per platform, where
// their figures come from, and so do the track's own map tables; a platform whose playlists (or
// charts) failed today after their last success is stale on those figures only, until a later
// run succeeds (monitor_platform_runs, migration 0069). Authorization: anonymous, owner,
// teammate, another member, admin.
let test: TestApp;
const tokens = {} as Record<Who, string>;
const ids = { artist: '', track: '' };
const PLAYLISTS_FINISHED = `${TODAY}T01:15:00.000Z`;
const CHARTS_READ = `${TODAY}T02:10:00.000Z`;

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Track Cards Artist' });
  const elsewhere = await insertAccount(db, { name: 'Track Cards Elsewhere' });
  const track = await insertTrack(db, { artistId: artist.id, title: 'Track Cards Song' });
  Object.assign(ids, { artist: artist.idUnique, track: track.idUnique });
  await insertSeries(db, {
    objectType: 'track',
    objectId: track.id,
    source: 'spotify',
    metric: 'streams_total',
    points: [
      [dayBefore(1), 1_000],
      [TODAY, 1_100],
    ],
  });
  // On a Spotify and a Deezer playlist; on a Spotify and a Deezer chart (in Germany).
  for (const source of ['spotify', 'deezer'] as const) {
    const playlist = await insertPlaylist(db, { source, followers: 10_000 });
    await insertPlaylistEntry(db, { playlistId: playlist.id, trackId: track.id, addedAt: TODAY });
    await insertChartEntry(db, { trackId: track.id, source, countryCode: 'DE', position: 4 });
  }
  await db.execute(sql`delete from monitor_job_days`);
  await db.execute(sql`delete from real_platform_sources`);
  await db.execute(sql`delete from monitor_platform_runs`);
  await db.execute(sql`insert into monitor_job_days (job, day, finished_at) values
    ('playlists:spotify', ${TODAY}::date, ${PLAYLISTS_FINISHED}::timestamptz),
    ('playlists:deezer', ${TODAY}::date, ${PLAYLISTS_FINISHED}::timestamptz)`);
  // Each platform's charts were read today (the charts step's records).
  await db.execute(sql`insert into monitor_platform_runs (source, step, day, last_success_at)
    values ('spotify', 'charts', ${TODAY}::date, ${CHARTS_READ}::timestamptz),
      ('deezer', 'charts', ${TODAY}::date, ${CHARTS_READ}::timestamptz)`);

  await insertProvenanceCallers(db, tokens, [artist], elsewhere, { songstats: 'direct' });
  await test.rowChangesHeard();
}, 180_000);
afterAll(async () => {
  await test?.close();
});

const get = (who: Who | null, path: string) => injectApi(test, who && tokens[who], 'GET', path);

const overviewPath = () =>
  `/analytics_track/${ids.track}/top?source=overview&idUnique=${ids.artist}`;
const mapPath = (source: string) =>
  `/analytics_track/${ids.track}/map_stats?source=${source}&idUnique=${ids.artist}`;

const playlistsOf = (sourceId: string): Provenance => ({
  sourceId,
  day: TODAY,
  refreshedAt: PLAYLISTS_FINISHED,
  state: 'fresh',
  note: null,
});
const chartsOf = (sourceId: string): Provenance => ({
  sourceId,
  day: TODAY,
  refreshedAt: CHARTS_READ,
  state: 'fresh',
  note: null,
});

async function overviewCards(who: Who = 'owner') {
  const response = await get(who, overviewPath());
  expect(response.statusCode, who).toBe(200);
  const stats = ZTrackTopResponse.parse(response.json()).top?.overview?.stats ?? [];
  return Object.fromEntries(stats.map((stat) => [stat.title, stat]));
}

const bySource = (list: Provenance[] | undefined) =>
  Object.fromEntries((list ?? []).map((entry) => [entry.sourceId, entry]));

describe("the track overview's summed cards and the track's map tables (issue 28 section 4)", () => {
  it('Playlists, Playlist Reach and Current Charts tell each platform their figures sum', async () => {
    const cards = await overviewCards();
    expect(cards.Playlists?.value).toBe(2);
    for (const title of ['Playlists', 'Playlist Reach']) {
      expect(bySource(cards[title]?.platformProvenance), title).toEqual({
        spotify: playlistsOf('spotify'),
        deezer: playlistsOf('deezer'),
      });
    }
    expect(cards['Current Charts']?.value).toBe(2);
    expect(bySource(cards['Current Charts']?.platformProvenance)).toEqual({
      spotify: chartsOf('spotify'),
      deezer: chartsOf('deezer'),
    });
  });

  it("the track's map tables tell its platform's charts on a tab, each platform's on the overview", async () => {
    const tab = ZTrackMapStatsResponse.parse((await get('owner', mapPath('deezer'))).json());
    expect(tab.mapStats.tables.map((table) => table.id)).toEqual(['map_cities', 'map_countries']);
    for (const table of tab.mapStats.tables) expect(table.provenance).toEqual(chartsOf('deezer'));
    const overview = ZTrackMapStatsResponse.parse((await get('owner', mapPath('overview'))).json());
    for (const table of overview.mapStats.tables) {
      expect(bySource(table.platformProvenance)).toEqual({
        spotify: chartsOf('spotify'),
        deezer: chartsOf('deezer'),
      });
    }
  });

  it('a platform whose playlists failed today is stale on its playlist figures only, until they succeed', async () => {
    const { db } = test.connection;
    await db.execute(sql`insert into monitor_platform_runs
        (source, step, day, last_success_at, last_failure_at, last_error)
      values ('deezer', 'playlists', ${TODAY}::date, ${`${TODAY}T01:10:00Z`}::timestamptz,
        ${`${TODAY}T03:20:00Z`}::timestamptz, '503 Service Unavailable')`);
    // Another step's, another platform's or another day's failure does not count.
    await db.execute(sql`insert into monitor_platform_runs (source, step, day, last_failure_at, last_error)
      values ('spotify', 'counters', ${TODAY}::date, now(), 'timeout'),
        ('spotify', 'playlists', ${dayBefore(1)}::date, now(), 'timeout')`);
    await test.rowChangesHeard();
    const cards = await overviewCards();
    const failed = bySource(cards.Playlists?.platformProvenance).deezer;
    expect(failed).toMatchObject({ sourceId: 'deezer', day: TODAY, state: 'stale' });
    expect(failed?.note).toMatch(
      /^Deezer's playlists failed today at 03:20 UTC \(503 Service Unavailable\): this is its last reading, of /,
    );
    expect(bySource(cards['Playlist Reach']?.platformProvenance).deezer?.state).toBe('stale');
    expect(bySource(cards.Playlists?.platformProvenance).spotify).toEqual(playlistsOf('spotify'));
    // Its charts were read: still fresh.
    expect(bySource(cards['Current Charts']?.platformProvenance).deezer).toEqual(
      chartsOf('deezer'),
    );
    // The playlists of the next run were read: fresh again.
    await db.execute(sql`update monitor_platform_runs set last_success_at = ${`${TODAY}T04:00:00Z`}
      where source = 'deezer' and step = 'playlists' and day = ${TODAY}::date`);
    await test.rowChangesHeard();
    const again = await overviewCards();
    expect(bySource(again.Playlists?.platformProvenance).deezer?.state).toBe('fresh');
    await db.execute(sql`delete from monitor_platform_runs where step <> 'charts'`);
    await test.rowChangesHeard();
  });

  it('a platform whose charts failed today is stale on Current Charts and on its map tables', async () => {
    const { db } = test.connection;
    await db.execute(sql`update monitor_platform_runs
      set last_failure_at = ${`${TODAY}T05:00:00Z`}::timestamptz, last_error = 'Deezer FR: 503'
      where source = 'deezer' and step = 'charts'`);
    await test.rowChangesHeard();
    const cards = await overviewCards();
    const failed = bySource(cards['Current Charts']?.platformProvenance).deezer;
    expect(failed).toMatchObject({ state: 'stale', refreshedAt: CHARTS_READ });
    expect(failed?.note).toMatch(/^Deezer's charts failed today at 05:00 UTC \(Deezer FR: 503\)/);
    expect(bySource(cards.Playlists?.platformProvenance).deezer).toEqual(playlistsOf('deezer'));
    const tab = ZTrackMapStatsResponse.parse((await get('owner', mapPath('deezer'))).json());
    expect(tab.mapStats.tables[0]?.provenance?.state).toBe('stale');
    const spotify = ZTrackMapStatsResponse.parse((await get('owner', mapPath('spotify'))).json());
    expect(spotify.mapStats.tables[0]?.provenance).toEqual(chartsOf('spotify'));
    // A later run of the same day read them (a fixed time after the failure, not now(): at
    // 00:30 UTC now() is before 05:00, and the failure would still be the newer record).
    await db.execute(sql`update monitor_platform_runs
      set last_success_at = ${`${TODAY}T06:00:00Z`}::timestamptz
      where source = 'deezer' and step = 'charts'`);
    await test.rowChangesHeard();
    const recovered = await overviewCards();
    expect(bySource(recovered['Current Charts']?.platformProvenance).deezer?.state).toBe('fresh');
  });

  it('anonymous is 401; another member gets no provenance; owner, teammate and admin do', async () => {
    for (const path of [overviewPath(), mapPath('overview'), mapPath('spotify')]) {
      const anonymous = await get(null, path);
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.json().message).toEqual(expect.any(String));
      const locked = await get('stranger', path);
      expect(locked.statusCode, path).toBe(200);
      expect(locked.json().hasAccess, path).toBe(false);
      expect(locked.body, path).not.toContain('refreshedAt');
      for (const who of ['owner', 'teammate', 'admin'] as const) {
        const open = await get(who, path);
        expect(open.statusCode, `${who} ${path}`).toBe(200);
        expect(open.json().hasAccess, `${who} ${path}`).toBe(true);
        expect(open.body, `${who} ${path}`).toContain('"refreshedAt"');
      }
    }
    for (const who of ['teammate', 'admin'] as const) {
      const cards = await overviewCards(who);
      expect(bySource(cards['Playlist Reach']?.platformProvenance).spotify, who).toEqual(
        playlistsOf('spotify'),
      );
    }
  });
});
