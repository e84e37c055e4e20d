import { curatorOf } from '../build/build-people';
import { PlaylistType } from '../build/build-playlists';
import { IdKind } from '../model/ids';
import { GENRES, PLAYLIST_SOURCES, PLAYLIST_TYPES, type PlaylistSource } from '../model/markets';
import { personName, playlistName, trackName } from '../model/names';
import { editSecond } from '../sim/playlist-day';
import type { WorldState } from '../world-state';
import { imageUrl } from './artwork';
import { playlistView, snapshotId } from './spotify-views';

// The playlists of Apple Music, Deezer, Amazon Music, Tidal and SoundCloud in each platform's own
// shape (docs/decisions/041): the same playlist model as Spotify's (one table keyed by source),
// shown as each platform shows it. What a platform does not publish and the world knows (an Apple
// Music playlist's followers, the day a SoundCloud track joined a playlist) is an x_* extension.

/** The platform's source of a playlist index. */
export function playlistSource(state: WorldState, playlist: number): PlaylistSource {
  return PLAYLIST_SOURCES[state.playlists.source[playlist]!]!.source;
}

/** A track's id on a platform other than Spotify: numbers (Deezer, Tidal, SoundCloud), ASINs. */
export function platformTrackId(source: PlaylistSource, track: number): string | number {
  switch (source) {
    case 'deezer':
      return 300_000_000 + track;
    case 'tidal':
      return 50_000_000 + track;
    case 'soundcloud':
      return 900_000_000 + track;
    case 'amazon':
      return `B0${(track + 1_000_000).toString(36).toUpperCase().padStart(8, '0')}`;
    default:
      return String(1_400_000_000 + track);
  }
}

/** What every platform says of a playlist, in the world's terms. */
export function playlistFacts(state: WorldState, playlist: number, baseUrl: string) {
  const { playlists, seed } = state;
  const type = playlists.type[playlist]!;
  const genre = GENRES[playlists.genre[playlist]!]!;
  const listener = type === PlaylistType.listener;
  const source = playlistSource(state, playlist);
  return {
    source,
    id: playlists.ids[playlist]!,
    name: playlistName(seed, playlist, genre),
    genre,
    type: PLAYLIST_TYPES[type]!,
    listener,
    curator: curatorOf(seed, playlist, !listener),
    owner: listener ? personName(seed, IdKind.user, playlist) : null,
    followers: playlists.followers(playlist, state.day),
    version: snapshotId(state, playlist),
    length: playlistView(state, playlist).length,
    image: imageUrl(baseUrl, 'playlist', playlists.ids[playlist]!),
  };
}

/** A playlist's members at positions [from, to) as published: track index and added instant. */
export function playlistEntries(state: WorldState, playlist: number, from: number, to: number) {
  const view = playlistView(state, playlist);
  const listener = state.playlists.type[playlist] === PlaylistType.listener;
  const end = Math.min(to, view.length);
  const entries: { track: number; addedAt: string; name: string; isrc: string }[] = [];
  for (let position = Math.max(0, from); position < end; position++) {
    const slot = view.start + position;
    const day = view.addedDay[slot]!;
    const track = view.members[slot]!;
    entries.push({
      track,
      addedAt: state.calendar.timestamp(day, editSecond(state.seed, day, playlist, listener)),
      name: trackName(state.seed, track),
      isrc: state.tracks.isrcs[track]!,
    });
  }
  return entries;
}
