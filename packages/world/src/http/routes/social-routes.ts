import {
  type CreatorPost,
  creatorIndexOf,
  creatorPosts,
  type PostPlatform,
} from '../../sim/creator-posts';
import { creatorAudience, creatorFollowers, creatorHandle } from '../../sim/creator-profile';
import { creatorSideFollowers } from '../../sim/creator-side-posts';
import { imageUrl } from '../../views/artwork';
import type { WorldState } from '../../world-state';
import { dayParam, type RouteContext, type RouteHandler } from '../context';
import { badRequest, notFound } from '../http-error';

// The demo creators' posts on TikTok, Instagram and YouTube (issue 25), in each platform's
// shape. A creator's account has the creator's id on every platform; `date` (a world extension,
// as on every other route) asks for the counters at the end of that day.

/** How far back a listing goes when it is not told (`since`): the monitor's window. */
const DEFAULT_WINDOW_DAYS = 30;

function creatorParam(context: RouteContext, raw: string | null | undefined): number {
  if (!raw) throw badRequest('Missing the creator id');
  const creator = creatorIndexOf(context.world.state, raw);
  if (creator === undefined) throw notFound(`Unknown creator ${raw}`);
  return creator;
}

/** The posts of the listing: published from `since` (a date or unix seconds) to `date`. */
function listed(
  context: RouteContext,
  creator: number,
  platform: PostPlatform,
  since: string | null,
): { posts: CreatorPost[]; day: number } {
  const { world } = context;
  const day = dayParam(context, context.query.get('date'));
  let fromDay = day - DEFAULT_WINDOW_DAYS + 1;
  if (since !== null && since !== '') {
    const calendar = world.state.calendar;
    const asDate = /^\d+$/.test(since)
      ? new Date(Number(since) * 1000).toISOString().slice(0, 10)
      : since.slice(0, 10);
    const sinceDay = calendar.dayOf(asDate);
    if (sinceDay === undefined) throw badRequest(`Invalid since ${since}`);
    fromDay = sinceDay;
  }
  let posts = creatorPosts(world.state, creator, platform, day, fromDay);
  // A live day shows only what went out by the published second.
  if (day === world.day && !world.dayComplete) {
    posts = posts.filter(
      (post) => post.publishDay < day || post.second <= world.state.publishedSecond,
    );
  }
  return { posts, day };
}

function cursorParam(context: RouteContext, name: string): number {
  const raw = context.query.get(name);
  if (raw === null || raw === '') return 0;
  if (!/^\d+$/.test(raw)) throw badRequest(`Invalid ${name}`);
  return Number(raw);
}

function limitParam(context: RouteContext, name: string, fallback: number, max: number): number {
  const raw = context.query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) {
    throw badRequest(`Invalid ${name}: must be 1 to ${max}`);
  }
  return value;
}

const epoch = (state: WorldState, post: CreatorPost) =>
  Math.floor(Date.parse(state.calendar.timestamp(post.publishDay, post.second)) / 1000);

/** ISO 8601 duration, as YouTube's contentDetails gives it: PT4M13S. */
function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** TikTok's video list (Display/Research API shape): `data.videos`, a cursor and `has_more`. */
const tiktokVideos: RouteHandler = (context) => {
  const { state } = context.world;
  const creator = creatorParam(context, context.query.get('creator_id'));
  const { posts } = listed(context, creator, 'tiktok', context.query.get('since'));
  const cursor = cursorParam(context, 'cursor');
  const max = limitParam(context, 'max_count', 20, 100);
  const videos = posts.slice(cursor, cursor + max).map((post) => ({
    id: post.id,
    create_time: epoch(state, post),
    video_description: post.caption,
    duration: post.duration,
    cover_image_url: imageUrl(context.baseUrl, 'creator', state.creators[creator]!.id),
    share_url: `https://www.tiktok.com/@${state.creators[creator]!.id}/video/${post.id}`,
    view_count: post.views,
    like_count: post.likes,
    comment_count: post.comments,
    share_count: post.shares,
    collect_count: post.saves,
  }));
  return {
    data: { videos, cursor: cursor + videos.length, has_more: cursor + max < posts.length },
    error: { code: 'ok', message: '', log_id: '' },
  };
};

const IG_TYPES = {
  reel: ['VIDEO', 'REELS'],
  video: ['VIDEO', 'FEED'],
  image: ['IMAGE', 'FEED'],
  carousel: ['CAROUSEL_ALBUM', 'FEED'],
  short: ['VIDEO', 'REELS'],
} as const;

/**
 * Instagram Graph API `/{ig-user-id}/media` with the insights edge expanded (views, shares,
 * saved), paged with `after` cursors.
 */
