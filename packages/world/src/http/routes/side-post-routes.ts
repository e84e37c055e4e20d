import { creatorIndexOf } from '../../sim/creator-posts';
import type { SidePlatform } from '../../sim/creator-profile';
import { creatorSidePosts, type SidePost } from '../../sim/creator-side-posts';
import { imageUrl } from '../../views/artwork';
import { dayParam, type RouteContext, type RouteHandler } from '../context';
import { badRequest, notFound } from '../http-error';

// Issue 25: the demo creators' posts on X (API v2 `GET /2/users/:id/tweets` with public_metrics)
// and Facebook (Graph API `/{page-id}/posts` with reactions, comments and shares summaries and
// the post_impressions insight), newest first. A creator's user and page id is the creator's id,
// as on the other platforms; `date` (a world extension) asks for the counters at a day's end.

/** How far back a listing goes when it is not told (`start_time`, `since`). */
const DEFAULT_WINDOW_DAYS = 30;

function creatorParam(context: RouteContext): number {
  const raw = context.params[0];
  if (!raw) throw badRequest('Missing the user id');
  const creator = creatorIndexOf(context.world.state, raw);
  if (creator === undefined) throw notFound(`Unknown user ${raw}`);
  return creator;
}

/** An ISO time, a date or unix seconds, as the day it falls on. */
function sinceDay(context: RouteContext, name: string): number | null {
  const raw = context.query.get(name);
  if (raw === null || raw === '') return null;
  const date = /^\d+$/.test(raw)
    ? new Date(Number(raw) * 1000).toISOString().slice(0, 10)
    : raw.slice(0, 10);
  const day = context.world.state.calendar.dayOf(date);
  if (day === undefined) throw badRequest(`Invalid ${name} ${raw}`);
  return day;
}

function intParam(context: RouteContext, name: string, fallback: number, min: number, max: number) {
  const raw = context.query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw badRequest(`Invalid ${name}: must be ${min} to ${max}`);
  }
  return value;
}

/** The posts of the listing, published from `since` to the asked day (a live day: till now). */
function listed(context: RouteContext, platform: SidePlatform, since: string): SidePost[] {
  const { world } = context;
  const creator = creatorParam(context);
  const day = dayParam(context, context.query.get('date'));
  const fromDay = sinceDay(context, since) ?? day - DEFAULT_WINDOW_DAYS + 1;
  const posts = creatorSidePosts(world.state, creator, platform, day, fromDay);
  if (day !== world.day || world.dayComplete) return posts;
  return posts.filter(
    (post) => post.publishDay < day || post.second <= world.state.publishedSecond,
  );
}

const timestamp = (context: RouteContext, post: SidePost) =>
  context.world.state.calendar.timestamp(post.publishDay, post.second);

/**
 * X API v2 `GET /2/users/:id/tweets?tweet.fields=created_at,public_metrics&max_results=&
 * pagination_token=&start_time=`: `data` (absent when empty), `includes.media` for the videos
 * (expansions=attachments.media_keys), `meta` with `next_token`.
 */
const userTweets: RouteHandler = (context) => {
  const posts = listed(context, 'twitter', 'start_time');
  const max = intParam(context, 'max_results', 10, 5, 100);
  const token = context.query.get('pagination_token') ?? '';
  if (token !== '' && !/^\d+$/.test(token)) throw badRequest('Invalid pagination_token');
  const offset = token === '' ? 0 : Number(token);
  const page = posts.slice(offset, offset + max);
  const mediaKey = (post: SidePost) => `13_${post.id}`;
  const media = page
    .filter((post) => post.duration !== null)
    .map((post) => ({
      media_key: mediaKey(post),
      type: 'video',
      duration_ms: post.duration! * 1000,
      preview_image_url: imageUrl(context.baseUrl, 'creator', context.params[0]!),
    }));
  const meta = {
    result_count: page.length,
    ...(page.length > 0 ? { newest_id: page[0]!.id, oldest_id: page.at(-1)!.id } : {}),
    ...(offset + max < posts.length ? { next_token: String(offset + max) } : {}),
  };
  if (page.length === 0) return { meta };
  return {
    data: page.map((post) => ({
      id: post.id,
      text: post.caption,
      created_at: timestamp(context, post).replace(/(\.\d+)?Z$/, '.000Z'),
      edit_history_tweet_ids: [post.id],
      ...(post.duration !== null ? { attachments: { media_keys: [mediaKey(post)] } } : {}),
      public_metrics: {
        retweet_count: Math.floor(post.shares * 0.7),
        reply_count: post.comments,
        like_count: post.likes,
        quote_count: post.shares - Math.floor(post.shares * 0.7),
        bookmark_count: post.saves ?? 0,
        impression_count: post.views,
      },
    })),
    ...(media.length > 0 ? { includes: { media } } : {}),
    meta,
  };
};

const STATUS_TYPES = {
  video: 'added_video',
  photo: 'added_photos',
  status: 'mobile_status_update',
};

/**
 * Facebook Graph API `/{page-id}/posts?fields=id,message,created_time,permalink_url,
 * reactions.summary(true),comments.summary(true),shares,insights.metric(post_impressions)`:
 * `shares` is absent while nobody shared; `after` cursors, `since` in unix seconds or a date.
 */
const pagePosts: RouteHandler = (context) => {
  const posts = listed(context, 'facebook', 'since');
  const limit = intParam(context, 'limit', 25, 1, 100);
  const raw = context.query.get('after') ?? '';
  if (raw !== '' && !/^\d+$/.test(raw)) throw badRequest('Invalid after cursor');
  const after = raw === '' ? 0 : Number(raw);
  const data = posts.slice(after, after + limit).map((post) => {
    const cut = post.id.lastIndexOf('_');
    const page = post.id.slice(0, cut);
    const id = post.id.slice(cut + 1);
    return {
      id: post.id,
      message: post.caption,
      created_time: timestamp(context, post).replace(/(\.\d+)?Z$/, '+0000'),
      permalink_url: `https://www.facebook.com/${page}/posts/${id}`,
      full_picture: imageUrl(context.baseUrl, 'creator', page),
      status_type: STATUS_TYPES[post.kind as keyof typeof STATUS_TYPES] ?? 'mobile_status_update',
      ...(post.shares > 0 ? { shares: { count: post.shares } } : {}),
      reactions: { data: [], summary: { total_count: post.likes, viewer_reaction: 'NONE' } },
      comments: {
        data: [],
        summary: { order: 'ranked', total_count: post.comments, can_comment: false },
      },
      insights: {
        data: [
          {
            name: 'post_impressions',
            period: 'lifetime',
            values: [{ value: post.views }],
            id: `${post.id}/insights/post_impressions/lifetime`,
          },
        ],
      },
    };
  });
  const next = after + limit < posts.length ? String(after + limit) : null;
  const nextQuery = new URLSearchParams(context.query);
  if (next) nextQuery.set('after', next);
  return {
    data,
    paging: {
      cursors: { before: String(after), after: next ?? '' },
      ...(next ? { next: `${context.baseUrl}${context.path}?${nextQuery}` } : {}),
    },
  };
};

export const sidePostRoutes: [string, RouteHandler][] = [
  ['/2/users/:id/tweets', userTweets],
  ['/facebook/v19.0/:pageId/posts', pagePosts],
];
