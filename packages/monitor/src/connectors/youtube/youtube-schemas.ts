import { z } from 'zod';

// YouTube Data API v3 shapes (developers.google.com/youtube/v3/docs), only the fields read.

/** Errors: `{ error: { code, message, errors: [{ reason, domain }] } }`. */
export const ZYouTubeError = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    errors: z.array(z.object({ reason: z.string(), domain: z.string().optional() })).optional(),
  }),
});

// Counts arrive as decimal strings (they exceed 2^31); a hidden count is simply absent.
const ZCount = z.string().regex(/^\d+$/).transform(Number);

/** GET /videos?part=statistics,snippet. */
export const ZYouTubeVideoList = z.object({
  kind: z.literal('youtube#videoListResponse'),
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({ title: z.string(), channelId: z.string() }).optional(),
      statistics: z
        .object({
          viewCount: ZCount.optional(),
          likeCount: ZCount.optional(),
          commentCount: ZCount.optional(),
        })
        .optional(),
    }),
  ),
});

/** GET /search?part=snippet&type=video. */
export const ZYouTubeSearchList = z.object({
  kind: z.literal('youtube#searchListResponse'),
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      id: z.object({ kind: z.string(), videoId: z.string().optional() }),
      snippet: z.object({
        publishedAt: z.string(),
        channelId: z.string(),
        title: z.string(),
        channelTitle: z.string(),
      }),
    }),
  ),
});

/** GET /search?part=snippet&type=channel: a channel result's id is `{ kind, channelId }`. */
export const ZYouTubeChannelSearch = z.object({
  kind: z.literal('youtube#searchListResponse'),
  items: z.array(
    z.object({
      id: z.object({ kind: z.string(), channelId: z.string().optional() }),
      snippet: z.object({ title: z.string(), channelTitle: z.string().optional() }),
    }),
  ),
});

/** GET /channels?part=snippet,statistics. */
export const ZYouTubeChannelList = z.object({
  kind: z.literal('youtube#channelListResponse'),
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({ title: z.string(), customUrl: z.string().optional() }),
        statistics: z
          .object({
            subscriberCount: ZCount.optional(),
            videoCount: ZCount.optional(),
            viewCount: ZCount.optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});
