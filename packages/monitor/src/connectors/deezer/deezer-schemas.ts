import { z } from 'zod';

// Deezer public API shapes (developers.deezer.com/api), only the fields the monitor reads.

/** Deezer reports errors with HTTP 200 and this body. */
export const ZDeezerError = z.object({
  error: z.object({ type: z.string(), message: z.string(), code: z.number().int() }),
});

const ZDeezerTrackSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  rank: z.number().int(),
});

/** A playlist's track: the summary plus when it was added (unix seconds). */
export const ZDeezerPlaylistTrack = ZDeezerTrackSummary.extend({
  time_add: z.number().int(),
  /** Not in Deezer's own playlist tracks (its /track/{id} has it); the demo world's carry it. */
  isrc: z.string().optional(),
});

export const ZDeezerPlaylistTrackPage = z.object({
  data: z.array(ZDeezerPlaylistTrack),
  total: z.number().int().optional(),
  next: z.string().optional(),
});

/** GET /playlist/{id}: metadata and the first tracks, embedded. */
export const ZDeezerPlaylist = z.object({
  id: z.number().int(),
  title: z.string(),
  nb_tracks: z.number().int(),
  fans: z.number().int(),
  checksum: z.string(),
  creator: z.object({ id: z.number().int(), name: z.string() }).optional(),
  tracks: z.object({ data: z.array(ZDeezerPlaylistTrack) }),
});

/** GET /track/{id} and /track/isrc:{isrc}. */
export const ZDeezerTrack = ZDeezerTrackSummary.extend({ isrc: z.string().optional() });

/** GET /chart/0/tracks. */
export const ZDeezerChartPage = z.object({
  data: z.array(ZDeezerTrackSummary.extend({ position: z.number().int().optional() })),
  total: z.number().int().optional(),
  next: z.string().optional(),
});

// Issue 27, profile setup (decision 054): the artist and their catalogue.

/** GET /artist/{id}. */
export const ZDeezerArtist = z.object({
  id: z.number().int(),
  name: z.string(),
  picture_xl: z.string().nullish(),
  nb_fan: z.number().int().optional(),
});

/** GET /search/artist?q=. */
export const ZDeezerArtistSearch = z.object({
  data: z.array(ZDeezerArtist),
  next: z.string().optional(),
});

/** GET /artist/{id}/albums. */
export const ZDeezerAlbumPage = z.object({
  data: z.array(z.object({ id: z.number().int(), title: z.string() })),
  next: z.string().optional(),
});

/** GET /album/{id}: its tracks (without ISRC: `/track/{id}` has it). */
export const ZDeezerAlbum = z.object({
  id: z.number().int(),
  title: z.string(),
  release_date: z.string().optional(),
  cover_xl: z.string().nullish(),
  tracks: z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string() })) }),
});

/** GET /track/{id}, the fields a catalogue entry needs. */
export const ZDeezerTrackDetails = z.object({
  id: z.number().int(),
  title: z.string(),
  isrc: z.string().optional(),
  release_date: z.string().optional(),
  rank: z.number().int(),
  contributors: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});

/** GET /chart/0/playlists: the most followed playlists Deezer shows. */
export const ZDeezerChartPlaylists = z.object({
  data: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
