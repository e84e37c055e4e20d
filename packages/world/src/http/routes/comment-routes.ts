import { publishedComments } from '../../sim/comments';
import type { WorldState } from '../../world-state';
import { dayParam, type RouteContext, type RouteHandler } from '../context';
import { badRequest } from '../http-error';

/** `name=a,b,c`: the known tracks among up to 100 ids (unknown ones have no comments). */
function tracksParam(context: RouteContext, state: WorldState, name: string): number[] {
  const raw = context.query.get(name);
  if (raw === null || raw === '') throw badRequest(`Missing ${name}`);
  const ids = raw.split(',').filter((id) => id.length > 0);
  if (ids.length > 100) throw badRequest(`Too many ${name}: at most 100`);
  return ids.flatMap((id) => {
    const track = state.tracks.indexById.get(id);
    return track === undefined ? [] : [track];
  });
}

/**
 * YouTube's `commentThreads` list (Data API v3 shape) for the videos of up to 100 tracks (the
 * demo's video of a track has the track's id) published on `date`.
 */
const youtubeCommentThreads: RouteHandler = (context) => {
  const { state } = context.world;
  const day = dayParam(context, context.query.get('date'));
  const items = tracksParam(context, state, 'videoIds').flatMap((track) =>
    publishedComments(state, 'youtube', track, day).map((comment) => ({
      kind: 'youtube#commentThread',
      id: comment.id,
      snippet: {
        videoId: state.tracks.ids[track]!,
        topLevelComment: {
          kind: 'youtube#comment',
          id: comment.id,
          snippet: {
            authorDisplayName: `@${comment.author}`,
            textDisplay: comment.text,
            textOriginal: comment.text,
            likeCount: comment.likes,
            publishedAt: state.calendar.timestamp(day, comment.second),
          },
        },
        totalReplyCount: 0,
      },
    })),
  );
  return {
    kind: 'youtube#commentThreadListResponse',
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    items,
  };
};

/** SoundCloud's comment objects (API shape) on the uploads of up to 100 tracks on `date`. */
const soundcloudComments: RouteHandler = (context) => {
  const { state } = context.world;
  const day = dayParam(context, context.query.get('date'));
  return tracksParam(context, state, 'track_ids').flatMap((track) =>
    publishedComments(state, 'soundcloud', track, day).map((comment) => ({
      kind: 'comment',
      id: comment.id,
      body: comment.text,
      created_at: state.calendar.timestamp(day, comment.second),
      track_id: state.tracks.ids[track]!,
      // Where in the track it was left (ms), as SoundCloud's waveform comments are.
      timestamp: (comment.second % 180) * 1000,
      user: { username: comment.author },
    })),
  );
};

/**
 * TikTok's Research API comment list (`data.comments`, `has_more`, `cursor`, `error`) on the
 * videos using up to 100 tracks' sounds (the demo's video of a sound has the track's id). The
 * real call is a POST for one video; the world answers a GET for a batch. The Research API names
 * no author: `x_username` is the world's (as `x_curator` on Spotify playlists).
 */
const tiktokComments: RouteHandler = (context) => {
  const { state } = context.world;
  const day = dayParam(context, context.query.get('date'));
  const comments = tracksParam(context, state, 'video_ids').flatMap((track) =>
    publishedComments(state, 'tiktok', track, day).map((comment) => ({
      id: comment.id,
      video_id: state.tracks.ids[track]!,
      text: comment.text,
      like_count: comment.likes,
      reply_count: 0,
      parent_comment_id: state.tracks.ids[track]!,
      // Unix seconds, as TikTok gives it.
      create_time: Date.parse(state.calendar.timestamp(day, comment.second)) / 1000,
      x_username: comment.author,
    })),
  );
  return {
    data: { comments, cursor: comments.length, has_more: false },
    error: { code: 'ok', message: '', log_id: `${state.calendar.dateOf(day)}-comments` },
  };
};

/**
 * Instagram Graph API comments (`data` of `id`, `text`, `timestamp`, `username`, `like_count`,
 * `media`, cursor `paging`) on the reels using up to 100 tracks' sounds (the demo's reel of a
 * sound has the track's id), one batch instead of a call per media.
 */
const instagramComments: RouteHandler = (context) => {
  const { state } = context.world;
  const day = dayParam(context, context.query.get('date'));
  const data = tracksParam(context, state, 'media_ids').flatMap((track) =>
    publishedComments(state, 'instagram', track, day).map((comment) => ({
      id: comment.id,
      text: comment.text,
      // Graph API's timestamp form: an offset without a colon.
      timestamp: state.calendar.timestamp(day, comment.second).replace('Z', '+0000'),
      username: comment.author,
      like_count: comment.likes,
      media: { id: state.tracks.ids[track]!, media_product_type: 'REELS' },
    })),
  );
  return {
    data,
    paging: { cursors: { before: data[0]?.id ?? '', after: data.at(-1)?.id ?? '' } },
  };
};

export const commentRoutes: [string, RouteHandler][] = [
  ['/youtube/v3/commentThreads', youtubeCommentThreads],
  ['/soundcloud/comments', soundcloudComments],
  ['/tiktok/v2/research/video/comment/list', tiktokComments],
  ['/instagram/comments', instagramComments],
];
