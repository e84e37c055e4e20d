import { encodeRequestStamp, ZTrackTopResponse } from '@songstats/contract';
import { insertAccount, insertChartEntry, insertTrack } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { insertInsightMembers } from './insight-test-members';

// Issue 21, field notes `charted_countries_total` (Apple Music): a track's Apple Music tab counts
// the countries it has charted in, by day from the first day it was seen on each country's chart
// (an exit keeps the country), to the last day the monitor read Apple Music's charts.
let test: TestApp;
const tokens: Record<string, string> = {};
const ids = { track: '' };

/** The track's Apple Music chart entries: country, position now, first and last day seen. */
const ENTRIES: [string | null, number | null, string, string][] = [
  ['US', 12, '2026-09-20', '2026-11-25'],
  ['BR', null, '2026-10-10', '2026-10-30'],
  ['DE', 3, '2026-11-01', '2026-11-25'],
  ['FR', 40, '2026-11-20', '2026-11-25'],
  // The global chart is no country.
  [null, 20, '2026-08-01', '2026-11-25'],
];
/** Another track was on a chart read a day later: the day Apple Music's charts were last read. */
const LAST_READ = '2026-11-26';

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Chart Artist' });
  const other = await insertAccount(db, { name: 'Someone Else' });
  const track = await insertTrack(db, { artistId: artist.id, title: 'Paris Lights' });
  const elsewhere = await insertTrack(db, { artistId: other.id, title: 'Other Song' });
  ids.track = track.idUnique;
  const entry = async (
    trackId: number,
    [countryCode, position, firstSeen, lastSeen]: (typeof ENTRIES)[number],
  ) => {
    const { chartId } = await insertChartEntry(db, {
      trackId,
      source: 'apple_music',
      countryCode,
      position,
    });
    await db.execute(sql`update chart_entries set first_seen = ${firstSeen}, last_seen = ${lastSeen}
      where chart_id = ${chartId} and track_id = ${trackId}`);
  };
  for (const values of ENTRIES) await entry(track.id, values);
  await entry(elsewhere.id, ['GB', 1, '2026-11-26', LAST_READ]);
  // A Spotify chart: its tab has no such count.
  await insertChartEntry(db, { trackId: track.id, countryCode: 'NL', position: 5 });

  await insertInsightMembers(db, { artistId: artist.id, otherId: other.id }, tokens);
}, 240_000);
afterAll(async () => {
  await test?.close();
});

function get(who: string | null, source: string, range: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/analytics_track/${ids.track}/top?source=${source}&range=${range}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

async function top(who: string, source: string, range: string) {
  const response = await get(who, source, range);
  expect(response.statusCode).toBe(200);
  return ZTrackTopResponse.parse(response.json());
}

describe('analytics_track/{id}/top: the countries a track charted in on Apple Music (issue 21)', () => {
  it('counts each country from its first day on the chart, with each range its own change', async () => {
    for (const [range, days, delta] of [
      // 7 days before the 26th is the 19th: US, BR and DE by then.
      ['7d', 7, 1],
      // 28 days before is 29 October: US and BR.
      ['28d', 28, 2],
      // All time: since the first, US alone on 20 September.
      ['all', 68, 3],
    ] as const) {
      const answer = await top('owner', 'apple_music', range);
      expect(
        answer.top!.stats.find((card) => card.id === 'apple_music:charted_countries_total'),
      ).toMatchObject({ title: 'Charted Countries', value: 4, delta });
      const chart = answer.top!.charts.find((series) => series.id === 'charted_countries_total')!;
      expect(chart.title).toBe('Charted Countries');
      expect(chart.points).toHaveLength(days);
      expect(chart.points.at(-1)).toEqual({ date: LAST_READ, value: 4 });
    }
    const all = await top('owner', 'apple_music', 'all');
    const points = all.top!.charts.find((series) => series.id === 'charted_countries_total')!;
    expect(points.points[0]).toEqual({ date: '2026-09-20', value: 1 });
    // BR left its chart on 30 October and still counts.
    expect(points.points.find((point) => point.date === '2026-11-05')!.value).toBe(3);
  });

  it('gives no such count where the source has none (Spotify)', async () => {
    const answer = await top('owner', 'spotify', 'all');
    expect(answer.top!.stats.some((card) => card.id.endsWith(':charted_countries_total'))).toBe(
      false,
    );
  });

  it('answers the owner, a teammate and an admin alike; locks another member; 401 anonymous', async () => {
    const owner = await top('owner', 'apple_music', '28d');
    for (const who of ['teammate', 'admin']) {
      const answer = await top(who, 'apple_music', '28d');
      expect(answer.hasAccess).toBe(true);
      expect(answer.top!.charts).toEqual(owner.top!.charts);
    }
    expect(await top('stranger', 'apple_music', '28d')).toMatchObject({
      hasAccess: false,
      top: null,
    });
    expect((await get(null, 'apple_music', '28d')).statusCode).toBe(401);
  });
});
