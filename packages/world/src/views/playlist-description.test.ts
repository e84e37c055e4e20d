import { describe, expect, it } from 'vitest';
import { PlaylistType } from '../build/build-playlists';
import { createWorld } from '../world';
import {
  descriptionEdition,
  descriptionPeriodDays,
  playlistDescription,
} from './playlist-description';
import { playlistObject, snapshotId } from './spotify-views';

// Issue 24: curators rewrite a playlist's description now and then with its tracks untouched.
describe("playlists' descriptions (issue 24)", () => {
  it('change on each playlist’s edit days only, to a new text, and the platform shows the day’s', () => {
    const world = createWorld({ seed: 24, scale: 0.01, days: 3 });
    const { playlists } = world.state;
    let edits = 0;
    for (let index = 0; index < playlists.count; index++) {
      const period = descriptionPeriodDays(world.state, index);
      const type = playlists.type[index]!;
      if (type === PlaylistType.editorial) expect(period).toBe(7);
      else if (type === PlaylistType.algorithmic) expect(period).toBe(14);
      else expect(period).toBeGreaterThanOrEqual(21);
      // Over one period, exactly one edit, and each edit gives a different text.
      let changes = 0;
      for (let day = 1; day <= period; day++) {
        const before = descriptionEdition(world.state, index, day - 1);
        const after = descriptionEdition(world.state, index, day);
        if (after !== before) {
          changes++;
          expect(playlistDescription(world.state, index, day)).not.toBe(
            playlistDescription(world.state, index, day - 1),
          );
        }
      }
      expect(changes, String(index)).toBe(1);
      edits += changes;
      const object = playlistObject(world.state, index, 'http://world');
      expect(object.description).toBe(playlistDescription(world.state, index, world.day));
      expect(object.description.startsWith(`${object.name}: `)).toBe(true);
    }
    expect(edits).toBe(playlists.count);
  });

  it('leaves the tracks and the snapshot as they were', () => {
    const world = createWorld({ seed: 25, scale: 0.01, days: 2 });
    const { playlists } = world.state;
    const before = Array.from({ length: playlists.count }, (_, index) => ({
      snapshot: snapshotId(world.state, index),
      description: playlistDescription(world.state, index, world.day),
    }));
    world.advanceDay();
    let editedOnly = 0;
    for (let index = 0; index < playlists.count; index++) {
      const description = playlistDescription(world.state, index, world.day);
      const snapshot = snapshotId(world.state, index);
      if (description !== before[index]!.description && snapshot === before[index]!.snapshot) {
        editedOnly++;
      }
    }
    // Some playlists had only their description edited today.
    expect(editedOnly).toBeGreaterThan(0);
  });
});
