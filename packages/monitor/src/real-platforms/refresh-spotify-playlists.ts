import { pgArray, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { SpotifyClient } from '../connectors/spotify/spotify-client';
import type { PlaylistSnapshot } from '../connectors/types';
import { diffReadPlaylists } from './diff-read-playlists';
import {
  emptyResult,
  type PlatformJobContext,
  type PlatformJobInput,
  type PlatformResult,
  reportFailure,
} from './platform-result';

/** Real Spotify playlists are stored under their own source, apart from the demo world's. */
export const REAL_SPOTIFY_PLAYLISTS = 'spotify_real';
/** Playlists read per artist a day: a search page (one call) and one call per playlist. */
export const SPOTIFY_PLAYLISTS_PER_ARTIST = 20;

/**
 * Spotify playlist placements in Extended Quota Mode (decision 065). The Web API has no call
 * listing the playlists that hold an artist's tracks; the documented way is to search playlists
 * by the artist's name (`GET /search?type=playlist`) and read each one (`GET /playlists/{id}`,
 * every page of its items). The monitored tracks (matched by their real Spotify ids) found on
 * them become playlist adds and removals through the world's pipeline, dated with Spotify's
 * `added_at` (the epoch read as unknown) or the real day, each once. Development Mode is not
 * asked (its playlists answer only the owner's own): the caller reports them unavailable.
 */
export async function refreshSpotifyPlaylists(
  context: PlatformJobContext,
  client: SpotifyClient,
  input: PlatformJobInput,
  idKey: string,
): Promise<PlatformResult> {
  const result = emptyResult();
  const bySpotifyId = new Map<string, number>();
  for (const track of input.tracks) {
    const spotifyId = track.externalIds[idKey];
    if (spotifyId) bySpotifyId.set(spotifyId, track.id);
  }
  if (bySpotifyId.size === 0) return result;
  const trackIds = [...bySpotifyId.values()];
  const artists = await queryRows<{ name: string }>(
    context.db,
    sql`select distinct a.name from accounts a join track_artists ta on ta.account_id = a.id
        where a.monitored_since is not null and ta.track_id = any(${pgArray(trackIds)}::bigint[])
        order by a.name`,
  );
  const playlistIds = new Set<string>();
  for (const artist of artists) {
    try {
      for (const id of await client.searchPlaylists(artist.name, SPOTIFY_PLAYLISTS_PER_ARTIST)) {
        playlistIds.add(id);
      }
    } catch (error) {
      reportFailure(context, result, `spotify playlists of ${artist.name}`, error);
    }
  }
  const snapshots = new Map<string, PlaylistSnapshot>();
  for (const id of playlistIds) {
    try {
      snapshots.set(id, await client.playlist(id));
    } catch (error) {
      // A private or removed playlist answers 403 or 404: kept out, with Spotify's message.
      reportFailure(context, result, `spotify playlist ${id}`, error);
    }
  }
  if (snapshots.size === 0) return result;
  const refreshed = await diffReadPlaylists(context, bySpotifyId, input.date, {
    source: REAL_SPOTIFY_PLAYLISTS,
    // Their activities are Spotify's in the feed (its Spotify tab, its badge).
    feedSource: 'spotify',
    snapshots,
    typeOf: (snapshot) => (snapshot.playlistType === 'editorial' ? 'editorial' : 'listener'),
  });
  result.activities += refreshed.activities;
  result.failed += refreshed.failed;
  return result;
}
