import { describe, expect, it } from 'vitest';
import { createWorld, type World } from '../world';

function memberships(world: World): Map<string, string[]> {
  return new Map(world.state.playlists.ids.map((id) => [id, world.playlistTrackIds(id)]));
}

function changedShare(world: World, day: number): number {
  const changes = world.state.history[day]!.changes.length;
  return changes / world.state.playlists.totalMemberships();
}

describe('daily playlist edits', () => {
  it('changes about 2% of memberships per day by default', () => {
    const world = createWorld({ seed: 5, scale: 0.1, days: 10 });
    let share = 0;
    for (let day = 1; day <= 10; day++) share += changedShare(world, day) / 10;
    expect(share).toBeGreaterThan(0.015);
    expect(share).toBeLessThan(0.025);
  });

  it('follows the configured change rate', () => {
    const world = createWorld({ seed: 5, scale: 0.1, days: 5, dailyMembershipChange: 0.1 });
    let share = 0;
    for (let day = 1; day <= 5; day++) share += changedShare(world, day) / 5;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
  });

  it('is reproduced exactly by applying the day truth to the previous day', () => {
    const world = createWorld({ seed: 9, scale: 0.02, days: 3 });
    const before = memberships(world);
    world.advanceDay();
    const after = memberships(world);
    for (const change of world.truth.events({ from: world.day, to: world.day })) {
      if (change.kind !== 'playlist_add' && change.kind !== 'playlist_remove') continue;
      const tracks = before.get(change.playlist_id)!;
      if (change.kind === 'playlist_remove') {
        expect(tracks[change.position]).toBe(change.track_id);
        tracks.splice(change.position, 1);
      } else {
        expect(change.position).toBe(tracks.length);
        tracks.push(change.track_id);
      }
    }
    expect(before).toEqual(after);
  });

  it('changes a snapshot version exactly when the membership changes', () => {
    const world = createWorld({ seed: 11, scale: 0.02, days: 1 });
    const before = memberships(world);
    const versions = Array.from(world.state.playlists.version);
    world.advanceDay();
    const after = memberships(world);
    let changed = 0;
    world.state.playlists.ids.forEach((id, p) => {
      const same = before.get(id)!.join() === after.get(id)!.join();
      expect(world.state.playlists.version[p] === versions[p]).toBe(same);
      if (!same) changed++;
    });
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(world.state.playlists.count);
  });

  it('never lists a track twice in one playlist and stays within length bounds', () => {
    const world = createWorld({ seed: 12, scale: 0.02, days: 20, tracksPerPlaylist: [10, 40] });
    for (const id of world.state.playlists.ids) {
      const tracks = world.playlistTrackIds(id);
      expect(new Set(tracks).size).toBe(tracks.length);
      expect(tracks.length).toBeGreaterThanOrEqual(9);
      expect(tracks.length).toBeLessThanOrEqual(40);
    }
  });
});

describe('playlist followers', () => {
  it('are heavy-tailed: most under 1,000, a few in the millions', () => {
    const world = createWorld({ seed: 1, days: 0 });
    const { playlists } = world.state;
    // Spotify's playlists (the first of the table; other platforms mix their types otherwise).
    const spotify = playlists.sourceStart[1]!;
    const followers = Array.from({ length: spotify }, (_, p) => playlists.followers(p, 0));
    followers.sort((a, b) => a - b);
    expect(followers[Math.floor(followers.length * 0.8)]!).toBeLessThan(1_000);
    const millions = followers.filter((count) => count >= 1_000_000).length;
    expect(millions).toBeGreaterThan(0);
    expect(millions).toBeLessThan(100);
    const total = followers.reduce((sum, count) => sum + count, 0);
    const topPercent = followers.slice(-Math.floor(followers.length / 100));
    expect(topPercent.reduce((sum, count) => sum + count, 0) / total).toBeGreaterThan(0.5);
  });
});