const instagramMedia: RouteHandler = (context) => {
  const { state } = context.world;
  const creator = creatorParam(context, context.params[0]);
  const { posts } = listed(context, creator, 'instagram', context.query.get('since'));
  const after = cursorParam(context, 'after');
  const limit = limitParam(context, 'limit', 25, 100);
  const data = posts.slice(after, after + limit).map((post) => {
    const [mediaType, productType] = IG_TYPES[post.kind];
    const metric = (name: string, value: number) => ({
      name,
      period: 'lifetime',
      values: [{ value }],
    });
    return {
      id: post.id,
      media_type: mediaType,
      media_product_type: productType,
      caption: post.caption,
      timestamp: state.calendar.timestamp(post.publishDay, post.second).replace('Z', '+0000'),
      permalink: `https://www.instagram.com/p/${post.id}/`,
      thumbnail_url: imageUrl(context.baseUrl, 'creator', state.creators[creator]!.id),
      like_count: post.likes,
      comments_count: post.comments,
      ...(post.duration === null ? {} : { video_duration: post.duration }),
      insights: {
        data: [
          metric('views', post.views),
          metric('shares', post.shares),
          metric('saved', post.saves),
        ],
      },
    };
  });
  const next = after + limit < posts.length ? String(after + limit) : null;
  return { data, paging: { cursors: { before: String(after), after: next ?? '' }, next } };
};

/** YouTube Data API v3 `search` of a channel's videos (ids and snippets), newest first. */
const youtubeSearch: RouteHandler = (context) => {
  const { state } = context.world;
  const creator = creatorParam(context, context.query.get('channelId'));
  const { posts } = listed(context, creator, 'youtube', context.query.get('publishedAfter'));
  const offset = cursorParam(context, 'pageToken');
  const max = limitParam(context, 'maxResults', 25, 50);
  const items = posts.slice(offset, offset + max).map((post) => ({
    kind: 'youtube#searchResult',
    id: { kind: 'youtube#video', videoId: post.id },
    snippet: {
      publishedAt: state.calendar.timestamp(post.publishDay, post.second),
      channelId: state.creators[creator]!.id,
      title: post.caption,
    },
  }));
  return {
    kind: 'youtube#searchListResponse',
    ...(offset + max < posts.length ? { nextPageToken: String(offset + max) } : {}),
    pageInfo: { totalResults: posts.length, resultsPerPage: max },
    items,
  };
};

/** Video id -> (creator, publish day), built once per world and extended as days pass. */
const videoIndexes = new WeakMap<WorldState, { upTo: number; ids: Map<string, number> }>();

function videoIndex(state: WorldState, day: number): Map<string, number> {
  let index = videoIndexes.get(state);
  if (!index) {
    index = { upTo: 0, ids: new Map() };
    videoIndexes.set(state, index);
  }
  if (index.upTo < day) {
    for (let creator = 0; creator < state.creators.length; creator++) {
      for (const post of creatorPosts(state, creator, 'youtube', day, index.upTo + 1)) {
        index.ids.set(post.id, creator);
      }
    }
    index.upTo = day;
  }
  return index.ids;
}

/** YouTube Data API v3 `videos` list: snippet, statistics and contentDetails of up to 50 ids. */
const youtubeVideos: RouteHandler = (context) => {
  const { state } = context.world;
  const raw = context.query.get('id');
  if (raw === null || raw === '') throw badRequest('Missing id');
  const ids = raw.split(',').filter((id) => id.length > 0);
  if (ids.length > 50) throw badRequest('Too many id: at most 50');
  const day = dayParam(context, context.query.get('date'));
  const index = videoIndex(state, context.world.day);
  const items = ids.flatMap((id) => {
    const creator = index.get(id);
    if (creator === undefined) return [];
    const post = creatorPosts(state, creator, 'youtube', day, 1).find((p) => p.id === id);
    if (!post) return [];
    const thumbnail = imageUrl(context.baseUrl, 'creator', state.creators[creator]!.id);
    return [
      {
        kind: 'youtube#video',
        id: post.id,
        snippet: {
          publishedAt: state.calendar.timestamp(post.publishDay, post.second),
          channelId: state.creators[creator]!.id,
          title: post.caption,
          description: post.caption,
          thumbnails: { default: { url: thumbnail, width: 120, height: 90 } },
        },
        contentDetails: { duration: isoDuration(post.duration ?? 0) },
        statistics: {
          viewCount: String(post.views),
          likeCount: String(post.likes),
          commentCount: String(post.comments),
          favoriteCount: '0',
        },
      },
    ];
  });
  return {
    kind: 'youtube#videoListResponse',
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    items,
  };
};

