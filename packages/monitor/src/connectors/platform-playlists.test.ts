import {
  createWorld,
  PLAYLIST_SOURCES,
  startWorldServer,
  type WorldServer,
} from '@songstats/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYLIST_CONNECTORS } from '../playlists/platform-playlists';
import { createWorldClient } from '../world/world-client';
import { createAppleMusicClient } from './apple-music/apple-music-client';

const world = createWorld({ seed: 5, scale: 0.02, days: 8 });
let server: WorldServer;
beforeAll(async () => {
  server = await startWorldServer(world);
});
afterAll(() => server.close());

/** Every playlist of a platform, its tracks' ISRCs and added days, from the world's own state. */
function truthOf(source: string) {
  const { playlists, tracks, calendar } = world.state;
  const s = PLAYLIST_SOURCES.findIndex((entry) => entry.source === source);
  const out = new Map<string, { isrc: string; addedOn: string }[]>();
  for (let p = playlists.sourceStart[s]!; p < playlists.sourceStart[s + 1]!; p++) {
    const start = playlists.offset[p]!;
    out.set(
      playlists.ids[p]!,
      Array.from({ length: playlists.length[p]! }, (_, k) => ({
        isrc: tracks.isrcs[playlists.members[start + k]!]!,
        addedOn: calendar.dateOf(playlists.addedDay[start + k]!),
      })),
    );
  }
  return out;
}

describe('the playlist connectors of Apple Music, Deezer, Amazon Music, Tidal and SoundCloud', () => {
  it('read every playlist of their platform whole, as the world has it', async () => {
    const client = createWorldClient(server.url, { baseDelayMs: 5 });
    for (const [source, connect] of Object.entries(PLAYLIST_CONNECTORS)) {
      const connector = connect(client);
      const truth = truthOf(source);
      expect(truth.size, source).toBeGreaterThan(1);
      for (const [id, entries] of truth) {
        const snapshot = await connector.playlist(id);
        expect(snapshot.id).toBe(id);
        expect(snapshot.snapshotId).not.toBe('');
        expect(
          snapshot.entries.map((entry) => ({ isrc: entry.isrc, addedOn: entry.addedOn })),
          `${source} ${id}`,
        ).toEqual(entries);
      }
    }
  });

  it('fail on a playlist the platform does not have, and on one of another platform', async () => {
    const client = createWorldClient(server.url, { baseDelayMs: 1, attempts: 1 });
    const apple = createAppleMusicClient({
      baseUrl: `${server.url}/apple-music`,
      fetchOptions: client.fetchOptions,
    });
    await expect(apple.playlist(`pl.${'f'.repeat(32)}`)).rejects.toMatchObject({
      status: 404,
    });
    const [deezerId] = truthOf('deezer').keys();
    await expect(PLAYLIST_CONNECTORS.soundcloud!(client).playlist(deezerId!)).rejects.toMatchObject(
      { status: 404 },
    );
  });
});
