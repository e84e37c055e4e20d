import { describe, expect, it } from 'vitest';
import {
  addSupports,
  djSupportActivity,
  djSupportText,
  type TrackDaySupports,
  type Tracklist,
} from './tracklist-activities';

const trackIds = new Map([
  ['a', 1],
  ['b', 2],
]);

function day(lists: Tracklist[]): Map<number, TrackDaySupports> {
  const supports = new Map<number, TrackDaySupports>();
  for (const list of lists) addSupports(supports, list, trackIds);
  return supports;
}

const entry = (...djs: string[]): TrackDaySupports => ({
  trackId: 1,
  sets: djs.map((dj, index) => ({ tracklistId: `tl${index}`, dj })),
});

describe('DJ supports of a track and day', () => {
  it('counts a set once per monitored track, however often it lists the track or is read', () => {
    const set = {
      id: 'tl1',
      dj: 'DJ Ines Novak',
      tracks: [{ track_id: 'a' }, { track_id: 'x' }, { track_id: 'a' }, { track_id: 'b' }],
    };
    const supports = day([
      set,
      set,
      { id: 'tl2', dj: 'DJ Theo Fischer', tracks: [{ track_id: 'a' }] },
    ]);
    expect([...supports.values()]).toEqual([
      {
        trackId: 1,
        sets: [
          { tracklistId: 'tl1', dj: 'DJ Ines Novak' },
          { tracklistId: 'tl2', dj: 'DJ Theo Fischer' },
        ],
      },
      { trackId: 2, sets: [{ tracklistId: 'tl1', dj: 'DJ Ines Novak' }] },
    ]);
  });

  it('words the day in one sentence naming the busiest DJ', () => {
    expect(djSupportText(entry('DJ Ines Novak'))).toBe(
      'Supported by DJ Ines Novak in a new tracklist',
    );
    expect(djSupportText(entry('DJ Ines Novak', 'DJ Ines Novak', 'DJ Ines Novak'))).toBe(
      'Supported by DJ Ines Novak in 3 new tracklists',
    );
    expect(djSupportText(entry('DJ Zoe Park', 'DJ Ava Lind', 'DJ Zoe Park', 'DJ Max Roth'))).toBe(
      'Supported by 3 DJs in 4 new tracklists, 2 by DJ Zoe Park',
    );
    // One set each: the first by name stands for them.
    expect(djSupportText(entry('DJ Zoe Park', 'DJ Max Roth', 'DJ Ava Lind'))).toBe(
      'Supported by 3 DJs in 3 new tracklists, among them DJ Ava Lind',
    );
    // A tie for the most sets: the first by name.
    expect(djSupportText(entry('DJ Zoe Park', 'DJ Max Roth', 'DJ Zoe Park', 'DJ Max Roth'))).toBe(
      'Supported by 2 DJs in 4 new tracklists, 2 by DJ Max Roth',
    );
  });

  it('is one activity keyed by source, kind, track and date, valued by its sets, at every tier', () => {
    const activity = djSupportActivity(
      entry('DJ Zoe Park', 'DJ Ava Lind', 'DJ Zoe Park'),
      '2026-01-06',
    );
    expect(activity).toEqual({
      key: '1001tracklists:dj_support:1:2026-01-06',
      source: '1001tracklists',
      activity_type: 'dj_support',
      activity_date: '2026-01-06',
      track_id: 1,
      account_id: null,
      tier: 1,
      is_highlight: true,
      is_milestone: false,
      activity_text: 'Supported by 2 DJs in 3 new tracklists, 2 by DJ Zoe Park',
      activity_url: null,
      value: 3,
      details: {
        // Every new set of the day is news: the item rises in the feeds (decision 081).
        newsLevel: 3,
        setCount: 3,
        djCount: 2,
        djs: [
          { dj: 'DJ Zoe Park', sets: 2 },
          { dj: 'DJ Ava Lind', sets: 1 },
        ],
        sets: [
          { tracklistId: 'tl0', dj: 'DJ Zoe Park' },
          { tracklistId: 'tl1', dj: 'DJ Ava Lind' },
          { tracklistId: 'tl2', dj: 'DJ Zoe Park' },
        ],
      },
    });
  });

  it('lists twenty sets and DJs in its details, the counts tell the rest', () => {
    const many = entry(...Array.from({ length: 30 }, (_, k) => `DJ ${String(k).padStart(2, '0')}`));
    const { details, value } = djSupportActivity(many, '2026-01-06');
    expect(value).toBe(30);
    expect(details).toMatchObject({ setCount: 30, djCount: 30 });
    expect(details.sets).toHaveLength(20);
    expect(details.djs).toHaveLength(20);
  });
});
