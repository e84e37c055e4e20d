import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const TIER_MESSAGE = 'tier is 1 (Top End), 2 (High Pass), 3 (Mid Range) or 4 (Bassline).';
const SOURCE_ID_MESSAGE = 'Please choose a source.';

/** spec §3, §9 access tiers: 4 Bassline (every activity) to 1 Top End (the most significant). */
export const ZTierId = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: TIER_MESSAGE,
});

const ZSourceId = z.string({ error: SOURCE_ID_MESSAGE }).trim().min(1, SOURCE_ID_MESSAGE).max(40);

/** One row of Settings > Activities: a source and the tier the member chose for it. */
export const ZActivitySetting = z.object({
  sourceId: z.string(),
  name: z.string(),
  tier: ZTierId,
});
export type ActivitySettingItem = z.infer<typeof ZActivitySetting>;

const ZActivitySettingsResponse = z.object({
  /** The sources of this product (spec §2 Activities; beta ones for beta testers, spec §6). */
  activitySettings: z.array(ZActivitySetting),
});

const ZFavoriteSourcesResponse = z.object({
  /** The member's favorites in their order (spec §3 favoriteSources; the feed's favorites tab). */
  favoriteSources: z.array(z.string()),
  /** The sources the member may pick, in catalogue order (beta ones for beta testers, spec §6). */
  choices: z.array(z.object({ sourceId: z.string(), name: z.string() })),
});
export type FavoriteSourcesResponse = z.infer<typeof ZFavoriteSourcesResponse>;

/** Issue 28: the member's feed settings beyond tiers (decision 057). */
const ZFeedSettingsResponse = z.object({
  /** Leave botted playlists' adds and removals out of the feed. */
  hideBottedPlaylists: z.boolean(),
});
export type FeedSettingsResponse = z.infer<typeof ZFeedSettingsResponse>;

/** spec §2 Settings > Activities and Favorite Sources: the member's own settings only. */
export const memberSettingsEndpoints = {
  activitySettings: defineEndpoint({
    method: 'GET',
    path: '/members/activity_settings',
    summary:
      "The member's tier per source, which the feed applies (spec §2 Activities, §3, §9). Each member reads only their own.",
    response: ZActivitySettingsResponse,
  }),
  updateActivitySettings: defineEndpoint({
    method: 'PUT',
    path: '/members/update_activity_settings',
    summary:
      "Sets the member's tier of one source; the next feed page applies it (spec §2 Activities, §9).",
    body: z.object({ sourceId: ZSourceId, tier: ZTierId }),
    response: ZActivitySettingsResponse.extend({ message: z.string() }),
  }),
  favoriteSources: defineEndpoint({
    method: 'GET',
    path: '/members/favorite_sources',
    summary: "The member's favorite sources in order and those they may pick (spec §2, §3).",
    response: ZFavoriteSourcesResponse,
  }),
  updateFavoriteSources: defineEndpoint({
    method: 'PUT',
    path: '/members/update_favorite_sources',
    summary:
      "Sets the member's favorite sources in order; the login response and the feed's Favorite Sources tab follow (spec §3, §4).",
    body: z.object({
      sourceIds: z.array(z.string().max(40)).max(50, 'Please choose at most 50 sources.'),
    }),
    response: ZFavoriteSourcesResponse.extend({ message: z.string() }),
  }),
  feedSettings: defineEndpoint({
    method: 'GET',
    path: '/members/feed_settings',
    summary:
      "The member's feed settings: whether botted playlists are hidden from the feed (issue 28). Each member reads only their own.",
    response: ZFeedSettingsResponse,
  }),
  updateFeedSettings: defineEndpoint({
    method: 'PUT',
    path: '/members/update_feed_settings',
    summary:
      "Sets whether the member's feed hides botted playlists' activities; the next feed page applies it (issue 28).",
    body: z.object({
      hideBottedPlaylists: z.boolean({ error: 'hideBottedPlaylists is true or false.' }),
    }),
    response: ZFeedSettingsResponse.extend({ message: z.string() }),
  }),
};
