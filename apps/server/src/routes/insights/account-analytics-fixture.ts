import {
  encodeRequestStamp,
  ZAccountAnalyticsBottomResponse,
  ZAccountAnalyticsTopResponse,
  ZTopListResponse,
} from '@songstats/contract';
import {
  insertAccount,
  insertChartEntry,
  insertManagement,
  insertMemberWithSession,
  insertPlaylist,
  insertPlaylistEntry,
  insertSeries,
  insertTrack,
} from '@songstats/db/seed';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

let test: TestApp;
/** The app of the calling test file, once its `beforeAll` has run. */
export const app = () => test;
export const tokens: Record<string, string> = {};
export const ids = { artist: '', label: '', other: '', creator: '', alpha: '', beta: '' };
export const SOCIAL_HOST = 'localhost:8005';

// Only the other member's account has these: none may reach anyone else.
export const SECRETS = ['Secret Song', '999001', '777777', 'Secret Playlist', 'spotify chart SE'];

/** Starts the app with the fixture's members and data for the calling test file. */
export function useAccountAnalyticsApp() {
  beforeAll(async () => {
    test = await startTestApp();
    const { db } = test.connection;
    const label = await insertAccount(db, { type: 'label', name: 'Analytics Label' });
    const artist = await insertAccount(db, { name: 'Analytics Artist' });
    const other = await insertAccount(db, { name: 'Other Artist' });
    const creator = await insertAccount(db, { type: 'creator', name: 'A Creator' });
    Object.assign(ids, {
      artist: artist.idUnique,
      label: label.idUnique,
      other: other.idUnique,
      creator: creator.idUnique,
    });
    const alpha = await insertTrack(db, {
      artistId: artist.id,
      labelId: label.id,
      title: 'Alpha',
      releaseDate: '2026-01-10',
    });
    const beta = await insertTrack(db, {
      artistId: artist.id,
      title: 'Beta',
      releaseDate: '2025-06-01',
    });
    ids.alpha = alpha.idUnique;
    ids.beta = beta.idUnique;
    const series = (
      objectType: 'track' | 'account',
      objectId: number,
      source: string,
      metric: string,
      points: [string, number][],
    ) => insertSeries(db, { objectType, objectId, source, metric, points });
    await series('track', alpha.id, 'spotify', 'streams_total', [
      ['2026-03-03', 1000],
      ['2026-03-10', 1500],
    ]);
    await series('track', beta.id, 'spotify', 'streams_total', [['2026-03-10', 4000]]);
    await series('track', alpha.id, 'radio', 'spins', [['2026-03-10', 42]]);
    await series('account', artist.id, 'spotify', 'monthly_listeners_current', [
      ['2026-01-01', 100],
      ['2026-03-01', 200],
      ['2026-03-10', 300],
    ]);
    await series('account', artist.id, 'youtube', 'subscribers_total', [['2026-03-10', 70]]);
    for (const [source, name, playlistType, followers, track] of [
      ['spotify', 'Mint', 'editorial', 6_100_000, alpha],
      ['spotify', 'Indie Mix', 'listener', 20_000, beta],
      ['deezer', 'Deezer Hits', 'editorial', 50_000, alpha],
    ] as const) {
      const playlist = await insertPlaylist(db, { source, name, playlistType, followers });
      await insertPlaylistEntry(db, { playlistId: playlist.id, trackId: track.id });
    }
    await insertChartEntry(db, {
      trackId: alpha.id,
      countryCode: 'DE',
      position: 3,
      peakPosition: 1,
    });
    await insertChartEntry(db, { trackId: beta.id, position: 10, peakPosition: 5 });
    await insertChartEntry(db, {
      trackId: alpha.id,
      countryCode: 'FR',
      position: null,
      peakPosition: 7,
    });

    const secretTrack = await insertTrack(db, { artistId: other.id, title: 'Secret Song' });
    await series('track', secretTrack.id, 'spotify', 'streams_total', [['2026-03-10', 999001]]);
    await series('account', other.id, 'spotify', 'monthly_listeners_current', [
      ['2026-03-10', 999001],
    ]);
    const secret = await insertPlaylist(db, { name: 'Secret Playlist', followers: 777777 });
    await insertPlaylistEntry(db, { playlistId: secret.id, trackId: secretTrack.id });
    await insertChartEntry(db, { trackId: secretTrack.id, countryCode: 'SE', position: 1 });
    await series('account', creator.id, 'tiktok', 'followers_total', [
      ['2026-03-01', 5000],
      ['2026-03-10', 6500],
    ]);

    const member = async (name: string) => {
      const created = await insertMemberWithSession(db);
      tokens[name] = created.token;
      return created.member;
    };
    const manage = async (
      name: string,
      accountId: number,
      accessHash: Record<string, string>,
      extra: { managementType?: 'primary' | 'secondary' } = {},
    ) => {
      const created = await member(name);
      await insertManagement(db, { memberId: created.id, accountId, accessHash, ...extra });
    };
    await manage('owner', artist.id, { songstats: 'direct' });
    await manage('otherOwner', other.id, { songstats: 'direct' });
    await manage('radioOnly', artist.id, { songstats: 'none', radiostats: 'direct' });
    await manage('radioToo', artist.id, { songstats: 'direct', radiostats: 'direct' });
    await manage('creatorOwner', creator.id, { socialstats: 'direct' });
    await manage('pro', other.id, { songstats: 'pro' });
  });
  afterAll(async () => {
    await test?.close();
  });
}

export function call(path: string, who: string | null, query: string, host?: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/${path}?${query}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(host ? { host } : {}),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

export async function top(who: string, query: string, host?: string) {
  const response = await call(host ? 'analytics_creator/top' : 'analytics/top', who, query, host);
  expect(response.statusCode).toBe(200);
  return ZAccountAnalyticsTopResponse.parse(response.json());
}

export async function bottom(who: string, query: string) {
  const response = await call('analytics/bottom', who, query);
  expect(response.statusCode).toBe(200);
  return ZAccountAnalyticsBottomResponse.parse(response.json());
}

export async function topList(who: string, query: string) {
  const response = await call('analytics/top_list_track_data', who, query);
  expect(response.statusCode).toBe(200);
  return ZTopListResponse.parse(response.json());
}

export type Table = Awaited<ReturnType<typeof bottom>>['tableData'][number];
export const tableOf = (tables: Table[], id: string) => tables.find((table) => table.id === id)!;
export const valuesOf = (table: Table) => table.rows.map((row) => row.map((item) => item.value));
export const column = (table: Table, id: string) => {
  const index = table.columns.findIndex((item) => item.id === id);
  return table.rows.map((row) => row[index]?.value);
};
