import {
  ZAccountAnalyticsBottomResponse,
  ZAccountAnalyticsTopResponse,
  ZPostPageResponse,
  ZPostsResponse,
} from '@songstats/contract';
import { insertAccount } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApi, startTestApp, type TestApp } from '../../testing';
import { insertInsightMembers } from './insight-test-members';

// Issue 25: a creator's Twitch channel as the monitor stored it (followers, average VOD views,
// VODs a week; VODs with views only), on the creator's Twitch tab, its Top Posts and /posts, and
// who may read them.
type Who = 'owner' | 'teammate' | 'other' | 'admin';
let test: TestApp;
const tokens = {} as Record<Who, string>;
let creatorId = '';

const dayOf = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const creator = await insertAccount(db, { type: 'creator', name: 'Stream Creator' });
  const otherCreator = await insertAccount(db, { type: 'creator', name: 'Other Streamer' });
  creatorId = creator.idUnique;
  for (let back = 0; back < 10; back++) {
    // 3,000 followers growing by 50 a day; average views 800 then 1,000; 12 VODs in 30 days.
    const points: [string, number][] = [
      ['followers', 3_000 + (9 - back) * 50],
      ['average_views', back < 7 ? 1_000 : 800],
      ['posts_30d', 12],
    ];
    for (const [metric, value] of points) {
      await db.execute(sql`insert into series (object_type, object_id, source, metric, day, value)
        values ('account', ${creator.id}, 'twitch', ${metric}, ${dayOf(back)}::date, ${value})`);
    }
  }
  // VODs: views only (Twitch tells no likes, comments, shares or saves).
  const vods: [number, string, number, number, number][] = [
    [creator.id, 'v-1', 1_500, 2, 9_000],
    [creator.id, 'v-2', 600, 5, 5_460],
    [otherCreator.id, 'v-secret', 99_000, 1, 3_600],
  ];
  for (const [accountId, id, views, back, seconds] of vods) {
    const inserted = await db.execute(sql`
      insert into creator_posts (account_id, source, external_id, kind, caption, url, published_at,
        duration_seconds, views, likes, comments, shares, saves, counted_on)
      values (${accountId}, 'twitch', ${id}, 'vod', ${`Stream ${id}`},
        ${`https://www.twitch.tv/videos/${id}`}, ${`${dayOf(back)}T18:00:00Z`}, ${seconds},
        ${views}, null, null, null, null, ${dayOf(0)}::date)
      returning id`);
    const postId = (inserted as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await db.execute(sql`insert into creator_post_days (post_id, day, views, likes, comments)
      values (${postId}, ${dayOf(1)}::date, ${views - 100}, null, null),
             (${postId}, ${dayOf(0)}::date, ${views}, null, null)`);
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

describe("a creator's Twitch channel (issue 25)", () => {
  it('the Twitch tab: followers, average views and posts per week with their change, no rate', async () => {
    const answer = await top('owner', 'source=twitch&range=7d');
    expect(answer.top?.stats.map((card) => [card.title, card.value, card.delta])).toEqual([
      ['Followers', 3_450, 350],
      ['Average Views', 1_000, 200],
      ['Posts per Week', 2.8, 0],
    ]);
    expect(answer.top?.charts.map((chart) => [chart.title, chart.points.length])).toEqual([
      ['Followers', 7],
      ['Average Views', 7],
      ['Posts per Week', 7],
    ]);
    // Decision 074: the channel's steady followers tell an audience-quality estimate: nothing
    // suspect.
    expect(answer.top?.audienceQuality).toMatchObject({ suspectShare: 0, bursts: [] });
    const overview = await top('owner', 'source=overview');
    expect(overview.top?.stats.map((card) => [card.title, card.value])).toEqual([
      ['Twitch Followers', 3_450],
    ]);
    expect(overview.top?.charts.map((chart) => chart.title)).toEqual(['Twitch Followers']);
  });

  it("Top Posts: the channel's VODs by views with their length, no likes or rate columns", async () => {
    const response = await call('owner', `/analytics/bottom?idUnique=${creatorId}&source=twitch`);
    expect(response.statusCode, response.body).toBe(200);
    const table = ZAccountAnalyticsBottomResponse.parse(response.json()).tableData[0];
    expect(table?.columns.map((column) => column.title)).toEqual([
      'Post',
      'Date',
      'Views',
      'Duration',
    ]);
    expect(table?.rows.map((row) => row.map((c) => c.value))).toEqual([
      ['Stream v-1', dayOf(2), 1_500, '2h 30m'],
      ['Stream v-2', dayOf(5), 600, '1h 31m'],
    ]);
  });

  it('/posts: VODs with views and unknown likes, comments and rate; their page day by day', async () => {
    const response = await call('owner', '/posts?platform=twitch&sortBy=views');
    expect(response.statusCode, response.body).toBe(200);
    const posts = ZPostsResponse.parse(response.json());
    expect(
      posts.items.map((p) => [p.postId, p.views, p.likes, p.comments, p.engagementRate]),
    ).toEqual([
      ['v-1', 1_500, null, null, null],
      ['v-2', 600, null, null, null],
    ]);
    const page = await call('owner', '/posts/twitch/v-1');
    expect(page.statusCode, page.body).toBe(200);
    expect(ZPostPageResponse.parse(page.json()).days).toEqual([
      { date: dayOf(1), views: 1_400, likes: null, comments: null, shares: null, saves: null },
      { date: dayOf(0), views: 1_500, likes: null, comments: null, shares: null, saves: null },
    ]);
    // Sorting by likes puts the unknown last and keeps the newest first.
    const byLikes = ZPostsResponse.parse(
      (await call('owner', '/posts?platform=twitch&sortBy=likes')).json(),
    );
    expect(byLikes.items.map((p) => p.postId)).toEqual(['v-1', 'v-2']);
  });

  it('who may read them: members with access and admins; not another member nor anyone logged out', async () => {
    expect(
      (await call(null, `/analytics_creator/top?idUnique=${creatorId}&source=twitch`)).statusCode,
    ).toBe(401);
    expect((await call(null, '/posts/twitch/v-1')).statusCode).toBe(401);
    for (const who of ['owner', 'teammate', 'admin'] as const) {
      expect((await top(who, 'source=twitch')).top?.stats[0]?.value, who).toBe(3_450);
      const page = ZPostPageResponse.parse((await call(who, '/posts/twitch/v-1')).json());
      expect(page.post?.views, who).toBe(1_500);
    }
    const locked = await top('other', 'source=twitch');
    expect(locked.hasAccess).toBe(false);
    expect(locked.top).toBeNull();
    const lockedPage = ZPostPageResponse.parse((await call('other', '/posts/twitch/v-1')).json());
    expect(lockedPage.hasAccess).toBe(false);
    expect(lockedPage.post).toBeNull();
    // Another member's /posts lists their own creator's VOD only.
    const theirs = ZPostsResponse.parse((await call('other', '/posts?platform=twitch')).json());
    expect(theirs.items.map((p) => p.postId)).toEqual(['v-secret']);
  });

  it('a platform that is not one is a 400 with a message', async () => {
    const bad = await call('owner', '/posts?platform=twitchy');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('twitch');
  });
});
