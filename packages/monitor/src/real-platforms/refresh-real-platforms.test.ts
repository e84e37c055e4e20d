import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RealPlatformsSettings } from './real-platforms-settings';
import { refreshRealPlatforms } from './refresh-real-platforms';
import { seedTracks, startPlatformServer } from './testing/platform-fixtures';

const DAY = '2024-06-10';
const settings: RealPlatformsSettings = { lookUpsPerCycle: 500, retryMissesAfterDays: 30 };

let connection: Connection;
let platforms: Awaited<ReturnType<typeof startPlatformServer>>;
let ids: Record<string, number>;
const warnings: string[] = [];
const context = () => ({
  db: connection.db,
  log: { info: () => {}, warn: (message: string) => warnings.push(message) },
});

beforeAll(async () => {
  connection = await openTestDatabase();
  platforms = await startPlatformServer();
});
afterAll(async () => {
  await platforms?.server.close();
  await connection?.close();
});
beforeEach(async () => {
  ids = await seedTracks(connection.db);
  platforms.server.requests.length = 0;
  warnings.length = 0;
});

const externalIds = async () =>
  Object.fromEntries(
    (
      await queryRows<{ id_unique: string; external_ids: Record<string, string> }>(
        connection.db,
        sql`select id_unique, external_ids from tracks order by id`,
      )
    ).map((row) => [row.id_unique, row.external_ids]),
  );
const seriesRows = () =>
  queryRows<{ object_id: number; source: string; metric: string; day: string; value: number }>(
    connection.db,
    sql`select object_id::int, source, metric, day::text, value::float8 as value from series
        order by source, metric, object_id`,
  );

