import { describe, expect, it } from 'vitest';
import { diffPlaylistSnapshot } from './diff-playlist-snapshot';

const stored = (trackId: number, addedAt = '2026-01-01') => ({ trackId, addedAt });
const entry = (trackId: number, addedOn = '2026-01-01') => ({ trackId, addedOn });

describe('diffing a playlist snapshot', () => {
  it('finds additions and removals and ignores what stayed', () => {
    expect(
      diffPlaylistSnapshot([stored(1), stored(2)], [entry(2), entry(3, '2026-01-05')]),
    ).toEqual({
      added: [entry(3, '2026-01-05')],
      removed: [stored(1)],
    });
  });

  it('sees nothing in an unchanged playlist', () => {
    expect(diffPlaylistSnapshot([stored(1), stored(2)], [entry(2), entry(1)])).toEqual({
      added: [],
      removed: [],
    });
  });

  it('treats a track back with a new added date as removed and added again', () => {
    expect(diffPlaylistSnapshot([stored(1, '2026-01-01')], [entry(1, '2026-01-09')])).toEqual({
      added: [entry(1, '2026-01-09')],
      removed: [stored(1, '2026-01-01')],
    });
  });

  it('counts a track listed twice once', () => {
    expect(diffPlaylistSnapshot([], [entry(4), entry(4)])).toEqual({
      added: [entry(4)],
      removed: [],
    });
  });

  it('reports everything as added on first sight', () => {
    expect(diffPlaylistSnapshot([], [entry(1), entry(2)]).added).toHaveLength(2);
  });
});
