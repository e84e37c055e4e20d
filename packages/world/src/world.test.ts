import { describe, expect, it } from 'vitest';
import { createWorld, type World } from './world';

function fingerprint(world: World): string {
  const { state } = world;
  const parts = [
    state.tracks.length,
    state.tracks.ids.slice(-5).join(),
    state.artists
      .slice(0, 5)
      .map((artist) => artist.name)
      .join(),
    Array.from(state.playlists.members.subarray(0, 2000)).join(),
    Array.from(state.playlists.version.subarray(0, 500)).join(),
    Array.from(state.history[world.day]!.charts[0]!).join(),
    world.truth.list({ kinds: ['playlist_add', 'playlist_remove'] }).length,
  ];
  return parts.join('|');
}

describe('createWorld', () => {
  it('builds the same world from the same seed', () => {
    const a = createWorld({ seed: 7, scale: 0.02, days: 5 });
    const b = createWorld({ seed: 7, scale: 0.02, days: 5 });
    expect(fingerprint(a)).toBe(fingerprint(b));
  });

  it('builds different worlds from different seeds', () => {
    const a = createWorld({ seed: 7, scale: 0.02, days: 2 });
    const b = createWorld({ seed: 8, scale: 0.02, days: 2 });
    expect(a.state.tracks.ids[0]).not.toBe(b.state.tracks.ids[0]);
    expect(fingerprint(a)).not.toBe(fingerprint(b));
  });

  it('reaches the same day-N state whether built with history or advanced later', () => {
    const built = createWorld({ seed: 3, scale: 0.02, days: 6 });
    const advanced = createWorld({ seed: 3, scale: 0.02, days: 0 });
    advanced.advanceTo(3);
    advanced.advanceDay();
    advanced.advanceTo(6);
    expect(advanced.day).toBe(6);
    expect(fingerprint(advanced)).toBe(fingerprint(built));
    expect(advanced.counters('spotify', built.state.tracks.ids[10]!, 4)).toEqual(
      built.counters('spotify', built.state.tracks.ids[10]!, 4),
    );
  });

  it('scales entity counts and dates days from 2026-01-01', () => {
    const world = createWorld({ seed: 1, scale: 0.02, days: 3 });
    expect(world.state.artists).toHaveLength(30);
    // Spotify's 400 playlists first, then Apple Music's, Deezer's, Amazon's, Tidal's, SoundCloud's.
    expect(Array.from(world.state.playlists.sourceStart)).toEqual([
      0, 400, 420, 440, 452, 460, 476,
    ]);
    expect(world.state.stations).toHaveLength(100);
    expect(world.date).toBe('2026-01-04');
  });

  it('releases new tracks over time, in release order', () => {
    const world = createWorld({ seed: 2, scale: 0.05, days: 14 });
    const released = world.truth.list({ kinds: ['track_released'] });
    expect(released.length).toBeGreaterThan(5);
    const { releaseDay } = world.state.tracks;
    for (let i = 1; i < world.state.tracks.length; i++) {
      expect(releaseDay[i]!).toBeGreaterThanOrEqual(releaseDay[i - 1]!);
    }
  });

  it('gives every track a unique id and a 12-character QZ ISRC', () => {
    const world = createWorld({ seed: 4, scale: 0.1, days: 1 });
    const { ids, isrcs } = world.state.tracks;
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(isrcs).size).toBe(isrcs.length);
    for (const isrc of isrcs) expect(isrc).toMatch(/^QZ[0-9A-Z]{3}\d{7}$/);
  });
});
