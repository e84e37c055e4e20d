import { activityKey, compactNumber, tierFields } from '../activities/activity-row';
import type { ActivityGroup, GroupedActivity } from '../activities/write-activities';
import type { SnapshotEntry } from './diff-playlist-snapshot';

export interface PlaylistFacts {
  /** The source the playlist is stored under (a real platform's: `deezer_real`, apart from the world's). */
  source: string;
  /** The platform its activities are filed under, when not `source` (a real platform's playlists). */
  feedSource?: string;
  externalId: string;
  name: string;
  followers: number;
  playlistType: string;
}

/**
 * What a playlist's adds and removals have in common: tier by followers (spec §9), the text
 * ("Added to Mint (6.1M followers)"), the details, and the key up to the track and date, so that
 * `${keyPrefix}${trackId}:${date}` is `activityKey(source, type, `${externalId}:${trackId}`, date)`.
 */
export function playlistActivityGroup(playlist: PlaylistFacts): ActivityGroup {
  const followers = compactNumber(playlist.followers);
  const keyPrefix = (type: string) => activityKey(playlist.source, type, playlist.externalId, '');
  return {
    source: playlist.feedSource ?? playlist.source,
    ...tierFields({ metric: 'playlistFollowers', value: playlist.followers }),
    value: playlist.followers,
    details: {
      playlistExternalId: playlist.externalId,
      // The feed finds the playlist (its health) by the source it is stored under.
      ...(playlist.feedSource ? { playlistSource: playlist.source } : {}),
      playlistName: playlist.name,
      playlistType: playlist.playlistType,
      followers: playlist.followers,
    },
    types: {
      playlist_add: {
        keyPrefix: keyPrefix('playlist_add'),
        text: `Added to ${playlist.name} (${followers} followers)`,
      },
      playlist_remove: {
        keyPrefix: keyPrefix('playlist_remove'),
        text: `Removed from ${playlist.name} (${followers} followers)`,
      },
    },
  };
}

/**
 * Additions are dated by the platform's added_at (the day they were seen when the platform does
 * not know it); removals by the day they were seen.
 */
export function playlistActivities(
  group: number,
  diff: { added: readonly SnapshotEntry[]; removed: readonly number[] },
  today: string,
): GroupedActivity[] {
  return [
    ...diff.added.map((entry) => ({
      group,
      type: 'playlist_add',
      trackId: entry.trackId,
      date: entry.addedOn ?? today,
    })),
    ...diff.removed.map((trackId) => ({ group, type: 'playlist_remove', trackId, date: today })),
  ];
}
