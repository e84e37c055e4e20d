import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorHandle } from '../../sim/creator-profile';
import { hasTwitch, twitchFollowers, twitchVods } from '../../sim/creator-twitch';
import { createWorld } from '../../world';
import { startWorldServer, type WorldServer } from '../server';

// Issue 25: Twitch's Helix API for the demo creators who stream, against the world's truth.
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

const creators = world.state.creators.map((_, index) => index);
const streamers = creators.filter((creator) => hasTwitch(world.state, creator));
const quiet = creators.find((creator) => !hasTwitch(world.state, creator))!;

describe('Twitch (Helix) for the demo creators', () => {
  it('gives some creators a channel whose VODs only gain views and bring followers', () => {
    expect(streamers.length).toBeGreaterThan(0);
    expect(streamers.length).toBeLessThan(creators.length);
    const creator = streamers[0]!;
    const earlier = new Map(twitchVods(world.state, creator, world.day - 1).map((v) => [v.id, v]));
    const now = twitchVods(world.state, creator, world.day);
    expect(now.length).toBeGreaterThan(10);
    for (const vod of now)
      expect(vod.views).toBeGreaterThanOrEqual(earlier.get(vod.id)?.views ?? 0);
    expect(twitchFollowers(world.state, creator, world.day)).toBeGreaterThan(0);
    expect(twitchFollowers(world.state, quiet, world.day)).toBeNull();
    expect(twitchVods(world.state, quiet, world.day)).toEqual([]);
  });

  it('answers users by id and login, and no data for a creator without a channel', async () => {
    const creator = streamers[0]!;
    const { id } = world.state.creators[creator]!;
    const byId = await get(`/helix/users?id=${id}&id=${world.state.creators[quiet]!.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toHaveLength(1);
    expect(byId.body.data[0]).toMatchObject({ id, login: creatorHandle(world.state, creator) });
    const byLogin = await get(
      `/helix/users?login=${creatorHandle(world.state, creator).toUpperCase()}`,
    );
    expect(byLogin.body.data.map((user: { id: string }) => user.id)).toEqual([id]);
    expect((await get('/helix/users')).status).toBe(400);
  });

  it("tells a channel's followers and its VODs of a past day, page by page", async () => {
    const creator = streamers[0]!;
    const { id } = world.state.creators[creator]!;
    const day = world.day - 3;
    const date = world.state.calendar.dateOf(day);
    const follow = await get(`/helix/channels/followers?broadcaster_id=${id}&date=${date}`);
    expect(follow.body.total).toBe(twitchFollowers(world.state, creator, day));
    const seen: { id: string; view_count: number; duration: string; type: string }[] = [];
    let after = '';
    for (;;) {
      const page = await get(
        `/helix/videos?user_id=${id}&type=archive&first=5&date=${date}${after ? `&after=${after}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.data);
      if (!page.body.pagination.cursor) break;
      after = page.body.pagination.cursor;
    }
    const truth = twitchVods(world.state, creator, day);
    expect(seen.map((vod) => [vod.id, vod.view_count])).toEqual(truth.map((v) => [v.id, v.views]));
    expect(seen[0]!.duration).toMatch(/^(\d+h)?(\d+m)?\d+s$/);
    expect(seen[0]!.type).toBe('archive');
    const none = await get(`/helix/videos?user_id=${world.state.creators[quiet]!.id}`);
    expect(none.body.data).toEqual([]);
    expect((await get(`/helix/videos?user_id=${id}&first=0`)).status).toBe(400);
    expect(
      (await get(`/helix/channels/followers?broadcaster_id=${world.state.creators[quiet]!.id}`))
        .status,
    ).toBe(400);
  });

  it('lists no live stream once the day is complete', async () => {
    const ids = streamers.map((creator) => `user_id=${world.state.creators[creator]!.id}`);
    const live = await get(`/helix/streams?${ids.join('&')}`);
    expect(live.status).toBe(200);
    expect(Array.isArray(live.body.data)).toBe(true);
  });
});
