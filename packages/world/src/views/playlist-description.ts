import { curatorOf } from '../build/build-people';
import { PlaylistType } from '../build/build-playlists';
import { GENRES } from '../model/markets';
import { playlistName } from '../model/names';
import { hash, Salt } from '../model/random';
import type { WorldState } from '../world-state';

/** Keeps the description's draws apart from the playlist's other `Salt.playlist` draws. */
const DESCRIPTION_DRAW = 24_001;

/** What a curator writes after the playlist's name; one is picked per edition, never twice in a row. */
const TAGLINES = [
  'the best of {genre}, curated by {curator}.',
  '{genre} for every day. Updated by {curator}.',
  'fresh {genre} picks from {curator}.',
  'the {genre} you need right now. By {curator}.',
  'new and essential {genre}, chosen by {curator}.',
  '{curator} on the {genre} that matters this week.',
  'the sound of {genre} today, selected by {curator}.',
] as const;

/**
 * How many days a playlist's description stays before its curator rewrites it (issue 24):
 * editorial playlists name a new cover or theme every week, algorithmic ones every two, and a
 * listener every 3 to 8 weeks. Edits change the description only, never the tracks, so the
 * playlist's snapshot_id stays: a monitor sees them only by reading the playlist's details again.
 */
export function descriptionPeriodDays(state: WorldState, playlist: number): number {
  const type = state.playlists.type[playlist]!;
  if (type === PlaylistType.editorial) return 7;
  if (type === PlaylistType.algorithmic) return 14;
  return 21 + (hash(state.seed, Salt.playlist, playlist, DESCRIPTION_DRAW, 1) % 36);
}

/**
 * The edition of the playlist's description on world day `day`: it goes up by one on the
 * playlist's edit days (each playlist its own phase, so edits are spread over the days).
 */
export function descriptionEdition(state: WorldState, playlist: number, day: number): number {
  const period = descriptionPeriodDays(state, playlist);
  const phase = hash(state.seed, Salt.playlist, playlist, DESCRIPTION_DRAW, 2) % period;
  return Math.floor((day + phase) / period);
}

/** The playlist's description as published on world day `day` (ground truth of its edits). */
export function playlistDescription(state: WorldState, playlist: number, day: number): string {
  const { playlists, seed } = state;
  const genre = GENRES[playlists.genre[playlist]!]!;
  const curator = curatorOf(seed, playlist, playlists.type[playlist] !== PlaylistType.listener);
  const first = hash(seed, Salt.playlist, playlist, DESCRIPTION_DRAW, 3) % TAGLINES.length;
  // Consecutive editions step through the taglines, so every edit changes the text.
  const tagline = TAGLINES[(first + descriptionEdition(state, playlist, day)) % TAGLINES.length]!;
  return `${playlistName(seed, playlist, genre)}: ${tagline.replace('{genre}', genre).replace('{curator}', curator.name)}`;
}
