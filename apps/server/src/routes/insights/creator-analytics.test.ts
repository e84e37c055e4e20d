import {
  ZAccountAnalyticsBottomResponse,
  ZAccountAnalyticsTopResponse,
  ZAudienceMapStatsResponse,
} from '@songstats/contract';
import { insertAccount } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApi, startTestApp, type TestApp } from '../../testing';
import { insertInsightMembers } from './insight-test-members';

// Issue 25: a creator's analytics on the social product (analytics_creator/top, the bottom part's
// top posts, the audience's age and gender) from what the monitor stored, and who may read them.
type Who = 'owner' | 'teammate' | 'other' | 'admin';
let test: TestApp;
const tokens = {} as Record<Who, string>;
let creatorId = '';

const dayOf = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);

/**
 * TikTok followers of the last 40 days: 8,000 growing by 100 a day, with a burst of 2,000 more
 * 19 days ago that no views explain (the latest 13,900).
 */
const followers = (back: number) => 8_000 + (39 - back) * 100 + (back <= 19 ? 2_000 : 0);

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const creator = await insertAccount(db, { type: 'creator', name: 'Chart Creator' });
  const otherCreator = await insertAccount(db, { type: 'creator', name: 'Other Creator' });
  creatorId = creator.idUnique;
  for (let back = 0; back < 40; back++) {
    const day = dayOf(back);
    const points: [string, string, number][] = [
      ['tiktok', 'followers', followers(back)],
      ['tiktok', 'average_views', 5_000 + back],
      // 5.23% today, 4.98% ten days ago and before.
      ['tiktok', 'engagement_rate', back < 10 ? 523 : 498],
      ['tiktok', 'posts_30d', back < 7 ? 10 : 8],
      ['youtube', 'followers', 2_000],
      ['twitter', 'followers', 700],
    ];
    for (const [source, metric, value] of points) {
      await db.execute(sql`insert into series (object_type, object_id, source, metric, day, value)
        values ('account', ${creator.id}, ${source}, ${metric}, ${day}::date, ${value})`);
    }
  }
  // Posts: TikTok's views 1000, 3000, 2000 (the oldest 60 days ago), one on YouTube, one of the
  // other creator.
  const posts: [number, string, string, number, number][] = [
    [creator.id, 'tiktok', 'tt-1', 1_000, 2],
    [creator.id, 'tiktok', 'tt-2', 3_000, 3],
    [creator.id, 'tiktok', 'tt-old', 2_000, 60],
    [creator.id, 'youtube', 'yt-1', 9_000, 4],
    [otherCreator.id, 'tiktok', 'secret', 99_000, 1],
  ];
  for (const [accountId, source, id, views, back] of posts) {
    await db.execute(sql`
      insert into creator_posts (account_id, source, external_id, kind, caption, url, published_at,
        views, likes, comments, shares, saves, counted_on)
      values (${accountId}, ${source}, ${id}, 'video', ${`Caption ${id}`},
        ${`https://example.com/${id}`}, ${`${dayOf(back)}T10:00:00Z`}, ${views}, ${views / 10},
        10, 5, 5, ${dayOf(0)}::date)`);
  }
  const audience: [string, string, number][] = [
    ['country', 'US', 6_000],
    ['country', 'DE', 2_000],
    ['age', '18-24', 3_000],
    ['age', '25-34', 1_000],
    ['gender', 'female', 2_500],
    ['gender', 'male', 1_500],
  ];
  // A country's point on the map is the centre of its cities.
  await db.execute(sql`insert into cities (name, country_code, latitude, longitude)
    values ('Austin', 'US', 30.27, -97.74), ('Leipzig', 'DE', 51.34, 12.37)
    on conflict do nothing`);
  for (const [scope, place, value] of audience) {
    await db.execute(sql`
      insert into audience (account_id, source, scope, place, metric, day, value)
      values (${creator.id}, 'tiktok', ${scope}, ${place}, 'followers', ${dayOf(0)}::date, ${value})`);
  }

  await insertInsightMembers(db, { artistId: creator.id, otherId: otherCreator.id }, tokens, {
    product: 'socialstats',
    stranger: 'other',
  });
}, 180_000);
afterAll(async () => {
  await test?.close();
});

/** A GET of the social product's API as `who` (anonymous without). */
const call = (who: Who | null, path: string) =>
  injectApi(test, who ? tokens[who] : null, 'GET', path, undefined, 'localhost:8005');

async function top(who: Who, query: string) {
  const response = await call(who, `/analytics_creator/top?idUnique=${creatorId}&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZAccountAnalyticsTopResponse.parse(response.json());
}

