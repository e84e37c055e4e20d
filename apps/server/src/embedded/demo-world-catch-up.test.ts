import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { variantPorts } from '@songstats/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppInstance, buildApp } from '../app';
import { createMailer } from '../mail/mailer';
import { DemoWorldStatus } from './demo-world-status';
import { type EmbeddedMonitor, startEmbeddedMonitor } from './embedded-monitor';
import { planWorld, recordWatchedDay } from './world-process';

const DAY_MS = 86_400_000;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'songstats-world-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the demo world plan (issue 21)', () => {
  const settings = { seed: 1, scale: 0.01, msPerDay: DAY_MS, historyDays: 90 };
  const now = Date.UTC(2026, 10, 25, 9, 15);

  it('starts 90 days back on the first start, then after the last day the monitor watched', () => {
    const dir = tempDir();
    expect(planWorld(dir, settings, now)).toEqual({
      startDate: '2026-08-27',
      originMs: now,
      days: 0,
    });
    recordWatchedDay(dir, '2026-09-30');
    recordWatchedDay(dir, '2026-09-29');
    // A restart a week later keeps the calendar and the pace's origin, and resumes on Oct 1.
    expect(planWorld(dir, settings, now + 7 * DAY_MS)).toEqual({
      startDate: '2026-08-27',
      originMs: now,
      days: 35,
    });
  });

  it('starts afresh with another seed, scale or pace', () => {
    const dir = tempDir();
    planWorld(dir, settings, now);
    recordWatchedDay(dir, '2026-09-30');
    const later = now + 3 * DAY_MS;
    expect(planWorld(dir, { ...settings, msPerDay: 600_000 }, later)).toEqual({
      startDate: '2026-08-30',
      originMs: later,
      days: 0,
    });
  });
});

let connection: Connection;
let app: AppInstance;
let monitor: EmbeddedMonitor | undefined;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(async () => {
  await monitor?.stop();
  await app?.close();
  await connection?.close();
});

describe('npm start catches up on 90 days of the demo world (issue 21)', () => {
  it('reports its progress on the uptime check, and leaves a track 91 daily points ending today', {
    timeout: 1_200_000,
  }, async () => {
    const status = new DemoWorldStatus(1);
    app = await buildApp({
      db: connection.db,
      ports: variantPorts(),
      mailer: createMailer({ outboxDir: tempDir() }),
      demoWorld: status,
    });
    await app.ready();
    const uptime = async () =>
      (await app.inject({ url: '/api/v1/support/uptime_check' })).json() as {
        demo_world: {
          date: string | null;
          speed: number;
          catching_up: { day: number; of: number } | null;
        };
      };
    expect((await uptime()).demo_world).toEqual({ date: null, speed: 1, catching_up: null });

    const settings = { seed: 1, scale: 0.01, msPerDay: DAY_MS, historyDays: 90 };
    monitor = await startEmbeddedMonitor(connection.db, tempDir(), settings, app.log, status);
    const todayNow = () => new Date().toISOString().slice(0, 10);
    const seen: number[] = [];
    for (;;) {
      const world = (await uptime()).demo_world;
      const today = todayNow();
      if (world.catching_up) {
        expect(world.catching_up.of).toBe(90);
        if (seen.at(-1) !== world.catching_up.day) seen.push(world.catching_up.day);
      } else if (seen.length > 0 && world.date === today) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Seen in order (the test polls, so it may miss some), up to the last day of history.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(90);

    const [series] = await queryRows<{ points: number; first: string; last: string }>(
      connection.db,
      sql`select count(*)::int as points, min(day)::text as first, max(day)::text as last
          from series where object_type = 'track' and source = 'spotify'
            and metric = 'streams_total'
          group by object_id order by count(*) desc, object_id limit 1`,
    );
    expect(series?.points).toBe(91);
    expect(series?.last).toBe(todayNow());
    expect(series?.first).toBe(new Date(Date.now() - 90 * DAY_MS).toISOString().slice(0, 10));
  });
});
