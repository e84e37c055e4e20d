import { z } from 'zod';

/** YouTube Data API v3 `commentThreads` list (the fields we read). */
export const ZYoutubeCommentThreads = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        videoId: z.string(),
        topLevelComment: z.object({
          snippet: z.object({
            authorDisplayName: z.string(),
            textOriginal: z.string(),
            likeCount: z.number().int().nonnegative().optional(),
            publishedAt: z.string(),
          }),
        }),
      }),
    }),
  ),
});

/** SoundCloud comment objects (the fields we read). */
export const ZSoundcloudComments = z.array(
  z.object({
    id: z.union([z.string(), z.number()]),
    body: z.string(),
    created_at: z.string(),
    track_id: z.union([z.string(), z.number()]),
    user: z.object({ username: z.string() }),
  }),
);

/** TikTok Research API comment list (the fields we read; `x_username`: the world's author). */
export const ZTiktokComments = z.object({
  data: z.object({
    comments: z.array(
      z.object({
        id: z.union([z.string(), z.number()]),
        video_id: z.union([z.string(), z.number()]),
        text: z.string(),
        like_count: z.number().int().nonnegative().optional(),
        create_time: z.number(),
        x_username: z.string().optional(),
      }),
    ),
  }),
});

/** Instagram Graph API comments (the fields we read). */
export const ZInstagramComments = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      timestamp: z.string(),
      username: z.string(),
      like_count: z.number().int().nonnegative().optional(),
      media: z.object({ id: z.string() }),
    }),
  ),
});

/** A comment as we store it, whichever platform it came from. */
export interface CommentRow {
  trackId: number;
  externalId: string;
  author: string;
  text: string;
  postedAt: string;
  likeCount: number;
}
