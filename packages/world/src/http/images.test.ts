import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkSvg, initialsOf } from '../views/artwork';
import { createWorld } from '../world';
import { startWorldServer, type WorldServer } from './server';

// Issue 21: every artist, label, creator, track, playlist and station has artwork the world
// serves on its own loopback port, and the platform-shaped answers point at it.

const world = createWorld({ seed: 7, scale: 0.02, days: 2 });
let server: WorldServer;

beforeAll(async () => {
  // Faults on every request: images are never faulted.
  server = await startWorldServer(world, { faults: { rate429: 1 } });
});
afterAll(() => server.close());

const { state } = world;
const objects = {
  artist: state.artists[0]!.id,
  label: state.labels[0]!.id,
  creator: state.creators[0]!.id,
  track: state.tracks.ids[0]!,
  playlist: state.playlists.ids[0]!,
  station: state.stations[0]!.id,
};

describe('world images', () => {
  it('serves each kind as an SVG, the same bytes every time, cached by browsers', async () => {
    const seen = new Set<string>();
    for (const [kind, id] of Object.entries(objects)) {
      const first = await fetch(`${server.url}/images/${kind}/${id}.svg`);
      expect(first.status, kind).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(first.headers.get('cache-control')).toContain('max-age=');
      const body = await first.text();
      expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(body).not.toMatch(/<script|on\w+=/i);
      const again = await (await fetch(`${server.url}/images/${kind}/${id}.svg`)).text();
      expect(again).toBe(body);
      seen.add(body);
    }
    expect(seen.size).toBe(6);
  });

  it('makes the artwork from the id and name alone: a rebuilt world draws the same', () => {
    const rebuilt = createWorld({ seed: 7, scale: 0.02, days: 0 });
    expect(rebuilt.state.artists[3]!.id).toBe(state.artists[3]!.id);
    const artist = state.artists[3]!;
    expect(artworkSvg('artist', artist.id, artist.name)).toBe(
      artworkSvg('artist', rebuilt.state.artists[3]!.id, rebuilt.state.artists[3]!.name),
    );
    expect(artworkSvg('artist', artist.id, artist.name)).not.toBe(
      artworkSvg('artist', state.artists[4]!.id, state.artists[4]!.name),
    );
    expect(initialsOf('The Midnight Owls')).toBe('MO');
    expect(initialsOf('élan')).toBe('É');
    expect(artworkSvg('label', 'x', 'A <b> & "c"')).toContain(
      'aria-label="A &#60;b&#62; &#38; &#34;c&#34;"',
    );
  });

  it('answers 404 for an unknown kind or id', async () => {
    for (const path of [
      `/images/album/${objects.track}.svg`,
      '/images/artist/nobody.svg',
      `/images/artist/${objects.artist}.png`,
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
  });

  it('points the platform-shaped answers and the catalogue at the served images', async () => {
    const noFaults = await startWorldServer(world);
    try {
      const get = async (path: string) => (await fetch(`${noFaults.url}${path}`)).json();
      const artist = await get(`/spotify/v1/artists/${objects.artist}`);
      expect(artist.images[0].url).toBe(`${noFaults.url}/images/artist/${objects.artist}.svg`);
      const playlist = await get(`/spotify/v1/playlists/${objects.playlist}`);
      expect(playlist.images[0].url).toBe(
        `${noFaults.url}/images/playlist/${objects.playlist}.svg`,
      );
      const track = await get(`/spotify/v1/tracks/${objects.track}`);
      expect(track.album.images[0].url).toBe(`${noFaults.url}/images/track/${objects.track}.svg`);
      for (const kind of ['artists', 'labels', 'creators', 'tracks', 'playlists', 'stations']) {
        const page = await get(`/catalog/${kind}?limit=1`);
        const url: string = page.items[0].image_url;
        expect(url, kind).toMatch(new RegExp(`^${noFaults.url}/images/${kind.slice(0, -1)}/`));
        const image = await fetch(url);
        expect(image.status, kind).toBe(200);
        await image.arrayBuffer();
      }
    } finally {
      await noFaults.close();
    }
  });
});
