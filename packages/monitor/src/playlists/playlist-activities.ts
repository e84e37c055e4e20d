import {
  type ActivityRow,
  activityKey,
  compactNumber,
  tierFields,
} from '../activities/activity-row';
import type { SnapshotEntry, StoredEntry } from './diff-playlist-snapshot';

export interface PlaylistFacts {
  source: string;
  externalId: string;
  name: string;
  followers: number;
  playlistType: string;
}

function playlistActivity(
  playlist: PlaylistFacts,
  type: 'playlist_add' | 'playlist_remove',
  trackId: number,
  date: string,
): ActivityRow {
  const followers = compactNumber(playlist.followers);
  return {
    key: activityKey(playlist.source, type, `${playlist.externalId}:${trackId}`, date),
    source: playlist.source,
    activity_type: type,
    activity_date: date,
    track_id: trackId,
    account_id: null,
    ...tierFields({ metric: 'playlistFollowers', value: playlist.followers }),
    is_milestone: false,
    activity_text:
      type === 'playlist_add'
        ? `Added to ${playlist.name} (${followers} followers)`
        : `Removed from ${playlist.name} (${followers} followers)`,
    activity_url: null,
    value: playlist.followers,
    details: {
      playlistExternalId: playlist.externalId,
      playlistName: playlist.name,
      playlistType: playlist.playlistType,
      followers: playlist.followers,
    },
  };
}

/** Additions are dated by the platform's added_at; removals by the day they were seen. */
export function playlistActivities(
  playlist: PlaylistFacts,
  diff: { added: readonly SnapshotEntry[]; removed: readonly StoredEntry[] },
  today: string,
): ActivityRow[] {
  return [
    ...diff.added.map((entry) =>
      playlistActivity(playlist, 'playlist_add', entry.trackId, entry.addedOn),
    ),
    ...diff.removed.map((entry) =>
      playlistActivity(playlist, 'playlist_remove', entry.trackId, today),
    ),
  ];
}
