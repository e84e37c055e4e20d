import { z } from 'zod';
import type { MonitorContext } from '../context';
import type { PostRow } from './post-schemas';

// Issue 25: the creators' posts on X (API v2 user tweets with public_metrics) and Facebook
// (Graph API page posts with the reactions, comments and shares summaries and the
// post_impressions insight) of the posts' window. Views are impressions on both; X's likes,
// replies, reposts + quotes and bookmarks are likes, comments, shares and saves; Facebook's
// reactions, comments and shares, and no saves (null).

const ZXTweets = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        created_at: z.string(),
        attachments: z.object({ media_keys: z.array(z.string()).optional() }).optional(),
        public_metrics: z.object({
          retweet_count: z.number().int().nonnegative(),
          reply_count: z.number().int().nonnegative(),
          like_count: z.number().int().nonnegative(),
          quote_count: z.number().int().nonnegative(),
          bookmark_count: z.number().int().nonnegative().optional(),
          impression_count: z.number().int().nonnegative(),
        }),
      }),
    )
    .optional(),
  includes: z
    .object({
      media: z
        .array(
          z.object({
            media_key: z.string(),
            type: z.string(),
            duration_ms: z.number().int().optional(),
            preview_image_url: z.string().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  meta: z.object({ result_count: z.number().int(), next_token: z.string().optional() }),
});

const ZSummary = z.object({ summary: z.object({ total_count: z.number().int().nonnegative() }) });

const ZFacebookPosts = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      message: z.string().optional(),
      created_time: z.string(),
      permalink_url: z.string().optional(),
      full_picture: z.string().optional(),
      status_type: z.string().optional(),
      shares: z.object({ count: z.number().int().nonnegative() }).optional(),
      reactions: ZSummary,
      comments: ZSummary,
      insights: z.object({
        data: z.array(
          z.object({ name: z.string(), values: z.array(z.object({ value: z.number() })) }),
        ),
      }),
    }),
  ),
  paging: z.object({ next: z.string().nullable().optional() }).optional(),
});

/** The creator's tweets published from `since` with their counters on `date`. */
export async function fetchXPosts(
  context: MonitorContext,
  creator: string,
  accountId: number,
  date: string,
  since: string,
): Promise<PostRow[]> {
  const rows: PostRow[] = [];
  let token = '';
  for (;;) {
    const answer = await context.world.get(
      `/2/users/${encodeURIComponent(creator)}/tweets?tweet.fields=created_at,public_metrics,attachments&expansions=attachments.media_keys&media.fields=duration_ms,preview_image_url&max_results=100&start_time=${since}T00:00:00Z&date=${date}${token ? `&pagination_token=${token}` : ''}`,
      ZXTweets,
    );
    const media = new Map((answer.includes?.media ?? []).map((m) => [m.media_key, m]));
    for (const tweet of answer.data ?? []) {
      const video = (tweet.attachments?.media_keys ?? [])
        .map((key) => media.get(key))
        .find((m) => m?.type === 'video');
      const metrics = tweet.public_metrics;
      rows.push({
        accountId,
        source: 'twitter',
        externalId: tweet.id,
        kind: video ? 'video' : 'tweet',
        caption: tweet.text,
        url: `https://x.com/i/web/status/${tweet.id}`,
        thumbnailUrl: context.world.imagePath(video?.preview_image_url),
        publishedAt: new Date(tweet.created_at).toISOString(),
        durationSeconds:
          video?.duration_ms === undefined ? null : Math.round(video.duration_ms / 1000),
        views: metrics.impression_count,
        likes: metrics.like_count,
        comments: metrics.reply_count,
        shares: metrics.retweet_count + metrics.quote_count,
        saves: metrics.bookmark_count ?? null,
      });
    }
    const next = answer.meta.next_token;
    if (!next || (answer.data ?? []).length === 0) return rows;
    token = next;
  }
}

const FACEBOOK_KINDS: Record<string, string> = {
  added_video: 'video',
  added_photos: 'photo',
  mobile_status_update: 'status',
};

/** The creator's Facebook page posts published from `since` with their counters on `date`. */
export async function fetchFacebookPosts(
  context: MonitorContext,
  creator: string,
  accountId: number,
  date: string,
  since: string,
): Promise<PostRow[]> {
  const rows: PostRow[] = [];
  let after = '';
  for (;;) {
    const answer = await context.world.get(
      `/facebook/v19.0/${encodeURIComponent(creator)}/posts?fields=id,message,created_time,permalink_url,full_picture,status_type,shares,reactions.summary(true).limit(0),comments.summary(true).limit(0),insights.metric(post_impressions)&limit=100&since=${since}&date=${date}${after ? `&after=${after}` : ''}`,
      ZFacebookPosts,
    );
    for (const post of answer.data) {
      rows.push({
        accountId,
        source: 'facebook',
        externalId: post.id,
        kind: FACEBOOK_KINDS[post.status_type ?? ''] ?? 'status',
        caption: post.message ?? '',
        url: post.permalink_url ?? null,
        thumbnailUrl: context.world.imagePath(post.full_picture),
        publishedAt: new Date(post.created_time.replace(/\+0000$/, 'Z')).toISOString(),
        durationSeconds: null,
        views:
          post.insights.data.find((entry) => entry.name === 'post_impressions')?.values[0]?.value ??
          0,
        likes: post.reactions.summary.total_count,
        comments: post.comments.summary.total_count,
        shares: post.shares?.count ?? 0,
        saves: null,
      });
    }
    const next = answer.paging?.next;
    if (!next || answer.data.length === 0) return rows;
    after = new URL(next, 'http://x').searchParams.get('after') ?? '';
    if (after === '') return rows;
  }
}
