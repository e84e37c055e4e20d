import type { MonitorContext } from '../context';
import { FetchFailedError } from '../http/fetch-json';
import { mapConcurrent } from '../map-concurrent';
import type { PlaylistMembership } from '../world/world-client';
import type { CatalogPlaylist } from '../world/world-schemas';
import { dayNumber, type Membership } from './packed-members';

export interface PlaylistToRefresh {
  /** Our id. */
  id: number;
  /** The platform's listing: id, name, type, genres, snapshot, followers, track count. */
  version: CatalogPlaylist;
  /** True the first time the monitor reads this playlist. */
  firstSight: boolean;
  /** The playlist's platform (default Spotify). */
  source?: string;
}

/**
 * How a platform other than Spotify is read (`platform-playlists.ts`): the playlist's entries,
 * keyed by what `trackIds` maps (the ISRC), and its owner.
 */
export type PlaylistReader = (
  id: string,
) => Promise<{ membership: PlaylistMembership; ownerName: string | null }>;

export interface FetchedPlaylist extends PlaylistToRefresh {
  /**
   * The monitored tracks on it now and the days they were added, in the platform's order. Typed
   * arrays, not an object per entry: a batch waits for its write, and a cycle's millions of
   * entries would otherwise outlive the young generation and load the garbage collector.
   */
  members: Membership;
  /** Curator, owner and description, read on first sight only (they rarely change). */
  curator: {
    ownerName: string | null;
    curatorName: string | null;
    curatorEmail: string | null;
    imageUrl: string | null;
    description: string | null;
  } | null;
}

export interface FetchedBatch {
  playlists: FetchedPlaylist[];
  failed: number;
  fetchMs: number;
}

/** The entries of the monitored tracks (`trackIds` maps the platform's ids to ours), in order. */
function monitoredMembers(
  membership: PlaylistMembership,
  trackIds: ReadonlyMap<string, number>,
): Membership {
  const count = membership.entries.length;
  const members = { trackIds: new Int32Array(count), days: new Int32Array(count) };
  let monitored = 0;
  for (const entry of membership.entries) {
    const trackId = trackIds.get(entry.trackId);
    if (trackId === undefined) continue;
    members.trackIds[monitored] = trackId;
    members.days[monitored] = dayNumber(entry.addedOn);
    monitored++;
  }
  return {
    trackIds: members.trackIds.subarray(0, monitored),
    days: members.days.subarray(0, monitored),
  };
}

/**
 * Reads the membership of playlists whose snapshot changed. A playlist the platform keeps
 * failing for is reported and left out: its stored state stays as it was and the next cycle
 * tries again, so nothing is lost.
 */
export async function fetchPlaylistBatch(
  context: MonitorContext,
  batch: readonly PlaylistToRefresh[],
  trackIds: ReadonlyMap<string, number>,
  /** Another platform's reader; Spotify's playlists are read through the world client. */
  reader?: PlaylistReader,
): Promise<FetchedBatch> {
  const started = performance.now();
  let failed = 0;
  const results = await mapConcurrent(
    batch,
    context.concurrency,
    async (playlist): Promise<FetchedPlaylist | null> => {
      try {
        const externalId = playlist.version.id;
        if (reader) {
          const read = await reader(externalId);
          const curator = playlist.firstSight
            ? {
                ownerName: read.ownerName,
                curatorName: null,
                curatorEmail: null,
                imageUrl: null,
                description: null,
              }
            : null;
          return { ...playlist, members: monitoredMembers(read.membership, trackIds), curator };
        }
        const [membership, meta] = await Promise.all([
          context.world.playlistMembership(externalId),
          playlist.firstSight ? context.world.playlist(externalId) : null,
        ]);
        const curator = meta && {
          ownerName: meta.owner?.display_name ?? null,
          curatorName: meta.x_curator?.name ?? null,
          curatorEmail: meta.x_curator?.email ?? null,
          imageUrl: context.world.imagePath(meta.images?.[0]?.url),
          description: meta.description || null,
        };
        return { ...playlist, members: monitoredMembers(membership, trackIds), curator };
      } catch (error) {
        if (!(error instanceof FetchFailedError)) throw error;
        failed++;
        context.log.warn(`playlist ${playlist.version.id}: ${error.message}`);
        return null;
      }
    },
  );
  return {
    playlists: results.filter((result): result is FetchedPlaylist => result !== null),
    failed,
    fetchMs: performance.now() - started,
  };
}
