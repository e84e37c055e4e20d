import {
  type Provenance,
  ZSummaryStatsResponse,
  ZTrackBottomResponse,
  ZTrackTopResponse,
} from '@songstats/contract';
import { refreshPlaylistHealth } from '@songstats/db';
import {
  insertAccount,
  insertManagement,
  insertMemberWithSession,
  insertPlaylist,
  insertPlaylistEntry,
  insertSeries,
  insertTrack,
} from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApi, startTestApp, type TestApp } from '../../testing';
import { FORECAST_ESTIMATE } from './provenance';
import { dayBefore, TODAY } from './provenance-fixture';

// Issue 28 section 4 (decision 063): every card, series and table of an analytics answer tells
// its platform, when the monitor refreshed it and whether it is fresh, estimated or stale, from
// the monitor's own records: the series' last reading day, the run records of that day
// (monitor_job_days), the day a platform's playlists were read whole, and a real platform's
// failures. A member without access gets none of it.
type Who = 'owner' | 'teammate' | 'other' | 'admin';
let test: TestApp;
const tokens = {} as Record<Who, string>;
const ids = { artist: '', track: '' };
const RUN_FINISHED = `${TODAY}T06:30:00.000Z`;
const PLAYLISTS_FINISHED = `${dayBefore(1)}T05:15:00.000Z`;
const FAILING_SINCE = `${TODAY}T03:00:00.000Z`;

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Provenance Artist' });
  const track = await insertTrack(db, { artistId: artist.id, title: 'Provenance Song' });
  ids.artist = artist.idUnique;
  ids.track = track.idUnique;
  const daily = (last: number, base: number): [string, number][] =>
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((back) => [dayBefore(back + last), base + 100 * (9 - back)]);
  // Spotify read today; Deezer last read 10 days ago; SoundCloud read today but failing since.
  // 30 days of Spotify streams, 1,000 a day: enough for a milestone forecast (100K).
  await insertSeries(db, {
    objectType: 'track',
    objectId: track.id,
    source: 'spotify',
    metric: 'streams_total',
    points: Array.from({ length: 30 }, (_, i): [string, number] => [
      dayBefore(29 - i),
      10_000 + 1_000 * i + (i % 3) * 50,
    ]),
  });
  await insertSeries(db, {
    objectType: 'track',
    objectId: track.id,
    source: 'deezer',
    metric: 'streams_total',
    points: daily(10, 5_000),
  });
  await insertSeries(db, {
    objectType: 'track',
    objectId: track.id,
    source: 'soundcloud',
    metric: 'streams_total',
    points: daily(0, 2_000),
  });
  await insertSeries(db, {
    objectType: 'account',
    objectId: artist.id,
    source: 'spotify',
    metric: 'followers_total',
    points: daily(0, 700),
  });
  await db.execute(sql`delete from monitor_job_days`);
  await db.execute(sql`delete from real_platform_sources`);
  await db.execute(sql`insert into monitor_job_days (job, day, finished_at) values
    ('audience', ${TODAY}::date, ${RUN_FINISHED}::timestamptz),
    ('playlists:spotify', ${dayBefore(1)}::date, ${PLAYLISTS_FINISHED}::timestamptz)`);
  await db.execute(sql`insert into real_platform_sources
      (source, last_success_at, failing_since, last_error)
    values ('soundcloud', ${`${dayBefore(1)}T04:00:00Z`}::timestamptz,
      ${FAILING_SINCE}::timestamptz, '503 Service Unavailable')`);
  const playlist = await insertPlaylist(db, { name: 'Night Drive', followers: 12_000 });
  await insertPlaylistEntry(db, { playlistId: playlist.id, trackId: track.id, addedAt: TODAY });
  await refreshPlaylistHealth(db, TODAY);

  const member = async (who: Who, values: Parameters<typeof insertMemberWithSession>[1] = {}) => {
    const created = await insertMemberWithSession(db, values);
    tokens[who] = created.token;
    return created.member;
  };
  const access = { songstats: 'direct' };
  const owner = await member('owner');
  await insertManagement(db, { memberId: owner.id, accountId: artist.id, accessHash: access });
  const teammate = await member('teammate');
  await insertManagement(db, {
    memberId: teammate.id,
    accountId: artist.id,
    managementType: 'secondary',
    accessHash: access,
  });
  await member('other');
  await member('admin', { isAdmin: true });
});
afterAll(async () => {
  await test?.close();
});

