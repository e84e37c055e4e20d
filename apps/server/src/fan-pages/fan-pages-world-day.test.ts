import { encodeRequestStamp } from '@songstats/contract';
import { queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoWorldStatus } from '../embedded/demo-world-status';
import { startTestApp, type TestApp } from '../testing';
import { countingDay } from './counting-day';
import { flushFanCounts } from './fan-counts';
import { insertLiveSmartLink } from './fan-page-fixture';

// Issue 23: in embedded mode with a world faster than real time (WORLD_MS_PER_DAY below a day),
// the world's dates run ahead of ours; a smart link's visits and clicks are dated by the world's
// current day, as the rest of its data is, not by the server's.
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** The world's day, a hundred days ahead of ours, and its next. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const WORLD_DAY = dayAhead(100);
const NEXT_WORLD_DAY = dayAhead(101);
let test: TestApp;
let linkId = 0;
let token = '';
const status = new DemoWorldStatus(24);

function fan(url: string, remoteAddress = '81.2.69.160') {
  return test.app.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: { host: 'localhost:8001', 'user-agent': BROWSER, 'accept-language': 'en' },
  });
}

async function countedDays() {
  // The fan pages write their counts in batches (decision 077): what waits is written first.
  await flushFanCounts(test.connection.db);
  return queryRows<{ day: string; kind: string; count: number }>(
    test.connection.db,
    sql`select day::text as day, kind, sum(count)::int as count from smart_link_stats
        where link_id = ${linkId} group by day, kind order by day, kind`,
  );
}

beforeAll(async () => {
  test = await startTestApp({ demoWorld: status });
  ({ token, linkId } = await insertLiveSmartLink(test, {
    artist: 'World Day Artist',
    title: 'Ahead of Time',
    slug: 'ahead-of-time',
    externalIds: { spotify: '4uLU6hMCjMI75M1A2tKUQC' },
  }));
}, 180_000);
afterAll(async () => {
  await test?.close();
});

describe("a faster world's visits", () => {
  it("are dated by the world's current day, ours while it catches up or runs in real time", () => {
    const now = new Date('2026-11-26T13:00:00Z');
    expect(countingDay(null, now)).toBe('2026-11-26');
    expect(countingDay({ date: null, speed: 24, catching_up: null }, now)).toBe('2026-11-26');
    expect(countingDay({ date: '2026-11-26', speed: 1, catching_up: null }, now)).toBe(
      '2026-11-26',
    );
    expect(
      countingDay(
        { date: '2026-09-01', speed: 24, catching_up: { day: 3, of: 90, date: '2026-09-01' } },
        now,
      ),
    ).toBe('2026-11-26');
    expect(countingDay({ date: '2027-03-05', speed: 24, catching_up: null }, now)).toBe(
      '2027-03-05',
    );
  });

  it('count a visit and a click on the world day, and the next world day anew', async () => {
    const today = new Date().toISOString().slice(0, 10);
    status.watched(WORLD_DAY);
    expect((await fan('/ahead-of-time')).statusCode).toBe(200);
    expect((await fan('/ahead-of-time/go/spotify')).statusCode).toBe(302);
    expect(await countedDays()).toEqual([
      { day: WORLD_DAY, kind: 'click', count: 1 },
      { day: WORLD_DAY, kind: 'visit', count: 1 },
    ]);
    // The world's next day: the same visitor is a visit again (a new day's salt), dated by it.
    status.watched(NEXT_WORLD_DAY);
    await fan('/ahead-of-time');
    expect(await countedDays()).toEqual([
      { day: WORLD_DAY, kind: 'click', count: 1 },
      { day: WORLD_DAY, kind: 'visit', count: 1 },
      { day: NEXT_WORLD_DAY, kind: 'visit', count: 1 },
    ]);
    expect((await countedDays()).some((row) => row.day === today)).toBe(false);
  });

  it("ranges end on the world's day: a visit counted on our date before, a hundred days behind, is out of the last 7 days", async () => {
    // A visit dated by our date (counted while the world still caught up on its past).
    await queryRows(
      test.connection.db,
      sql`insert into smart_link_stats (link_id, day, kind, service_id, country_code, referrer_host, count)
          values (${linkId}, current_date, 'visit', '', '', '', 1)`,
    );
    await test.rowChangesHeard();
    const details = async (range: string) => {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/v1/smart_links/details?id=${linkId}&range=${range}`,
        headers: { authorization: `Bearer ${token}`, 'x-request-stamp': encodeRequestStamp() },
      });
      expect(response.statusCode).toBe(200);
      return response.json() as { link: { visits: number }; days: { day: string }[] };
    };
    const week = await details('7d');
    expect(week.link.visits).toBe(2);
    expect(week.days.map((row) => row.day)).toEqual([WORLD_DAY, NEXT_WORLD_DAY]);
    expect((await details('all')).link.visits).toBe(3);
  });
});
