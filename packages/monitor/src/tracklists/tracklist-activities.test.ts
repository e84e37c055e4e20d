import { describe, expect, it } from 'vitest';
import { tracklistActivities } from './tracklist-activities';

describe('DJ supports from a tracklist', () => {
  it('supports each monitored track once, keyed by tracklist and track', () => {
    const activities = tracklistActivities(
      {
        id: 'tl1',
        dj: 'DJ Ines Novak',
        tracks: [{ track_id: 'a' }, { track_id: 'x' }, { track_id: 'a' }, { track_id: 'b' }],
      },
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
      '2026-01-06',
    );
    expect(activities.map((a) => [a.key, a.activity_text])).toEqual([
      [
        '1001tracklists:dj_support:tl1:1:2026-01-06',
        'Supported by DJ Ines Novak in a new tracklist',
      ],
      [
        '1001tracklists:dj_support:tl1:2:2026-01-06',
        'Supported by DJ Ines Novak in a new tracklist',
      ],
    ]);
  });
});
