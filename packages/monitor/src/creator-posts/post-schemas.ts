import { z } from 'zod';

/** TikTok's video list (the fields we read). */
export const ZTiktokVideoList = z.object({
  data: z.object({
    videos: z.array(
      z.object({
        id: z.string(),
        create_time: z.number().int(),
        video_description: z.string(),
        duration: z.number().int().nullable().optional(),
        cover_image_url: z.string().optional(),
        share_url: z.string().optional(),
        view_count: z.number().int().nonnegative(),
        like_count: z.number().int().nonnegative(),
        comment_count: z.number().int().nonnegative(),
        share_count: z.number().int().nonnegative(),
        collect_count: z.number().int().nonnegative().optional(),
      }),
    ),
    cursor: z.number().int(),
    has_more: z.boolean(),
  }),
});

/** Instagram Graph API media of a user with the insights edge (the fields we read). */
export const ZInstagramMedia = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      media_type: z.string(),
      media_product_type: z.string().optional(),
      caption: z.string().optional(),
      timestamp: z.string(),
      permalink: z.string().optional(),
      thumbnail_url: z.string().optional(),
      like_count: z.number().int().nonnegative(),
      comments_count: z.number().int().nonnegative(),
      video_duration: z.number().optional(),
      insights: z.object({
        data: z.array(
          z.object({ name: z.string(), values: z.array(z.object({ value: z.number() })) }),
        ),
      }),
    }),
  ),
  paging: z.object({ next: z.string().nullable().optional() }).optional(),
});

/** YouTube Data API v3 search results (ids). */
export const ZYoutubeSearch = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(z.object({ id: z.object({ videoId: z.string() }) })),
});

/** YouTube Data API v3 videos (the fields we read). */
export const ZYoutubeVideos = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        publishedAt: z.string(),
        title: z.string(),
        thumbnails: z.object({ default: z.object({ url: z.string() }).optional() }).optional(),
      }),
      contentDetails: z.object({ duration: z.string() }),
      statistics: z.object({
        viewCount: z.string(),
        likeCount: z.string().optional(),
        commentCount: z.string().optional(),
      }),
    }),
  ),
});

/** A post as we store it, whichever platform it came from. */
export interface PostRow {
  accountId: number;
  source: 'tiktok' | 'instagram' | 'youtube' | 'twitch' | 'twitter' | 'facebook';
  externalId: string;
  kind: string;
  caption: string;
  url: string | null;
  thumbnailUrl: string | null;
  publishedAt: string;
  durationSeconds: number | null;
  views: number;
  /** Null where the platform does not tell (Twitch's VODs). */
  likes: number | null;
  comments: number | null;
  /** Null where the platform does not tell (YouTube, Twitch; saves: Facebook). */
  shares: number | null;
  saves: number | null;
}

/** TikTok's user info (the fields we read). */
export const ZTiktokUser = z.object({
  data: z.object({
    user: z.object({ username: z.string(), follower_count: z.number().int().nonnegative() }),
  }),
});

/** Instagram Graph API user fields (the ones we read). */
export const ZInstagramUser = z.object({
  username: z.string(),
  followers_count: z.number().int().nonnegative(),
});

/** YouTube Data API channels with snippet and statistics (the fields we read). */
export const ZYoutubeChannels = z.object({
  items: z.array(
    z.object({
      snippet: z.object({ customUrl: z.string().optional() }),
      statistics: z.object({ subscriberCount: z.string() }),
    }),
  ),
});

/** `GET /audience/{source}/creators/{id}`: a creator's follower report on a platform. */
export const ZCreatorAudience = z.object({
  creator_id: z.string(),
  source: z.string(),
  date: z.string(),
  metric: z.string().min(1),
  total: z.number(),
  cities: z.array(z.object({ city_name: z.string(), country_code: z.string(), value: z.number() })),
  countries: z.array(z.object({ country_code: z.string(), value: z.number() })),
  ages: z.array(z.object({ age_range: z.string(), value: z.number() })),
  genders: z.array(z.object({ gender: z.string(), value: z.number() })),
});

/** X API v2 user with public metrics (the fields we read). */
export const ZXUser = z.object({
  data: z.object({
    public_metrics: z.object({ followers_count: z.number().int().nonnegative() }),
  }),
});

/** Facebook Graph API page fields (the ones we read). */
export const ZFacebookPage = z.object({ followers_count: z.number().int().nonnegative() });

/** Decision 074: Graph API Page Insights `page_follows_*` (lifetime): a map per metric. */
export const ZFacebookFollowInsights = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.record(z.string(), z.number()) })),
    }),
  ),
});

const ZXResults = z.object({
  results: z.array(z.object({ name: z.string(), value: z.string(), percentage: z.number() })),
});

/** Decision 074: X's audience insights of an account's followers (percentages, no counts). */
export const ZXAudienceInsights = z.object({
  data: z.object({ gender: ZXResults, age: ZXResults, country: ZXResults, city: ZXResults }),
});

/** Decision 074: a Twitch channel's connected-account audience (Helix's `data` shape). */
export const ZTwitchAudience = z.object({
  data: z.array(
    z.object({
      followers_total: z.number(),
      countries: z.array(z.object({ country_code: z.string(), followers: z.number() })),
      cities: z.array(
        z.object({ city: z.string(), country_code: z.string(), followers: z.number() }),
      ),
      ages: z.array(z.object({ age_range: z.string(), followers: z.number() })),
      genders: z.array(z.object({ gender: z.string(), followers: z.number() })),
    }),
  ),
});