/** The creator's profile on a platform at the end of the asked day (followers, post counts). */
function profileOf(context: RouteContext, creator: number, platform: PostPlatform) {
  const day = dayParam(context, context.query.get('date'));
  const { state } = context.world;
  const posts = creatorPosts(state, creator, platform, day);
  return {
    day,
    followers: creatorFollowers(state, creator, platform, day),
    posts: posts.length,
    likes: posts.reduce((sum, post) => sum + post.likes, 0),
    views: posts.reduce((sum, post) => sum + post.views, 0),
    handle: creatorHandle(state, creator),
  };
}

/** TikTok's user info (Display API `user/info`): follower, video and like counts. */
const tiktokUser: RouteHandler = (context) => {
  const { state } = context.world;
  const creator = creatorParam(context, context.query.get('creator_id'));
  const profile = profileOf(context, creator, 'tiktok');
  return {
    data: {
      user: {
        open_id: state.creators[creator]!.id,
        username: profile.handle,
        display_name: state.creators[creator]!.name,
        follower_count: profile.followers,
        video_count: profile.posts,
        likes_count: profile.likes,
      },
    },
    error: { code: 'ok', message: '', log_id: '' },
  };
};

/** Instagram Graph API `/{ig-user-id}?fields=followers_count,media_count,username`. */
const instagramUser: RouteHandler = (context) => {
  const { state } = context.world;
  const creator = creatorParam(context, context.params[0]);
  const profile = profileOf(context, creator, 'instagram');
  return {
    id: state.creators[creator]!.id,
    username: profile.handle,
    name: state.creators[creator]!.name,
    followers_count: profile.followers,
    media_count: profile.posts,
  };
};

/** YouTube Data API v3 `channels?part=snippet,statistics&id=`. */
const youtubeChannels: RouteHandler = (context) => {
  const { state } = context.world;
  const creator = creatorParam(context, context.query.get('id'));
  const profile = profileOf(context, creator, 'youtube');
  return {
    kind: 'youtube#channelListResponse',
    pageInfo: { totalResults: 1, resultsPerPage: 1 },
    items: [
      {
        kind: 'youtube#channel',
        id: state.creators[creator]!.id,
        snippet: { title: state.creators[creator]!.name, customUrl: `@${profile.handle}` },
        statistics: {
          subscriberCount: String(profile.followers),
          videoCount: String(profile.posts),
          viewCount: String(profile.views),
          hiddenSubscriberCount: false,
        },
      },
    ],
  };
};

/** X API v2 `users/{id}?user.fields=public_metrics`: the creator's followers on X. */
const xUser: RouteHandler = (context) => {
  const { state } = context.world;
  const creator = creatorParam(context, context.params[0]);
  const day = dayParam(context, context.query.get('date'));
  const followers = creatorSideFollowers(state, creator, 'twitter', day);
  return {
    data: {
      id: state.creators[creator]!.id,
      name: state.creators[creator]!.name,
      username: creatorHandle(state, creator),
      public_metrics: { followers_count: followers, following_count: 0, tweet_count: 0 },
    },
  };
};

/** Facebook Graph API `/{page-id}?fields=followers_count,fan_count`: the creator's page. */
const facebookPage: RouteHandler = (context) => {
  const { state } = context.world;
  const creator = creatorParam(context, context.params[0]);
  const day = dayParam(context, context.query.get('date'));
  const followers = creatorSideFollowers(state, creator, 'facebook', day);
  return {
    id: state.creators[creator]!.id,
    name: state.creators[creator]!.name,
    followers_count: followers,
    fan_count: followers,
  };
};

const isPostPlatform = (source: string): source is PostPlatform =>
  source === 'tiktok' || source === 'instagram' || source === 'youtube';

/**
 * `GET /audience/{source}/creators/{id}?date=`: a creator's follower report on TikTok, Instagram
 * or YouTube as their creator dashboards give it: followers by city, country, age and gender.
 */
const creatorAudienceReport: RouteHandler = (context) => {
  const source = context.params[0] ?? '';
  if (!isPostPlatform(source)) throw notFound(`No creator audience reports on ${source}`);
  const creator = creatorParam(context, context.params[1]);
  const day = dayParam(context, context.query.get('date'));
  const { state } = context.world;
  return {
    creator_id: state.creators[creator]!.id,
    source,
    date: state.calendar.dateOf(day),
    metric: 'followers',
    ...creatorAudience(state, creator, source, day),
  };
};

export const socialRoutes: [string, RouteHandler][] = [
  ['/tiktok/v2/user/info', tiktokUser],
  ['/instagram/v19.0/:userId', instagramUser],
  ['/youtube/v3/channels', youtubeChannels],
  ['/audience/:source/creators/:id', creatorAudienceReport],
  ['/2/users/:id', xUser],
  ['/facebook/v19.0/:pageId', facebookPage],
  ['/tiktok/v2/video/list', tiktokVideos],
  ['/instagram/v19.0/:userId/media', instagramMedia],
  ['/youtube/v3/search', youtubeSearch],
  ['/youtube/v3/videos', youtubeVideos],
];
