import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld } from '../world';
import { applyFields, parseFields } from './fields';
import { startWorldServer, type WorldServer } from './server';

const world = createWorld({ seed: 31, scale: 0.02, days: 4 });
let server: WorldServer;

beforeAll(async () => {
  server = await startWorldServer(world, { truthToken: 'secret' });
});
afterAll(() => server.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('world server', () => {
  const playlistId = world.state.playlists.ids[0]!;

  it('pages a playlist like Spotify and follows next links to the end', async () => {
    const ids: string[] = [];
    let next: string | null =
      `${server.url}/spotify/v1/playlists/${playlistId}/tracks?limit=7&fields=items(track(id)),next,total`;
    while (next) {
      const response = await fetch(next);
      const body = (await response.json()) as {
        items: { track: { id: string } }[];
        next: string | null;
        total: number;
      };
      expect(Object.keys(body).sort()).toEqual(['items', 'next', 'total']);
      ids.push(...body.items.map((item) => item.track.id));
      next = body.next;
    }
    expect(ids).toEqual(world.playlistTrackIds(playlistId));
  });

  it('answers full playlist items with added_at and the track ISRC', async () => {
    const { body } = await get(`/spotify/v1/playlists/${playlistId}/tracks?offset=1&limit=2`);
    expect(body).toMatchObject({
      offset: 1,
      limit: 2,
      total: world.playlistTrackIds(playlistId).length,
    });
    expect(body.items[0].added_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(body.items[0].track.external_ids.isrc).toMatch(/^QZ/);
    expect(body.previous).toContain('offset=0');
  });

  it('answers a fields selection exactly as the whole items trimmed to it', async () => {
    const path = `/spotify/v1/playlists/${playlistId}/tracks?offset=2&limit=5`;
    const whole = (await get(path)).body;
    for (const fields of [
      'items(added_at,track(id)),next',
      'items(track(album(name,artists(id)),external_ids,!uri)),total',
      'items(!track),offset',
      'items(added_by.id,track(!album,!artists)),previous,limit',
      'items(track.external_ids.isrc)',
      'next,total',
    ]) {
      const { body } = await get(`${path}&fields=${encodeURIComponent(fields)}`);
      // Its links keep the selection, as Spotify's do.
      for (const link of ['next', 'previous'] as const) {
        if (typeof body[link] !== 'string') continue;
        const url = new URL(body[link]);
        expect(url.searchParams.get('fields')).toBe(fields);
        url.searchParams.delete('fields');
        body[link] = url.toString();
      }
      expect(body, fields).toEqual(applyFields(whole, parseFields(fields)));
    }
  });

  it('serves the playlist object with followers, curator and snapshot_id', async () => {
    const { body } = await get(`/spotify/v1/playlists/${playlistId}`);
    expect(body).toMatchObject({
      id: playlistId,
      type: 'playlist',
      followers: { total: expect.any(Number) },
    });
    expect(body.x_curator.email).toContain('@');
    expect(['editorial', 'algorithmic', 'listener']).toContain(body.x_playlist_type);
  });

  it('changes snapshot_id only for playlists whose tracks changed', async () => {
    const before = await get('/catalog/playlists?limit=1000');
    world.advanceDay();
    const after = await get('/catalog/playlists?limit=1000');
    const changed = new Set(
      world.truth
        .list({ from: world.day, kinds: ['playlist_add', 'playlist_remove'] })
        .map((e) => ('playlist_id' in e ? e.playlist_id : '')),
    );
    before.body.items.forEach((playlist: { id: string; snapshot_id: string }, k: number) => {
      const same = after.body.items[k].snapshot_id === playlist.snapshot_id;
      expect(same).toBe(!changed.has(playlist.id));
    });
  });

  it('answers 404 for a future date and 400 for a malformed one', async () => {
    const future = await get(`/charts/spotify/US/2027-01-01`);
    expect(future.status).toBe(404);
    expect(future.body.error.status).toBe(404);
    expect((await get('/charts/spotify/US/2026-13-01')).status).toBe(400);
    expect((await get('/radio/plays?date=2030-01-01')).status).toBe(404);
    expect((await get(`/charts/spotify/US/${world.date}`)).status).toBe(200);
  });

  it('answers Spotify-shaped errors for bad ids and limits', async () => {
    expect((await get('/spotify/v1/tracks/not-an-id')).body).toEqual({
      error: { status: 400, message: 'Invalid base62 id' },
    });
    expect((await get('/spotify/v1/tracks/0000000000000000000000')).status).toBe(404);
    expect((await get(`/spotify/v1/playlists/${playlistId}/tracks?limit=101`)).status).toBe(400);
    expect((await get(`/spotify/v1/playlists/${playlistId}/tracks?fields=items(`)).status).toBe(
      400,
    );
  });

  it('serves charts, stats and radio consistent with the world', async () => {
    const chart = await get(`/charts/spotify/global/${world.date}`);
    expect(chart.body.entries[0]).toMatchObject({ position: 1 });
    const trackId = chart.body.entries[0].track_id;
    const stats = await get(`/stats/spotify/tracks?ids=${trackId}`);
    expect(stats.body.items[0].metrics).toEqual(world.counters('spotify', trackId));
    const radio = await get('/radio/plays?limit=1000');
    expect(radio.body.items).toHaveLength(1000);
    expect(radio.body.total).toBeGreaterThan(100 * 50 - 1);
  });

  it('guards the truth log with the token', async () => {
    expect((await get('/__truth')).status).toBe(403);
    expect((await get('/__truth', { 'x-truth-token': 'wrong' })).status).toBe(403);
    const truth = await get('/__truth?kinds=playlist_add&limit=5', { 'x-truth-token': 'secret' });
    expect(truth.status).toBe(200);
    expect(truth.body.items).toHaveLength(5);
    expect(truth.body.items[0].kind).toBe('playlist_add');
  });
});

describe('fault injection', () => {
  it('answers a share of requests 429 with Retry-After, deterministically', async () => {
    const run = async () => {
      const faulty = await startWorldServer(world, { faults: { rate429: 0.3 } });
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) {
        const response = await fetch(`${faulty.url}/world/status`);
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get('retry-after')).toBe('1');
          expect(await response.json()).toEqual({
            error: { status: 429, message: 'API rate limit exceeded' },
          });
        } else await response.text();
      }
      await faulty.close();
      return statuses;
    };
    const first = await run();
    const limited = first.filter((status) => status === 429).length;
    expect(limited).toBeGreaterThan(8);
    expect(limited).toBeLessThan(30);
    expect(await run()).toEqual(first);
  });

  it('truncates a share of bodies', async () => {
    const faulty = await startWorldServer(world, { faults: { malformedRate: 1 } });
    const response = await fetch(`${faulty.url}/world/status`);
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
    await faulty.close();
  });
});
