import { describe, expect, it } from 'vitest';
import { diffPlaylistSnapshot, pairChanges, type SnapshotEntry } from './diff-playlist-snapshot';
import { membershipOf } from './packed-members';

const entry = (trackId: number, addedOn = '2026-01-01') => ({ trackId, addedOn });
/** Diffs a snapshot against the stored membership of an earlier one, as the monitor does. */
const diff = (before: SnapshotEntry[], after: SnapshotEntry[]) =>
  diffPlaylistSnapshot(membershipOf(before), membershipOf(after));

describe('diffing a playlist snapshot', () => {
  it('finds additions and removals in track order and ignores what stayed', () => {
    expect(
      diff(
        [entry(9), entry(1), entry(2)],
        [entry(7, '2026-01-05'), entry(2), entry(3, '2026-01-05')],
      ),
    ).toEqual({
      added: [entry(3, '2026-01-05'), entry(7, '2026-01-05')],
      removed: [1, 9],
    });
  });

  it('sees nothing in an unchanged playlist, whatever its order', () => {
    expect(diff([entry(1), entry(2)], [entry(2), entry(1)])).toEqual({ added: [], removed: [] });
  });

  it('treats a track back with a new added date as removed and added again', () => {
    expect(diff([entry(1, '2026-01-01')], [entry(1, '2026-01-09')])).toEqual({
      added: [entry(1, '2026-01-09')],
      removed: [1],
    });
  });

  it('counts a track listed twice once, by its first entry', () => {
    expect(diff([], [entry(4, '2026-01-02'), entry(4, '2026-01-03')])).toEqual({
      added: [entry(4, '2026-01-02')],
      removed: [],
    });
    expect(diff([entry(4)], [entry(4), entry(4, '2026-01-03')])).toEqual({
      added: [],
      removed: [],
    });
  });

  it('reports everything as added on first sight and everything removed from an emptied playlist', () => {
    expect(diff([], [entry(2), entry(1)]).added).toEqual([entry(1), entry(2)]);
    expect(diff([entry(2), entry(1)], [])).toEqual({ added: [], removed: [1, 2] });
  });
});

describe('pairing removals with additions', () => {
  it('moves a re-added track onto itself and pairs the rest in order', () => {
    expect(
      pairChanges({
        removed: [1, 2, 5, 8],
        added: [entry(2, '2026-01-09'), entry(3), entry(9)],
      }),
    ).toEqual({
      moves: [
        { fromTrackId: 2, to: entry(2, '2026-01-09') },
        { fromTrackId: 1, to: entry(3) },
        { fromTrackId: 5, to: entry(9) },
      ],
      removed: [8],
      added: [],
    });
  });

  it('leaves the additions a playlist gained beyond its removals', () => {
    expect(
      pairChanges({ removed: [4], added: [entry(1), entry(4, '2026-01-02'), entry(6)] }),
    ).toEqual({
      moves: [{ fromTrackId: 4, to: entry(4, '2026-01-02') }],
      removed: [],
      added: [entry(1), entry(6)],
    });
  });
});
