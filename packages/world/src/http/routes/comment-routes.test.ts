import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackComments } from '../../sim/comments';
import { createWorld } from '../../world';
import { startWorldServer, type WorldServer } from '../server';

const world = createWorld({ seed: 31, scale: 0.02, days: 10 });
let server: WorldServer;

beforeAll(async () => {
  server = await startWorldServer(world);
});
afterAll(() => server.close());

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.json() };
}

// The busiest tracks of the catalogue, by today's comments on YouTube.
const busy = world.state.tracks.ids
  .map((id, track) => ({
    id,
    count: trackComments(world.state, 'youtube', track, world.day).length,
  }))
  .filter((entry) => entry.count > 0)
  .slice(0, 20);

describe('comments on the tracks’ posts', () => {
  it('answers YouTube commentThreads for up to 100 videos, as the truth lists them', async () => {
    expect(busy.length).toBeGreaterThan(0);
    const ids = busy.map((entry) => entry.id);
    const { status, body } = await get(
      `/youtube/v3/commentThreads?part=snippet&videoIds=${ids.join(',')},unknown`,
    );
    expect(status).toBe(200);
    expect(body.kind).toBe('youtube#commentThreadListResponse');
    const expected = busy.reduce((sum, entry) => sum + entry.count, 0);
    expect(body.items).toHaveLength(expected);
    const first = body.items[0];
    expect(first.snippet.topLevelComment.snippet.publishedAt).toMatch(
      new RegExp(`^${world.date}T\\d{2}:\\d{2}:\\d{2}Z$`),
    );
    expect(first.snippet.topLevelComment.snippet.authorDisplayName).toMatch(/^@/);
    expect(new Set(body.items.map((item: { id: string }) => item.id)).size).toBe(expected);
  });

  it('answers SoundCloud comment objects by track id', async () => {
    const track = world.state.tracks.ids.findIndex(
      (_, index) => trackComments(world.state, 'soundcloud', index, world.day).length > 0,
    );
    expect(track).toBeGreaterThanOrEqual(0);
    const id = world.state.tracks.ids[track]!;
    const { status, body } = await get(`/soundcloud/comments?track_ids=${id}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(trackComments(world.state, 'soundcloud', track, world.day).length);
    expect(body[0]).toMatchObject({
      kind: 'comment',
      track_id: id,
      user: { username: expect.any(String) },
    });
  });

  it('answers TikTok research comments and Instagram media comments by the sound’s track id', async () => {
    for (const source of ['tiktok', 'instagram'] as const) {
      const tracks = world.state.tracks.ids.flatMap((id, index) => {
        const count = trackComments(world.state, source, index, world.day).length;
        return count > 0 ? [{ id, count }] : [];
      });
      expect(tracks.length, source).toBeGreaterThan(1);
      const chosen = tracks.slice(0, 5);
      const ids = chosen.map((entry) => entry.id).join(',');
      const expected = chosen.reduce((sum, entry) => sum + entry.count, 0);
      if (source === 'tiktok') {
        const { status, body } = await get(
          `/tiktok/v2/research/video/comment/list?video_ids=${ids}`,
        );
        expect(status).toBe(200);
        expect(body.error.code).toBe('ok');
        expect(body.data.comments).toHaveLength(expected);
        const first = body.data.comments[0];
        expect(first.video_id).toBe(chosen[0]!.id);
        expect(first.id).toMatch(/^73\d+$/);
        expect(new Date(first.create_time * 1000).toISOString().slice(0, 10)).toBe(world.date);
        expect(first.x_username).toEqual(expect.any(String));
      } else {
        const { status, body } = await get(`/instagram/comments?media_ids=${ids}`);
        expect(status).toBe(200);
        expect(body.data).toHaveLength(expected);
        expect(body.data[0]).toMatchObject({
          id: expect.stringMatching(/^178\d+$/),
          username: expect.any(String),
          media: { id: chosen[0]!.id, media_product_type: 'REELS' },
        });
        expect(body.data[0].timestamp).toMatch(new RegExp(`^${world.date}T.*\\+0000$`));
        expect(body.paging.cursors.after).toBe(body.data.at(-1).id);
      }
    }
  });

  it('shows of a live day only what has been posted so far', async () => {
    const live = createWorld({ seed: 31, scale: 0.02, days: 9 });
    live.advanceDay(0);
    const liveServer = await startWorldServer(live);
    try {
      const ids = busy.map((entry) => entry.id).join(',');
      const early = await fetch(`${liveServer.url}/youtube/v3/commentThreads?videoIds=${ids}`);
      expect((await early.json()).items).toEqual([]);
      live.completeDay();
      const whole = await fetch(`${liveServer.url}/youtube/v3/commentThreads?videoIds=${ids}`);
      expect((await whole.json()).items.length).toBeGreaterThan(0);
    } finally {
      await liveServer.close();
    }
  });

  it('refuses a missing or too long id list and a bad date', async () => {
    expect((await get('/youtube/v3/commentThreads')).status).toBe(400);
    expect((await get('/tiktok/v2/research/video/comment/list')).status).toBe(400);
    expect((await get('/instagram/comments?media_ids=')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, k) => `t${k}`).join(',');
    expect((await get(`/soundcloud/comments?track_ids=${many}`)).status).toBe(400);
    expect((await get(`/soundcloud/comments?track_ids=x&date=soon`)).status).toBe(400);
  });
});
