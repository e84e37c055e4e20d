import { rmSync } from 'node:fs';
import { encodeRequestStamp } from '@songstats/contract';
import { queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing';
import { FanCounts, fanCountsOf, flushFanCounts } from './fan-counts';
import { insertLiveSmartLink } from './fan-page-fixture';

// Issue 23, decision 077: the fan pages count visits and clicks off the request's path, in
// batches. The counts stay exact (a visitor once a day, every click, a milestone once), the
// analytics calls read them at once, and closing the app writes what waits.
let test: TestApp;
let token = '';
let linkId = 0;
let appClosed = false;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function fan(url: string, remoteAddress: string, userAgent = BROWSER) {
  return test.app.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: { host: 'localhost:8001', 'user-agent': userAgent, 'accept-language': 'en' },
  });
}

async function stored() {
  const [row] = await queryRows<{ visits: number; clicks: number; counter: number }>(
    test.connection.db,
    sql`select coalesce(sum(count) filter (where kind = 'visit'), 0)::int as visits,
          coalesce(sum(count) filter (where kind = 'click'), 0)::int as clicks,
          (select visits::int from smart_links where id = ${linkId}) as counter
        from smart_link_stats where link_id = ${linkId}`,
  );
  return row!;
}

/** A logger that keeps its warnings. */
function keepingLog(warnings: string[]): FastifyBaseLogger {
  const log = {
    warn: (_: unknown, message: string) => warnings.push(message),
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

beforeAll(async () => {
  test = await startTestApp();
  ({ token, linkId } = await insertLiveSmartLink(test, {
    artist: 'Burst Artist',
    title: 'Burst',
    slug: 'burst',
    externalIds: { spotify: '4uLU6hMCjMI75M1A2tKUQC', deezer: '916424' },
  }));
}, 180_000);
afterAll(async () => {
  if (!appClosed) await test?.app.close();
  await test?.connection.close();
  rmSync(test.outboxDir, { recursive: true, force: true });
});

describe('counting in batches', () => {
  it('counts a burst of concurrent visits and clicks exactly, and the analytics read them at once', async () => {
    // 40 fans (addresses), each opening the page twice and pressing two buttons, all at once.
    const requests = Array.from({ length: 40 }, (_, n) => `81.2.${n}.1`).flatMap((address) => [
      fan('/burst', address),
      fan('/burst', address),
      fan('/burst/go/spotify', address),
      fan('/burst/go/deezer', address),
    ]);
    const answers = await Promise.all(requests);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array(80).fill(200),
      ...Array(80).fill(302),
    ]);
    // No explicit flush: the analytics call writes what waits before it reads.
    const details = await test.app.inject({
      method: 'GET',
      url: `/api/v1/smart_links/details?id=${linkId}`,
      headers: { authorization: `Bearer ${token}`, 'x-request-stamp': encodeRequestStamp() },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().link).toMatchObject({ visits: 40, clicks: 80 });
    expect(details.json().services).toEqual([
      { key: 'deezer', visits: 0, clicks: 40 },
      { key: 'spotify', visits: 0, clicks: 40 },
    ]);
    expect(await stored()).toEqual({ visits: 40, clicks: 80, counter: 40 });
    // The same fans again: no new visitor today, every click counted.
    await Promise.all(
      Array.from({ length: 40 }, (_, n) => fan('/burst/go/spotify', `81.2.${n}.1`)),
    );
    await flushFanCounts(test.connection.db);
    expect(await stored()).toEqual({ visits: 40, clicks: 120, counter: 40 });
  });

  it('writes within a fraction of a second without being asked', async () => {
    await fan('/burst', '81.2.200.1');
    await expect
      .poll(async () => (await stored()).visits, { timeout: 10_000, interval: 50 })
      .toBe(41);
  });

  it('writes a milestone once when a batch passes it', async () => {
    await queryRows(
      test.connection.db,
      sql`update smart_links set visits = 95 where id = ${linkId}`,
    );
    await Promise.all(Array.from({ length: 12 }, (_, n) => fan('/burst', `81.3.${n}.1`)));
    await flushFanCounts(test.connection.db);
    expect((await stored()).counter).toBe(107);
    const milestones = await queryRows<{ text: string; filed: number }>(
      test.connection.db,
      sql`select a.activity_text as "text",
            (select count(*)::int from account_activities aa where aa.activity_id = a.id) as "filed"
          from activities a where a.activity_type = 'smart_link_milestone'`,
    );
    expect(milestones).toEqual([{ text: 'Smart link "Burst" reached 100 visits', filed: 1 }]);
  });

  it('keeps events whose write failed for the next try, and drops beyond its bound with a warning', async () => {
    const warnings: string[] = [];
    const counts = new FanCounts(test.connection.db, keepingLog(warnings), {
      flushMs: 60_000,
      batch: 100,
      maxPending: 3,
    });
    const event = {
      linkId,
      kind: 'visit' as const,
      serviceId: null,
      address: '81.4.0.1',
      userAgent: BROWSER,
      countryCode: null,
      referrerHost: null,
    };
    // Not a day: the database refuses the batch; the events wait for the next try.
    for (let n = 0; n < 5; n++) counts.add({ ...event, day: 'no day' });
    expect(counts.waiting).toBe(3);
    await counts.flush();
    expect(counts.waiting).toBe(3);
    expect(warnings).toContain('Smart link visits and clicks were not written yet; trying again');
    expect(warnings).toContain(
      'Smart link visits and clicks were not counted: too many waited for the database',
    );
    await counts.close();
    expect(warnings.at(-1)).toBe(
      'Smart link visits and clicks were not counted: the database did not take them on close',
    );
  });

  it('writes what waits on close, without waiting for its time', async () => {
    const counts = new FanCounts(test.connection.db, keepingLog([]), { flushMs: 60_000 });
    const before = await stored();
    for (let n = 0; n < 3; n++) {
      counts.add({
        linkId,
        kind: 'click',
        serviceId: 'spotify',
        day: new Date().toISOString().slice(0, 10),
        address: `81.6.${n}.1`,
        userAgent: BROWSER,
        countryCode: 'GB',
        referrerHost: null,
      });
    }
    expect(counts.waiting).toBe(3);
    await counts.close();
    expect(counts.waiting).toBe(0);
    expect(await stored()).toEqual({
      visits: before.visits + 3,
      clicks: before.clicks + 3,
      counter: before.counter + 3,
    });
  });

  it('writes what waits when the app closes (its onClose hook)', async () => {
    const before = await stored();
    expect(fanCountsOf(test.connection.db)).toBeDefined();
    await Promise.all(Array.from({ length: 10 }, (_, n) => fan('/burst/go/deezer', `81.5.${n}.1`)));
    await test.app.close();
    appClosed = true;
    expect(await stored()).toEqual({
      visits: before.visits + 10,
      clicks: before.clicks + 10,
      counter: before.counter + 10,
    });
  });
});
