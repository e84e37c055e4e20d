import type { ChartChange, PlaylistChange, TruthEvent } from '@songstats/world';

/**
 * What a perfect monitor that looks once a day would record, derived from the world's ground
 * truth alone (no monitor code): a playlist edit undone the same day is invisible; a track
 * removed and added back the same day is a removal and an addition; chart entries and exits are
 * read as they are. Each tuple is `type|object|track|date`.
 */
export function expectedActivities(
  truth: Iterable<TruthEvent>,
  monitoredTracks: ReadonlySet<string>,
  watchedCharts: ReadonlySet<string>,
): string[] {
  const expected: string[] = [];
  const playlistDays = new Map<string, PlaylistChange[]>();
  for (const event of truth) {
    if (event.kind === 'playlist_add' || event.kind === 'playlist_remove') {
      if (!monitoredTracks.has(event.track_id)) continue;
      const key = `${event.day}|${event.playlist_id}|${event.track_id}`;
      const list = playlistDays.get(key) ?? [];
      list.push(event);
      playlistDays.set(key, list);
    } else if (event.kind === 'chart_entry' || event.kind === 'chart_exit') {
      const change = event as ChartChange;
      const chart = `${change.source}:${change.country.toLowerCase() === 'global' ? 'global' : change.country}`;
      if (change.city_id || !watchedCharts.has(chart) || !monitoredTracks.has(change.track_id))
        continue;
      const type = event.kind === 'chart_entry' ? 'chart_in' : 'chart_exit';
      expected.push(`${type}|${chart}|${change.track_id}|${change.date}`);
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
  return expected.sort();
}
