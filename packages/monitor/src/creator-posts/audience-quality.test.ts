import { queryRows } from '@songstats/db';
import { type AudienceDay, audienceQuality } from '@songstats/domain';
import {
  CHANNEL_AUDIENCE_PLATFORMS,
  createWorld,
  creatorFakeBursts,
  POST_PLATFORMS,
} from '@songstats/world';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { monitorAllCreators, useWorldDatabase } from '../../test/world-database';
import { loadMonitoredCreators, refreshCreatorPosts } from './refresh-creator-posts';

// Issue 25 "Audience quality": the fake-follower burst flag, run on the series the monitor
// stores, against the bursts the world planted (ground truth), on all six platforms (Twitch, X
// and Facebook since decision 074).

const DAYS = 30;
const world = createWorld({ seed: 3, scale: 0.1, days: 70 });
const connection = useWorldDatabase(world);

describe("creators' audience quality", () => {
  it('flags the fake-follower bursts the world planted with a precision of 0.8 or more', async () => {
    const context = connection.context();
    await monitorAllCreators(context);
    const first = world.day - DAYS + 1;
    for (let day = first; day <= world.day; day++) {
      const result = await refreshCreatorPosts(context, world.state.calendar.dateOf(day));
      expect(result.failed).toBe(0);
    }
    const rows = await queryRows<{
      account_id: number;
      source: string;
      day: string;
      followers: number;
      views: number;
    }>(
      connection.db,
      sql`select f.object_id as account_id, f.source, f.day::text as day,
            f.value::float8 as followers,
            coalesce(a.value * p.value, 0)::float8 as views
          from series f
          left join series a on a.object_type = 'account' and a.object_id = f.object_id
            and a.source = f.source and a.day = f.day and a.metric = 'average_views'
          left join series p on p.object_type = 'account' and p.object_id = f.object_id
            and p.source = f.source and p.day = f.day and p.metric = 'posts_30d'
          where f.object_type = 'account' and f.metric = 'followers'
          order by f.object_id, f.source, f.day`,
    );
    const byProfile = new Map<string, AudienceDay[]>();
    for (const row of rows) {
      const key = `${row.account_id}|${row.source}`;
      const days = byProfile.get(key) ?? [];
      days.push({ day: row.day, followers: row.followers, views: row.views });
      byProfile.set(key, days);
    }

    const creators = await loadMonitoredCreators(connection.db);
    const count = () => ({ found: 0, wrong: 0, missed: 0 });
    const every = count();
    const channels = count();
    const perPlatform = new Map<string, ReturnType<typeof count>>();
    for (const platform of [...POST_PLATFORMS, ...CHANNEL_AUDIENCE_PLATFORMS]) {
      const tally = count();
      perPlatform.set(platform, tally);
      const tallies = [
        tally,
        every,
        ...(POST_PLATFORMS.includes(platform as never) ? [] : [channels]),
      ];
      for (const [creatorId, accountId] of creators) {
        const creator = world.state.creators.findIndex((c) => c.id === creatorId);
        const days = byProfile.get(`${accountId}|${platform}`) ?? [];
        const flagged = new Set(audienceQuality(days).bursts.map((burst) => burst.day));
        // A burst on the first day the monitor read has no day before to compare with.
        const planted = new Set(
          creatorFakeBursts(world.state, creator, platform, world.day)
            .filter((burst) => burst.day > first)
            .map((burst) => world.state.calendar.dateOf(burst.day)),
        );
        for (const t of tallies) {
          for (const day of flagged) {
            if (planted.has(day)) t.found++;
            else t.wrong++;
          }
          for (const day of planted) if (!flagged.has(day)) t.missed++;
        }
      }
    }
    const precision = (t: ReturnType<typeof count>) => t.found / Math.max(1, t.found + t.wrong);
    const recall = (t: ReturnType<typeof count>) => t.found / Math.max(1, t.found + t.missed);
    const line = (name: string, t: ReturnType<typeof count>) =>
      `${name}: ${t.found} bursts found, ${t.wrong} flagged wrongly, ${t.missed} missed: precision ${precision(t).toFixed(2)}, recall ${recall(t).toFixed(2)}`;
    console.info(
      [
        line('audience quality, all platforms', every),
        line('Twitch, X and Facebook', channels),
        ...[...perPlatform].map(([platform, t]) => line(platform, t)),
      ].join('\n'),
    );
    expect(every.found + every.missed).toBeGreaterThan(5);
    expect(precision(every)).toBeGreaterThanOrEqual(0.8);
    expect(recall(every)).toBeGreaterThanOrEqual(0.5);
    // Twitch's, X's and Facebook's bursts alone (decision 074).
    expect(channels.found + channels.missed).toBeGreaterThan(2);
    expect(precision(channels)).toBeGreaterThanOrEqual(0.8);
    expect(recall(channels)).toBeGreaterThanOrEqual(0.5);
  }, 600_000);
});
