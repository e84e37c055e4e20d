import type { ArtistSource, TrackSource } from '../model/markets';
import { gauss, Salt, unit } from '../model/random';
import type { WorldState } from '../world-state';
import { platformTrackCounters } from './platform-track-counters';
import { cumulativeStreams, dailyStreams } from './track-growth';

/**
 * A day's counter reading happens at a jittered moment inside the day: t = day + 0.45 u.
 * The moment moves by less than a day, so readings on later days are always later moments,
 * and every `_total` counter (an increasing function of time) never decreases.
 */
function readingTime(seed: number, entity: number, day: number): number {
  return day + 0.45 * unit(seed, Salt.counterJitter, entity, day);
}

/** Per-track share of each platform, relative to Spotify streams (fixed for a track). */
function ratio(seed: number, track: number, platform: number, median: number, spread: number) {
  return median * Math.exp(spread * gauss(seed, Salt.ratio, track, platform));
}

export function popularityOf(dailyRate: number): number {
  return Math.max(0, Math.min(100, Math.round(15 * Math.log10(dailyRate + 1) - 10)));
}

function supportsUpTo(state: WorldState, track: number, day: number): number {
  const days = state.supportDays.get(track);
  if (!days) return 0;
  let count = 0;
  while (count < days.length && days[count]! <= day) count++;
  return count;
}

export function trackCounters(
  state: WorldState,
  source: TrackSource,
  track: number,
  day: number,
): Record<string, number> {
  const { seed, tracks } = state;
  const time = readingTime(seed, track, day);
  const streams = cumulativeStreams(tracks, track, time);
  switch (source) {
    case 'spotify':
      return {
        streams_total: Math.floor(streams),
        popularity_current: popularityOf(dailyStreams(tracks, track, day)),
      };
    case 'youtube': {
      const views = streams * ratio(seed, track, 1, 0.4, 0.7);
      return {
        video_views_total: Math.floor(views),
        videos_total: Math.floor(Math.log2(1 + views / 5_000) * ratio(seed, track, 2, 3, 0.4)),
      };
    }
    case 'tiktok': {
      const views = streams * ratio(seed, track, 3, 0.5, 1.2);
      return {
        videos_total: Math.floor(views / 4_000),
        views_total: Math.floor(views),
      };
    }
    case 'shazam':
      return { shazams_total: Math.floor(streams * ratio(seed, track, 4, 0.006, 0.5)) };
    case 'soundcloud': {
      const plays = streams * ratio(seed, track, 5, 0.05, 0.9);
      return { streams_total: Math.floor(plays), reposts_total: Math.floor(plays / 400) };
    }
    case '1001tracklists':
      return { total_support_total: supportsUpTo(state, track, day) };
    case 'facebook':
      // People talking about it (posts, shares, comments) in the last seven days: a share of
      // the week's streams, so it rises and falls with them (a `_current` measure).
      return {
        talking_about_current: Math.floor(
          (streams - cumulativeStreams(tracks, track, time - 7)) *
            ratio(seed, track, 26, 0.004, 0.8),
        ),
      };
    case 'twitter':
      // Posts on X sharing the track, ever: a share of its streams.
      return { posts_total: Math.floor(streams * ratio(seed, track, 27, 0.003, 0.9)) };
    case 'instagram':
    case 'beatport':
    case 'traxsource':
      return platformTrackCounters(state, source, track, streams, supportsUpTo(state, track, day));
  }
}

/** Artist-level counters: a fan base of their own plus a share of their tracks' streams. */
export function artistCounters(
  state: WorldState,
  source: ArtistSource,
  artistIndex: number,
  day: number,
): Record<string, number> {
  const { seed, tracks } = state;
  const artist = state.artists[artistIndex]!;
  const time = readingTime(seed, 1_000_000 + artistIndex, day);
  let streams = 0;
  let lastMonth = 0;
  let bestRate = 0;
  for (const track of artist.tracks) {
    if (tracks.releaseDay[track]! > day) continue;
    const total = cumulativeStreams(tracks, track, time);
    streams += total;
    lastMonth += total - cumulativeStreams(tracks, track, time - 28);
    bestRate = Math.max(bestRate, dailyStreams(tracks, track, day));
  }
  const fans = 800 * artist.fame;
  const share = (platform: number, median: number) =>
    Math.floor(
      fans * median + streams * ratio(seed, artistIndex, 100 + platform, median, 0.6) * 0.003,
    );
  switch (source) {
    case 'spotify':
      return {
        followers_total: share(0, 1),
        monthly_listeners_current: Math.floor(lastMonth / 3.2 + fans),
        popularity_current: popularityOf(bestRate * 1.5),
      };
    case 'instagram':
      return { followers_total: share(1, 0.8) };
    case 'tiktok':
      return { followers_total: share(2, 0.6) };
    case 'youtube':
      return { subscribers_total: share(3, 0.4) };
    case 'facebook':
      return {
        talking_about_current: Math.floor(
          (lastMonth / 4) * ratio(seed, artistIndex, 104, 0.002, 0.6) + fans * 0.02,
        ),
      };
    case 'twitter':
      return { followers_total: share(5, 0.3) };
    case 'amazon':
      return { followers_total: share(6, 0.15) };
  }
}
