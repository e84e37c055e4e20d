import {
  ARTIST_METRICS,
  type ArtistSource,
  TRACK_METRICS,
  type TrackSource,
} from '../../model/markets';
import { artistCounters, trackCounters } from '../../sim/counters';
import type { WorldState } from '../../world-state';
import { dayParam, page, paging, type RouteContext, type RouteHandler } from '../context';
import { badRequest, notFound } from '../http-error';

/** Tracks released on or before `day` are the first N (tracks are stored in release order). */
function releasedCount(state: WorldState, day: number): number {
  let low = 0;
  let high = state.tracks.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (state.tracks.releaseDay[mid]! <= day) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** `ids=a,b,c` narrows a stats page to known entities (at most 100, like Spotify's batch calls). */
function idsFilter(
  context: RouteContext,
  index: Map<string, number>,
  limit: number,
): number[] | null {
  const raw = context.query.get('ids');
  if (raw === null) return null;
  const ids = raw.split(',').filter((id) => id.length > 0);
  if (ids.length > 100) throw badRequest('Too many ids: at most 100');
  return ids.map((id) => index.get(id)).filter((i): i is number => i !== undefined && i < limit);
}

const trackStats: RouteHandler = (context) => {
  const source = context.params[0] as TrackSource;
  if (!(source in TRACK_METRICS)) throw notFound(`No track stats for ${context.params[0]}`);
  const { state } = context.world;
  const day = dayParam(context, context.query.get('date'));
  const { offset, limit } = paging(context, 100, 1000);
  const released = releasedCount(state, day);
  const chosen = idsFilter(context, state.tracks.indexById, released);
  const total = chosen ? chosen.length : released;
  const items = [];
  for (let k = offset; k < Math.min(total, offset + limit); k++) {
    const track = chosen ? chosen[k]! : k;
    items.push({
      track_id: state.tracks.ids[track]!,
      isrc: state.tracks.isrcs[track]!,
      metrics: trackCounters(state, source, track, day),
    });
  }
  return { date: state.calendar.dateOf(day), ...page(context, items, offset, limit, total) };
};

const artistStats: RouteHandler = (context) => {
  const source = context.params[0] as ArtistSource;
  if (!(source in ARTIST_METRICS)) throw notFound(`No artist stats for ${context.params[0]}`);
  const { state } = context.world;
  const day = dayParam(context, context.query.get('date'));
  const { offset, limit } = paging(context, 100, 1000);
  const chosen = idsFilter(context, state.artistIndexById, state.artists.length);
  const total = chosen ? chosen.length : state.artists.length;
  const items = [];
  for (let k = offset; k < Math.min(total, offset + limit); k++) {
    const artist = chosen ? chosen[k]! : k;
    items.push({
      artist_id: state.artists[artist]!.id,
      metrics: artistCounters(state, source, artist, day),
    });
  }
  return { date: state.calendar.dateOf(day), ...page(context, items, offset, limit, total) };
};

export const statsRoutes: [string, RouteHandler][] = [
  ['/stats/:source/tracks', trackStats],
  ['/stats/:source/artists', artistStats],
];
