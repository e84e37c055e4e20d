import {
  encodeRequestStamp,
  ZTrackBottomResponse,
  ZTrackCommentsResponse,
  ZTrackMapStatsResponse,
  ZTrackTopResponse,
} from '@songstats/contract';
import { trackArtists } from '@songstats/db';
import {
  insertAccount,
  insertActivity,
  insertChartEntry,
  insertCity,
  insertManagement,
  insertMemberWithSession,
  insertPlaylist,
  insertPlaylistEntry,
  insertSeries,
  insertStation,
  insertTrack,
} from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

let test: TestApp;
/** The app of the calling test file, once its `beforeAll` has run. */
export const app = () => test;
export const tokens: Record<string, string> = {};
export const ids = {
  artist: '',
  featured: '',
  label: '',
  other: '',
  track: '',
  secret: '',
  hidden: '',
};
export const BERLIN = { latitude: 52.52, longitude: 13.405 };
export const PARIS = { latitude: 48.8566, longitude: 2.3522 };

// Only the other member's track has these: none may reach anyone else.
export const SECRETS = ['Secret Song', '999001', '777777', 'Secret Playlist', 'Secret activity'];

/** Starts the app with the fixture's members and data for the calling test file. */
export function useTrackAnalyticsApp() {
  beforeAll(async () => {
    test = await startTestApp();
    const { db } = test.connection;
    const label = await insertAccount(db, { type: 'label', name: 'Track Label' });
    const artist = await insertAccount(db, { name: 'Track Artist' });
    const featured = await insertAccount(db, { name: 'Feat Artist' });
    const other = await insertAccount(db, { name: 'Other Artist' });
    const track = await insertTrack(db, {
      artistId: artist.id,
      labelId: label.id,
      title: 'Night Drive',
      isrc: 'DEXX12600001',
      releaseDate: '2026-01-10',
      externalIds: { spotify: 'sp123', youtube: 'yt456' },
    });
    await db
      .insert(trackArtists)
      .values({ trackId: track.id, accountId: featured.id, role: 'featured' });
    const secret = await insertTrack(db, { artistId: other.id, title: 'Secret Song' });
    const hidden = await insertTrack(db, {
      artistId: artist.id,
      title: 'Hidden Song',
      hidden: true,
    });
    Object.assign(ids, {
      artist: artist.idUnique,
      featured: featured.idUnique,
      label: label.idUnique,
      other: other.idUnique,
      track: track.idUnique,
      secret: secret.idUnique,
      hidden: hidden.idUnique,
    });

    const series = (trackId: number, source: string, metric: string, points: [string, number][]) =>
      insertSeries(db, { objectType: 'track', objectId: trackId, source, metric, points });
    await series(track.id, 'spotify', 'streams_total', [
      ['2026-03-03', 1000],
      ['2026-03-10', 1500],
    ]);
    await series(track.id, 'spotify', 'popularity_current', [['2026-03-10', 55]]);
    await series(track.id, 'radio', 'spins', [['2026-03-08', 17]]);
    await series(secret.id, 'spotify', 'streams_total', [['2026-03-10', 999001]]);

    for (const values of [
      {
        name: 'Mint',
        externalId: 'mint1',
        playlistType: 'editorial' as const,
        followers: 6_100_000,
        curatorName: 'Spotify',
        genres: ['dance', 'pop'],
      },
      {
        name: 'Indie Mix',
        externalId: 'indie1',
        playlistType: 'listener' as const,
        followers: 20_000,
        ownerName: 'Ann',
        genres: ['indie', 'pop'],
      },
    ]) {
      const playlist = await insertPlaylist(db, values);
      await insertPlaylistEntry(db, {
        playlistId: playlist.id,
        trackId: track.id,
        addedAt: '2026-02-01',
      });
    }
    const secretPlaylist = await insertPlaylist(db, { name: 'Secret Playlist', followers: 777777 });
    await insertPlaylistEntry(db, { playlistId: secretPlaylist.id, trackId: secret.id });

    await insertChartEntry(db, {
      trackId: track.id,
      countryCode: 'DE',
      position: 3,
      peakPosition: 1,
    });
    await insertChartEntry(db, { trackId: track.id, position: 10, peakPosition: 5, days: 4 });
    await insertChartEntry(db, { trackId: secret.id, countryCode: 'DE', position: 1 });

    await insertActivity(db, {
      trackId: track.id,
      activityText: 'Added to Mint',
      activityDate: '2026-03-05',
    });
    await insertActivity(db, {
      trackId: track.id,
      activityType: 'chart_new_peak',
      activityText: 'New peak #1 on the German chart',
      activityDate: '2026-03-06',
      details: { chartKey: 'spotify:DE' },
    });
    await insertActivity(db, {
      trackId: track.id,
      source: 'radio',
      activityType: 'radio_spins',
      activityText: 'Played 12 times in France',
      activityDate: '2026-03-07',
    });
    await insertActivity(db, { trackId: secret.id, activityText: 'Secret activity' });

    const berlin = await insertCity(db, { name: 'Berlin', countryCode: 'DE', ...BERLIN });
    const paris = await insertCity(db, { name: 'Paris', countryCode: 'FR', ...PARIS });
    const fip = await insertStation(db, { name: 'FIP', countryCode: 'FR', cityId: paris.id });
    const radioEins = await insertStation(db, {
      name: 'Radio Eins',
      countryCode: 'DE',
      cityId: berlin.id,
    });
    for (const [station, day, spins] of [
      [fip.id, '2026-03-07', 12],
      [radioEins.id, '2026-03-08', 5],
    ] as const) {
      await db.execute(
        sql`insert into radio_spins (track_id, day, station_id, spins)
            values (${track.id}, ${day}::date, ${station}, ${spins})`,
      );
    }

    const manage = async (name: string, accountId: number, accessHash: Record<string, string>) => {
      const created = await insertMemberWithSession(db);
      tokens[name] = created.token;
      await insertManagement(db, { memberId: created.member.id, accountId, accessHash });
    };
    await manage('owner', artist.id, { songstats: 'direct' });
    await manage('labelOwner', label.id, { songstats: 'direct', radiostats: 'direct' });
    await manage('featuredOwner', featured.id, { songstats: 'direct' });
    await manage('otherOwner', other.id, { songstats: 'direct' });
    await manage('restricted', artist.id, {});
  });
  afterAll(async () => {
    await test?.close();
  });
}

export type Part = 'top' | 'bottom' | 'map_stats' | 'comments';

export function call(who: string | null, trackId: string, part: Part, query = '') {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/analytics_track/${trackId}/${part}?${query}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

export const SCHEMAS = {
  top: ZTrackTopResponse,
  bottom: ZTrackBottomResponse,
  map_stats: ZTrackMapStatsResponse,
  comments: ZTrackCommentsResponse,
} as const;

export async function ok<P extends Part>(who: string, part: P, query = '', trackId = ids.track) {
  const response = await call(who, trackId, part, query);
  expect(response.statusCode).toBe(200);
  return SCHEMAS[part].parse(response.json()) as ReturnType<(typeof SCHEMAS)[P]['parse']>;
}

export type Table = ReturnType<typeof ZTrackBottomResponse.parse>['tableData'][number];
export const tableOf = (tables: Table[], id: string) => tables.find((table) => table.id === id)!;
export const column = (table: Table, id: string) => {
  const index = table.columns.findIndex((item) => item.id === id);
  return table.rows.map((row) => row[index]!);
};
