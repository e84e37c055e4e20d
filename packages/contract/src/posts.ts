import { z } from 'zod';
import { defineEndpoint, ZFileAnswer } from './endpoint';
import { ZIdUnique, ZProvenance } from './insights-shapes';

// Issue 25: /posts, spec §2 "My tracks and my posts" for the creators a member follows. The
// creators' TikTok, Instagram, YouTube, X and Facebook posts and Twitch VODs as the monitor last
// counted them, sorted by a column (spec §4: ascending or descending, nulls last), filtered by
// platform and publish date, in pages; the same rows as a CSV or XLSX file.

export const POST_PLATFORMS = [
  'tiktok',
  'instagram',
  'youtube',
  'twitch',
  'twitter',
  'facebook',
] as const;
export type PostPlatform = (typeof POST_PLATFORMS)[number];
export const POST_SORTS = [
  'date',
  'views',
  'likes',
  'comments',
  'shares',
  'engagementRate',
] as const;
export type PostSort = (typeof POST_SORTS)[number];
/** The table's page at 390 px and on desktop alike (issue 25). */
export const POSTS_PER_PAGE = 20;
/** At most this many rows in an exported file. */
export const POSTS_EXPORT_LIMIT = 10_000;

export const POSTS_TEXTS = {
  notACreator: (name: string) => `${name} is not a creator: posts belong to creators.`,
  datesOutOfOrder: 'The start date is after the end date.',
  postNotFound: 'We do not know this post.',
} as const;

const ZDay = z.iso.date('Dates are written YYYY-MM-DD.');

const ZPostsQueryBase = z.object({
  /** One creator; without it, every creator the member follows with access. */
  idUnique: ZIdUnique.optional(),
  platform: z.enum(POST_PLATFORMS, `platform is one of ${POST_PLATFORMS.join(', ')}.`).optional(),
  /** Published on or after this day (UTC). */
  from: ZDay.optional(),
  /** Published on or before this day (UTC). */
  to: ZDay.optional(),
  sortBy: z.enum(POST_SORTS, `sortBy is one of ${POST_SORTS.join(', ')}.`).default('date'),
  sortOrder: z.enum(['asc', 'desc'], 'sortOrder is asc or desc.').default('desc'),
  page: z.coerce
    .number('page must be a number.')
    .int('page must be a whole number.')
    .min(1, 'page starts at 1.')
    .max(10_000, 'page must be 10000 or less.')
    .default(1),
});
const datesInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

export const ZPostsQuery = ZPostsQueryBase.refine(datesInOrder, {
  message: POSTS_TEXTS.datesOutOfOrder,
  path: ['from'],
});
export type PostsQuery = z.infer<typeof ZPostsQuery>;

export const ZPostsExportQuery = ZPostsQueryBase.extend({
  fileType: z.enum(['csv', 'xlsx'], 'fileType is csv or xlsx.').default('csv'),
}).refine(datesInOrder, { message: POSTS_TEXTS.datesOutOfOrder, path: ['from'] });

export const ZPost = z.object({
  /** The platform's id of the post. */
  postId: z.string(),
  platform: z.enum(POST_PLATFORMS),
  /** video, reel, short, image, carousel, vod (a Twitch past broadcast), tweet, photo or status. */
  kind: z.string(),
  caption: z.string(),
  thumbnailUrl: z.string().nullable(),
  url: z.string().nullable(),
  publishedAt: z.string(),
  durationSeconds: z.number().int().nullable(),
  views: z.number().int(),
  /** Null where the platform does not tell (Twitch's VODs). */
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  /** Null where the platform does not tell (YouTube, Twitch; saves: Facebook too). */
  shares: z.number().int().nullable(),
  saves: z.number().int().nullable(),
  /** (likes + comments + shares + saves) / views, 0..1; null before a first view or untold. */
  engagementRate: z.number().nullable(),
  /** The platform's day the counters are of. */
  countedOn: z.string(),
  creator: z.object({ idUnique: z.string(), name: z.string() }),
});
export type Post = z.infer<typeof ZPost>;

export const ZPostsResponse = z.object({
  items: z.array(ZPost),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  /** The creators whose posts these are (with access). */
  creators: z.array(z.object({ idUnique: z.string(), name: z.string() })),
  /** False when the one creator asked for is locked to the member (spec §6). */
  hasAccess: z.boolean(),
  lockedReason: z.string().nullable(),
  /** spec §6: every listed creator may be exported (Professional plan or canExport). */
  canExport: z.boolean(),
  /**
   * Issue 28: where the posts' figures come from, one per platform of the page's posts: the day
   * their counters are of, when the monitor read them and whether fresh or stale (decision 063).
   */
  platformProvenance: z.array(ZProvenance).optional(),
});
export type PostsResponse = z.infer<typeof ZPostsResponse>;

/** The path parameters of a post's page. */
export const ZPostParams = z.object({
  platform: z.enum(POST_PLATFORMS, `platform is one of ${POST_PLATFORMS.join(', ')}.`),
  postId: z.string().trim().min(1, 'postId is missing.').max(64, 'postId is too long.'),
});

/** Issue 25: a post's page: the post and its counters day by day as the monitor read them. */
export const ZPostPageResponse = z.object({
  hasAccess: z.boolean(),
  lockedReason: z.string().nullable(),
  post: ZPost.nullable(),
  days: z.array(
    z.object({
      date: z.string(),
      views: z.number().int(),
      likes: z.number().int().nullable(),
      comments: z.number().int().nullable(),
      shares: z.number().int().nullable(),
      saves: z.number().int().nullable(),
    }),
  ),
});
export type PostPageResponse = z.infer<typeof ZPostPageResponse>;

export const postEndpoints = {
  getPost: defineEndpoint({
    method: 'GET',
    path: '/posts/:platform/:postId',
    summary:
      "A post's page: its figures and its views, likes and comments day by day (issue 25); locked as its creator's analytics are.",
    response: ZPostPageResponse,
  }),
  listPosts: defineEndpoint({
    method: 'GET',
    path: '/posts',
    summary:
      "The member's creators' posts with views, likes, comments, shares and engagement rate; sorted (nulls last), filtered by platform and date, 20 a page (issue 25).",
    query: ZPostsQuery,
    response: ZPostsResponse,
  }),
  exportPosts: defineEndpoint({
    method: 'GET',
    path: '/posts/export',
    summary:
      'The same posts, every page, as a CSV or XLSX file named by Content-Disposition (spec §6 export rights).',
    query: ZPostsExportQuery,
    // The answer is a file, not JSON: read it with fetch and the client's headersFor().
    response: ZFileAnswer,
  }),
};