describe("a creator's analytics (issue 25)", () => {
  it('TikTok: followers, average views, engagement rate and posts per week with their change', async () => {
    const answer = await top('owner', 'source=tiktok&range=7d');
    expect(answer.hasAccess).toBe(true);
    const cards = answer.top?.stats.map((card) => [card.title, card.value, card.delta, card.unit]);
    expect(cards).toEqual([
      ['Followers', 13_900, 700, undefined],
      ['Average Views', 5_000, -7, undefined],
      ['Engagement Rate', 5.23, 0, 'percent'],
      ['Posts per Week', 2.33, 0.46, undefined],
    ]);
    // Over 28 days the rate moved from 4.98% to 5.23%.
    const month = await top('owner', 'source=tiktok&range=28d');
    expect(month.top?.stats.find((card) => card.title === 'Engagement Rate')?.delta).toBe(0.25);
    // A chart per figure over the range, in the cards' order, shown as the cards show them.
    expect(answer.top?.charts.map((chart) => [chart.title, chart.points.length])).toEqual([
      ['Followers', 7],
      ['Average Views', 7],
      ['Engagement Rate', 7],
      ['Posts per Week', 7],
    ]);
    expect(answer.top?.charts[2]?.points.at(-1)).toEqual({ date: dayOf(0), value: 5.23 });
    const all = await top('owner', 'source=tiktok&range=all');
    expect(all.top?.charts[0]?.points).toHaveLength(40);
  });

  it("the overview: every platform's followers and engagement rate, a followers chart each", async () => {
    const answer = await top('owner', 'source=overview');
    expect(answer.top?.stats.map((card) => [card.title, card.value])).toEqual([
      ['TikTok Followers', 13_900],
      ['TikTok Engagement Rate', 5.23],
      ['Twitter Followers', 700],
      ['YouTube Followers', 2_000],
    ]);
    expect(answer.top?.charts.map((chart) => chart.title)).toEqual([
      'TikTok Followers',
      'YouTube Followers',
      'Twitter Followers',
    ]);
  });

  it('the bottom part: the top posts of the platform within the range, most viewed first', async () => {
    const bottom = async (query: string) => {
      const response = await call('owner', `/analytics/bottom?idUnique=${creatorId}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return ZAccountAnalyticsBottomResponse.parse(response.json());
    };
    const posts = (await bottom('source=tiktok&range=28d')).tableData[0];
    expect(posts?.title).toBe('Top Posts');
    expect(posts?.rows.map((row) => row[0]?.value)).toEqual(['Caption tt-2', 'Caption tt-1']);
    // (300 likes + 10 comments + 5 shares + 5 saves) / 3000 views.
    expect(posts?.rows[0]?.at(-1)?.value).toBe('10.67%');
    const everything = (await bottom('source=tiktok&range=all')).tableData[0];
    expect(everything?.rows.map((row) => row[0]?.value)).toEqual([
      'Caption tt-2',
      'Caption tt-old',
      'Caption tt-1',
    ]);
    const byDate = (await bottom('source=tiktok&range=all&sortBy=date&sortOrder=asc')).tableData[0];
    expect(byDate?.rows.map((row) => row[0]?.value)).toEqual([
      'Caption tt-old',
      'Caption tt-2',
      'Caption tt-1',
    ]);
    // X has posts like the others (issue 25): this creator's none yet, an empty Top Posts.
    const x = (await bottom('source=twitter&range=all')).tableData;
    expect(x.map((table) => [table.id, table.rows.length])).toEqual([['top_posts', 0]]);
    // A source no creator posts on has no tables.
    expect((await bottom('source=spotify&range=all')).tableData).toEqual([]);
    const overview = (await bottom('source=overview&range=all')).tableData[0];
    expect(overview?.rows.map((row) => [row[0]?.value, row[1]?.value])).toEqual([
      ['Caption yt-1', 'YouTube'],
      ['Caption tt-2', 'TikTok'],
      ['Caption tt-old', 'TikTok'],
      ['Caption tt-1', 'TikTok'],
    ]);
  });

  it('the audience: countries on the map, and tables of age ranges and genders with shares', async () => {
    const response = await call('owner', `/audience/map_stats?idUnique=${creatorId}&source=tiktok`);
    expect(response.statusCode, response.body).toBe(200);
    const { mapStats } = ZAudienceMapStatsResponse.parse(response.json());
    expect(mapStats.maps[1]?.map((point) => point.id)).toHaveLength(2);
    const table = (id: string) => mapStats.tables.find((entry) => entry.id === id);
    expect(table('audience_ages')?.rows.map((row) => row.map((c) => c.value))).toEqual([
      ['18-24', 3_000, '75%'],
      ['25-34', 1_000, '25%'],
    ]);
    expect(table('audience_genders')?.rows.map((row) => [row[0]?.value, row[2]?.value])).toEqual([
      ['Female', '62.5%'],
      ['Male', '37.5%'],
    ]);
  });

  it('audience quality: the burst of followers no views explain, its share and how it is computed', async () => {
    const answer = await top('owner', 'source=tiktok&range=7d');
    // Over every stored day, not only the range's.
    expect(answer.top?.audienceQuality).toMatchObject({
      followers: 13_900,
      suspectFollowers: 2_000,
      suspectShare: 2_000 / 13_900,
      bursts: [{ day: dayOf(19), followers: 2_000 }],
      method: expect.stringContaining('Followers come with views'),
    });
    // YouTube's and X's steady followers: nothing suspect (X's too since decision 074); the
    // overview tells none.
    const youtube = await top('owner', 'source=youtube');
    expect(youtube.top?.audienceQuality).toMatchObject({ suspectShare: 0, bursts: [] });
    expect((await top('owner', 'source=overview')).top?.audienceQuality ?? null).toBeNull();
    expect((await top('owner', 'source=twitter')).top?.audienceQuality).toMatchObject({
      suspectShare: 0,
      bursts: [],
    });
  });

  it('who may read them: members with access and admins; not another member nor anyone logged out', async () => {
    expect(
      (await call(null, `/analytics_creator/top?idUnique=${creatorId}&source=tiktok`)).statusCode,
    ).toBe(401);
    for (const who of ['owner', 'teammate', 'admin'] as const) {
      const answer = await top(who, 'source=tiktok');
      expect(answer.top?.stats[0]?.value, who).toBe(13_900);
      expect(answer.top?.audienceQuality?.suspectFollowers, who).toBe(2_000);
    }
    const locked = await top('other', 'source=tiktok');
    expect(locked.top?.audienceQuality ?? null).toBeNull();
    expect(locked.hasAccess).toBe(false);
    expect(locked.top).toBeNull();
    const bottom = await call('other', `/analytics/bottom?idUnique=${creatorId}&source=tiktok`);
    expect(ZAccountAnalyticsBottomResponse.parse(bottom.json()).tableData).toEqual([]);
    const maps = await call('other', `/audience/map_stats?idUnique=${creatorId}&source=tiktok`);
    expect(
      ZAudienceMapStatsResponse.parse(maps.json()).mapStats.tables.flatMap((t) => t.rows),
    ).toEqual([]);
  });

  it('bad input is a 400 with a message, an unknown creator a 404', async () => {
    const bad = await call('owner', `/analytics_creator/top?idUnique=${creatorId}&range=3d`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const unknown = await call(
      'owner',
      '/analytics_creator/top?idUnique=nobody-here&source=tiktok',
    );
    expect(unknown.statusCode).toBe(404);
  });
});