const get = (who: Who | null, path: string) => injectApi(test, who && tokens[who], 'GET', path);

async function trackTop(who: Who, source: string) {
  const response = await get(
    who,
    `/analytics_track/${ids.track}/top?source=${source}&idUnique=${ids.artist}`,
  );
  expect(response.statusCode).toBe(200);
  return ZTrackTopResponse.parse(response.json());
}

const fresh: Provenance = {
  sourceId: 'spotify',
  day: TODAY,
  refreshedAt: RUN_FINISHED,
  state: 'fresh',
  note: null,
};

describe('where every figure comes from (issue 28 section 4)', () => {
  it("a platform's cards and series carry its reading day, refresh time and state", async () => {
    const answer = await trackTop('owner', 'spotify');
    const streams = answer.top?.stats.find((card) => card.id === 'spotify:streams_total');
    expect(streams?.provenance).toEqual(fresh);
    expect(answer.top?.charts.map((series) => [series.id, series.provenance])).toEqual([
      ['streams_total', fresh],
    ]);
    // The playlist cards: the day Spotify's playlists were last read whole, and when.
    const playlists = answer.top?.stats.find((card) => card.id === 'spotify:playlists_current');
    expect(playlists?.provenance).toEqual({
      sourceId: 'spotify',
      day: dayBefore(1),
      refreshedAt: PLAYLISTS_FINISHED,
      state: 'fresh',
      note: null,
    });
  });

  it('a reading older than the daily cadence is stale, and says since when', async () => {
    const answer = await trackTop('owner', 'deezer');
    const card = answer.top?.stats.find((entry) => entry.id === 'deezer:streams_total');
    expect(card?.provenance).toMatchObject({ sourceId: 'deezer', day: dayBefore(10) });
    expect(card?.provenance?.state).toBe('stale');
    expect(card?.provenance?.note).toMatch(
      /^Last read on .+, 10 days ago: Deezer is read daily\.$/,
    );
    expect(answer.top?.charts[0]?.provenance?.state).toBe('stale');
  });

  it('a platform failing since its last success is stale, with its error', async () => {
    const answer = await trackTop('owner', 'soundcloud');
    const card = answer.top?.stats.find((entry) => entry.id === 'soundcloud:streams_total');
    expect(card?.provenance).toMatchObject({
      sourceId: 'soundcloud',
      day: TODAY,
      refreshedAt: RUN_FINISHED,
      state: 'stale',
    });
    expect(card?.provenance?.note).toContain('SoundCloud has failed since');
    expect(card?.provenance?.note).toContain('503 Service Unavailable');
  });

  it("the overview's cards each tell their own platform", async () => {
    const answer = await trackTop('owner', 'overview');
    const states = Object.fromEntries(
      (answer.top?.stats ?? []).map((card) => [card.id, card.provenance?.state]),
    );
    expect(states).toEqual({
      'deezer:streams_total': 'stale',
      'soundcloud:streams_total': 'stale',
      'spotify:streams_total': 'fresh',
    });
    // The overview's info stats of a platform tell the same as its card.
    expect(
      answer.top?.overview?.stats.filter((stat) => stat.sourceId).map((stat) => stat.provenance),
    ).toEqual(
      (answer.top?.stats ?? [])
        .filter((card) => card.id.endsWith(':streams_total'))
        .map((card) => card.provenance),
    );
  });

  it("the tables tell theirs, and the playlists table shows each playlist's health", async () => {
    const response = await get(
      'owner',
      `/analytics_track/${ids.track}/bottom?source=spotify&idUnique=${ids.artist}`,
    );
    const answer = ZTrackBottomResponse.parse(response.json());
    const playlists = answer.tableData.find((table) => table.id === 'playlists');
    expect(playlists?.provenance).toMatchObject({ day: dayBefore(1), state: 'fresh' });
    const name = playlists?.rows[0]?.[0];
    expect(name?.value).toBe('Night Drive');
    // Its one track was added today: its whole length turned over (churn), so Suspicious.
    expect(name?.health).toMatchObject({ verdict: 'suspicious', label: 'Suspicious', day: TODAY });
    expect(name?.health?.signals.length).toBe(4);
    const stats = answer.tableData.find((table) => table.id !== 'playlists');
    expect(stats?.provenance).toEqual(fresh);
  });

  it("the artist's analytics and audience cards carry theirs", async () => {
    const top = await get('owner', `/analytics/top?idUnique=${ids.artist}&source=spotify`);
    const card = top
      .json()
      .top.stats.find((entry: { id: string }) => entry.id.endsWith('followers_total'));
    expect(card.provenance).toEqual(fresh);
    const bottom = await get('owner', `/analytics/bottom?idUnique=${ids.artist}&source=spotify`);
    const tables = bottom.json().tableData as { id: string; provenance: Provenance }[];
    expect(tables.find((table) => table.id === 'playlists')?.provenance).toMatchObject({
      day: dayBefore(1),
      refreshedAt: PLAYLISTS_FINISHED,
      state: 'fresh',
    });
    expect(tables.find((table) => table.id !== 'playlists')?.provenance).toEqual(fresh);
    const audience = ZSummaryStatsResponse.parse(
      (await get('owner', `/audience/summary_stats?idUnique=${ids.artist}&source=spotify`)).json(),
    );
    expect(audience.summaryStats.map((entry) => entry.provenance)).toContainEqual(fresh);
  });

  it("a milestone forecast is an estimate from its series' last reading", async () => {
    const response = await get(
      'owner',
      `/analytics_track/${ids.track}/moves?source=spotify&idUnique=${ids.artist}`,
    );
    const forecast = response.json().forecasts[0];
    expect(forecast.milestone).toBe(100_000);
    expect(forecast.provenance).toEqual({
      sourceId: 'spotify',
      day: TODAY,
      refreshedAt: RUN_FINISHED,
      state: 'estimated',
      note: FORECAST_ESTIMATE,
    });
  });

  it('anonymous is 401; a member without access gets no provenance; teammate and admin do', async () => {
    const paths = [
      `/analytics_track/${ids.track}/top?source=spotify&idUnique=${ids.artist}`,
      `/analytics_track/${ids.track}/bottom?source=spotify&idUnique=${ids.artist}`,
      `/analytics/top?idUnique=${ids.artist}&source=spotify`,
      `/analytics/bottom?idUnique=${ids.artist}&source=spotify`,
      `/audience/summary_stats?idUnique=${ids.artist}&source=spotify`,
      `/analytics_track/${ids.track}/moves?source=spotify&idUnique=${ids.artist}`,
    ];
    for (const path of paths) {
      const anonymous = await get(null, path);
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.json().message).toEqual(expect.any(String));
      const locked = await get('other', path);
      expect(locked.statusCode, path).toBe(200);
      expect(locked.json().hasAccess, path).toBe(false);
      expect(locked.body, path).not.toContain('provenance');
      expect(locked.body, path).not.toContain(RUN_FINISHED);
      for (const who of ['owner', 'teammate', 'admin'] as const) {
        const open = await get(who, path);
        expect(open.statusCode, `${who} ${path}`).toBe(200);
        expect(open.json().hasAccess, `${who} ${path}`).toBe(true);
        expect(open.body, `${who} ${path}`).toContain(RUN_FINISHED);
      }
    }
  });
});
