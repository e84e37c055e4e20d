import { queryRows } from '@songstats/db';
import { createWorld } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { monitorSomeAccounts } from '../../test/monitor-fixture';
import { useWorldDatabase } from '../../test/world-database';
import { loadTrackIds } from '../catalogue/sync-catalogue';
import { countersOf } from '../counters/counter-sources';
import { crossedMilestones } from '../counters/milestones';
import { refreshSourceCounters } from '../counters/refresh-counters';

const DAYS = 12;
const world = createWorld({ seed: 5, scale: 0.02, days: 40 });
const connection = useWorldDatabase(world);

// Instagram's reels, the DJ stores' charts, Facebook's talk and X posts (issue 21 item 3,
// decision 049): series as the world counts them, and Instagram's view and X's post milestones
// exactly when a threshold is crossed, once.
describe('Instagram, Beatport, Traxsource, Facebook and X track counters', () => {
  it('are stored as the world reports them, with each crossed milestone once', async () => {
    const context = connection.context();
    await monitorSomeAccounts(context);
    const trackIds = await loadTrackIds(connection.db);
    expect(trackIds.size).toBeGreaterThan(10);
    const sources = ['instagram', 'beatport', 'traxsource', 'facebook', 'twitter'] as const;
    const days = Array.from({ length: DAYS }, (_, k) => world.day - DAYS + 1 + k);
    for (const day of days) {
      for (const source of sources) {
        await refreshSourceCounters(context, source, trackIds, world.state.calendar.dateOf(day));
      }
    }
    // Again for the last day: nothing new.
    const last = world.state.calendar.dateOf(world.day);
    for (const source of sources) {
      expect(await refreshSourceCounters(context, source, trackIds, last)).toBe(0);
    }

    const expectedSeries: string[] = [];
    const expectedMilestones: string[] = [];
    for (const [externalId, trackId] of trackIds) {
      for (const source of sources) {
        let previous: Record<string, number> | null = null;
        for (const day of days) {
          const counters = world.counters(source, externalId, day);
          const date = world.state.calendar.dateOf(day);
          for (const counter of countersOf(source)) {
            const value = counters[counter.metric];
            if (value === undefined) continue;
            expectedSeries.push(`${trackId}|${source}|${counter.metric}|${date}|${value}`);
            if (!counter.milestones) continue;
            for (const threshold of crossedMilestones(previous?.[counter.metric] ?? null, value)) {
              expectedMilestones.push(`${trackId}|${source}|${threshold}|${date}`);
            }
          }
          if (Object.keys(counters).length > 0) previous = counters;
        }
      }
    }
    const series = await queryRows<{ row: string }>(
      connection.db,
      sql`select concat_ws('|', object_id, source, metric, day::text, value) as row from series
          where object_type = 'track'
            and source in ('instagram', 'beatport', 'traxsource', 'facebook', 'twitter')`,
    );
    expect(series.map((entry) => entry.row).sort()).toEqual(expectedSeries.sort());
    expect(expectedSeries.some((row) => row.includes('|beatport|'))).toBe(true);
    for (const source of ['traxsource', 'facebook|talking_about_current', 'twitter|posts_total']) {
      expect(expectedSeries.some((row) => row.includes(`|${source}|`))).toBe(true);
    }
    // Facebook's talk rises and falls with the week's streams: some track's goes down.
    const talk = new Map<string, number>();
    let fell = false;
    for (const row of expectedSeries.filter((entry) => entry.includes('|facebook|')).sort()) {
      const [trackId, , , , value] = row.split('|');
      if (Number(value) < (talk.get(trackId!) ?? 0)) fell = true;
      talk.set(trackId!, Number(value));
    }
    expect(fell).toBe(true);

    const milestones = await queryRows<{ row: string; text: string }>(
      connection.db,
      sql`select concat_ws('|', track_id, source, value, activity_date::text) as row,
            activity_text as text
          from activities where activity_type = 'milestone'
            and source in ('instagram', 'twitter', 'facebook')`,
    );
    expect(expectedMilestones.length).toBeGreaterThan(0);
    expect(milestones.map((entry) => entry.row).sort()).toEqual(expectedMilestones.sort());
    expect(milestones.map((entry) => entry.text)).toContainEqual(
      expect.stringMatching(/^Reached \S+ views$/),
    );
    const posts = milestones.filter((entry) => entry.row.includes('|twitter|'));
    for (const entry of posts) expect(entry.text).toMatch(/^Reached \S+ posts on X$/);
  }, 300_000);
});
