import type { MonitorContext } from '../context';
import { FetchFailedError } from '../http/fetch-json';
import { mapConcurrent } from '../map-concurrent';
import type { PlaylistMembership } from '../world/world-client';
import type { CatalogPlaylist } from '../world/world-schemas';
import { addedDay, type Membership } from './packed-members';

export interface PlaylistToRefresh {
  /** Our id. */
  id: number;
  /** The platform's listing: id, name, type, genres, snapshot, followers, track count. */
  version: CatalogPlaylist;
  /** True the first time the monitor reads this playlist. */
  firstSight: boolean;
  /**
   * Read the platform's playlist object (curator, owner, artwork, description) with the
   * membership: on first sight, and again on the playlist's details day (`detailsDue`), so a
   * description changed after the first read is picked up (issue 24). Defaults to `firstSight`.
   */
  readDetails?: boolean;
  /** The playlist's platform (default Spotify). */
  source?: string;
  /** The platform its activities are filed under, when not `source` (a real platform's). */
  feedSource?: string;
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
  /** Curator, owner and description, read on first sight and on its details day. */
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
    members.days[monitored] = addedDay(entry.addedOn);
    monitored++;
  }
  return {
    trackIds: members.trackIds.subarray(0, monitored),
    days: members.days.subarray(0, monitored),
  };
}

/** A changed playlist's details are read again every this many days (its details day). */
export const DETAILS_EVERY_DAYS = 7;

/**
 * Whether `today` is the playlist's details day: one day in `DETAILS_EVERY_DAYS`, spread over the
 * playlists by id, so each cycle reads the details of about a seventh of the watched playlists,
 * one request each: a changed one with its membership, an unchanged one on its own
 * (`refresh-playlist-details.ts`; a description edited with the tracks untouched keeps the
 * snapshot). An edited name, artwork or description is seen within a week.
 */
export function detailsDue(playlistId: number, today: string): boolean {
  const day = Math.floor(Date.parse(`${today}T00:00:00Z`) / 86_400_000);
  return (playlistId + day) % DETAILS_EVERY_DAYS === 0;
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
          (playlist.readDetails ?? playlist.firstSight) ? context.world.playlist(externalId) : null,
        ]);
        const curator = meta && {
          ownerName: meta.owner?.display_name ?? null,
          curatorName: meta.x_curator?.name ?? null,
          curatorEmail: meta.x_curator?.email ?? null,
          imageUrl: context.world.imagePath(meta.images?.[0]?.url),
          // '' is the platform's "no description": it clears a stored one (the write's nullif).
          description: meta.description ?? '',
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
