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

// Issue 25: a creator's X and Facebook posts as the monitor stored them (tweets and page posts
// with views, likes, comments and shares; Facebook tells no saves), on the creator's X and
// Facebook tabs (four cards, Top Posts), /posts?platform=twitter|facebook and a post's page, and
// who may read them: anonymous, the owner, a teammate, another member, an admin.
type Who = 'owner' | 'teammate' | 'other' | 'admin';
let test: TestApp;
const tokens = {} as Record<Who, string>;
let creatorId = '';

const dayOf = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);

type Post = [
  number,
  'twitter' | 'facebook',
  string,
  string,
  number,
  number,
  number,
  number,
  number | null,
];

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const creator = await insertAccount(db, { type: 'creator', name: 'Side Creator' });
  const otherCreator = await insertAccount(db, { type: 'creator', name: 'Other Poster' });
  creatorId = creator.idUnique;
  for (let back = 0; back < 10; back++) {
    // X: 8,000 followers growing by 100 a day, average views 4,000 then 5,000, a 1.65 % rate.
    const points: [string, string, number][] = [
      ['twitter', 'followers', 8_000 + (9 - back) * 100],
      ['twitter', 'average_views', back < 7 ? 5_000 : 4_000],
      ['twitter', 'engagement_rate', 165],
      ['twitter', 'posts_30d', 15],
      ['facebook', 'followers', 2_000],
      ['facebook', 'average_views', 900],
      ['facebook', 'engagement_rate', 370],
      ['facebook', 'posts_30d', 6],
    ];
    for (const [source, metric, value] of points) {
      await db.execute(sql`insert into series (object_type, object_id, source, metric, day, value)
        values ('account', ${creator.id}, ${source}, ${metric}, ${dayOf(back)}::date, ${value})`);
    }
  }
  // [account, platform, id, kind, views, likes, comments, shares, saves] published `back` days ago.
  const posts: [Post, number][] = [
    [[creator.id, 'twitter', '1800000000000000001', 'tweet', 20_000, 240, 30, 40, 20], 2],
    [[creator.id, 'twitter', '1800000000000000002', 'video', 5_000, 50, 5, 5, 0], 4],
    [[creator.id, 'facebook', 'page_111', 'photo', 3_000, 90, 12, 9, null], 3],
    [[otherCreator.id, 'twitter', '1800000000000000099', 'tweet', 99_000, 1, 1, 1, 1], 1],
  ];
  for (const [
    [accountId, source, id, kind, views, likes, comments, shares, saves],
    back,
  ] of posts) {
    const inserted = await db.execute(sql`
      insert into creator_posts (account_id, source, external_id, kind, caption, url, published_at,
        duration_seconds, views, likes, comments, shares, saves, counted_on)
      values (${accountId}, ${source}, ${id}, ${kind}, ${`Post ${id}`}, null,
        ${`${dayOf(back)}T12:00:00Z`}, null, ${views}, ${likes}, ${comments}, ${shares}, ${saves},
        ${dayOf(0)}::date)
      returning id`);
    const postId = (inserted as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await db.execute(sql`insert into creator_post_days (post_id, day, views, likes, comments,
        shares, saves)
      values (${postId}, ${dayOf(1)}::date, ${views - 100}, ${likes}, ${comments}, ${shares}, ${saves}),
             (${postId}, ${dayOf(0)}::date, ${views}, ${likes}, ${comments}, ${shares}, ${saves})`);
  }
  await insertInsightMembers(db, { artistId: creator.id, otherId: otherCreator.id }, tokens, {
    product: 'socialstats',
    stranger: 'other',
  });
  await test.rowChangesHeard();
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

async function topPosts(who: Who, source: string) {
  const response = await call(who, `/analytics/bottom?idUnique=${creatorId}&source=${source}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZAccountAnalyticsBottomResponse.parse(response.json());
}

const X1 = '1800000000000000001';

describe("a creator's X and Facebook posts (issue 25)", () => {
  it('the X tab: followers, average views, engagement rate and posts per week', async () => {
    const answer = await top('owner', 'source=twitter&range=7d');
    expect(answer.top?.stats.map((card) => [card.title, card.value, card.delta])).toEqual([
      ['Followers', 8_900, 700],
      ['Average Views', 5_000, 1_000],
      ['Engagement Rate', 1.65, 0],
      ['Posts per Week', 3.5, 0],
    ]);
    expect(answer.top?.charts).toHaveLength(4);
    // Decision 074: X's steady followers tell an audience-quality estimate: nothing suspect.
    expect(answer.top?.audienceQuality).toMatchObject({ suspectShare: 0, bursts: [] });
    const facebook = await top('owner', 'source=facebook');
    expect(facebook.top?.stats.map((card) => [card.title, card.value])).toEqual([
      ['Followers', 2_000],
      ['Average Views', 900],
      ['Engagement Rate', 3.7],
      ['Posts per Week', 1.4],
    ]);
  });

  it('Top Posts of X and Facebook: their posts by views with likes, comments, shares and rate', async () => {
    const x = (await topPosts('owner', 'twitter')).tableData[0];
    expect(x?.columns.map((column) => column.title)).toEqual([
      'Post',
      'Date',
      'Views',
      'Likes',
      'Comments',
      'Shares',
      'Engagement Rate',
    ]);
    expect(x?.rows.map((row) => row.map((c) => c.value))).toEqual([
      [`Post ${X1}`, dayOf(2), 20_000, 240, 30, 40, '1.65%'],
      ['Post 1800000000000000002', dayOf(4), 5_000, 50, 5, 5, '1.20%'],
    ]);
    const facebook = (await topPosts('owner', 'facebook')).tableData[0];
    expect(facebook?.rows.map((row) => row.map((c) => c.value))).toEqual([
      ['Post page_111', dayOf(3), 3_000, 90, 12, 9, '3.70%'],
    ]);
    // The overview's Top Posts name each post's platform.
    const overview = (await topPosts('owner', 'overview')).tableData[0];
    expect(overview?.rows.map((row) => row[1]?.value)).toEqual(['Twitter', 'Twitter', 'Facebook']);
  });

  it('/posts?platform=twitter|facebook and a post page day by day', async () => {
    const x = ZPostsResponse.parse(
      (await call('owner', '/posts?platform=twitter&sortBy=views')).json(),
    );
    expect(x.items.map((p) => [p.postId, p.platform, p.views, p.saves, p.engagementRate])).toEqual([
      [X1, 'twitter', 20_000, 20, 0.0165],
      ['1800000000000000002', 'twitter', 5_000, 0, 0.012],
    ]);
    const facebook = ZPostsResponse.parse((await call('owner', '/posts?platform=facebook')).json());
    expect(facebook.items.map((p) => [p.postId, p.likes, p.shares, p.saves])).toEqual([
      ['page_111', 90, 9, null],
    ]);
    const page = await call('owner', '/posts/facebook/page_111');
    expect(page.statusCode, page.body).toBe(200);
    expect(ZPostPageResponse.parse(page.json()).days.map((d) => [d.date, d.views])).toEqual([
      [dayOf(1), 2_900],
      [dayOf(0), 3_000],
    ]);
  });

  it('who may read them: anonymous 401; owner, teammate and admin; not another member', async () => {
    for (const path of [
      `/analytics_creator/top?idUnique=${creatorId}&source=twitter`,
      `/analytics/bottom?idUnique=${creatorId}&source=facebook`,
      '/posts?platform=twitter',
      `/posts/twitter/${X1}`,
    ]) {
      expect((await call(null, path)).statusCode, path).toBe(401);
    }
    for (const who of ['owner', 'teammate', 'admin'] as const) {
      expect((await top(who, 'source=twitter')).top?.stats[0]?.value, who).toBe(8_900);
      expect((await topPosts(who, 'facebook')).tableData[0]?.rows, who).toHaveLength(1);
      const page = ZPostPageResponse.parse((await call(who, `/posts/twitter/${X1}`)).json());
      expect(page.post?.views, who).toBe(20_000);
    }
    const owners = ZPostsResponse.parse((await call('teammate', '/posts?platform=twitter')).json());
    expect(owners.items.map((p) => p.postId)).toEqual([X1, '1800000000000000002']);
    const locked = await top('other', 'source=twitter');
    expect(locked.hasAccess).toBe(false);
    expect(locked.top).toBeNull();
    const lockedPage = ZPostPageResponse.parse(
      (await call('other', `/posts/twitter/${X1}`)).json(),
    );
    expect(lockedPage.hasAccess).toBe(false);
    expect(lockedPage.post).toBeNull();
    // Another member's /posts lists their own creator's tweet only.
    const theirs = ZPostsResponse.parse((await call('other', '/posts?platform=twitter')).json());
    expect(theirs.items.map((p) => p.postId)).toEqual(['1800000000000000099']);
  });

  it('a platform that is not one is a 400 naming the platforms, X and Facebook among them', async () => {
    const bad = await call('owner', '/posts?platform=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('twitter');
    expect(bad.json().message).toContain('facebook');
  });
});
