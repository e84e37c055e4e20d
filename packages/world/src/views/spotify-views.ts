import { curatorOf } from '../build/build-people';
import { PlaylistType } from '../build/build-playlists';
import { applyFields, type FieldNode } from '../http/fields';
import { IdKind, spotifyId } from '../model/ids';
import { GENRES, PLAYLIST_TYPES } from '../model/markets';
import { personName, playlistName, trackName } from '../model/names';
import { hash, Salt } from '../model/random';
import { artistCounters, popularityOf } from '../sim/counters';
import { editSecond } from '../sim/playlist-day';
import { dailyStreams } from '../sim/track-growth';
import type { PlaylistView } from '../sim/unpublished-edits';
import type { WorldState } from '../world-state';
import { imagesOf } from './artwork';
import { playlistDescription } from './playlist-description';

// Objects in the shapes of the Spotify Web API (https://developer.spotify.com/documentation/web-api),
// plus x_* extensions for what the world knows and Spotify does not publish.

/** The playlist as published now: before its edit of today while that edit is not public. */
export function playlistView(state: WorldState, playlist: number): PlaylistView {
  const { playlists } = state;
  if (state.unpublished && state.unpublished.day === state.day) {
    return state.unpublished.view(playlist, state.publishedSecond);
  }
  return {
    members: playlists.members,
    addedDay: playlists.addedDay,
    start: playlists.offset[playlist]!,
    length: playlists.length[playlist]!,
    version: playlists.version[playlist]!,
  };
}

export function snapshotId(state: WorldState, playlist: number): string {
  const { version } = playlistView(state, playlist);
  const tag = hash(state.seed, Salt.playlist, playlist, version).toString(16).padStart(8, '0');
  return Buffer.from(`${version},${tag}`).toString('base64');
}

function artistRef(state: WorldState, artist: number, baseUrl: string) {
  const { id, name } = state.artists[artist]!;
  return {
    href: `${baseUrl}/spotify/v1/artists/${id}`,
    id,
    name,
    type: 'artist',
    uri: `spotify:artist:${id}`,
  };
}

/** Whether a `fields` selection (null = everything) wants `key`, and what it wants inside. */
function wants(node: FieldNode | null, key: string): boolean {
  if (node === null) return true;
  if (node.exclude.has(key)) return false;
  return node.include.size === 0 || node.include.has(key);
}
function inside(node: FieldNode | null, key: string): FieldNode | null {
  return node === null || node.include.size === 0 ? null : (node.include.get(key) ?? null);
}
/** `value`, the part of a selection under `key` of `node`, trimmed to what it selects inside. */
function within(node: FieldNode | null, key: string, value: unknown): unknown {
  const child = inside(node, key);
  return child === null ? value : applyFields(value, child);
}

function artistRefs(state: WorldState, track: number, baseUrl: string) {
  const { tracks } = state;
  const refs = [artistRef(state, tracks.artist[track]!, baseUrl)];
  if (tracks.featured1[track]! >= 0) refs.push(artistRef(state, tracks.featured1[track]!, baseUrl));
  if (tracks.featured2[track]! >= 0) refs.push(artistRef(state, tracks.featured2[track]!, baseUrl));
  return refs;
}

/**
 * A track in Spotify's shape, exactly as much of it as the `fields` selection `node` wants (null:
 * all of it): a monitor asking for `items(track(id))` costs the world one field per track.
 */
export function trackObject(
  state: WorldState,
  track: number,
  baseUrl: string,
  node: FieldNode | null = null,
) {
  const { tracks, seed } = state;
  const id = tracks.ids[track]!;
  const out: Record<string, unknown> = {};
  if (wants(node, 'album')) {
    const albumId = spotifyId(seed, IdKind.album, track);
    out.album = within(node, 'album', {
      album_type: 'single',
      artists: [artistRef(state, tracks.artist[track]!, baseUrl)],
      id: albumId,
      // A single's cover is its track's artwork.
      images: imagesOf(baseUrl, 'track', id),
      name: trackName(seed, track),
      release_date: state.calendar.dateOf(tracks.releaseDay[track]!),
      release_date_precision: 'day',
      type: 'album',
      uri: `spotify:album:${albumId}`,
    });
  }
  if (wants(node, 'artists')) {
    out.artists = within(node, 'artists', artistRefs(state, track, baseUrl));
  }
  if (wants(node, 'duration_ms'))
    out.duration_ms = 150_000 + (hash(seed, Salt.track, track) % 120_000);
  if (wants(node, 'explicit')) out.explicit = hash(seed, Salt.track, track, 1) % 5 === 0;
  if (wants(node, 'external_ids')) {
    out.external_ids = within(node, 'external_ids', { isrc: tracks.isrcs[track]! });
  }
  if (wants(node, 'href')) out.href = `${baseUrl}/spotify/v1/tracks/${id}`;
  if (wants(node, 'id')) out.id = id;
  if (wants(node, 'name')) out.name = trackName(seed, track);
  if (wants(node, 'popularity'))
    out.popularity = popularityOf(dailyStreams(tracks, track, state.day));
  if (wants(node, 'type')) out.type = 'track';
  if (wants(node, 'uri')) out.uri = `spotify:track:${id}`;
  if (wants(node, 'x_genre')) out.x_genre = GENRES[tracks.genre[track]!];
  if (wants(node, 'x_label_id')) out.x_label_id = state.labels[tracks.label[track]!]?.id ?? null;
  return out;
}

