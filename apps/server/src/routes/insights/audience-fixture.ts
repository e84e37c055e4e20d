import {
  encodeRequestStamp,
  ZAudienceMapStatsResponse,
  ZSummaryStatsResponse,
} from '@songstats/contract';
import {
  insertAccount,
  insertAudience,
  insertCity,
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
export const ids = { artist: '', other: '', hidden: '' };
export const city: Record<string, { id: number; latitude: number; longitude: number }> = {};

// What only the other member's account has: none of it may reach anyone else.
export const SECRETS = ['Secretville', '424242', '999001', '777777', 'Secret Playlist'];
export const LATEST = '2026-03-10';
export const WEEK_AGO = '2026-03-03';

/** Starts the app with the fixture's members and data for the calling test file. */
export function useAudienceApp() {
  beforeAll(async () => {
    test = await startTestApp();
    const { db } = test.connection;
    const artist = await insertAccount(db, { name: 'Audience Artist' });
    const other = await insertAccount(db, { name: 'Other Artist' });
    const hidden = await insertAccount(db, { name: 'Hidden Artist', hidden: true });
    ids.artist = artist.idUnique;
    ids.other = other.idUnique;
    ids.hidden = hidden.idUnique;
    for (const [name, countryCode, latitude, longitude] of [
      ['Berlin', 'DE', 52.52, 13.405],
      ['Hamburg', 'DE', 53.55, 9.99],
      ['Paris', 'FR', 48.8566, 2.3522],
      ['Lyon', 'FR', 45.76, 4.84],
      ['Secretville', 'SE', 59.33, 18.06],
    ] as const) {
      const row = await insertCity(db, { name, countryCode, latitude, longitude });
      city[name] = { id: row.id, latitude, longitude };
    }
    const audience = (
      accountId: number,
      scope: 'city' | 'country',
      place: string | number,
      day: string,
      value: number,
      source = 'spotify',
    ) =>
      insertAudience(db, {
        accountId,
        source,
        scope,
        place: String(place),
        metric: 'listeners',
        day,
        value,
      });
    // The latest day: Paris, Berlin, Hamburg; a week before: Paris and Berlin; Lyon only earlier.
    await audience(artist.id, 'city', city.Paris!.id, LATEST, 8000);
    await audience(artist.id, 'city', city.Berlin!.id, LATEST, 5000);
    await audience(artist.id, 'city', city.Hamburg!.id, LATEST, 3000);
    await audience(artist.id, 'city', city.Paris!.id, WEEK_AGO, 8500);
    await audience(artist.id, 'city', city.Berlin!.id, WEEK_AGO, 4000);
    await audience(artist.id, 'city', city.Lyon!.id, '2026-03-01', 60000);
    await audience(artist.id, 'country', 'DE', LATEST, 9000);
    await audience(artist.id, 'country', 'FR', LATEST, 8000);
    await audience(artist.id, 'country', 'DE', WEEK_AGO, 7000);
    await audience(artist.id, 'city', city.Berlin!.id, LATEST, 123, 'youtube');
    await insertSeries(db, {
      objectType: 'account',
      objectId: artist.id,
      source: 'spotify',
      metric: 'monthly_listeners_current',
      points: [
        [WEEK_AGO, 20000],
        [LATEST, 25000],
      ],
    });
    await insertSeries(db, {
      objectType: 'account',
      objectId: artist.id,
      source: 'spotify',
      metric: 'followers_total',
      points: [[LATEST, 1500]],
    });
    await insertSeries(db, {
      objectType: 'account',
      objectId: artist.id,
      source: 'youtube',
      metric: 'subscribers_total',
      points: [[LATEST, 700]],
    });
    const track = await insertTrack(db, { artistId: artist.id, title: 'Audience Song' });
    for (const [source, name, playlistType, followers] of [
      ['spotify', 'Mint', 'editorial', 6_100_000],
      ['spotify', 'Chill Corner', 'listener', 1000],
      ['deezer', 'Deezer Hits', 'editorial', 50_000],
    ] as const) {
      const playlist = await insertPlaylist(db, { source, name, playlistType, followers });
      await insertPlaylistEntry(db, { playlistId: playlist.id, trackId: track.id });
    }

    await audience(other.id, 'city', city.Secretville!.id, LATEST, 424242);
    await audience(other.id, 'country', 'SE', LATEST, 424242);
    await insertSeries(db, {
      objectType: 'account',
      objectId: other.id,
      source: 'spotify',
      metric: 'monthly_listeners_current',
      points: [[LATEST, 999001]],
    });
    const otherTrack = await insertTrack(db, { artistId: other.id, title: 'Other Song' });
    const secret = await insertPlaylist(db, { name: 'Secret Playlist', followers: 777777 });
    await insertPlaylistEntry(db, { playlistId: secret.id, trackId: otherTrack.id });

    const member = async (name: string, values: { isAdmin?: boolean } = {}) => {
      const created = await insertMemberWithSession(db, values);
      tokens[name] = created.token;
      return created.member;
    };
    const owner = await member('owner');
    await insertManagement(db, {
      memberId: owner.id,
      accountId: artist.id,
      accessHash: { songstats: 'direct' },
    });
    const otherOwner = await member('otherOwner');
    await insertManagement(db, {
      memberId: otherOwner.id,
      accountId: other.id,
      accessHash: { songstats: 'direct' },
    });
    await insertManagement(db, {
      memberId: otherOwner.id,
      accountId: hidden.id,
      accessHash: { songstats: 'direct' },
    });
    const restricted = await member('restricted');
    await insertManagement(db, { memberId: restricted.id, accountId: artist.id, accessHash: {} });
    const pro = await member('pro');
    await insertManagement(db, {
      memberId: pro.id,
      accountId: other.id,
      accessHash: { songstats: 'pro' },
    });
    await member('admin', { isAdmin: true });
  });
  afterAll(async () => {
    await test?.close();
  });
}

export function call(path: 'summary_stats' | 'map_stats', who: string | null, query: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/audience/${path}?${query}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

export async function summary(who: string, query: string) {
  const response = await call('summary_stats', who, query);
  expect(response.statusCode).toBe(200);
  return ZSummaryStatsResponse.parse(response.json());
}

export async function maps(who: string, query: string) {
  const response = await call('map_stats', who, query);
  expect(response.statusCode).toBe(200);
  return ZAudienceMapStatsResponse.parse(response.json());
}

export const text = (value: string | number) => ({ kind: 'text', value, order: value });
export const delta = (value: number, change: number | null) => ({
  kind: 'delta',
  value,
  order: value,
  delta: change,
});
export const mean = (a: number, b: number) => (a + b) / 2;
