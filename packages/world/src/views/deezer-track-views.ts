import { trackName } from '../model/names';
import type { WorldState } from '../world-state';

/**
 * Issue 23: the world's catalogue on Deezer, for a pre-save's lookup by ISRC (Deezer's
 * `GET /track/isrc:{isrc}`). Deezer's ids are numbers: a track's and its single's from the
 * track's index, an artist's from the artist's, in ranges apart from the world's Deezer playlists.
 */
export const DEEZER_ID_BASE = { track: 3_000_000_000, album: 600_000_000, artist: 90_000_000 };

export interface DeezerTrack {
  id: number;
  readable: true;
  title: string;
  isrc: string;
  release_date: string;
  artist: { id: number; name: string; type: 'artist' };
  album: { id: number; title: string; release_date: string; type: 'album' };
  type: 'track';
}

/** The track of this ISRC in Deezer's `GET /track/isrc:` shape, or null (Deezer's "no data"). */
export function deezerTrackByIsrc(state: WorldState, isrc: string): DeezerTrack | null {
  const { tracks } = state;
  const index = tracks.isrcs.indexOf(isrc);
  if (index < 0 || index >= tracks.length) return null;
  const artist = tracks.artist[index]!;
  const title = trackName(state.seed, index);
  const releaseDate = state.calendar.dateOf(tracks.releaseDay[index]!);
  return {
    id: DEEZER_ID_BASE.track + index,
    readable: true,
    title,
    isrc,
    release_date: releaseDate,
    artist: {
      id: DEEZER_ID_BASE.artist + artist,
      name: state.artists[artist]!.name,
      type: 'artist',
    },
    // A single: its album is the track's own release, as on the world's Spotify.
    album: { id: DEEZER_ID_BASE.album + index, title, release_date: releaseDate, type: 'album' },
    type: 'track',
  };
}
