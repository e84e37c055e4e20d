import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZPlaylistHealthFlag, ZProvenance } from './insights-shapes';

// Issue 24: the playlist-checking product's playlist page (spec §2 /{sourceId}/{playlistId},
// §3 "{product} state", §9 monthly quotas; docs/decisions/036).

/** The path of a playlist page: the platform (spotify, deezer, apple_music) and its id there. */
export const ZPlaylistPageParams = z.object({
  sourceId: z
    .string()
    .trim()
    .regex(/^[a-z_]{2,32}$/, 'Unknown platform.'),
  playlistId: z.string().trim().min(1, 'Missing playlist id.').max(128),
});

export const ZPlaylistRank = z.object({
  /** 1 for the most followed of the platform (or genre). */
  rank: z.number().int(),
  /** How many playlists are ranked. */
  of: z.number().int(),
});

/** spec §9 "{product} monthly quotas": this member's checks of the calendar month. */
export const ZPlaylistCheckUsage = z.object({
  /** Distinct playlists checked this calendar month. */
  used: z.number().int(),
  /** The plan's monthly checks; null for no limit (admins). */
  limit: z.number().int().nullable(),
  /** The first day of the counted month (UTC). */
  month: z.string(),
  /** "37 of 100 checks used this month". */
  text: z.string(),
});
export type PlaylistCheckUsage = z.infer<typeof ZPlaylistCheckUsage>;

export const ZPlaylistTrack = z.object({
  position: z.number().int(),
  idUnique: z.string(),
  title: z.string(),
  artistName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Null when the platform does not know the add date: shown as unknown. */
  addedAt: z.string().nullable(),
  /** A track of one of the member's accounts: highlighted. */
  isMine: z.boolean(),
});

export const ZPlaylistActivityItem = z.object({
  date: z.string(),
  type: z.enum(['playlist_add', 'playlist_remove']),
  trackIdUnique: z.string().nullable(),
  trackTitle: z.string().nullable(),
  artistName: z.string().nullable(),
});

/**
 * spec §3 "{product} state" playlistData. The public part (name, artwork, owner, followers,
 * tracks) shows to everyone; the checked part (ranks, follower growth, curator contact,
 * activity) is null unless hasAccess.
 */
export const ZPlaylistData = z.object({
  name: z.string(),
  artwork: z.string().nullable(),
  ownerName: z.string().nullable(),
  description: z.string().nullable(),
  playlistType: z.enum(['editorial', 'algorithmic', 'listener']),
  genres: z.array(z.string()),
  followersCount: z.number().int(),
  trackCount: z.number().int(),
  /** The playlist on its platform. */
  url: z.string().nullable(),
  tracks: z.array(ZPlaylistTrack),
  ranks: z
    .object({
      global: ZPlaylistRank,
      genres: z.array(ZPlaylistRank.extend({ genre: z.string() })),
    })
    .nullable(),
  followerGrowth: z.array(z.object({ day: z.string(), followers: z.number().int() })).nullable(),
  /** The curator's name and email where the platform data has them. */
  contact: z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  activity: z.array(ZPlaylistActivityItem).nullable(),
  /** Issue 28: the playlist's health (checked part; null before the monitor rated it). */
  health: ZPlaylistHealthFlag.nullable().optional(),
  /**
   * Issue 28: where the page's figures (followers, their growth) come from: the day the
   * platform's playlists were last read whole, when, and whether fresh or stale (decision 063).
   */
  provenance: ZProvenance.nullable().optional(),
});
export type PlaylistData = z.infer<typeof ZPlaylistData>;

/** spec §3 "{product} state": sourceId, playlistId, playlistData, hasAccess, hasExceededLimit, hasSubscriptionAccess. */
export const ZPlaylistPageResponse = z.object({
  sourceId: z.string(),
  playlistId: z.string(),
  playlistData: ZPlaylistData,
  /** The checked part is in playlistData. */
  hasAccess: z.boolean(),
  /** A subscriber whose month's checks are used up, opening a playlist not checked this month. */
  hasExceededLimit: z.boolean(),
  /** The member holds a plan that includes playlist checks. */
  hasSubscriptionAccess: z.boolean(),
  /** null when logged out or without a plan. */
  usage: ZPlaylistCheckUsage.nullable(),
  /** Why the checked part is missing, for the page to show; null with access. */
  message: z.string().nullable(),
});
export type PlaylistPageResponse = z.infer<typeof ZPlaylistPageResponse>;

export const playlistCheckerEndpoints = {
  playlist: defineEndpoint({
    method: 'GET',
    path: '/playlist_checker/playlists/:sourceId/:playlistId',
    summary:
      "A playlist page (spec §2, §3 {product} state): opening it as a subscriber counts one of the month's checks unless already checked this month (spec §9 quotas, issue 24).",
    response: ZPlaylistPageResponse,
  }),
  usage: defineEndpoint({
    method: 'GET',
    path: '/playlist_checker/usage',
    summary: "The member's playlist checks this calendar month and the plan's limit (spec §9).",
    response: z.object({
      hasSubscriptionAccess: z.boolean(),
      usage: ZPlaylistCheckUsage.nullable(),
    }),
  }),
};

// Issue 29: the link parser lives in a module without schemas (the header's search imports it).
export { type PlaylistLink, parsePlaylistLink } from './playlist-link';
