import { DEFAULT_START_DATE } from './model/dates';

export type WorldOptions = {
  seed: number;
  /**
   * The date (YYYY-MM-DD, UTC) of day 0. Default 2026-01-01; the demo world passes the date 90
   * days before its first start, so that its current day is the real date.
   */
  startDate?: string;
  /** Multiplies every entity count; 1 = the default world (about 15,000 tracks). */
  scale?: number;
  /** Days of history to simulate at creation: the world starts at day `days`. Default 90. */
  days?: number;
  artistCount?: number;
  labelCount?: number;
  creatorCount?: number;
  trackCount?: number;
  playlistCount?: number;
  stationCount?: number;
  /** Bounds of a playlist's length. Default [10, 200]. */
  tracksPerPlaylist?: [number, number];
  /** Share of all playlist memberships added or removed per day. Default 0.02. */
  dailyMembershipChange?: number;
  /** Share of the catalogue released as new tracks per day. Default 0.0015. */
  dailyReleaseRate?: number;
  /** DJ tracklists published per day. Default 200 x scale. */
  tracklistsPerDay?: number;
};

export type ResolvedOptions = Required<WorldOptions>;

function count(explicit: number | undefined, base: number, scale: number, minimum: number): number {
  if (explicit !== undefined) return Math.max(minimum, Math.floor(explicit));
  return Math.max(minimum, Math.round(base * scale));
}

export function resolveOptions(options: WorldOptions): ResolvedOptions {
  const scale = options.scale ?? 1;
  if (!(scale > 0)) throw new RangeError('scale must be positive');
  const [minTracks, maxTracks] = options.tracksPerPlaylist ?? [10, 200];
  if (!(minTracks >= 1 && maxTracks >= minTracks && maxTracks <= 10_000)) {
    throw new RangeError('tracksPerPlaylist must be [min, max] with 1 <= min <= max <= 10000');
  }
  const trackCount = count(options.trackCount, 15_000, scale, 50);
  return {
    seed: options.seed | 0,
    startDate: options.startDate ?? DEFAULT_START_DATE,
    scale,
    days: Math.max(0, Math.floor(options.days ?? 90)),
    artistCount: count(options.artistCount, 1_500, scale, 10),
    labelCount: count(options.labelCount, 150, scale, 3),
    creatorCount: count(options.creatorCount, 300, scale, 5),
    trackCount,
    playlistCount: count(options.playlistCount, 20_000, scale, 5),
    stationCount: count(options.stationCount, 5_000, scale, 5),
    tracksPerPlaylist: [minTracks, Math.min(maxTracks, Math.max(minTracks, trackCount >> 1))],
    dailyMembershipChange: options.dailyMembershipChange ?? 0.02,
    dailyReleaseRate: options.dailyReleaseRate ?? 0.0015,
    tracklistsPerDay: count(options.tracklistsPerDay, 200, scale, 3),
  };
}
