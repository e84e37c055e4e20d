import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorSidePosts } from '../../sim/creator-side-posts';
import { createWorld } from '../../world';
import { startWorldServer, type WorldServer } from '../server';

// Issue 25: the demo creators' X and Facebook posts in each platform's shape, against the truth.
const world = createWorld({ seed: 9, scale: 0.1, days: 60 });
let server: WorldServer;

beforeAll(async () => {
  server = await startWorldServer(world);
});
afterAll(() => server.close());

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.json() };
}

const creator = 0;
const { id } = world.state.creators[creator]!;
const date = world.state.calendar.dateOf(world.day - 1);
const since = world.state.calendar.dateOf(world.day - 30);

describe("the creators' X and Facebook posts", () => {
  it('posts more on X than on Facebook, each post only gaining views, some breaking out', () => {
    const x = creatorSidePosts(world.state, creator, 'twitter', world.day);
    const facebook = creatorSidePosts(world.state, creator, 'facebook', world.day);
    expect(x.length).toBeGreaterThan(facebook.length);
    expect(facebook.length).toBeGreaterThan(3);
    const earlier = new Map(
      creatorSidePosts(world.state, creator, 'twitter', world.day - 1).map((p) => [p.id, p]),
    );
    for (const post of x)
      expect(post.views).toBeGreaterThanOrEqual(earlier.get(post.id)?.views ?? 0);
    expect(facebook.every((post) => post.saves === null && post.id.startsWith(`${id}_`))).toBe(
      true,
    );
    const everyone = world.state.creators.flatMap((_, c) =>
      creatorSidePosts(world.state, c, 'twitter', world.day),
    );
    expect(everyone.some((post) => post.viral)).toBe(true);
  });

  it('serves X API v2 user tweets with public_metrics, paged by next_token', async () => {
    const truth = creatorSidePosts(world.state, creator, 'twitter', world.day - 1, world.day - 30);
    const first = await get(
      `/2/users/${id}/tweets?tweet.fields=created_at,public_metrics&max_results=5&start_time=${since}T00:00:00Z&date=${date}`,
    );
    expect(first.status).toBe(200);
    expect(first.body.meta.result_count).toBe(5);
    expect(first.body.meta.next_token).toBe('5');
    const tweet = first.body.data[0];
    expect(tweet).toMatchObject({ id: truth[0]!.id, text: truth[0]!.caption });
    expect(tweet.public_metrics.impression_count).toBe(truth[0]!.views);
    expect(tweet.public_metrics.like_count).toBe(truth[0]!.likes);
    expect(tweet.public_metrics.reply_count).toBe(truth[0]!.comments);
    expect(tweet.public_metrics.retweet_count + tweet.public_metrics.quote_count).toBe(
      truth[0]!.shares,
    );
    const all: string[] = [];
    let token = '';
    for (;;) {
      const page = await get(
        `/2/users/${id}/tweets?max_results=100&start_time=${since}T00:00:00Z&date=${date}${token ? `&pagination_token=${token}` : ''}`,
      );
      all.push(...(page.body.data ?? []).map((t: { id: string }) => t.id));
      if (!page.body.meta.next_token) break;
      token = page.body.meta.next_token;
    }
    expect(all).toEqual(truth.map((post) => post.id));
    const videos = truth.filter((post) => post.duration !== null);
    if (videos.length > 0) {
      const page = await get(`/2/users/${id}/tweets?max_results=100&date=${date}`);
      const keys = page.body.includes.media.map((m: { duration_ms: number }) => m.duration_ms);
      expect(keys).toContain(videos[0]!.duration! * 1000);
    }
  });

  it('serves Facebook page posts with reactions, comments, shares and impressions', async () => {
    const truth = creatorSidePosts(world.state, creator, 'facebook', world.day - 1, world.day - 30);
    const answer = await get(
      `/facebook/v19.0/${id}/posts?fields=id,message,reactions.summary(true)&limit=2&date=${date}&since=${since}`,
    );
    expect(answer.status).toBe(200);
    const post = answer.body.data[0];
    expect(post.id).toBe(truth[0]!.id);
    expect(post.message).toBe(truth[0]!.caption);
    expect(post.reactions.summary.total_count).toBe(truth[0]!.likes);
    expect(post.comments.summary.total_count).toBe(truth[0]!.comments);
    expect(post.shares?.count ?? 0).toBe(truth[0]!.shares);
    expect(post.insights.data[0]).toMatchObject({
      name: 'post_impressions',
      values: [{ value: truth[0]!.views }],
    });
    const next = new URL(answer.body.paging.next);
    expect(next.searchParams.get('after')).toBe('2');
    expect(next.searchParams.get('date')).toBe(date);
  });

  it('answers bad input with 4xx and a message', async () => {
    expect((await get('/2/users/nobody/tweets')).status).toBe(404);
    expect((await get(`/2/users/${id}/tweets?max_results=2`)).status).toBe(400);
    expect((await get(`/2/users/${id}/tweets?pagination_token=x`)).status).toBe(400);
    expect((await get(`/facebook/v19.0/${id}/posts?limit=500`)).status).toBe(400);
    const bad = await get(`/facebook/v19.0/${id}/posts?since=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('since');
  });
});
