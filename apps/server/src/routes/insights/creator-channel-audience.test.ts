import { ZAccountAnalyticsTopResponse, ZAudienceMapStatsResponse } from '@songstats/contract';
import { queryRows } from '@songstats/db';
import { insertAccount } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApi, startTestApp, type TestApp } from '../../testing';
import { insertInsightMembers } from './insight-test-members';

// Decision 074: a creator's audience (countries, cities, ages, genders) and audience-quality
// estimate on the Twitch, X and Facebook tabs, as the monitor stored them, and who may read them.
type Who = 'owner' | 'teammate' | 'other' | 'admin';
const PLATFORMS = ['twitch', 'twitter', 'facebook'] as const;
let test: TestApp;
const tokens = {} as Record<Who, string>;
let creatorId = '';

const dayOf = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);

/** Each platform's followers: 1,000 (× its rank) growing by 20 a day, a burst of 300 9 days ago. */
const followers = (rank: number, back: number) =>
  1_000 * rank + (29 - back) * 20 + (back <= 9 ? 300 : 0);

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const creator = await insertAccount(db, { type: 'creator', name: 'Channel Creator' });
  const otherCreator = await insertAccount(db, { type: 'creator', name: 'Other Channel' });
  creatorId = creator.idUnique;
  await db.execute(sql`insert into cities (name, country_code, latitude, longitude)
    values ('Austin', 'US', 30.27, -97.74), ('Leipzig', 'DE', 51.34, 12.37)
    on conflict do nothing`);
  const [austin] = await queryRows<{ id: number }>(
    db,
    sql`select id::int as id from cities where name = 'Austin' and country_code = 'US'`,
  );
  for (const [rank, source] of PLATFORMS.entries()) {
    for (let back = 0; back < 30; back++) {
      // Views of the 30 days' posts grow steadily: 100 more a day, no burst of views.
      for (const [metric, value] of [
        ['followers', followers(rank + 1, back)],
        ['average_views', 2_000 + (29 - back) * 10],
        ['posts_30d', 10],
      ] as const) {
        await db.execute(sql`insert into series (object_type, object_id, source, metric, day, value)
          values ('account', ${creator.id}, ${source}, ${metric}, ${dayOf(back)}::date, ${value})`);
      }
    }
    const audience: [string, string, number][] = [
      ['country', 'US', 600 * (rank + 1)],
      ['country', 'DE', 200 * (rank + 1)],
      ['city', String(austin!.id), 150 * (rank + 1)],
      ['age', '18-24', 300],
      ['age', '25-34', 100],
      ['gender', 'female', 150],
      ['gender', 'male', 250],
    ];
    for (const [scope, place, value] of audience) {
      await db.execute(sql`
        insert into audience (account_id, source, scope, place, metric, day, value)
        values (${creator.id}, ${source}, ${scope}, ${place}, 'followers', ${dayOf(1)}::date, ${value})`);
    }
  }
  await insertInsightMembers(db, { artistId: creator.id, otherId: otherCreator.id }, tokens, {
    product: 'socialstats',
    stranger: 'other',
  });
  // PostgreSQL: the read cache has heard of the rows written above.
  await test.rowChangesHeard();
}, 180_000);
afterAll(async () => {
  await test?.close();
});

/** A GET of the social product's API as `who` (anonymous without). */
const call = (who: Who | null, path: string) =>
  injectApi(test, who ? tokens[who] : null, 'GET', path, undefined, 'localhost:8005');

async function maps(who: Who, source: string) {
  const response = await call(who, `/audience/map_stats?idUnique=${creatorId}&source=${source}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZAudienceMapStatsResponse.parse(response.json());
}

async function top(who: Who, source: string) {
  const response = await call(who, `/analytics_creator/top?idUnique=${creatorId}&source=${source}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZAccountAnalyticsTopResponse.parse(response.json());
}

const rowsOf = (answer: Awaited<ReturnType<typeof maps>>, id: string) =>
  answer.mapStats.tables
    .find((table) => table.id === id)
    ?.rows.map((row) => row.map((c) => c.value)) ?? [];

describe("a creator's audience and its quality on Twitch, X and Facebook (decision 074)", () => {
  it.each(PLATFORMS.map((source, rank) => [source, rank + 1] as const))(
    '%s: countries, cities, ages and genders with shares',
    async (source, rank) => {
      const answer = await maps('owner', source);
      expect(answer.hasAccess).toBe(true);
      expect(rowsOf(answer, 'audience_countries').map((row) => row.slice(1))).toEqual([
        ['United States', 600 * rank],
        ['Germany', 200 * rank],
      ]);
      expect(rowsOf(answer, 'audience_cities').map((row) => row.slice(1))).toEqual([
        ['Austin', 'United States', 150 * rank],
      ]);
      expect(rowsOf(answer, 'audience_ages')).toEqual([
        ['18-24', 300, '75%'],
        ['25-34', 100, '25%'],
      ]);
      expect(rowsOf(answer, 'audience_genders').map((row) => [row[0], row[2]])).toEqual([
        ['Male', '62.5%'],
        ['Female', '37.5%'],
      ]);
    },
  );

  it.each(PLATFORMS.map((source, rank) => [source, rank + 1] as const))(
    '%s: the audience quality finds the burst no views explain',
    async (source, rank) => {
      const answer = await top('owner', source);
      expect(answer.top?.audienceQuality).toMatchObject({
        followers: followers(rank, 0),
        suspectFollowers: 300,
        bursts: [{ day: dayOf(9), followers: 300 }],
        method: expect.stringContaining('Followers come with views'),
      });
    },
  );

  it('who may read them: members with access and admins; not another member nor anyone logged out', async () => {
    for (const source of PLATFORMS) {
      const path = `/audience/map_stats?idUnique=${creatorId}&source=${source}`;
      expect((await call(null, path)).statusCode, source).toBe(401);
      expect(
        (await call(null, `/analytics_creator/top?idUnique=${creatorId}&source=${source}`))
          .statusCode,
      ).toBe(401);
      for (const who of ['owner', 'teammate', 'admin'] as const) {
        expect(
          rowsOf(await maps(who, source), 'audience_countries'),
          `${who} ${source}`,
        ).toHaveLength(2);
        expect((await top(who, source)).top?.audienceQuality?.suspectFollowers, who).toBe(300);
      }
      const locked = await maps('other', source);
      expect(locked.hasAccess).toBe(false);
      expect(locked.mapStats.tables.flatMap((table) => table.rows)).toEqual([]);
      const lockedTop = await top('other', source);
      expect(lockedTop.hasAccess).toBe(false);
      expect(lockedTop.top).toBeNull();
    }
  });
});
