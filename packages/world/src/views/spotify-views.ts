import { curatorOf } from '../build/build-people';
import { PlaylistType } from '../build/build-playlists';
import { dateOfDay, timestampOf } from '../model/dates';
import { IdKind, spotifyId } from '../model/ids';
import { GENRES, PLAYLIST_TYPES } from '../model/markets';
import { personName, playlistName, trackName } from '../model/names';
import { hash, Salt } from '../model/random';
import { artistCounters, popularityOf } from '../sim/counters';
import { editSecond } from '../sim/playlist-day';
import { dailyStreams } from '../sim/track-growth';
import type { WorldState } from '../world-state';

// Objects in the shapes of the Spotify Web API (https://developer.spotify.com/documentation/web-api),
// plus x_* extensions for what the world knows and Spotify does not publish.

const imageOf = (id: string) => [
  { url: `https://i.world.example/${id}.jpg`, height: 640, width: 640 },
];

export function snapshotId(state: WorldState, playlist: number): string {
  const version = state.playlists.version[playlist]!;
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

export function trackObject(state: WorldState, track: number, baseUrl: string) {
  const { tracks } = state;
  const id = tracks.ids[track]!;
  const artists = [tracks.artist[track]!, tracks.featured1[track]!, tracks.featured2[track]!]
    .filter((artist) => artist >= 0)
    .map((artist) => artistRef(state, artist, baseUrl));
  const albumId = spotifyId(state.seed, IdKind.album, track);
  const name = trackName(state.seed, track);
  return {
    album: {
      album_type: 'single',
      artists: artists.slice(0, 1),
      id: albumId,
      images: imageOf(albumId),
      name,
      release_date: dateOfDay(tracks.releaseDay[track]!),
      release_date_precision: 'day',
      type: 'album',
      uri: `spotify:album:${albumId}`,
    },
    artists,
    duration_ms: 150_000 + (hash(state.seed, Salt.track, track) % 120_000),
    explicit: hash(state.seed, Salt.track, track, 1) % 5 === 0,
    external_ids: { isrc: tracks.isrcs[track]! },
    href: `${baseUrl}/spotify/v1/tracks/${id}`,
    id,
    name,
    popularity: popularityOf(dailyStreams(tracks, track, state.day)),
    type: 'track',
    uri: `spotify:track:${id}`,
    x_genre: GENRES[tracks.genre[track]!],
    x_label_id: state.labels[tracks.label[track]!]?.id ?? null,
  };
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
    description: `${name}: the best of ${genre}, curated by ${curator.name}.`,
    external_urls: { spotify: `https://open.spotify.example/playlist/${id}` },
    followers: { href: null, total: playlists.followers(playlist, state.day) },
    href: `${baseUrl}/spotify/v1/playlists/${id}`,
    id,
    images: imageOf(id),
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
      total: playlists.length[playlist]!,
    },
    type: 'playlist',
    uri: `spotify:playlist:${id}`,
    x_playlist_type: PLAYLIST_TYPES[type],
    x_genres: [genre],
    x_curator: curator,
  };
}

/** The playlist's item at `position` (0-based) in Spotify's playlist-track shape. */
export function playlistItem(
  state: WorldState,
  playlist: number,
  position: number,
  baseUrl: string,
) {
  const { playlists } = state;
  const slot = playlists.offset[playlist]! + position;
  const day = playlists.addedDay[slot]!;
  return {
    added_at: timestampOf(day, editSecond(state.seed, day, playlist)),
    added_by: {
      id:
        playlists.type[playlist] === PlaylistType.listener
          ? spotifyId(state.seed, IdKind.user, playlist)
          : 'spotify',
      type: 'user',
    },
    is_local: false,
    track: trackObject(state, playlists.members[slot]!, baseUrl),
  };
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
    images: imageOf(id),
    name,
    popularity: counters.popularity_current!,
    type: 'artist',
    uri: `spotify:artist:${id}`,
    x_country: countryCode,
  };
}
