import { z } from 'zod';
import { deskPage, deskQuery } from './admin';
import { defineEndpoint } from './endpoint';
import { ZMessageResponse } from './members';

// Issue 26, Playlists and Radio Stations desks (docs/admin.md): the monitored playlists and
// stations with their latest figures, and excluding one from monitoring with a reason, logged.
// The monitor then skips it.

export const MONITORED_DESK_TEXTS = {
  playlistNotFound: 'There is no such playlist.',
  stationNotFound: 'There is no such radio station.',
  excluded: (name: string) => `${name} is no longer monitored.`,
  included: (name: string) => `${name} is monitored again.`,
  reasonRequired: 'Please give the reason for excluding it.',
} as const;

const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const MONITORING_FILTERS = ['all', 'monitored', 'excluded'] as const;

const exclusion = {
  excludedReason: z.string().nullable(),
  excludedAt: z.string().nullable(),
};

export const PLAYLIST_DESK_SORTS = ['name', 'followers', 'trackCount', 'checkedAt'] as const;
export const ZPlaylistDeskRow = z.object({
  id: z.number().int(),
  source: z.string(),
  externalId: z.string(),
  name: z.string(),
  playlistType: z.string(),
  ownerName: z.string().nullable(),
  followers: z.number().int(),
  trackCount: z.number().int().nullable(),
  checkedAt: z.string().nullable(),
  ...exclusion,
});
export type PlaylistDeskRow = z.infer<typeof ZPlaylistDeskRow>;

export const STATION_DESK_SORTS = [
  'name',
  'countryCode',
  'kind',
  'lastDay',
  'lastDaySpins',
] as const;
export const ZStationDeskRow = z.object({
  id: z.number().int(),
  externalId: z.string(),
  name: z.string(),
  kind: z.string(),
  countryCode: z.string(),
  format: z.string().nullable(),
  lastDay: z.string().nullable(),
  lastDaySpins: z.number().int().nullable(),
  ...exclusion,
});
export type StationDeskRow = z.infer<typeof ZStationDeskRow>;

/** Exclude (with a reason) or monitor again (excluded false). */
const ZExclusionBody = z
  .object({
    id: ZId,
    excluded: z.boolean(),
    reason: z.string().trim().max(500, 'The reason is at most 500 characters.').optional(),
  })
  .refine((body) => !body.excluded || (body.reason ?? '').length > 0, {
    message: MONITORED_DESK_TEXTS.reasonRequired,
    path: ['reason'],
  });

export const adminMonitoredEndpoints = {
  playlists: defineEndpoint({
    method: 'GET',
    path: '/admin/playlists',
    summary:
      'Playlists desk: the monitored playlists with their latest snapshot (tracks, when read), followers and exclusions; searched, filtered, sorted, paged (admins, issue 26).',
    query: deskQuery(PLAYLIST_DESK_SORTS, 'followers', 'desc').extend({
      monitoring: z.enum(MONITORING_FILTERS).default('all'),
    }),
    response: deskPage(ZPlaylistDeskRow),
  }),
  setPlaylistExcluded: defineEndpoint({
    method: 'PUT',
    path: '/admin/playlists/excluded',
    summary:
      'Excludes a playlist from monitoring with a reason, or monitors it again; the monitor skips it (logged; admins, issue 26).',
    body: ZExclusionBody,
    response: ZMessageResponse.extend({ excluded: z.boolean() }),
  }),
  stations: defineEndpoint({
    method: 'GET',
    path: '/admin/radio_stations',
    summary:
      'Radio Stations desk: the stations with their newest day of spins and exclusions; searched, filtered, sorted, paged (admins, issue 26).',
    query: deskQuery(STATION_DESK_SORTS, 'name', 'asc').extend({
      monitoring: z.enum(MONITORING_FILTERS).default('all'),
    }),
    response: deskPage(ZStationDeskRow),
  }),
  setStationExcluded: defineEndpoint({
    method: 'PUT',
    path: '/admin/radio_stations/excluded',
    summary:
      'Excludes a radio station from monitoring with a reason, or monitors it again; the monitor skips it (logged; admins, issue 26).',
    body: ZExclusionBody,
    response: ZMessageResponse.extend({ excluded: z.boolean() }),
  }),
};
