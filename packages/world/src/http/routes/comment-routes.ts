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

export const commentRoutes: [string, RouteHandler][] = [
  ['/youtube/v3/commentThreads', youtubeCommentThreads],
  ['/soundcloud/comments', soundcloudComments],
];