describe('refreshRealPlatforms', () => {
  it('stores the MusicBrainz recording and Deezer track found by ISRC, and remembers misses', async () => {
    const result = await refreshRealPlatforms(context(), DAY, {
      connectors: platforms.connectors(),
      settings,
    });
    const stored = await externalIds();
    // The earliest released of the two recordings filed under the ISRC, not the remix.
    expect(stored.blinding).toMatchObject({
      musicbrainz: '6a3c6f9f-5c4b-4d39-8f4c-1b0e6a1f3c71',
      deezer: '908604612',
    });
    expect(stored.espresso).toMatchObject({ deezer: '2739612751', musicbrainz_not_found_on: DAY });
    expect(stored.unknown).toMatchObject({
      deezer_not_found_on: DAY,
      musicbrainz_not_found_on: DAY,
    });
    expect(stored['no-isrc']).toEqual({});
    expect(stored.unwatched).toEqual({ youtube: '4NRXx6U8ABQ' });
    expect(result.musicbrainz?.ids).toBe(1);
    expect(result.deezer?.ids).toBe(2);
    expect(warnings).toEqual([]);
  });

  it('writes Deezer rank, Spotify popularity and YouTube statistics as series for the day', async () => {
    await refreshRealPlatforms(context(), DAY, { connectors: platforms.connectors(), settings });
    const row = (source: string, metric: string, value: number, track: string) => ({
      object_id: ids[track],
      source,
      metric,
      day: DAY,
      value,
    });
    expect(await seriesRows()).toEqual([
      row('deezer', 'rank', 944121, 'blinding'),
      row('deezer', 'rank', 987442, 'espresso'),
      row('spotify', 'popularity_current', 91, 'blinding'),
      row('spotify', 'popularity_current', 89, 'espresso'),
      row('youtube', 'video_comments_total', 201443, 'blinding'),
      row('youtube', 'video_likes_total', 6120331, 'blinding'),
      row('youtube', 'video_likes_total', 3011776, 'espresso'),
      row('youtube', 'video_views_total', 812334563, 'blinding'),
      row('youtube', 'video_views_total', 331902114, 'espresso'),
    ]);
    // 50 ids a request: both videos in one call, the unwatched track's video not asked for.
    const videos = platforms.requestsTo('youtube');
    expect(videos).toHaveLength(1);
    expect(videos[0]?.url.searchParams.get('id')?.split(',').sort()).toEqual([
      '4NRXx6U8ABQ',
      'eVli-tstM5E',
    ]);
  });

  it('adds a view milestone for a threshold crossed since the last stored day', async () => {
    await connection.db.execute(sql`
      insert into series (object_type, object_id, source, metric, day, value)
      values ('track', ${ids.espresso}, 'youtube', 'video_views_total', '2024-06-09', 99000000)`);
    await refreshRealPlatforms(context(), DAY, { connectors: platforms.connectors(), settings });
    const activities = await queryRows<{ key: string; activity_text: string }>(
      connection.db,
      sql`select key, activity_text from activities`,
    );
    expect(activities).toEqual([
      {
        key: `youtube:milestone:${ids.espresso}:video_views_total:100000000:ever`,
        activity_text: 'Reached 100M video views',
      },
    ]);
  });

  it('a second run for the same day changes nothing and asks only for what had no answer', async () => {
    const connectors = platforms.connectors();
    await refreshRealPlatforms(context(), DAY, { connectors, settings });
    const before = { ids: await externalIds(), series: await seriesRows() };
    platforms.server.requests.length = 0;
    const again = await refreshRealPlatforms(context(), DAY, { connectors, settings });
    expect({ ids: await externalIds(), series: await seriesRows() }).toEqual(before);
    // Looked-up ids and misses are not asked again, nor tracks written for the day; only the
    // Spotify id that Spotify did not know has nothing to mark it done, and Deezer's chart and
    // its playlists, and Spotify's playlists of the artist (Extended Quota Mode, decision 065),
    // are read again (unchanged, they write nothing).
    expect(platforms.server.requests.map((request) => request.path)).toEqual([
      '/deezer/chart/0/tracks',
      '/deezer/chart/0/playlists',
      '/spotify/tracks?ids=7aaaaaaaaaaaaaaaaaaaaa',
      '/spotify/search?type=playlist&limit=20&q=Watched',
    ]);
    expect(Object.values(again).every((job) => job.ids + job.series === 0)).toBe(true);
  });

  it('the next day reads Deezer by the stored id and looks nothing up again', async () => {
    const connectors = platforms.connectors();
    await refreshRealPlatforms(context(), DAY, { connectors, settings });
    platforms.server.requests.length = 0;
    const next = await refreshRealPlatforms(context(), '2024-06-11', { connectors, settings });
    const paths = platforms.server.requests.map((request) => request.path);
    expect(paths.filter((path) => path.startsWith('/deezer/')).sort()).toEqual([
      '/deezer/chart/0/playlists',
      '/deezer/chart/0/tracks',
      '/deezer/track/2739612751',
      '/deezer/track/908604612',
    ]);
    expect(paths.some((path) => path.startsWith('/musicbrainz/'))).toBe(false);
    expect(next.deezer).toMatchObject({ ids: 0, series: 2 });
    expect(next.youtube).toMatchObject({ series: 5 });
  });

  it('sends no request to a platform that is not configured', async () => {
    const connectors = platforms.connectors({ SPOTIFY_CLIENT_SECRET: '', YOUTUBE_API_KEY: '' });
    expect(connectors.enabled).toEqual(['deezer', 'musicbrainz']);
    await refreshRealPlatforms(context(), DAY, { connectors, settings });
    expect(platforms.requestsTo('spotify')).toEqual([]);
    expect(platforms.requestsTo('youtube')).toEqual([]);
    expect((await seriesRows()).every((row) => row.source === 'deezer')).toBe(true);
  });

  it('with nothing configured does nothing at all', async () => {
    const connectors = platforms.connectors({
      DEEZER_ENABLED: '0',
      MUSICBRAINZ_ENABLED: '',
      SPOTIFY_CLIENT_ID: '',
      SPOTIFY_CLIENT_SECRET: '',
      YOUTUBE_API_KEY: '',
    });
    expect(await refreshRealPlatforms(context(), DAY, { connectors, settings })).toEqual({});
    expect(platforms.server.requests).toEqual([]);
    expect(await seriesRows()).toEqual([]);
  });
});
