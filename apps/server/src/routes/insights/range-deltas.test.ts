import {
  encodeRequestStamp,
  ZAccountAnalyticsTopResponse,
  ZTrackTopResponse,
} from '@songstats/contract';
import { insertAccount, insertSeries, insertTrack } from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { insertInsightMembers } from './insight-test-members';
import { rangeDelta } from './range-deltas';

// Issue 21 item 2: "7 days / 28 days / all time give different values and real deltas". A
// world-like fixture: 90 daily points of a track's and an account's Spotify counters, as the
// monitor's catch-up leaves them (growing by an uneven amount a day), a popularity that moves up
// and down, a series 5 days young, and one of a single point.
let test: TestApp;
const tokens: Record<string, string> = {};
const ids = { artist: '', track: '' };

const DAYS = 90;
const LAST = Date.parse('2026-11-25T00:00:00Z');
const dayOf = (i: number) =>
  new Date(LAST - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10);
/** A deterministic uneven walk: the world's daily changes are not a straight line. */
function walk(start: number, step: (i: number) => number): number[] {
  const values = [start];
  for (let i = 1; i < DAYS; i++) values.push(values[i - 1]! + step(i));
  return values;
}
const streams = walk(120_000, (i) => 800 + ((i * 7919) % 1300) + i * 25);
const popularity = walk(41, (i) => ((i * 31) % 7) - 3).map((v) => Math.min(100, Math.max(0, v)));
const followers = walk(9_000, (i) => 20 + ((i * 13) % 40));
const saves = [300, 340, 395, 410, 480];

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Rooms of Garden' });
  const other = await insertAccount(db, { name: 'Someone Else' });
  const track = await insertTrack(db, { artistId: artist.id, title: 'Garden Lights' });
  Object.assign(ids, { artist: artist.idUnique, track: track.idUnique });
  const points = (values: number[], from = 0) =>
    values.map((value, i) => [dayOf(from + i), value] as [string, number]);
  const series = (
    objectType: 'track' | 'account',
    objectId: number,
    metric: string,
    values: [string, number][],
  ) => insertSeries(db, { objectType, objectId, source: 'spotify', metric, points: values });
  await series('track', track.id, 'streams_total', points(streams));
  await series('track', track.id, 'popularity_current', points(popularity));
  await series('track', track.id, 'saves_total', points(saves, DAYS - saves.length));
  await series('track', track.id, 'shares_total', [[dayOf(DAYS - 1), 12]]);
  await series('account', artist.id, 'followers_total', points(followers));

  await insertInsightMembers(db, { artistId: artist.id, otherId: other.id }, tokens);
  // A new database's migrations and 370 points, on a machine shared with other test files.
}, 240_000);
afterAll(async () => {
  await test?.close();
});

