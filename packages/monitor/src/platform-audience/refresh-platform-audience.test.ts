import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import {
  AUDIENCE_PLATFORMS,
  type AudiencePlatform,
  createWorld,
  platformAudience,
  startWorldServer,
  type WorldServer,
} from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorContext, monitorSomeAccounts } from '../../test/monitor-fixture';
import { loadMonitoredArtists } from '../artists/monitored-artists';
import { isReportDay, REPORT_TOTALS, refreshPlatformAudience } from './refresh-platform-audience';

let connection: Connection;
let server: WorldServer;
// 10 days: at least one Monday, the platforms' report day.
const world = createWorld({ seed: 7, scale: 0.02, days: 10 });

beforeAll(async () => {
  connection = await openTestDatabase();
  server = await startWorldServer(world, { port: 0 });
}, 180_000);
afterAll(async () => {
  await server?.close();
  await connection?.close();
});

describe('the platforms’ audience reports', () => {
  it('are published on Mondays', () => {
    expect(isReportDay('2026-11-23')).toBe(true);
    expect(isReportDay('2026-11-24')).toBe(false);
    expect(isReportDay('2026-11-22')).toBe(false);
  });

  it('are stored per platform, city and country exactly as the world reports them, once', async () => {
    const context = monitorContext(connection.db, server.url);
    await monitorSomeAccounts(context);
    const artists = await loadMonitoredArtists(connection.db);
    expect(artists.size).toBeGreaterThan(2);
    // The last eight days, one at a time as the catch-up runs them: one of them is a Monday.
    const days = Array.from({ length: 8 }, (_, k) => world.day - 7 + k);
    let rows = 0;
    for (const day of days) {
      const result = await refreshPlatformAudience(
        context,
        artists,
        world.state.calendar.dateOf(day),
      );
      expect(result.failed).toBe(0);
      rows += result.rows;
    }
    const mondays = days.filter((day) => isReportDay(world.state.calendar.dateOf(day)));
    expect(mondays.length).toBeGreaterThan(0);
    expect(rows).toBeGreaterThan(mondays.length * artists.size * 5 * 10);

    const expected: string[] = [];
    for (const day of mondays) {
      const date = world.state.calendar.dateOf(day);
      for (const source of Object.keys(AUDIENCE_PLATFORMS) as AudiencePlatform[]) {
        for (const [externalId, accountId] of artists) {
          const index = world.state.artistIndexById.get(externalId)!;
          const report = platformAudience(world.state, source, index, day);
          const metric = AUDIENCE_PLATFORMS[source].metric;
          for (const city of report.cities) {
            expected.push(
              `${accountId}|${source}|city|${city.city_name}|${metric}|${date}|${city.value}`,
            );
          }
          for (const country of report.countries) {
            expected.push(
              `${accountId}|${source}|country|${country.country_code}|${metric}|${date}|${country.value}`,
            );
          }
        }
      }
    }
    const recorded = async () =>
      (
        await queryRows<{ row: string }>(
          connection.db,
          sql`select concat_ws('|', a.account_id, a.source, a.scope,
                coalesce(c.name, a.place), a.metric, a.day::text, a.value) as row
              from audience a left join cities c on a.scope = 'city' and c.id::text = a.place
              where a.source <> 'spotify'`,
        )
      )
        .map((entry) => entry.row)
        .sort();
    expect(await recorded()).toEqual(expected.sort());

    // Apple Music's and Shazam's totals are the account's figures on their report days.
    const totals = await queryRows<{ row: string }>(
      connection.db,
      sql`select concat_ws('|', object_id, source, metric, day::text, value) as row from series
          where object_type = 'account' and source in ('apple_music', 'shazam')`,
    );
    const expectedTotals = mondays.flatMap((day) =>
      (['apple_music', 'shazam'] as const).flatMap((source) =>
        [...artists].map(([externalId, accountId]) => {
          const index = world.state.artistIndexById.get(externalId)!;
          const { total } = platformAudience(world.state, source, index, day);
          return `${accountId}|${source}|${REPORT_TOTALS[source]}|${world.state.calendar.dateOf(day)}|${total}`;
        }),
      ),
    );
    expect(totals.map((entry) => entry.row).sort()).toEqual(expectedTotals.sort());

    // Run again, and again for a day already done: nothing twice.
    await connection.db.execute(sql`delete from monitor_job_days where job = 'platformAudience'`);
    for (const day of mondays) {
      await refreshPlatformAudience(context, artists, world.state.calendar.dateOf(day));
    }
    expect(await recorded()).toEqual(expected.sort());
  }, 300_000);
});
