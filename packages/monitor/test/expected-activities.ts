import type { ChartChange, PlaylistChange, TruthEvent } from '@songstats/world';

/** What the monitor follows, and the world's facts the truth log refers to by id. */
export interface MonitoredScope {
  /** Platform ids of the monitored tracks. */
  tracks: ReadonlySet<string>;
  /** Platform ids of the monitored artists. */
  artists: ReadonlySet<string>;
  /** Chart keys watched: `spotify:DE`, `shazam:global`, `shazam:city:london-gb`. */
  charts: ReadonlySet<string>;
  /** The world's stations by id (radio spins name only the station). */
  stations: ReadonlyMap<string, { name: string; countryCode: string }>;
}

function chartKey(change: ChartChange): string {
  if (change.city_id) return `shazam:city:${change.city_id}`;
  return `${change.source}:${change.country.toLowerCase() === 'global' ? 'global' : change.country}`;
}

/**
 * What a perfect monitor that looks once a day would record, derived from the world's ground
 * truth alone (no monitor code): a playlist edit undone the same day is invisible; a track
 * removed and added back the same day is a removal and an addition; chart entries and exits
 * (country and Shazam city charts) are read as they are; a day's radio spins are counted per
 * track (one item a day; its text and tier: expected-radio-items.ts); a day's DJ sets of a track
 * are counted per track (one item a day, a set supporting each of its tracks once; its text and
 * tier: expected-dj-support-items.ts); a concert is announced once. Each tuple is `type|object|track or artist|date`.
 */
export function expectedActivities(truth: Iterable<TruthEvent>, scope: MonitoredScope): string[] {
  const expected: string[] = [];
  const playlistDays = new Map<string, PlaylistChange[]>();
  const radio = new Map<string, number>();
  const supports = new Map<string, Set<string>>();
  for (const event of truth) {
    if (event.kind === 'playlist_add' || event.kind === 'playlist_remove') {
      if (!scope.tracks.has(event.track_id)) continue;
      const key = `${event.day}|${event.playlist_id}|${event.track_id}`;
      const list = playlistDays.get(key) ?? [];
      list.push(event);
      playlistDays.set(key, list);
    } else if (event.kind === 'chart_entry' || event.kind === 'chart_exit') {
      const chart = chartKey(event);
      if (!scope.charts.has(chart) || !scope.tracks.has(event.track_id)) continue;
      const type = event.kind === 'chart_entry' ? 'chart_in' : 'chart_exit';
      expected.push(`${type}|${chart}|${event.track_id}|${event.date}`);
    } else if (event.kind === 'radio_spin') {
      if (!scope.tracks.has(event.track_id)) continue;
      const key = `${event.track_id}|${event.date}`;
      radio.set(key, (radio.get(key) ?? 0) + 1);
    } else if (event.kind === 'dj_support') {
      if (!scope.tracks.has(event.track_id)) continue;
      const key = `${event.track_id}|${event.date}`;
      supports.set(key, (supports.get(key) ?? new Set()).add(event.tracklist_id));
    } else if (event.kind === 'concert_announced') {
      if (scope.artists.has(event.artist_id))
        expected.push(`concert_announced|${event.concert_id}|${event.artist_id}|${event.date}`);
    }
  }
  for (const events of playlistDays.values()) {
    const first = events[0]!;
    const last = events.at(-1)!;
    const presentBefore = first.kind === 'playlist_remove';
    const presentAfter = last.kind === 'playlist_add';
    if (presentBefore)
      expected.push(`playlist_remove|${first.playlist_id}|${first.track_id}|${first.date}`);
    if (presentAfter)
      expected.push(`playlist_add|${last.playlist_id}|${last.track_id}|${last.at.slice(0, 10)}`);
  }
  for (const [key, spins] of radio) {
    const [track, date] = key.split('|');
    expected.push(`radio_spins|${spins}|${track}|${date}`);
  }
  for (const [key, sets] of supports) {
    const [track, date] = key.split('|');
    expected.push(`dj_support|${sets.size}|${track}|${date}`);
  }
  return expected.sort();
}

/** The milestone ladder users expect: 1K, 10K, 100K, 1M, 10M, 100M, 1B. */
export const LADDER = [1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9];

/**
 * Follower and subscriber milestones of the monitored artists from the world's own counters:
 * each ladder step a `_total` counter passes from one day to the next, from day `from` on (the
 * day before is the first the monitor sees). Tuples are `milestone|source:metric:step|artist|date`.
 */
export function expectedArtistMilestones(
  counters: (source: string, artistId: string, day: number) => Record<string, number>,
  metrics: Readonly<Record<string, readonly string[]>>,
  artists: Iterable<string>,
  days: { from: number; to: number; dateOf: (day: number) => string },
): string[] {
  const expected: string[] = [];
  for (const artist of artists) {
    for (const [source, names] of Object.entries(metrics)) {
      for (const metric of names.filter((name) => name.endsWith('_total'))) {
        for (let day = days.from; day <= days.to; day++) {
          const before = counters(source, artist, day - 1)[metric] ?? 0;
          const after = counters(source, artist, day)[metric] ?? 0;
          for (const step of LADDER.filter((s) => before < s && after >= s)) {
            expected.push(`milestone|${source}:${metric}:${step}|${artist}|${days.dateOf(day)}`);
          }
        }
      }
    }
  }
  return expected.sort();
}
