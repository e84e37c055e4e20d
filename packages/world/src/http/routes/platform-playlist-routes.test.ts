import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYLIST_SOURCES } from '../../model/markets';
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

const first = (source: string) => {
  const s = PLAYLIST_SOURCES.findIndex((entry) => entry.source === source);
  return world.state.playlists.ids[world.state.playlists.sourceStart[s]!]!;
};
const isrcsOf = (playlistId: string) =>
  world.playlistTrackIds(playlistId).map((id) => {
    return world.state.tracks.isrcs[world.state.tracks.indexById.get(id)!]!;
  });

describe('playlists of every platform, one model keyed by source', () => {
  it('lists each platform’s playlists apart, Spotify’s by default', async () => {
    const spotify = await get('/catalog/playlists?limit=1000');
    expect(spotify.body.total).toBe(world.state.options.playlistCount);
    expect(spotify.body.items.every((item: { source: string }) => item.source === 'spotify')).toBe(
      true,
    );
    for (const { source } of PLAYLIST_SOURCES.slice(1)) {
      const { body } = await get(`/catalog/playlists?source=${source}&limit=1000`);
      expect(body.total, source).toBeGreaterThan(1);
      expect(body.items[0].id).toBe(first(source));
      expect(new Set(body.items.map((item: { source: string }) => item.source))).toEqual(
        new Set([source]),
      );
    }
    expect((await get('/catalog/playlists?source=napster')).status).toBe(400);
  });

  it('serves Deezer’s playlist with its tracks by index pages, as the truth has them', async () => {
    const id = first('deezer');
    const playlist = await get(`/deezer/playlist/${id}`);
    expect(playlist.body).toMatchObject({ id: Number(id), type: 'playlist' });
    const isrcs: string[] = playlist.body.tracks.data.map((track: { isrc: string }) => track.isrc);
    let next: string | undefined =
      isrcs.length < playlist.body.nb_tracks
        ? `/deezer/playlist/${id}/tracks?index=${isrcs.length}`
        : undefined;
    while (next) {
      const page = await get(next.replace(server.url, ''));
      isrcs.push(...page.body.data.map((track: { isrc: string }) => track.isrc));
      next = page.body.next;
    }
    expect(isrcs).toEqual(isrcsOf(id));
    expect(playlist.body.tracks.data[0].time_add).toBeGreaterThan(0);
  });

  it('serves Apple Music, Amazon Music, Tidal and SoundCloud playlists in their shapes', async () => {
    const apple = await get(`/apple-music/v1/catalog/us/playlists/${first('apple_music')}`);
    expect(apple.body.data[0].type).toBe('playlists');
    expect(apple.body.data[0].relationships.tracks.data[0].attributes.isrc).toBe(
      isrcsOf(first('apple_music'))[0],
    );
    const amazon = await get(`/amazon/v1/playlists/${first('amazon')}/tracks?limit=100`);
    expect(
      amazon.body.data.playlist.tracks.edges.map(
        (edge: { node: { isrc: string } }) => edge.node.isrc,
      ),
    ).toEqual(isrcsOf(first('amazon')).slice(0, 100));
    const tidal = await get(`/tidal/v1/playlists/${first('tidal')}/items?limit=5`);
    expect(tidal.body.totalNumberOfItems).toBe(isrcsOf(first('tidal')).length);
    expect(tidal.body.items[0]).toMatchObject({
      type: 'track',
      item: { isrc: isrcsOf(first('tidal'))[0] },
    });
    const soundcloud = await get(`/soundcloud/playlists/${first('soundcloud')}`);
    expect(
      soundcloud.body.tracks.map(
        (track: { publisher_metadata: { isrc: string } }) => track.publisher_metadata.isrc,
      ),
    ).toEqual(isrcsOf(first('soundcloud')));
  });

  it('answers 400 for an id the platform cannot have, 404 for another platform’s playlist', async () => {
    expect((await get('/deezer/playlist/abc')).status).toBe(400);
    expect((await get(`/deezer/playlist/${first('soundcloud')}`)).status).toBe(404);
    expect((await get(`/tidal/v1/playlists/${first('deezer')}`)).status).toBe(400);
    expect((await get(`/spotify/v1/playlists/${first('spotify')}`)).status).toBe(200);
    expect((await get(`/spotify/v1/playlists/${first('deezer')}`)).status).toBe(400);
  });

  it('publishes the iTunes charts: global and the Top End markets', async () => {
    const chart = await get(`/charts/itunes/global/${world.date}`);
    expect(chart.status).toBe(200);
    expect(chart.body.entries).toHaveLength(100);
    expect((await get(`/charts/itunes/AU/${world.date}`)).status).toBe(200);
    expect((await get(`/charts/itunes/JP/${world.date}`)).status).toBe(404);
  });
});
