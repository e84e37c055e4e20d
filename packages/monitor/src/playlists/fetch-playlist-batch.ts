import type { MonitorContext } from '../context';
import { FetchFailedError } from '../http/fetch-json';
import { mapConcurrent } from '../map-concurrent';
import type { CatalogPlaylist } from '../world/world-schemas';
import type { SnapshotEntry } from './diff-playlist-snapshot';

export interface PlaylistToRefresh {
  /** Our id. */
  id: number;
  /** The platform's listing: id, name, type, genres, snapshot, followers, track count. */
  version: CatalogPlaylist;
  /** True the first time the monitor reads this playlist. */
  firstSight: boolean;
}

export interface FetchedPlaylist extends PlaylistToRefresh {
  /** The monitored tracks on it now. */
  entries: SnapshotEntry[];
  /** Curator and owner, read on first sight only (they rarely change). */
  curator: {
    ownerName: string | null;
    curatorName: string | null;
    curatorEmail: string | null;
    imageUrl: string | null;
  } | null;
}

export interface FetchedBatch {
  playlists: FetchedPlaylist[];
  failed: number;
  fetchMs: number;
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
): Promise<FetchedBatch> {
  const started = performance.now();
  let failed = 0;
  const results = await mapConcurrent(batch, context.concurrency, async (playlist) => {
    try {
      const externalId = playlist.version.id;
      const [membership, meta] = await Promise.all([
        context.world.playlistMembership(externalId),
        playlist.firstSight ? context.world.playlist(externalId) : null,
      ]);
      const entries: SnapshotEntry[] = [];
      for (const entry of membership.entries) {
        const trackId = trackIds.get(entry.trackId);
        if (trackId !== undefined) entries.push({ trackId, addedOn: entry.addedOn });
      }
      const curator = meta && {
        ownerName: meta.owner?.display_name ?? null,
        curatorName: meta.x_curator?.name ?? null,
        curatorEmail: meta.x_curator?.email ?? null,
        imageUrl: meta.images?.[0]?.url ?? null,
      };
      return { ...playlist, entries, curator };
    } catch (error) {
      if (!(error instanceof FetchFailedError)) throw error;
      failed++;
      context.log.warn(`playlist ${playlist.version.id}: ${error.message}`);
      return null;
    }
  });
  return {
    playlists: results.filter((result): result is FetchedPlaylist => result !== null),
    failed,
    fetchMs: performance.now() - started,
  };
}
