import { creatorIndexOf } from '../../sim/creator-posts';
import { creatorHandle } from '../../sim/creator-profile';
import {
  hasTwitch,
  type TwitchVod,
  twitchFollowers,
  twitchLiveStream,
  twitchVods,
} from '../../sim/creator-twitch';
import { imageUrl } from '../../views/artwork';
import type { WorldState } from '../../world-state';
import { dayParam, type RouteContext, type RouteHandler } from '../context';
import { badRequest } from '../http-error';

// Issue 25: Twitch's Helix API for the demo creators who stream: users, a channel's followers,
// its videos (the VODs of past broadcasts, with view counts) and the live streams. A creator's
// user id is the creator's id, as on the other platforms; `date` (a world extension) asks for a
// past day's figures. Helix answers `data: []` for an id it does not know, not 404.

/** The creator behind a Helix user id, if they stream. */
function streamer(context: RouteContext, id: string | null): number | null {
  if (id === null || id === '') return null;
  const creator = creatorIndexOf(context.world.state, id);
  return creator !== undefined && hasTwitch(context.world.state, creator) ? creator : null;
}

function idsParam(context: RouteContext, name: string): string[] {
  const ids = context.query.getAll(name).filter((id) => id.length > 0);
  if (ids.length > 100) throw badRequest(`Too many ${name}: at most 100`);
  return ids;
}

/** `GET /helix/users?id=…&login=…`: the channels of the ids and logins (up to 100). */
const users: RouteHandler = (context) => {
  const { state } = context.world;
  const ids = idsParam(context, 'id');
  const logins = idsParam(context, 'login').map((login) => login.toLowerCase());
  if (ids.length === 0 && logins.length === 0) throw badRequest('Missing id or login');
  const found = new Set<number>();
  for (const id of ids) {
    const creator = streamer(context, id);
    if (creator !== null) found.add(creator);
  }
  if (logins.length > 0) {
    state.creators.forEach((_, creator) => {
      if (hasTwitch(state, creator) && logins.includes(creatorHandle(state, creator))) {
        found.add(creator);
      }
    });
  }
  return {
    data: [...found].map((creator) => ({
      id: state.creators[creator]!.id,
      login: creatorHandle(state, creator),
      display_name: state.creators[creator]!.name,
      type: '',
      broadcaster_type: 'affiliate',
      description: '',
      profile_image_url: imageUrl(context.baseUrl, 'creator', state.creators[creator]!.id),
      offline_image_url: '',
      view_count: 0,
      created_at: state.calendar.timestamp(0, 0),
    })),
  };
};

/** `GET /helix/channels/followers?broadcaster_id=`: the follower total (the list stays empty). */
const followers: RouteHandler = (context) => {
  const id = context.query.get('broadcaster_id');
  if (!id) throw badRequest('Missing broadcaster_id');
  const creator = streamer(context, id);
  if (creator === null) throw badRequest(`Unknown broadcaster_id ${id}`);
  const day = dayParam(context, context.query.get('date'));
  return { total: twitchFollowers(context.world.state, creator, day), data: [], pagination: {} };
};

/** "3h8m33s", as Helix writes a video's duration. */
function helixDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h ? `${h}h` : ''}${h || m ? `${m}m` : ''}${s}s`;
}

const vodJson = (context: RouteContext, state: WorldState, vod: TwitchVod) => {
  const creator = state.creators[vod.creator]!;
  const at = state.calendar.timestamp(vod.publishDay, vod.second);
  return {
    id: vod.id,
    stream_id: String(40_000_000_000 + Number(vod.id)),
    user_id: creator.id,
    user_login: creatorHandle(state, vod.creator),
    user_name: creator.name,
    title: vod.title,
    description: '',
    created_at: at,
    published_at: at,
    url: `https://www.twitch.tv/videos/${vod.id}`,
    thumbnail_url: imageUrl(context.baseUrl, 'creator', creator.id),
    viewable: 'public',
    view_count: vod.views,
    language: 'en',
    type: 'archive',
    duration: helixDuration(vod.duration),
    muted_segments: null,
  };
};

/**
 * `GET /helix/videos?user_id=&type=archive&first=&after=`: the channel's past broadcasts, newest
 * first, with their views at the end of the asked day; `after` is the cursor of the next page.
 */
const videos: RouteHandler = (context) => {
  const { world } = context;
  const userId = context.query.get('user_id');
  if (!userId) throw badRequest('Missing user_id');
  const type = context.query.get('type') ?? 'all';
  if (!['all', 'archive', 'highlight', 'upload'].includes(type)) {
    throw badRequest(`Invalid type ${type}`);
  }
  const rawFirst = context.query.get('first') ?? '20';
  const first = Number(rawFirst);
  if (!/^\d+$/.test(rawFirst) || first < 1 || first > 100) {
    throw badRequest('Invalid first: must be 1 to 100');
  }
  const rawAfter = context.query.get('after') ?? '';
  if (rawAfter !== '' && !/^\d+$/.test(rawAfter)) throw badRequest('Invalid after cursor');
  const after = rawAfter === '' ? 0 : Number(rawAfter);
  const creator = streamer(context, userId);
  const day = dayParam(context, context.query.get('date'));
  let vods =
    creator === null || type === 'highlight' || type === 'upload'
      ? []
      : twitchVods(world.state, creator, day);
  // A live day shows only the streams that started by the published second.
  if (day === world.day && !world.dayComplete) {
    vods = vods.filter((vod) => vod.publishDay < day || vod.second <= world.state.publishedSecond);
  }
  const page = vods.slice(after, after + first);
  return {
    data: page.map((vod) => vodJson(context, world.state, vod)),
    pagination: after + first < vods.length ? { cursor: String(after + first) } : {},
  };
};

/** `GET /helix/streams?user_id=…`: the channels live now (the world's published second). */
const streams: RouteHandler = (context) => {
  const { world } = context;
  const ids = idsParam(context, 'user_id');
  const data = ids.flatMap((id) => {
    const creator = streamer(context, id);
    if (creator === null) return [];
    const live = twitchLiveStream(world.state, creator, world.day, world.state.publishedSecond);
    if (!live) return [];
    const entry = world.state.creators[creator]!;
    return [
      {
        id: String(40_000_000_000 + Number(live.vod.id)),
        user_id: entry.id,
        user_login: creatorHandle(world.state, creator),
        user_name: entry.name,
        game_name: 'Just Chatting',
        type: 'live',
        title: live.vod.title,
        viewer_count: live.viewers,
        started_at: world.state.calendar.timestamp(live.vod.publishDay, live.vod.second),
        language: 'en',
        thumbnail_url: imageUrl(context.baseUrl, 'creator', entry.id),
      },
    ];
  });
  return { data, pagination: {} };
};

export const twitchRoutes: [string, RouteHandler][] = [
  ['/helix/users', users],
  ['/helix/channels/followers', followers],
  ['/helix/videos', videos],
  ['/helix/streams', streams],
];
