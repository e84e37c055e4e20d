import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import {
  createWorld,
  creatorPosts,
  POST_PLATFORMS,
  startWorldServer,
  type WorldServer,
} from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorContext } from '../../test/monitor-fixture';
import { monitorAccounts, syncCatalogue } from '../catalogue/sync-catalogue';
import {
  loadMonitoredCreators,
  POST_MILESTONE,
  POST_VIEW_THRESHOLDS,
  refreshCreatorPosts,
} from './refresh-creator-posts';

let connection: Connection;
let server: WorldServer;
const DAYS = 12;
const world = createWorld({ seed: 9, scale: 0.1, days: 60 });

beforeAll(async () => {
  connection = await openTestDatabase();
  server = await startWorldServer(world, { port: 0 });
}, 180_000);
afterAll(async () => {
  await server?.close();
  await connection?.close();
});

describe("creators' posts on TikTok, Instagram and YouTube", () => {
  it('stores every post and its daily counters, and each 100K / 1M views passing once', async () => {
    const context = monitorContext(connection.db, server.url);
    await syncCatalogue(context);
    const all = await queryRows<{ id_unique: string }>(
      connection.db,
      sql`select id_unique from accounts where type = 'creator'`,
    );
    await monitorAccounts(
      connection.db,
      all.map((row) => row.id_unique),
    );
    const creators = await loadMonitoredCreators(connection.db);
    expect(creators.size).toBe(world.state.creators.length);
    const first = world.day - DAYS + 1;
    for (let day = first; day <= world.day; day++) {
      const result = await refreshCreatorPosts(context, world.state.calendar.dateOf(day));
      expect(result.failed).toBe(0);
    }

    // Ground truth: posts of the last 30 days with their counters on the last day.
    const expectedPosts: string[] = [];
    const expectedMilestones: string[] = [];
    for (const [creatorId, accountId] of creators) {
      const creator = world.state.creators.findIndex((c) => c.id === creatorId);
      for (const platform of POST_PLATFORMS) {
        for (const post of creatorPosts(world.state, creator, platform, world.day, first - 29)) {
          const shares = platform === 'youtube' ? '' : String(post.shares);
          expectedPosts.push(
            `${accountId}|${platform}|${post.id}|${post.views}|${post.likes}|${post.comments}|${shares}`,
          );
        }
        // A passing is an activity on a day the monitor saw the post the day before, or on the
        // day it went out.
        for (let day = first; day <= world.day; day++) {
          const before = new Map(
            creatorPosts(world.state, creator, platform, day - 1, day - 29).map((p) => [
              p.id,
              p.views,
            ]),
          );
          for (const post of creatorPosts(world.state, creator, platform, day, day - 29)) {
            const seen = day > first || post.publishDay === day;
            if (!seen) continue;
            const was = post.publishDay === day ? 0 : (before.get(post.id) ?? 0);
            for (const threshold of POST_VIEW_THRESHOLDS) {
              if (was < threshold && post.views >= threshold) {
                expectedMilestones.push(
                  `${platform}|${post.id}|${threshold}|${world.state.calendar.dateOf(day)}|${accountId}`,
                );
              }
            }
          }
        }
      }
    }
    const recordedPosts = async () =>
      (
        await queryRows<{ row: string }>(
          connection.db,
          sql`select concat_ws('|', account_id, source, external_id, views, likes, comments,
                coalesce(shares::text, '')) as row
              from creator_posts where published_at >= ${world.state.calendar.dateOf(first - 29)}::date`,
        )
      )
        .map((r) => r.row)
        .sort();
    expect(expectedPosts.length).toBeGreaterThan(100);
    expect(await recordedPosts()).toEqual(expectedPosts.sort());

    const recordedMilestones = async () =>
      (
        await queryRows<{ row: string }>(
          connection.db,
          sql`select concat_ws('|', source, details->>'postExternalId', value,
                activity_date::text, account_id) as row
              from activities where activity_type = ${POST_MILESTONE}`,
        )
      )
        .map((r) => r.row)
        .sort();
    expect(expectedMilestones.some((row) => row.includes('|100000|'))).toBe(true);
    expect(await recordedMilestones()).toEqual(expectedMilestones.sort());

    // Each passing is in its creator's feed (filed under the creator's account).
    const [filed] = await queryRows<{ n: number }>(
      connection.db,
      sql`select count(*)::int as n from account_activities f
          join activities a on a.id = f.activity_id and a.activity_date = f.activity_date
          where a.activity_type = ${POST_MILESTONE} and f.account_id = a.account_id`,
    );
    expect(filed?.n).toBe(expectedMilestones.length);

    // Daily points: one per post and day it was listed.
    const [points] = await queryRows<{ n: number; days: number }>(
      connection.db,
      sql`select count(*)::int as n, count(distinct day)::int as days from creator_post_days`,
    );
    expect(points?.days).toBe(DAYS);

    // The days read again (a crash before they were marked done): nothing twice.
    await connection.db.execute(sql`delete from monitor_job_days where job = 'creator-posts'`);
    await refreshCreatorPosts(context, world.state.calendar.dateOf(world.day));
    expect(await recordedMilestones()).toEqual(expectedMilestones.sort());
    const [again] = await queryRows<{ n: number }>(
      connection.db,
      sql`select count(*)::int as n from creator_post_days`,
    );
    expect(again?.n).toBe(points?.n);
  }, 300_000);
});
