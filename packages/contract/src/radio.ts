import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// Issue 24: the radio product's station page (spec §1 "Radio", §6 radio access), docs/radio.md.

export const STATION_KINDS = ['radio', 'digital', 'sat_radio', 'tv'] as const;

/** A station's platform id, as search results and tables link to it. */
export const ZStationQuery = z.object({
  stationId: z
    .string({ message: 'Choose a station.' })
    .trim()
    .min(1, 'Choose a station.')
    .max(64, 'That is not a station id.'),
});

export const ZStationTrack = z.object({
  idUnique: z.string(),
  title: z.string(),
  artistName: z.string().nullable(),
  artistIdUnique: z.string().nullable(),
  spins: z.number().int(),
  lastPlayed: z.string(),
});
export type StationTrackItem = z.infer<typeof ZStationTrack>;

export const ZStationArtist = z.object({
  idUnique: z.string(),
  name: z.string(),
  spins: z.number().int(),
  tracks: z.number().int(),
});

export const ZStation = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(STATION_KINDS),
  /** "Radio", "Digital", "Satellite radio", "TV". */
  kindName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  cityName: z.string().nullable(),
  /** The station's music format (a genre); null when the platform has not said. */
  format: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type StationItem = z.infer<typeof ZStation>;

/**
 * GET /radio/station: the station, and with radio access its spins of the monitored tracks per
 * day, top tracks and artists, and the member's own tracks played there. Without radio access
 * (spec §6) only the station itself, with `hasAccess` false and the locked prompt's title.
 */
export const ZStationResponse = z.object({
  station: ZStation,
  hasAccess: z.boolean(),
  lockedReason: z.string().nullable(),
  totalSpins: z.number().int(),
  /** Days with spins, oldest first. */
  spinsByDay: z.array(z.object({ day: z.string(), spins: z.number().int() })),
  topTracks: z.array(ZStationTrack),
  topArtists: z.array(ZStationArtist),
  memberTracks: z.array(ZStationTrack),
});
export type StationResponse = z.infer<typeof ZStationResponse>;

export const radioEndpoints = {
  station: defineEndpoint({
    method: 'GET',
    path: '/radio/station',
    summary:
      "A radio station's page: kind, place, format, spins per day, top tracks and artists, and the member's tracks played there (radio access, issue 24).",
    query: ZStationQuery,
    response: ZStationResponse,
  }),
};
