import { createHash } from 'node:crypto';
import type { PlaylistSnapshot } from '../connectors/types';
import type { MonitorContext } from '../context';
import { type RefreshResult, refreshAllPlaylists } from '../playlists/refresh-all-playlists';
import type { PlatformJobContext } from './platform-result';

/**
 * A real platform's playlists, already read, diffed through the playlists pipeline of the
 * world's (adds and removals of monitored tracks become activities, each once). They are stored
 * under `source` (apart from the world's playlists) and their activities filed under
 * `feedSource`, the platform. A playlist is diffed when its version changed or when the monitored
 * tracks did: a profile set up today has its tracks' standing additions found now, not on the
 * playlist's next edit (decision 065).
 */
export async function diffReadPlaylists(
  context: PlatformJobContext,
  trackIds: ReadonlyMap<string, number>,
  date: string,
  platform: {
    source: string;
    feedSource: string;
    snapshots: ReadonlyMap<string, PlaylistSnapshot>;
    /** The platform names its editorial playlists; one that does not calls them all editorial. */
    typeOf?: (snapshot: PlaylistSnapshot) => 'editorial' | 'listener';
  },
): Promise<RefreshResult> {
  const { snapshots, typeOf = () => 'editorial' as const } = platform;
  const watched = createHash('sha1')
    .update([...trackIds.keys()].sort().join(','))
    .digest('hex')
    .slice(0, 12);
  return refreshAllPlaylists(
    { ...context, concurrency: 1 } as MonitorContext,
    trackIds,
    date,
    undefined,
    undefined,
    {
      source: platform.source,
      feedSource: platform.feedSource,
      listing: [...snapshots.values()].map((snapshot) => ({
        id: snapshot.id,
        name: snapshot.name,
        type: typeOf(snapshot),
        genres: [],
        snapshot_id: `${snapshot.snapshotId}:${watched}`,
        followers: snapshot.followers,
        tracks_total: snapshot.entries.length,
        image_url: null,
      })),
      // Already read: the pipeline diffs what was read, it asks the platform nothing more.
      reader: async (id) => {
        const snapshot = snapshots.get(id);
        if (!snapshot) throw new Error(`${platform.feedSource} playlist ${id} was not read`);
        return {
          membership: {
            entries: snapshot.entries.map((entry) => ({
              trackId: entry.trackId,
              addedOn: entry.addedOn,
            })),
          },
          ownerName: snapshot.ownerName,
        };
      },
    },
  );
}
