import { pgArray, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { createAmazonMusicClient } from '../connectors/amazon/amazon-client';
import { createAppleMusicClient } from '../connectors/apple-music/apple-music-client';
import { createDeezerClient } from '../connectors/deezer/deezer-client';
import { createSoundCloudClient } from '../connectors/soundcloud/soundcloud-client';
import { createTidalClient } from '../connectors/tidal/tidal-client';
import type { PlaylistSnapshot } from '../connectors/types';
import type { MonitorContext } from '../context';
import type { WorldClient } from '../world/world-client';
import type { PlaylistReader } from './fetch-playlist-batch';
import {
  type PlaylistPlatform,
  type RefreshResult,
  refreshAllPlaylists,
} from './refresh-all-playlists';
import { PLAYLIST_HISTORY_SOURCES, recordTrackPlaylistDays } from './track-playlist-days';

/**
 * The platforms besides Spotify whose playlists the monitor watches (docs/decisions/041), each
 * read by its connector (`../connectors/`) at the demo world's address for that platform.
 */
export const PLAYLIST_CONNECTORS: Record<
  string,
  (world: WorldClient) => { playlist(id: string): Promise<PlaylistSnapshot> }
> = {
  apple_music: (world) =>
    createAppleMusicClient({
      baseUrl: `${world.baseUrl}/apple-music`,
      fetchOptions: world.fetchOptions,
    }),
  deezer: (world) =>
    createDeezerClient({ baseUrl: `${world.baseUrl}/deezer`, fetchOptions: world.fetchOptions }),
  amazon: (world) =>
    createAmazonMusicClient({
      baseUrl: `${world.baseUrl}/amazon`,
      fetchOptions: world.fetchOptions,
    }),
  tidal: (world) =>
    createTidalClient({ baseUrl: `${world.baseUrl}/tidal`, fetchOptions: world.fetchOptions }),
  soundcloud: (world) =>
    createSoundCloudClient({
      baseUrl: `${world.baseUrl}/soundcloud`,
      fetchOptions: world.fetchOptions,
    }),
};

/**
 * A connector's snapshots as the refresh reads them: entries by ISRC (how another platform's
 * tracks are matched to the catalogue; one without is not ours to follow). An entry with no date
 * of its own keeps none (null: shown as unknown, never as the day it was seen); its addition's
 * activity, if any, is dated the day it was seen (`playlistActivities`).
 */
export function platformReader(connector: {
  playlist(id: string): Promise<PlaylistSnapshot>;
}): PlaylistReader {
  return async (id) => {
    const snapshot = await connector.playlist(id);
    const entries = snapshot.entries.flatMap((entry) =>
      entry.isrc ? [{ trackId: entry.isrc, addedOn: entry.addedOn }] : [],
    );
    return { membership: { entries }, ownerName: snapshot.ownerName };
  };
}

/** The monitored tracks by ISRC (our ids are `trackIds`' values). */
async function tracksByIsrc(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const ids = [...trackIds.values()];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; isrc: string }>(
    context.db,
    sql`select id, isrc from tracks where id = any(${pgArray(ids)}::bigint[]) and isrc is not null`,
  );
  return new Map(rows.map((row) => [row.isrc, Number(row.id)]));
}

/**
 * Refreshes the playlists of every platform of PLAYLIST_CONNECTORS, one after the other, as
 * Spotify's are (`refreshAllPlaylists`): only those whose version changed, their adds and
 * removals of monitored tracks written once each, keyed by platform, playlist, track and date.
 */
export async function refreshPlatformPlaylists(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  today: string,
): Promise<RefreshResult> {
  const byIsrc = await tracksByIsrc(context, trackIds);
  const total: RefreshResult = {
    playlists: 0,
    changed: 0,
    failed: 0,
    added: 0,
    removed: 0,
    activities: 0,
    fetchMs: 0,
    diffMs: 0,
    writeMs: 0,
  };
  for (const [source, connect] of Object.entries(PLAYLIST_CONNECTORS)) {
    context.signal?.throwIfAborted();
    const platform: PlaylistPlatform = {
      source,
      reader: platformReader(connect(context.world)),
    };
    const result = await refreshAllPlaylists(
      context,
      byIsrc,
      today,
      undefined,
      undefined,
      platform,
    );
    for (const key of Object.keys(total) as (keyof RefreshResult)[]) total[key] += result[key];
    // Issue 21: the platform's playlists and reach per track over time (decision 062).
    if (PLAYLIST_HISTORY_SOURCES.includes(source) && !context.signal?.aborted) {
      await recordTrackPlaylistDays(context.db, source, today);
    }
  }
  return total;
}
