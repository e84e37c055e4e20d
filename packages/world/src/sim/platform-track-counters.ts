import { ELECTRONIC_GENRES } from '../model/markets';
import { gauss, Salt } from '../model/random';
import type { WorldState } from '../world-state';

/** Per-track share of a platform relative to another figure (fixed for a track). */
function ratio(seed: number, track: number, platform: number, median: number, spread: number) {
  return median * Math.exp(spread * gauss(seed, Salt.ratio, track, platform));
}

/** The per-track counters of Instagram and the DJ stores (field notes "Metrics per source"). */
export type PlatformTrackSource = 'instagram' | 'beatport' | 'traxsource';

/**
 * Instagram counts the reels using the track's sound (views, likes, comments), a share of its
 * streams; Beatport and Traxsource count the DJ charts listing an electronic track, growing
 * with its DJ support. A track a store does not sell (not electronic) has no counters there.
 */
export function platformTrackCounters(
  state: WorldState,
  source: PlatformTrackSource,
  track: number,
  streams: number,
  supports: number,
): Record<string, number> {
  const { seed } = state;
  switch (source) {
    case 'instagram': {
      const views = streams * ratio(seed, track, 21, 0.25, 1.0);
      return {
        views_total: Math.floor(views),
        likes_total: Math.floor(views * ratio(seed, track, 22, 0.06, 0.3)),
        comments_total: Math.floor(views * ratio(seed, track, 23, 0.002, 0.4)),
      };
    }
    case 'beatport':
    case 'traxsource': {
      if (!ELECTRONIC_GENRES.has(state.tracks.genre[track]!)) return {};
      const share = source === 'beatport' ? 0.8 : 0.3;
      return {
        dj_charts_total: Math.floor(
          supports * ratio(seed, track, source === 'beatport' ? 24 : 25, share, 0.5) +
            Math.log2(1 + streams / 50_000) * share,
        ),
      };
    }
  }
}