export function playlistObject(state: WorldState, playlist: number, baseUrl: string) {
  const { playlists, seed } = state;
  const id = playlists.ids[playlist]!;
  const type = playlists.type[playlist]!;
  const genre = GENRES[playlists.genre[playlist]!]!;
  const curator = curatorOf(seed, playlist, type !== PlaylistType.listener);
  const ownerId =
    type === PlaylistType.listener ? spotifyId(seed, IdKind.user, playlist) : 'spotify';
  const name = playlistName(seed, playlist, genre);
  return {
    collaborative: false,
    // Rewritten by its curator now and then, tracks untouched (issue 24).
    description: playlistDescription(state, playlist, state.day),
    external_urls: { spotify: `https://open.spotify.example/playlist/${id}` },
    followers: { href: null, total: playlists.followers(playlist, state.day) },
    href: `${baseUrl}/spotify/v1/playlists/${id}`,
    id,
    images: imagesOf(baseUrl, 'playlist', id),
    name,
    owner: {
      display_name:
        type === PlaylistType.listener ? personName(seed, IdKind.user, playlist) : 'Spotify',
      id: ownerId,
      type: 'user',
    },
    public: true,
    snapshot_id: snapshotId(state, playlist),
    tracks: {
      href: `${baseUrl}/spotify/v1/playlists/${id}/tracks`,
      total: playlistView(state, playlist).length,
    },
    type: 'playlist',
    uri: `spotify:playlist:${id}`,
    x_playlist_type: PLAYLIST_TYPES[type],
    x_genres: [genre],
    x_curator: curator,
  };
}

/** Whether a track selection is its id alone, as a monitor reading memberships asks. */
function idOnly(node: FieldNode | null): boolean {
  return node !== null && node.include.size === 1 && node.include.get('id') === null;
}

/**
 * The JSON text of the playlist's items at positions `from` to `to` (0-based, `to` excluded) in
 * Spotify's playlist-track shape, comma-separated, exactly as much of each as the `fields`
 * selection `node` wants (null: all of it). Written as text, not built as objects for
 * `JSON.stringify`: a page of a hundred items is what the world serves most, and its timestamps
 * and base62 ids need no escaping. What the selection wants, and what is the same for every item
 * of the playlist, is worked out once a page.
 */
export function playlistItemsJson(
  state: WorldState,
  playlist: number,
  from: number,
  to: number,
  baseUrl: string,
  node: FieldNode | null = null,
): string {
  const { playlists, tracks, seed } = state;
  const addedAt = wants(node, 'added_at');
  const listener = playlists.type[playlist] === PlaylistType.listener;
  let addedBy = '';
  if (wants(node, 'added_by')) {
    addedBy = JSON.stringify(
      within(node, 'added_by', {
        id: listener ? spotifyId(seed, IdKind.user, playlist) : 'spotify',
        type: 'user',
      }),
    );
  }
  const isLocal = wants(node, 'is_local');
  const track = wants(node, 'track');
  const trackNode = inside(node, 'track');
  const trackIdOnly = idOnly(trackNode);
  const view = playlistView(state, playlist);
  let items = '';
  for (let position = from; position < to; position++) {
    const slot = view.start + position;
    let text = position > from ? ',{' : '{';
    let comma = '';
    if (addedAt) {
      const day = view.addedDay[slot]!;
      text += `"added_at":"${state.calendar.timestamp(day, editSecond(seed, day, playlist, listener))}"`;
      comma = ',';
    }
    if (addedBy !== '') {
      text += `${comma}"added_by":${addedBy}`;
      comma = ',';
    }
    if (isLocal) {
      text += `${comma}"is_local":false`;
      comma = ',';
    }
    if (track) {
      const member = view.members[slot]!;
      text += trackIdOnly
        ? `${comma}"track":{"id":"${tracks.ids[member]!}"}`
        : `${comma}"track":${JSON.stringify(trackObject(state, member, baseUrl, trackNode))}`;
    }
    items += `${text}}`;
  }
  return items;
}

export function artistObject(state: WorldState, artist: number, baseUrl: string) {
  const { id, name, genre, countryCode } = state.artists[artist]!;
  const counters = artistCounters(state, 'spotify', artist, state.day);
  return {
    external_urls: { spotify: `https://open.spotify.example/artist/${id}` },
    followers: { href: null, total: counters.followers_total! },
    genres: [GENRES[genre]],
    href: `${baseUrl}/spotify/v1/artists/${id}`,
    id,
    images: imagesOf(baseUrl, 'artist', id),
    name,
    popularity: counters.popularity_current!,
    type: 'artist',
    uri: `spotify:artist:${id}`,
    x_country: countryCode,
  };
}