function get(who: string | null, url: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

async function trackTop(who: string, range: string) {
  const response = await get(
    who,
    `/analytics_track/${ids.track}/top?source=spotify&range=${range}`,
  );
  expect(response.statusCode).toBe(200);
  return ZTrackTopResponse.parse(response.json());
}

const deltaOf = (stats: { id: string; delta: number | null }[], id: string) =>
  stats.find((card) => card.id === id)?.delta;
/** The fixture's own arithmetic: the last value less the one `days` before it, or the first. */
const expected = (values: number[], days: number | null) =>
  values.at(-1)! - values[days === null ? 0 : Math.max(0, values.length - 1 - days)]!;

describe("analytics_track/{id}/top: the cards' change over the chosen range (issue 21)", () => {
  it('gives week over week, four weeks and all time changes, and as many chart points', async () => {
    const answers: Record<string, Awaited<ReturnType<typeof trackTop>>> = {};
    for (const range of ['7d', '28d', 'all']) answers[range] = await trackTop('owner', range);
    for (const [range, days] of [
      ['7d', 7],
      ['28d', 28],
      ['all', null],
    ] as const) {
      const { top, canFilterByTime } = answers[range]!;
      expect(canFilterByTime).toBe(true);
      expect(deltaOf(top!.stats, 'spotify:streams_total')).toBe(expected(streams, days));
      expect(deltaOf(top!.stats, 'spotify:popularity_current')).toBe(expected(popularity, days));
      // A series younger than the range: its change since its first point.
      expect(deltaOf(top!.stats, 'spotify:saves_total')).toBe(saves.at(-1)! - saves[0]!);
      // A single point has nothing earlier to compare with.
      expect(deltaOf(top!.stats, 'spotify:shares_total')).toBeNull();
      const chart = top!.charts.find((series) => series.id === 'streams_total')!;
      expect(chart.points).toHaveLength(days ?? DAYS);
      expect(chart.points.at(-1)).toEqual({ date: dayOf(DAYS - 1), value: streams.at(-1) });
    }
    const streamDeltas = Object.values(answers).map((answer) =>
      deltaOf(answer.top!.stats, 'spotify:streams_total'),
    );
    expect(new Set(streamDeltas).size).toBe(3);
    // The card's value is the latest whatever the range.
    for (const answer of Object.values(answers)) {
      expect(answer.top!.stats.find((card) => card.id === 'spotify:streams_total')!.value).toBe(
        streams.at(-1),
      );
    }
    // 90 days back from the last point is before the first: the change since the first.
    expect(deltaOf((await trackTop('owner', '90d')).top!.stats, 'spotify:streams_total')).toBe(
      expected(streams, null),
    );
  });

  it('answers the owner, a teammate and an admin alike; locks another member; 401 anonymous', async () => {
    const owner = await trackTop('owner', '28d');
    for (const who of ['teammate', 'admin']) {
      const answer = await trackTop(who, '28d');
      expect(answer.hasAccess).toBe(true);
      expect(answer.top!.stats).toEqual(owner.top!.stats);
    }
    const stranger = await trackTop('stranger', '28d');
    expect(stranger).toMatchObject({ hasAccess: false, top: null });
    const anonymous = await get(null, `/analytics_track/${ids.track}/top?source=spotify&range=7d`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('says what is wrong with an unknown range, never a 500', async () => {
    const response = await get(
      'owner',
      `/analytics_track/${ids.track}/top?source=spotify&range=2w`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/time range/);
  });
});

describe("analytics/top: an account's cards over the chosen range (issue 21)", () => {
  async function accountTop(who: string | null, range: string) {
    return get(who, `/analytics/top?idUnique=${ids.artist}&source=spotify&range=${range}`);
  }

  it("changes the account's deltas with the range, for every member who may see them", async () => {
    for (const who of ['owner', 'teammate', 'admin']) {
      for (const [range, days] of [
        ['7d', 7],
        ['28d', 28],
        ['all', null],
      ] as const) {
        const response = await accountTop(who, range);
        expect(response.statusCode).toBe(200);
        const body = ZAccountAnalyticsTopResponse.parse(response.json());
        expect(deltaOf(body.top!.stats, 'spotify:followers_total')).toBe(expected(followers, days));
      }
    }
    const stranger = await accountTop('stranger', '7d');
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toMatchObject({ hasAccess: false, top: null });
    expect((await accountTop(null, '7d')).statusCode).toBe(401);
  });
});

describe('rangeDelta', () => {
  it('takes the newest point on or before the range start, in any order', () => {
    const points = [
      { day: '2026-11-25', value: 50 },
      { day: '2026-11-10', value: 10 },
      { day: '2026-11-17', value: 30 },
      { day: '2026-11-20', value: 40 },
    ];
    // 7 days before 25 November is the 18th: the newest point by then is the 17th's.
    expect(rangeDelta(points, 7)).toBe(50 - 30);
    expect(rangeDelta(points, 5)).toBe(50 - 40);
    // Before the first point: the change since the first.
    expect(rangeDelta(points, 16)).toBe(50 - 10);
    expect(rangeDelta(points, null)).toBe(50 - 10);
    expect(rangeDelta(points.slice(0, 1), null)).toBeNull();
    expect(rangeDelta([], 7)).toBeNull();
  });
});
