import { describe, expect, it } from 'vitest';
import { diffPlaylistSnapshot } from './diff-playlist-snapshot';
import { dayNumber } from './packed-members';

/** A stored membership from [track id, added date] pairs. */
const stored = (...entries: [number, string?][]) =>
  new Map(entries.map(([trackId, date = '2026-01-01']) => [trackId, dayNumber(date)]));
const entry = (trackId: number, addedOn = '2026-01-01') => ({ trackId, addedOn });

describe('diffing a playlist snapshot', () => {
  it('finds additions and removals and ignores what stayed', () => {
    expect(diffPlaylistSnapshot(stored([1], [2]), [entry(2), entry(3, '2026-01-05')])).toEqual({
      added: [entry(3, '2026-01-05')],
      removed: [1],
    });
  });

  it('sees nothing in an unchanged playlist', () => {
    expect(diffPlaylistSnapshot(stored([1], [2]), [entry(2), entry(1)])).toEqual({
      added: [],
      removed: [],
    });
  });

  it('treats a track back with a new added date as removed and added again', () => {
    expect(diffPlaylistSnapshot(stored([1, '2026-01-01']), [entry(1, '2026-01-09')])).toEqual({
      added: [entry(1, '2026-01-09')],
      removed: [1],
    });
  });

  it('counts a track listed twice once', () => {
    expect(diffPlaylistSnapshot(stored(), [entry(4), entry(4)])).toEqual({
      added: [entry(4)],
      removed: [],
    });
    expect(diffPlaylistSnapshot(stored([4]), [entry(4), entry(4)])).toEqual({
      added: [],
      removed: [],
    });
  });

  it('reports everything as added on first sight', () => {
    expect(diffPlaylistSnapshot(stored(), [entry(1), entry(2)]).added).toHaveLength(2);
  });
});
